export const NOTIFICATION_TYPES = [
  'upload-image',
  'like-image',
  'comment',
  'mentionInMyImage',
  'responding',
  'like-comment',
  'follow',
  // moderation: a report's outcome for its reporter, a hidden post or comment for its owner, an
  // appeal's decision; their actor is the staff member, shown as the Mixel team
  'report-resolved',
  'content-hidden',
  'appeal-resolved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Something that happened, addressed to one person. */
export interface NotificationDraft {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId: string | null;
  commentId: string | null;
  /** What the notice says beyond its type (a moderation reason), at most 500 characters. */
  detail?: string | null;
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

const MODERATION_TYPES: readonly NotificationType[] = [
  'report-resolved',
  'content-hidden',
  'appeal-resolved',
];

export function isModerationNotice(type: NotificationType): boolean {
  return MODERATION_TYPES.includes(type);
}

/** Who moderation notices come from: the team, never the staff member by name. */
export const MIXEL_TEAM = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'mixel',
  fullname: 'Equipo de Mixel',
  image: null,
};

/**
 * Where a click on the notification leads (spec §4): the post, or the author's profile for follows.
 * A moderation notice leads to the post it is about (its owner still sees it), else the gallery.
 */
export function targetOf(n: Pick<Notification, 'type' | 'postId' | 'actor'>): string {
  if (isModerationNotice(n.type)) {
    return n.postId && n.type !== 'report-resolved' ? `/p/${n.postId}` : '/';
  }
  return n.type === 'follow' || !n.postId ? `/u/${n.actor.name}` : `/p/${n.postId}`;
}
