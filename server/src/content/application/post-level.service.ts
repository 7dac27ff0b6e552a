import { Injectable } from '@nestjs/common';
import { CONTENT_LEVEL_MESSAGE, ContentLevel, isContentLevel } from '../../kernel/content-level';
import { InputError } from '../../kernel/domain-error';
import { ContentError } from '../domain/content.error';
import { Viewer } from '../domain/post';
import { PostModerationService } from './post-moderation.service';
import { PostQueryService } from './post-query.service';

/** The owner changes how explicit their post is (staff do it through moderation). */
@Injectable()
export class PostLevelService {
  constructor(
    private readonly query: PostQueryService,
    private readonly moderation: PostModerationService,
  ) {}

  async setByOwner(viewer: Viewer, postId: string, level: unknown): Promise<ContentLevel> {
    if (!isContentLevel(level)) {
      throw new InputError(CONTENT_LEVEL_MESSAGE, 'contentLevel');
    }
    const post = await this.query.findVisibleOrThrow(postId, viewer);
    if (post.authorId !== viewer.id) {
      throw new ContentError(
        'CONTENT.NOT_OWNER',
        'Solo quien publicó esta publicación puede cambiar su nivel de contenido.',
      );
    }
    await this.moderation.setLevel(post.id, level);
    return level;
  }
}
