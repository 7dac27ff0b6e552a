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
    let counted = 0;
    for (const event of events) {
      if (await this.count(event.adId, event.type, viewerKey)) {
        counted++;
      }
    }
    return { counted };
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
      await this.count(adId, 'click', viewerKey);
    }
    return destination;
  }

  private viewerKey(source: EventSource): string | null {
    if (isKnownBot(source.userAgent)) {
      return null;
    }
    return source.viewer ? `u:${source.viewer.id}` : this.tokens.verify(source.viewerToken);
  }

  private async count(adId: string, kind: AdEventKind, viewerKey: string): Promise<boolean> {
    if (!isUuid(adId)) {
      return false;
    }
    const result = await this.delivery.record(
      { adId, kind, viewerKey, at: this.settings.now() },
      DEDUP_WINDOW_MS,
    );
    if (result.exhausted && result.campaignId) {
      await this.campaigns.finish(result.campaignId, 'budget');
    }
    return result.counted;
  }
}
