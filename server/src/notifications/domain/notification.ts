export const NOTIFICATION_TYPES = [
  'upload-image',
  'like-image',
  'comment',
  'mentionInMyImage',
  'responding',
  'like-comment',
  'follow',
  // a post placed in the top 3 of a daily challenge; the winner is both recipient and actor
  'challenge-win',
  // moderation: a report's outcome for its reporter, a hidden post or comment for its owner, an
  // appeal's decision; their actor is the staff member, shown as the Mixel team
  'report-resolved',
  'content-hidden',
  'appeal-resolved',
  // a campaign the Mixel team rejected, for its advertiser, with the reason as its detail
  'campaign-rejected',
  // the archive of "Descargar mis datos" is ready; from the team, to the account's owner
  'data-export-ready',
  // an invitation to a group (its detail is the group's name; the link opens the group)
  'group-invite',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Something that happened, addressed to one person. */
export interface NotificationDraft {
  type: NotificationType;
  recipientId: string;
  actorId: string;
  postId: string | null;
  commentId: string | null;
  /** challenge-win: the challenge and the place (1–3). */
  challengeId?: string | null;
  challengeRank?: number | null;
  /** group-invite: the group invited to. */
  groupId?: string | null;
  /** What the notice says beyond its type (a moderation reason), at most 500 characters. */
  detail?: string | null;
}

export interface Notification extends NotificationDraft {
  id: string;
  clicked: boolean;
  createdAt: Date;
  actor: { id: string; name: string; fullname: string; image: string | null };
  challenge: { id: string; title: string; rank: number } | null;
  /** In a grouped list: this, the latest, stands for `size` notices from `actors` people. */
  group?: { size: number; actors: number };
}

/**
 * Notices of one kind about one thing that a grouped list shows as one item ("A y 5 personas
 * más les gustó tu publicación"): likes and comments of a post, likes of a comment. Read and
 * unread ones group apart, so what is new since the member looked stays visible.
 */
export const GROUPED_NOTICES: Partial<Record<NotificationType, 'post' | 'comment'>> = {
  'like-image': 'post',
  comment: 'post',
  'like-comment': 'comment',
};

/** Nobody is notified of their own actions (a challenge win is news to its winner). */
export function isWorthNotifying(draft: NotificationDraft): boolean {
  return (
    draft.type === 'challenge-win' ||
    draft.type === 'data-export-ready' ||
    draft.recipientId !== draft.actorId
  );
}

export const MODERATION_NOTICE_TYPES: readonly NotificationType[] = [
  'report-resolved',
  'content-hidden',
  'appeal-resolved',
  'campaign-rejected',
  'data-export-ready',
];

export function isModerationNotice(type: NotificationType): boolean {
  return MODERATION_NOTICE_TYPES.includes(type);
}

/** Who moderation notices come from: the team, never the staff member by name. */
export const MIXEL_TEAM = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'mixel',
  fullname: 'Equipo de Mixel',
  image: null,
};

/** The "Tus datos" section of the account settings, where a ready export is downloaded. */
export const YOUR_DATA_HREF = '/settings#tus-datos';

/** The daily challenges page opened on one challenge. */
export const challengeHref = (challengeId: string) => `/daily-challengs?reto=${challengeId}`;

/**
 * Where a click on the notification leads (spec §4): the post, or the author's profile for follows.
 * A challenge win leads to its challenge; a rejected campaign to the advertiser's campaigns; a
 * moderation notice to the post it is about (its owner still sees it), else the gallery.
 */
export function targetOf(
  n: Pick<Notification, 'type' | 'postId' | 'actor'> & {
    challenge?: { id: string } | null;
    groupId?: string | null;
  },
): string {
  if (n.type === 'group-invite' && n.groupId) {
    return `/group/${n.groupId}`;
  }
  if (n.type === 'challenge-win' && n.challenge) {
    return challengeHref(n.challenge.id);
  }
  if (n.type === 'campaign-rejected') {
    return '/ad_tools/campaigns';
  }
  if (n.type === 'data-export-ready') {
    return YOUR_DATA_HREF;
  }
  if (isModerationNotice(n.type)) {
    return n.postId && n.type !== 'report-resolved' ? `/p/${n.postId}` : '/';
  }
  return n.type === 'follow' || !n.postId ? `/u/${n.actor.name}` : `/p/${n.postId}`;
}
