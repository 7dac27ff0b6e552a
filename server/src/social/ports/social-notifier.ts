/** What social actions tell the people they concern. */
export interface SocialNotice {
  type: 'like-image' | 'comment' | 'mentionInMyImage' | 'responding' | 'like-comment' | 'follow';
  recipientId: string;
  actorId: string;
  postId: string | null;
  commentId: string | null;
}

export abstract class SocialNotifier {
  abstract notify(notices: SocialNotice[]): Promise<void>;
  /** These users lost unread notifications (a comment was deleted): their counts drop live. */
  abstract withdrawn(recipientIds: string[]): Promise<void>;
}
