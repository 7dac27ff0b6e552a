import type { HiddenCause } from '../../content/domain/post';

/** A comment as moderation reads it. */
export interface CommentModerationState {
  id: string;
  postId: string;
  authorId: string;
  body: string;
  hiddenAt: Date | null;
  hiddenCause: HiddenCause | null;
  hiddenReason: string | null;
  /** Shown to others: not hidden, on a post shown to others. */
  listed: boolean;
}

/** Hiding and restoring comments, in the caller's transaction when there is one. */
export abstract class CommentHidingRepository {
  abstract stateOf(id: string): Promise<CommentModerationState | null>;
  abstract hide(id: string, cause: HiddenCause, reason: string): Promise<boolean>;
  abstract restore(id: string, cause: HiddenCause): Promise<boolean>;
  abstract hideAllBy(authorId: string, cause: HiddenCause, reason: string): Promise<number>;
  abstract restoreAllBy(authorId: string, cause: HiddenCause): Promise<number>;
}
