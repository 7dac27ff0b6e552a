import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Notification } from '../../domain/notification';
import { NotificationEvents } from '../../ports/notification-events';

export const notificationTopic = (recipientId: string) => `notifications.added.${recipientId}`;
export const unreadTopic = (recipientId: string) => `notifications.unread.${recipientId}`;

/** A notification as it travels through pub/sub (JSON: dates become strings). */
export type SerializedNotification = Omit<Notification, 'createdAt'> & { createdAt: string };

@Injectable()
export class PubSubNotificationEvents extends NotificationEvents {
  constructor(private readonly pubsub: PubSubEngine) {
    super();
  }

  async added(notification: Notification, unreadCount: number): Promise<void> {
    const payload: SerializedNotification = {
      ...notification,
      createdAt: notification.createdAt.toISOString(),
    };
    // both in the same tick: one write to Redis, in this order
    await Promise.all([
      this.pubsub.publish(notificationTopic(notification.recipientId), payload),
      this.unreadChanged(notification.recipientId, unreadCount),
    ]);
  }

  async unreadChanged(recipientId: string, unreadCount: number): Promise<void> {
    await this.pubsub.publish(unreadTopic(recipientId), { unreadCount });
  }
}
