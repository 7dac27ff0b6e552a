import { Injectable, OnModuleInit } from '@nestjs/common';
import { WithheldMedia } from '../../../platform/storage/withheld-media';
import { PostHidingRepository } from '../../ports/post-hiding.repository';

/** A post's media keys: `public/<id>/…`, `private/premium/<id>/…`, `private/downloads/<id>/…`. */
const POST_MEDIA =
  /^(?:public|private\/premium|private\/downloads)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** The media of a hidden post answer 404 (one primary-key read per media request of a post). */
@Injectable()
export class HiddenPostMedia implements OnModuleInit {
  constructor(
    private readonly withheld: WithheldMedia,
    private readonly posts: PostHidingRepository,
  ) {}

  onModuleInit(): void {
    this.withheld.register(async (key) => {
      const postId = POST_MEDIA.exec(key)?.[1];
      return postId ? this.posts.isWithheld(postId) : false;
    });
  }
}
