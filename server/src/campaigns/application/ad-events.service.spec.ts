import { DEDUP_WINDOW_MS } from '../domain/campaign';
import {
  AdDeliveryRepository,
  AdEventBatch,
  RecordedBatch,
  Servable,
} from '../ports/ad-delivery.repository';
import { PlainViewerTokens } from './plain-viewer-tokens.fake';
import { AdEventsService } from './ad-events.service';
import { CampaignService, CampaignSettings } from './campaign.service';

const AD = '33333333-3333-4333-8333-333333333333';
const OTHER_AD = '44444444-4444-4444-8444-444444444444';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
const NOW = new Date('2026-03-01T12:00:00Z');

/** Records the batches it is given and answers what it was told to. */
class RecordingDelivery extends AdDeliveryRepository {
  async anyLive(): Promise<boolean> {
    return true;
  }
  batches: Array<{ batch: AdEventBatch; window: number }> = [];
  answer: RecordedBatch = { counted: 0, exhausted: [] };

  async servable(): Promise<Servable> {
    return { ads: [], snapshot: null };
  }
  async creatives(): Promise<never[]> {
    return [];
  }
  async countServed(): Promise<null> {
    return null;
  }
  async recordBatch(batch: AdEventBatch, window: number): Promise<RecordedBatch> {
    this.batches.push({ batch, window });
    return this.answer;
  }
  async destinationOf(adId: string): Promise<string | null> {
    return adId === AD ? 'https://tienda.example.com' : null;
  }
}

describe(AdEventsService.name, () => {
  let delivery: RecordingDelivery;
  let finished: string[];
  let sut: AdEventsService;

  beforeEach(() => {
    delivery = new RecordingDelivery();
    finished = [];
    const campaigns = {
      finish: async (id: string) => {
        finished.push(id);
        return true;
      },
    } as unknown as CampaignService;
    sut = new AdEventsService(
      delivery,
      new PlainViewerTokens(),
      campaigns,
      new CampaignSettings(100, () => NOW),
    );
  });

  it('sends the whole batch of well-formed ids as one, for the viewer and at one moment', async () => {
    delivery.answer = { counted: 2, exhausted: [] };

    const result = await sut.record(
      [
        { adId: AD, type: 'impression' },
        { adId: 'not-an-id', type: 'click' },
        { adId: OTHER_AD, type: 'click' },
      ],
      { viewer: null, viewerToken: 'ok:v:ana', userAgent: BROWSER },
    );

    expect(result).toEqual({ counted: 2 });
    expect(delivery.batches).toEqual([
      {
        batch: {
          viewerKey: 'v:ana',
          at: NOW,
          events: [
            { adId: AD, kind: 'impression' },
            { adId: OTHER_AD, kind: 'click' },
          ],
        },
        window: DEDUP_WINDOW_MS,
      },
    ]);
  });

  it('finishes every campaign the batch left unable to pay', async () => {
    delivery.answer = { counted: 3, exhausted: ['c1', 'c2'] };

    await sut.record([{ adId: AD, type: 'click' }], {
      viewer: null,
      viewerToken: 'ok:v:ana',
      userAgent: BROWSER,
    });

    expect(finished).toEqual(['c1', 'c2']);
  });

  it('counts nothing and sends nothing for bots, forged tokens or a batch without valid ids', async () => {
    const events = [{ adId: AD, type: 'impression' as const }];
    const answers = await Promise.all([
      sut.record(events, { viewer: null, viewerToken: 'ok:v:ana', userAgent: 'curl/8.5.0' }),
      sut.record(events, { viewer: null, viewerToken: 'forged', userAgent: BROWSER }),
      sut.record(events, { viewer: null, viewerToken: null, userAgent: BROWSER }),
      sut.record([{ adId: 'x', type: 'click' }], {
        viewer: null,
        viewerToken: 'ok:v:ana',
        userAgent: BROWSER,
      }),
    ]);

    expect(answers).toEqual(Array(4).fill({ counted: 0 }));
    expect(delivery.batches).toEqual([]);
  });

  it('counts a click-through as a batch of one and answers only the stored destination', async () => {
    const destination = await sut.click(AD, {
      viewer: null,
      viewerToken: 'ok:v:ana',
      userAgent: BROWSER,
    });

    expect(destination).toBe('https://tienda.example.com');
    expect(delivery.batches.map((b) => b.batch.events)).toEqual([[{ adId: AD, kind: 'click' }]]);
    await expect(
      sut.click(OTHER_AD, { viewer: null, viewerToken: 'ok:v:ana', userAgent: BROWSER }),
    ).rejects.toMatchObject({ code: 'CAMPAIGNS.AD_NOT_FOUND' });
  });
});
