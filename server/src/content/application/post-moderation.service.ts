import { Injectable } from '@nestjs/common';
import type { ContentLevel } from '../../kernel/content-level';
import { isUuid } from '../../kernel/ids';
import { HiddenCause } from '../domain/post';
import { searchTermsOf } from '../domain/search-terms';
import { PostEvents } from '../ports/post-events';
import { PostHidingRepository, PostModerationState } from '../ports/post-hiding.repository';

/** Ids one listedPosts call checks; more are ignored. */
export const LISTED_IDS_MAX = 1000;

/**
 * What moderation may do to posts (through content.public): hide one, show it again, hide or show
 * an author's posts for a ban. A hidden post leaves every list, search and suggestion at once, its
 * page and media answer 404 to everyone but its owner (the media to everyone), and caches that
 * hold posts are told to forget. Runs in the caller's transaction.
 */
@Injectable()
export class PostModerationService {
  constructor(
    private readonly posts: PostHidingRepository,
    private readonly events: PostEvents,
  ) {}

  stateOf(id: string): Promise<PostModerationState | null> {
    return isUuid(id) ? this.posts.stateOf(id) : Promise.resolve(null);
  }

  /**
   * Which of `ids` may still be shown, to anyone and to this viewer (their blocks and mutes):
   * a client's saved lists drop the rest.
   */
  async listedIds(ids: string[], viewerId: string | null = null): Promise<string[]> {
    const valid = [...new Set(ids.filter(isUuid))].slice(0, LISTED_IDS_MAX);
    return valid.length > 0 ? this.posts.listedIds(valid, viewerId) : [];
  }

  /** False when it was already hidden. */
  async hide(id: string, reason: string): Promise<boolean> {
    const post = await this.posts.stateOf(id);
    if (!post || !(await this.posts.hide(id, 'moderation', reason))) {
      return false;
    }
    if (post.hiddenAt === null) {
      await this.adjustTerms([post], -1);
      await this.events.withdrawn([id]);
    }
    return true;
  }

  /** False when it was not hidden by a moderator (a ban's hiding ends with the unban). */
  async restore(id: string): Promise<boolean> {
    const after = await this.posts.restore(id, 'moderation');
    if (!after) {
      return false;
    }
    if (after.hiddenAt === null) {
      await this.adjustTerms([after], 1);
      await this.events.listed([id]);
    }
    return true;
  }

  /** A ban hides every post of the author still shown; answers how many. */
  async hideAllBy(authorId: string, reason: string, cause: HiddenCause = 'ban'): Promise<number> {
    const hidden = await this.posts.hideAllBy(authorId, cause, reason);
    await this.adjustTerms(hidden, -1);
    await this.events.withdrawn(hidden.map((p) => p.id));
    return hidden.length;
  }

  /** An unban shows again what the ban hid (not what a moderator hid on its own). */
  async restoreAllBy(authorId: string, cause: HiddenCause = 'ban'): Promise<number> {
    const shown = (await this.posts.restoreAllBy(authorId, cause)).filter(
      (p) => p.hiddenAt === null,
    );
    await this.adjustTerms(shown, 1);
    await this.events.listed(shown.map((p) => p.id));
    return shown.length;
  }

  /**
   * Changes a post's content level (its owner, or staff through moderation): explicit posts
   * leave the lists of viewers who did not opt in at once, and their words those viewers'
   * suggestions. Answers the level it had; null when there is no such post.
   */
  async setLevel(id: string, level: ContentLevel): Promise<ContentLevel | null> {
    const post = isUuid(id) ? await this.posts.stateOf(id) : null;
    if (!post) {
      return null;
    }
    const before = await this.posts.setLevel(id, level);
    if (before !== null && post.listed && (before === 'explicito') !== (level === 'explicito')) {
      // the words stay suggested; only whether everyone gets them changes
      const terms = searchTermsOf(post);
      await this.posts.adjustSearchTerms(terms, -1, before !== 'explicito');
      await this.posts.adjustSearchTerms(terms, 1, level !== 'explicito');
    }
    if (level === 'explicito' && before !== 'explicito') {
      await this.events.withdrawn([id]);
    } else if (before === 'explicito' && level !== 'explicito') {
      await this.events.listed([id]);
    }
    return before;
  }

  private async adjustTerms(posts: PostModerationState[], by: 1 | -1): Promise<void> {
    const safe = posts.filter((p) => p.contentLevel !== 'explicito');
    const explicit = posts.filter((p) => p.contentLevel === 'explicito');
    await this.posts.adjustSearchTerms(safe.flatMap(searchTermsOf), by, true);
    await this.posts.adjustSearchTerms(explicit.flatMap(searchTermsOf), by, false);
  }
}
