import type { ContentLevel } from '../../kernel/content-level';
import { HiddenCause } from '../domain/post';

/** A post as moderation reads it: whose it is and whether it is hidden. */
export interface PostModerationState {
  id: string;
  authorId: string;
  title: string;
  hashtags: string[];
  category: string;
  contentLevel: ContentLevel;
  hiddenAt: Date | null;
  hiddenCause: HiddenCause | null;
  hiddenReason: string | null;
  /** Shown to others: ready, public and not hidden. */
  listed: boolean;
  /** The grid image's public key, for previews. */
  previewKey: string | null;
}

/**
 * Hiding and restoring posts. Every method runs in the caller's transaction when there is one
 * (moderation writes its audit row with the change).
 */
export abstract class PostHidingRepository {
  abstract stateOf(id: string): Promise<PostModerationState | null>;
  /** Hides a visible post; false when it was already hidden (or missing). */
  abstract hide(id: string, cause: HiddenCause, reason: string): Promise<boolean>;
  /**
   * Ends a hiding for `cause`; null when it was not hidden so. The post is shown again unless
   * its owner deleted it meanwhile (the answer's `hiddenAt` says which).
   */
  abstract restore(id: string, cause: HiddenCause): Promise<PostModerationState | null>;
  /** Hides every visible post of the author for `cause`; answers their states. */
  abstract hideAllBy(
    authorId: string,
    cause: HiddenCause,
    reason: string,
  ): Promise<PostModerationState[]>;
  /** Ends every hiding of the author's posts for `cause`; answers their states after. */
  abstract restoreAllBy(authorId: string, cause: HiddenCause): Promise<PostModerationState[]>;
  /** Those of `ids` shown to everyone right now (ready, public, not hidden). */
  abstract listedIds(ids: string[], viewerId: string | null): Promise<string[]>;
  /** Whether the post's public media must answer 404 (it is hidden). */
  abstract isWithheld(id: string): Promise<boolean>;
  /**
   * Takes a hidden post's words out of the search suggestions, or puts them back; `safe` when the
   * words come from non-explicit posts (suggested to everyone).
   */
  abstract adjustSearchTerms(terms: string[], by: 1 | -1, safe: boolean): Promise<void>;
  /** Changes the post's content level; answers the one it had (null: no such post). */
  abstract setLevel(id: string, level: ContentLevel): Promise<ContentLevel | null>;
}
