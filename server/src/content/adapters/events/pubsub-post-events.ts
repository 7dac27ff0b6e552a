import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { PostEvents, PostProcessingEvent } from '../../ports/post-events';

export const postProcessingTopic = (authorId: string) => `content.processing.${authorId}`;

@Injectable()
export class PubSubPostEvents extends PostEvents {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async processing(authorId: string, event: PostProcessingEvent): Promise<void> {
    await this.pubsub.publish(postProcessingTopic(authorId), event);
  }
}
