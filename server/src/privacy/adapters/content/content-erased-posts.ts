import { Injectable } from '@nestjs/common';
import { PostEvents } from '../../../content/content.public';
import { ErasedPosts } from '../../ports/erased-posts';

/** Content's own withdrawn event, as when moderation hides posts: every instance's caches forget them. */
@Injectable()
export class ContentErasedPosts extends ErasedPosts {
  constructor(private readonly events: PostEvents) {
    super();
  }

  withdrawn(postIds: string[]): Promise<void> {
    return this.events.withdrawn(postIds);
  }
}
