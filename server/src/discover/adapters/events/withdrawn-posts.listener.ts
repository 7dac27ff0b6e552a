import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { POSTS_LISTED_TOPIC, POSTS_WITHDRAWN_TOPIC } from '../../../content/content.public';
import { DiscoverService } from '../../application/discover.service';

/**
 * When moderation hides posts (on any instance: the pub/sub is Redis when configured), this
 * instance's cached trends, suggestions and searches forget them at once instead of at the end of
 * their time; when posts are listed, the kept suggestions are dropped so their words are
 * suggested, and the kept searches that find them are searched again.
 */
@Injectable()
export class WithdrawnPostsListener implements OnModuleInit, OnModuleDestroy {
  private subscriptions: number[] = [];

  constructor(
    private readonly pubsub: PubSubEngine,
    private readonly discover: DiscoverService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriptions = [
      await this.pubsub.subscribe(
        POSTS_WITHDRAWN_TOPIC,
        () => this.discover.forgetCachedPosts(),
        {},
      ),
      await this.pubsub.subscribe(
        POSTS_LISTED_TOPIC,
        ({ postIds }: { postIds: string[] }) => this.discover.postsListed(postIds),
        {},
      ),
    ];
  }

  onModuleDestroy(): void {
    this.subscriptions.forEach((id) => this.pubsub.unsubscribe(id));
  }
}
