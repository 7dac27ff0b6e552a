import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import { Viewer } from '../../kernel/viewer';
import { DEDUP_WINDOW_MS } from '../domain/campaign';
import { CampaignError } from '../domain/campaigns.error';
import { isKnownBot } from '../domain/serving';
import { AdDeliveryRepository, AdEventKind } from '../ports/ad-delivery.repository';
import { ViewerTokens } from '../ports/viewer-tokens';
import { CampaignService, CampaignSettings } from './campaign.service';

export const MAX_EVENTS_PER_BATCH = 100;

export interface EventSource {
  viewer: Viewer | null;
  viewerToken: string | null;
  userAgent: string | null;
}

export interface IncomingAdEvent {
  adId: string;
  type: AdEventKind;
}

/** Counts viewable impressions and clicks: who sent them, once per window, paid from the budget. */
@Injectable()
export class AdEventsService {
  constructor(
    private readonly delivery: AdDeliveryRepository,
    private readonly tokens: ViewerTokens,
    private readonly campaigns: CampaignService,
    private readonly settings: CampaignSettings,
  ) {}

  /** Answers how many events counted; bots and unidentified senders count none. */
  async record(events: IncomingAdEvent[], source: EventSource): Promise<{ counted: number }> {
    const viewerKey = this.viewerKey(source);
    if (!viewerKey) {
      return { counted: 0 };
    }
    return { counted: await this.count(events, viewerKey) };
  }

  /**
   * A click through `/api/ads/{adId}/click`: counted when its sender is known, and answered with
   * the ad's stored destination (the only place the redirect may go).
   */
  async click(adId: string, source: EventSource): Promise<string> {
    const destination = isUuid(adId) ? await this.delivery.destinationOf(adId) : null;
    if (!destination) {
      throw new CampaignError('CAMPAIGNS.AD_NOT_FOUND', 'No encontramos ese anuncio.');
    }
    const viewerKey = this.viewerKey(source);
    if (viewerKey) {
      await this.count([{ adId, type: 'click' }], viewerKey);
    }
    return destination;
  }

  private viewerKey(source: EventSource): string | null {
    if (isKnownBot(source.userAgent)) {
      return null;
    }
    return source.viewer ? `u:${source.viewer.id}` : this.tokens.verify(source.viewerToken);
  }

  /** One statement for the whole batch; the campaigns it left unable to pay finish. */
  private async count(events: IncomingAdEvent[], viewerKey: string): Promise<number> {
    const valid = events.filter((e) => isUuid(e.adId));
    if (valid.length === 0) {
      return 0;
    }
    const result = await this.delivery.recordBatch(
      {
        viewerKey,
        at: this.settings.now(),
        events: valid.map((e) => ({ adId: e.adId, kind: e.type })),
      },
      DEDUP_WINDOW_MS,
    );
    for (const campaignId of result.exhausted) {
      await this.campaigns.finish(campaignId, 'budget');
    }
    return result.counted;
  }
}
