export const NOTIFICATION_TYPES = [
  'upload-image',
  'like-image',
  'comment',
  'mentionInMyImage',
  'responding',
  'like-comment',
  'follow',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Something that happened, addressed to one person. */
export interface NotificationDraft {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId: string | null;
  commentId: string | null;
}

export interface Notification extends NotificationDraft {
  id: string;
  clicked: boolean;
  createdAt: Date;
  actor: { id: string; name: string; fullname: string; image: string | null };
}

/** Nobody is notified of their own actions. */
export function isWorthNotifying(draft: NotificationDraft): boolean {
  return draft.recipientId !== draft.actorId;
}

/** Where a click on the notification leads (spec §4): the post, or the author's profile for follows. */
export function targetOf(n: Pick<Notification, 'type' | 'postId' | 'actor'>): string {
  return n.type === 'follow' || !n.postId ? `/u/${n.actor.name}` : `/p/${n.postId}`;
}
