import { Injectable } from '@nestjs/common';
import { PublishService } from '../../../content/content.public';
import { GeneratedPostRequest, PostPublisher } from '../../ports/post-publisher';

/** Publishes through the content module's own use case: variants, blurhash, category, search. */
@Injectable()
export class ContentPostPublisher extends PostPublisher {
  constructor(private readonly publishing: PublishService) {
    super();
  }

  async publish(r: GeneratedPostRequest): Promise<{ postId: string; created: boolean }> {
    const { author, image, origin, ...choices } = r;
    const { post, created } = await this.publishing.publishGenerated(
      author,
      image,
      choices,
      origin,
    );
    return { postId: post.id, created };
  }
}
