import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Notification } from '../../domain/notification';
import { NotificationEvents } from '../../ports/notification-events';

/**
 * One channel per recipient for everything their bell shows: a new notification comes with the
 * unread count it raised, in one message; a count that changed alone (a notice read, or withdrawn)
 * is a message of its own. `notificationAdded` and `unreadCountChanged` both listen to it, so a
 * user with both open costs one message per event, on Redis and on the instance that serves them.
 */
export const notificationsTopic = (recipientId: string) => `notifications.${recipientId}`;

/** A notification as it travels through pub/sub (JSON: dates become strings). */
export type SerializedNotification = Omit<Notification, 'createdAt'> & { createdAt: string };

/** What the channel carries: the unread count, and the notification that raised it if any. */
export interface NotificationsEvent {
  unreadCount: number;
  added?: SerializedNotification;
}

@Injectable()
export class PubSubNotificationEvents extends NotificationEvents {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async added(notification: Notification, unreadCount: number): Promise<void> {
    const added: SerializedNotification = {
      ...notification,
      createdAt: notification.createdAt.toISOString(),
    };
    const event: NotificationsEvent = { unreadCount, added };
    await this.pubsub.publish(notificationsTopic(notification.recipientId), event);
  }

  async unreadChanged(recipientId: string, unreadCount: number): Promise<void> {
    const event: NotificationsEvent = { unreadCount };
    await this.pubsub.publish(notificationsTopic(recipientId), event);
  }
}
