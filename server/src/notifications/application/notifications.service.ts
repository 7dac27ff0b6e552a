import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import { isWorthNotifying, Notification, NotificationDraft } from '../domain/notification';
import { NotificationsError } from '../domain/notifications.error';
import { NotificationEvents } from '../ports/notification-events';
import { NotificationRepository } from '../ports/notification.repository';
import { messageOf } from '../../kernel/error-message';

/**
 * Records notifications and pushes them live. A push carries what is recorded already, so it is
 * best-effort: no caller waits for it, and one that fails (Redis away) is logged while the cause
 * stands; the recipient reads the notice and the count on their next page. A caller goes on
 * past a failed push too: the media worker records a new post's mentions and lists it after its
 * followers' notices (its retry would find the post ready and announce nothing).
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly events: NotificationEvents,
  ) {}

  /** Records what happened for each recipient (never the actor) and pushes it live. */
  async notify(drafts: NotificationDraft[]): Promise<void> {
    const created = await this.notifications.add(drafts.filter(isWorthNotifying));
    await this.deliver(created);
  }

  /**
   * Pushes notifications another module recorded in the statement of their cause (a follow),
   * each with its recipient's unread count: nothing is read or written here.
   */
  announce(recorded: Array<{ notification: Notification; unreadCount: number }>): void {
    this.push(
      'notice',
      recorded.map((r) => this.events.added(r.notification, r.unreadCount)),
    );
  }

  /** 'upload-image' for every follower of the author. */
  async notifyFollowers(authorId: string, postId: string): Promise<void> {
    await this.deliver(await this.notifications.addForFollowers(authorId, postId));
  }

  list(recipientId: string, page: number, limit: number, grouped = false) {
    return this.notifications.list(recipientId, page, limit, grouped);
  }

  unreadCount(recipientId: string): Promise<number> {
    return this.notifications.unreadCount(recipientId);
  }

  async markClicked(id: string, recipientId: string, withGroup = false): Promise<number> {
    if (!isUuid(id) || !(await this.notifications.markClicked(id, recipientId, withGroup))) {
      throw new NotificationsError('NOTIFICATIONS.NOT_FOUND', 'La notificación no existe.');
    }
    const unread = await this.notifications.unreadCount(recipientId);
    this.push('unread count', [this.events.unreadChanged(recipientId, unread)]);
    return unread;
  }

  async markAllClicked(recipientId: string): Promise<void> {
    await this.notifications.markAllClicked(recipientId);
    this.push('unread count', [this.events.unreadChanged(recipientId, 0)]);
  }

  /** Publishes the current unread count of each recipient (counted in one query). */
  async publishUnreadCounts(recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) {
      return;
    }
    const unread = await this.notifications.unreadCounts(recipientIds);
    this.push(
      'unread count',
      [...unread].map(([recipientId, count]) => this.events.unreadChanged(recipientId, count)),
    );
  }

  /** Counts every recipient's unread in one query, then publishes all (pipelined on Redis). */
  private async deliver(created: Notification[]): Promise<void> {
    if (created.length === 0) {
      return;
    }
    const unread = await this.notifications.unreadCounts(created.map((n) => n.recipientId));
    this.push(
      'notice',
      created.map((n) => this.events.added(n, unread.get(n.recipientId) ?? 0)),
    );
  }

  /** Lets the pushes go on their own; one that fails is logged (see the class). */
  private push(what: string, pushes: Array<Promise<void>>): void {
    Promise.all(pushes).catch((error: unknown) =>
      this.logger.warn(`${pushes.length} ${what} push(es) not sent live: ${messageOf(error)}`),
    );
  }
}
