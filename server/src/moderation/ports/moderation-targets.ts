import type { ContentLevel } from '../../kernel/content-level';
import { TargetPreview, TargetState } from '../domain/moderation';
import { TargetRef } from '../domain/report';

export interface TargetSnapshot {
  state: TargetState;
  /** Shown to others right now (what can be reported). */
  listed: boolean;
  /** The post a comment is on (notifications link to it). */
  postId: string | null;
  preview: TargetPreview;
}

/**
 * Posts, comments and users as moderation sees and changes them, through the public API of
 * content, social and accounts. Changes join the caller's transaction.
 */
export abstract class ModerationTargets {
  abstract snapshot(target: TargetRef): Promise<TargetSnapshot | null>;
  abstract hide(target: TargetRef, reason: string): Promise<boolean>;
  abstract restore(target: TargetRef): Promise<boolean>;
  /** Suspends a user for `days`; answers the sessions revoked. */
  abstract suspend(userId: string, days: number, reason: string): Promise<string[]>;
  /** Bans a user and hides all their posts and comments; answers the sessions revoked. */
  abstract ban(userId: string, reason: string): Promise<string[]>;
  /** Lifts a suspension or ban and shows again what the ban hid. */
  abstract unban(userId: string): Promise<void>;
  /** Changes a post's content level. */
  abstract setLevel(target: TargetRef, level: ContentLevel): Promise<void>;
  /** Closes the revoked sessions' live connections (after the transaction). */
  abstract closeSessions(sessionIds: string[]): Promise<void>;
}
