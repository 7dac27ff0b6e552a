import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { PostEvents, PostProcessingEvent } from '../../ports/post-events';

export const postProcessingTopic = (authorId: string) => `content.processing.${authorId}`;
/** Published with `{ postIds }` when moderation hides posts; caches of posts subscribe. */
export const POSTS_WITHDRAWN_TOPIC = 'content.withdrawn';
/** Published with `{ postIds }` when posts are listed (PostEvents.listed); caches of searches subscribe. */
export const POSTS_LISTED_TOPIC = 'content.listed';

@Injectable()
export class PubSubPostEvents extends PostEvents {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async processing(authorId: string, event: PostProcessingEvent): Promise<void> {
    await this.pubsub.publish(postProcessingTopic(authorId), event);
  }

  async withdrawn(postIds: string[]): Promise<void> {
    if (postIds.length > 0) {
      await this.pubsub.publish(POSTS_WITHDRAWN_TOPIC, { postIds });
    }
  }

  async listed(postIds: string[]): Promise<void> {
    if (postIds.length > 0) {
      await this.pubsub.publish(POSTS_LISTED_TOPIC, { postIds });
    }
  }
}
