import { PostWithAuthor } from '../../content/domain/post';
import { FREQUENCY_CAP_PER_DAY } from '../domain/campaign';
import {
  AdDeliveryRepository,
  ServableAd,
  ServableQuery,
  ServedCount,
} from '../ports/ad-delivery.repository';
import { PlainViewerTokens } from './plain-viewer-tokens.fake';
import { AdServingService } from './ad-serving.service';
import { CampaignSettings } from './campaign.service';

const post = (id: string) =>
  ({ id, category: 'Paisajes', hashtags: ['montaña'] }) as unknown as PostWithAuthor;

/** One untargeted ad; its day count is what the writes so far added up to. */
class CountingDelivery extends AdDeliveryRepository {
  written: ServedCount[][] = [];
  reads: ServableQuery[] = [];

  private get served(): number {
    return this.written.flat().reduce((sum, c) => sum + c.times, 0);
  }

  async servable(query: ServableQuery): Promise<ServableAd[]> {
    this.reads.push(query);
    return this.served >= query.frequencyCap
      ? []
      : [
          {
            adId: 'ad-1',
            campaignId: 'c-1',
            cta: 'comprar',
            destinationUrl: 'https://tienda.example.com',
            ecpm: 10,
            targetCategories: [],
            targetHashtags: [],
            servedToday: this.served,
            post: post('creative'),
          },
        ];
  }
  async countServed(counts: ServedCount[]): Promise<void> {
    this.written.push(counts);
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

  beforeEach(() => {
    delivery = new CountingDelivery();
    sut = new AdServingService(delivery, new PlainViewerTokens(), new CampaignSettings());
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
});
