import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import { isWorthNotifying, Notification, NotificationDraft } from '../domain/notification';
import { NotificationsError } from '../domain/notifications.error';
import { NotificationEvents } from '../ports/notification-events';
import { NotificationRepository } from '../ports/notification.repository';

@Injectable()
export class NotificationsService {
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
  async announce(
    recorded: Array<{ notification: Notification; unreadCount: number }>,
  ): Promise<void> {
    await Promise.all(recorded.map((r) => this.events.added(r.notification, r.unreadCount)));
  }

  /** 'upload-image' for every follower of the author. */
  async notifyFollowers(authorId: string, postId: string): Promise<void> {
    await this.deliver(await this.notifications.addForFollowers(authorId, postId));
  }

  list(recipientId: string, page: number, limit: number) {
    return this.notifications.list(recipientId, page, limit);
  }

  unreadCount(recipientId: string): Promise<number> {
    return this.notifications.unreadCount(recipientId);
  }

  async markClicked(id: string, recipientId: string): Promise<number> {
    if (!isUuid(id) || !(await this.notifications.markClicked(id, recipientId))) {
      throw new NotificationsError('NOTIFICATIONS.NOT_FOUND', 'La notificación no existe.');
    }
    const unread = await this.notifications.unreadCount(recipientId);
    await this.events.unreadChanged(recipientId, unread);
    return unread;
  }

  async markAllClicked(recipientId: string): Promise<void> {
    await this.notifications.markAllClicked(recipientId);
    await this.events.unreadChanged(recipientId, 0);
  }

  /** Publishes the current unread count of each recipient (counted in one query). */
  async publishUnreadCounts(recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) {
      return;
    }
    const unread = await this.notifications.unreadCounts(recipientIds);
    await Promise.all(
      [...unread].map(([recipientId, count]) => this.events.unreadChanged(recipientId, count)),
    );
  }

  /** Counts every recipient's unread in one query, then publishes all (pipelined on Redis). */
  private async deliver(created: Notification[]): Promise<void> {
    if (created.length === 0) {
      return;
    }
    const unread = await this.notifications.unreadCounts(created.map((n) => n.recipientId));
    await Promise.all(created.map((n) => this.events.added(n, unread.get(n.recipientId) ?? 0)));
  }
}
