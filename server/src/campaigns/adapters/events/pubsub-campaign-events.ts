import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { AdServingService } from '../../application/ad-serving.service';
import { CampaignEvents } from '../../ports/campaign-events';

/** Published with `{ campaignId }` when a campaign may have begun to serve. */
export const CAMPAIGN_MAY_SERVE_TOPIC = 'campaigns.may-serve';

@Injectable()
export class PubSubCampaignEvents extends CampaignEvents {
  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly serving: AdServingService,
  ) {
    super();
  }

  /** This instance at once (a Redis message comes back a moment later), the others by message. */
  async mayServe(campaignId: string): Promise<void> {
    this.serving.forgetLiveness();
    await this.pubsub.publish(CAMPAIGN_MAY_SERVE_TOPIC, { campaignId });
  }
}
