/** What social actions tell the people they concern. */
export interface SocialNotice {
  type: 'like-image' | 'comment' | 'mentionInMyImage' | 'responding' | 'like-comment' | 'follow';
  recipientId: string;
  actorId: string;
  postId: string | null;
  commentId: string | null;
}

/** A notice already recorded, in the statement of its cause, ready to go out live. */
export interface RecordedNotice extends SocialNotice {
  id: string;
  createdAt: Date;
  /** The recipient's unread count, this notice included. */
  unreadCount: number;
  actor: { id: string; name: string; fullname: string; image: string | null };
}

export abstract class SocialNotifier {
  /**
   * Pushes notices that were recorded with their cause (nothing more is written), without holding
   * the cause's answer: they are stored already, so a push that fails is logged and the cause
   * stands (the recipient finds them on their next read).
   */
  abstract announce(notices: RecordedNotice[]): void;
  /** These users lost unread notifications (a comment was deleted): their counts drop live. */
  abstract withdrawn(recipientIds: string[]): Promise<void>;
}
