import { PostWithAuthor } from '../../content/domain/post';
import { FREQUENCY_CAP_PER_DAY } from '../domain/campaign';
import {
  AdDeliveryRepository,
  Servable,
  ServableAd,
  ServableQuery,
  ServedCount,
} from '../ports/ad-delivery.repository';
import { PlainViewerTokens } from './plain-viewer-tokens.fake';
import { weave } from '../domain/serving';
import { AdServingService, CREATIVE_TTL_MS, LIVENESS_TTL_MS } from './ad-serving.service';
import { CampaignSettings } from './campaign.service';

const post = (id: string) =>
  ({ id, category: 'Paisajes', hashtags: ['montaña'] }) as unknown as PostWithAuthor;

/**
 * One untargeted ad; its day count is what the writes so far added up to. Each write is a
 * transaction (ids from 100 on) that commits at once; a read's snapshot sees every commit so far.
 */
class CountingDelivery extends AdDeliveryRepository {
  written: ServedCount[][] = [];
  /** While set, a write commits but its answer waits for `release()` (a reply still on its way). */
  holdAnswers = false;
  private heldAnswers: Array<() => void> = [];
  reads: ServableQuery[] = [];
  creativeReads: string[][] = [];
  creativeVersion = 'general@1';

  private get served(): number {
    return this.written.flat().reduce((sum, c) => sum + c.times, 0);
  }

  async servable(query: ServableQuery): Promise<Servable> {
    this.reads.push(query);
    const next = 100 + this.written.length;
    const ads: ServableAd[] =
      this.served >= query.frequencyCap
        ? []
        : [
            {
              adId: 'ad-1',
              campaignId: 'c-1',
              postId: 'creative',
              creativeVersion: this.creativeVersion,
              cta: 'comprar',
              destinationUrl: 'https://tienda.example.com',
              ecpm: 10,
              targetCategories: [],
              targetHashtags: [],
              servedToday: this.served,
            },
          ];
    return { ads, snapshot: `${next}:${next}:` };
  }
  live = true;
  livenessReads = 0;
  /** Answers of anyLive held back until released (a read in flight). */
  held: Array<() => void> = [];
  hold = false;
  async anyLive(): Promise<boolean> {
    this.livenessReads += 1;
    const live = this.live;
    if (this.hold) {
      await new Promise<void>((release) => this.held.push(release));
    }
    return live;
  }
  async creatives(postIds: string[]): Promise<PostWithAuthor[]> {
    this.creativeReads.push(postIds);
    return postIds.map((id) => ({ ...post(id), title: `leído ${this.creativeReads.length}` }));
  }
  async countServed(counts: ServedCount[]): Promise<string> {
    this.written.push(counts);
    const xid = String(99 + this.written.length);
    if (this.holdAnswers) {
      await new Promise<void>((answer) => this.heldAnswers.push(answer));
    }
    return xid;
  }
  release(): void {
    this.holdAnswers = false;
    this.heldAnswers.splice(0).forEach((answer) => answer());
  }
  async recordBatch(): Promise<never> {
    throw new Error('not used');
  }
  async destinationOf(): Promise<string | null> {
    return null;
  }
}

describe(AdServingService.name, () => {
  const viewer = { id: 'u1', plan: 'free' as const };
  const page = () =>
    Promise.resolve({ items: Array.from({ length: 20 }, (_, i) => post(`p${i}`)) });
  let delivery: CountingDelivery;
  let sut: AdServingService;
  let now: number;

  beforeEach(() => {
    delivery = new CountingDelivery();
    now = Date.parse('2026-03-01T12:00:00Z');
    sut = new AdServingService(
      delivery,
      new PlainViewerTokens(),
      new CampaignSettings(100, () => new Date(now)),
    );
  });
  afterEach(() => sut.flush());

  const servedOn = async () =>
    (await sut.alongside({ viewer, viewerToken: null, category: null, query: null }, page))
      .sponsored.ads.length;

  it('holds the daily cap with serves not yet written, then writes them in one statement', async () => {
    const shown = [];
    for (let i = 0; i < FREQUENCY_CAP_PER_DAY + 2; i++) {
      shown.push(await servedOn());
    }
    expect(shown).toEqual([1, 1, 1, 0, 0]);
    expect(delivery.written).toEqual([]);

    await sut.flush();
    expect(delivery.written).toEqual([[{ viewerKey: 'u:u1', adId: 'ad-1', times: 3 }]]);
    // written, the database's own count keeps the cap
    expect(await servedOn()).toBe(0);
  });

  it('counts a serve once when its write commits while a page is read', async () => {
    const tick = () => new Promise((r) => setImmediate(r));
    expect(await servedOn()).toBe(1);
    // the write commits, its answer still on the way, while the next page reads the count
    delivery.holdAnswers = true;
    const firstWrite = sut.flush();
    const second = servedOn();
    await tick();
    delivery.release();
    expect(await second).toBe(1);
    await firstWrite;

    delivery.holdAnswers = true;
    const secondWrite = sut.flush();
    const third = servedOn();
    await tick();
    delivery.release();
    // two serves in the database, both seen by the read: this page shows the third
    expect(await third).toBe(1);
    await secondWrite;
    expect(await servedOn()).toBe(0);
    await sut.flush();
    expect(delivery.written.flat().reduce((sum, c) => sum + c.times, 0)).toBe(3);
  });

  it('reads a creative once for many pages, and again once edited or after a while', async () => {
    const creativeOf = async (who: { id: string; plan: 'free' }) =>
      (
        await sut.alongside({ viewer: who, viewerToken: null, category: null, query: null }, page)
      ).sponsored.ads.map((ad) => ad.post.title);

    expect(await creativeOf({ id: 'a', plan: 'free' })).toEqual(['leído 1']);
    expect(await creativeOf({ id: 'b', plan: 'free' })).toEqual(['leído 1']);
    expect(delivery.creativeReads).toEqual([['creative']]);

    // an edit (or a level change) is a new version: the next page shows it
    delivery.creativeVersion = 'general@2';
    expect(await creativeOf({ id: 'c', plan: 'free' })).toEqual(['leído 2']);
    now += CREATIVE_TTL_MS;
    expect(await creativeOf({ id: 'd', plan: 'free' })).toEqual(['leído 3']);
    expect(delivery.creativeReads).toHaveLength(3);
  });

  it('goes on with the cadence from where the previous page ended', async () => {
    const from = (offset: number) =>
      sut.alongside(
        {
          viewer: { id: `o${offset}`, plan: 'free' },
          viewerToken: null,
          category: null,
          query: null,
        },
        () => page().then((p) => ({ ...p, offset })),
      );
    // posts 21 to 40: the first ad follows post 21, the 8th tile after the page before's last ad
    const second = await from(20);
    expect(second.sponsored).toMatchObject({ offset: 20 });
    expect(second.sponsored.ads).toHaveLength(1); // one campaign only: one ad a page
    expect(
      weave(second.page.items, second.sponsored.ads, 8, second.sponsored.offset).findIndex(
        (tile) => tile.kind === 'ad',
      ),
    ).toBe(1);
  });

  it('reads no ads for plans without them, and writes nothing', async () => {
    const max = { id: 'u2', plan: 'max' as const };
    const result = await sut.alongside(
      { viewer: max, viewerToken: null, category: null, query: null },
      page,
    );
    expect(result.sponsored).toMatchObject({ ads: [], every: null });
    expect(result.page.items).toHaveLength(20);
    expect(delivery.reads).toEqual([]);
    await sut.flush();
    expect(delivery.written).toEqual([]);
  });

  describe('with no campaign live', () => {
    it("reads nobody's serving, and asks whether one is live at most once a second", async () => {
      delivery.live = false;
      for (let i = 0; i < 5; i++) {
        const { sponsored } = await sut.alongside(
          { viewer, viewerToken: null, category: null, query: null },
          page,
        );
        expect(sponsored.ads).toEqual([]);
      }
      expect(delivery.reads).toEqual([]);
      expect(delivery.livenessReads).toBe(1);
      // a campaign that starts on its own schedule serves within LIVENESS_TTL_MS
      delivery.live = true;
      now += LIVENESS_TTL_MS;
      const { sponsored } = await sut.alongside(
        { viewer, viewerToken: null, category: null, query: null },
        page,
      );
      expect(sponsored.ads).toHaveLength(1);
      expect(delivery.livenessReads).toBe(2);
    });

    it('serves on the next page once told a campaign may serve', async () => {
      delivery.live = false;
      await sut.alongside({ viewer, viewerToken: null, category: null, query: null }, page);
      delivery.live = true;
      sut.forgetLiveness();
      const { sponsored } = await sut.alongside(
        { viewer, viewerToken: null, category: null, query: null },
        page,
      );
      expect(sponsored.ads).toHaveLength(1);
    });

    it('does not keep an answer read before it was told', async () => {
      delivery.live = false;
      delivery.hold = true;
      const before = sut.alongside(
        { viewer, viewerToken: null, category: null, query: null },
        page,
      );
      await Promise.resolve();
      delivery.live = true;
      sut.forgetLiveness();
      delivery.held.splice(0).forEach((release) => release());
      expect((await before).sponsored.ads).toEqual([]);
      delivery.hold = false;
      const { sponsored } = await sut.alongside(
        { viewer, viewerToken: null, category: null, query: null },
        page,
      );
      expect(sponsored.ads).toHaveLength(1);
    });
  });
});
