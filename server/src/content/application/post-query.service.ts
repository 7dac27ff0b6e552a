import { Injectable, Logger } from '@nestjs/common';
import { BlockedPairs } from '../../kernel/audience';
import { listsExplicit } from '../../kernel/content-level';
import { isUuid } from '../../kernel/ids';
import { ContentError } from '../domain/content.error';
import { canView, PostAuthor, PostWithAuthor, Viewer } from '../domain/post';
import { AuthorDirectory } from '../ports/author-directory';
import { Page, PostRepository } from '../ports/post.repository';
import { ContentSettings } from './content-settings';

export interface PostDetail {
  post: PostWithAuthor;
  /** For the owner: published posts that look like this one. */
  similar: PostWithAuthor[];
}

export interface Channel {
  author: PostAuthor;
  publicPostCount: number;
  posts: Page<PostWithAuthor>;
  page: number;
}

const NOT_FOUND = () => new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');

@Injectable()
export class PostQueryService {
  private readonly log = new Logger(PostQueryService.name);

  constructor(
    private readonly posts: PostRepository,
    private readonly authors: AuthorDirectory,
    private readonly settings: ContentSettings,
    private readonly blocks: BlockedPairs,
  ) {}

  /** A post as its viewer may see it; the view counts once per viewer and day. */
  async detail(
    id: string,
    viewer: Viewer | null,
    viewerKey: string,
    now = new Date(),
  ): Promise<PostDetail> {
    const post = await this.findVisibleOrThrow(id, viewer);
    if (post.status === 'ready' && viewer?.id !== post.authorId) {
      if (await this.countView(id, viewerKey, now)) {
        post.viewCount++;
      }
    }
    const similar =
      viewer?.id === post.authorId && post.phash
        ? await this.posts.findSimilar(
            post.phash,
            this.settings.duplicateDistance,
            post.id,
            5,
            listsExplicit(viewer),
          )
        : [];
    return { post, similar };
  }

  /**
   * Counting is a side effect of showing the post: when the count fails (its connection dropped;
   * a write never runs twice) that view is lost, the page is not.
   */
  private async countView(id: string, viewerKey: string, now: Date): Promise<boolean> {
    try {
      return await this.posts.recordView(id, viewerKey, now.toISOString().slice(0, 10));
    } catch (err) {
      this.log.warn(`A view of ${id} was not counted: ${(err as Error).message}`);
      return false;
    }
  }

  async findVisibleOrThrow(id: string, viewer: Viewer | null): Promise<PostWithAuthor> {
    const post = isUuid(id) ? await this.posts.findById(id) : null;
    if (!post || !canView(post, viewer) || (await this.keptApart(viewer, post.authorId))) {
      throw NOT_FOUND();
    }
    return post;
  }

  /** A profile and its posts; the owner also sees archived and unfinished ones. */
  async channel(
    idOrHandle: string,
    viewer: Viewer | null,
    options: { page: number; limit: number; tab: 'public' | 'archived' },
  ): Promise<Channel> {
    const author = await this.authors.findByIdOrHandle(idOrHandle);
    // a block keeps both profiles from each other (a mute does not)
    if (!author || (await this.keptApart(viewer, author.id))) {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'El perfil no existe.');
    }
    const isOwner = viewer?.id === author.id;
    const posts = await this.posts.findByAuthor(author.id, {
      includeHidden: isOwner,
      includeExplicit: isOwner || listsExplicit(viewer),
      visibility: isOwner ? options.tab : 'public',
      page: options.page,
      limit: options.limit,
    });
    return {
      author,
      publicPostCount: await this.posts.countPublicByAuthor(
        author.id,
        isOwner || listsExplicit(viewer),
      ),
      posts,
      page: options.page,
    };
  }

  private async keptApart(viewer: Viewer | null, userId: string): Promise<boolean> {
    return viewer !== null && viewer.id !== userId && this.blocks.between(viewer.id, userId);
  }
}
