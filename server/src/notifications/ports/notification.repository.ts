import { Notification, NotificationDraft } from '../domain/notification';

export abstract class NotificationRepository {
  /** Stores the drafts (a repeated like or follow is stored once) and returns the new ones. */
  abstract add(drafts: NotificationDraft[]): Promise<Notification[]>;
  /** One notification per follower of `authorId`: someone you follow published. */
  abstract addForFollowers(authorId: string, postId: string): Promise<Notification[]>;
  /** Newest first; `grouped` folds each group of GROUPED_NOTICES into its latest notice. */
  abstract list(
    recipientId: string,
    page: number,
    limit: number,
    grouped?: boolean,
  ): Promise<{ items: Notification[]; hasNextPage: boolean }>;
  abstract unreadCount(recipientId: string): Promise<number>;
  /** The unread count of each recipient, in one round trip (a post announced to every follower). */
  abstract unreadCounts(recipientIds: string[]): Promise<Map<string, number>>;
  /**
   * False when there is no such notification for this recipient. `withGroup` reads the unread
   * notices grouped with it too (what opening a grouped item means).
   */
  abstract markClicked(id: string, recipientId: string, withGroup?: boolean): Promise<boolean>;
  abstract markAllClicked(recipientId: string): Promise<void>;
}
