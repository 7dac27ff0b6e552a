import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { POSTS_WITHDRAWN_TOPIC } from '../../../content/content.public';
import { DiscoverService } from '../../application/discover.service';

/**
 * When moderation hides posts (on any instance: the pub/sub is Redis when configured), this
 * instance's cached trends forget them at once instead of at the end of their minute.
 */
@Injectable()
export class WithdrawnPostsListener implements OnModuleInit, OnModuleDestroy {
  private subscription?: number;

  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly discover: DiscoverService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.pubsub.subscribe(
      POSTS_WITHDRAWN_TOPIC,
      () => this.discover.forgetCachedPosts(),
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscription !== undefined) {
      this.pubsub.unsubscribe(this.subscription);
    }
  }
}
