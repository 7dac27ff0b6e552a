import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { POSTS_WITHDRAWN_TOPIC } from '../../../content/content.public';
import { ErasedPosts } from '../../ports/erased-posts';

/** The same event moderation publishes when it hides posts: every instance's caches forget them. */
@Injectable()
export class PubSubErasedPosts extends ErasedPosts {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async withdrawn(postIds: string[]): Promise<void> {
    if (postIds.length > 0) {
      await this.pubsub.publish(POSTS_WITHDRAWN_TOPIC, { postIds });
    }
  }
}
