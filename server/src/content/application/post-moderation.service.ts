import { Injectable } from '@nestjs/common';
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
    await this.posts.adjustSearchTerms(searchTermsOf(post), -1);
    await this.events.withdrawn([id]);
    return true;
  }

  /** False when it was not hidden by a moderator (a ban's hiding ends with the unban). */
  async restore(id: string): Promise<boolean> {
    const post = await this.posts.stateOf(id);
    if (!post || !(await this.posts.restore(id, 'moderation'))) {
      return false;
    }
    await this.posts.adjustSearchTerms(searchTermsOf(post), 1);
    return true;
  }

  /** A ban hides every post of the author still shown; answers how many. */
  async hideAllBy(authorId: string, reason: string, cause: HiddenCause = 'ban'): Promise<number> {
    const hidden = await this.posts.hideAllBy(authorId, cause, reason);
    await this.posts.adjustSearchTerms(hidden.flatMap(searchTermsOf), -1);
    await this.events.withdrawn(hidden.map((p) => p.id));
    return hidden.length;
  }

  /** An unban shows again what the ban hid (not what a moderator hid on its own). */
  async restoreAllBy(authorId: string, cause: HiddenCause = 'ban'): Promise<number> {
    const shown = await this.posts.restoreAllBy(authorId, cause);
    await this.posts.adjustSearchTerms(shown.flatMap(searchTermsOf), 1);
    return shown.length;
  }
}
