export interface ModerationNotice {
  type: 'report-resolved' | 'content-hidden' | 'appeal-resolved';
  recipientId: string;
  /** The staff member (shown as the Mixel team). */
  actorId: string;
  postId: string | null;
  commentId: string | null;
  detail: string;
}

export abstract class ModerationNotifier {
  abstract notify(notices: ModerationNotice[]): Promise<void>;
}
