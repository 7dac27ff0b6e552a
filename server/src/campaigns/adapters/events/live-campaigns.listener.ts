import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { AdServingService } from '../../application/ad-serving.service';
import { CAMPAIGN_MAY_SERVE_TOPIC } from './pubsub-campaign-events';

/**
 * When a campaign may have begun to serve on any instance, this instance's belief that none is
 * live is dropped at once, instead of at the end of its second.
 */
@Injectable()
export class LiveCampaignsListener implements OnModuleInit, OnModuleDestroy {
  private subscription: number | null = null;

  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly serving: AdServingService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.pubsub.subscribe(
      CAMPAIGN_MAY_SERVE_TOPIC,
      () => this.serving.forgetLiveness(),
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscription !== null) {
      this.pubsub.unsubscribe(this.subscription);
    }
  }
}
