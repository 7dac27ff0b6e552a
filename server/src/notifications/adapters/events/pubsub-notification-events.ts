import { Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { publishTogether } from '../../../platform/pubsub/pubsub.providers';
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
    await publishTogether(this.pubsub, [
      [notificationTopic(notification.recipientId), payload],
      unreadEvent(notification.recipientId, unreadCount),
    ]);
  }

  async unreadChanged(recipientId: string, unreadCount: number): Promise<void> {
    await publishTogether(this.pubsub, [unreadEvent(recipientId, unreadCount)]);
  }
}

/** What `unreadCount` subscribers receive. */
const unreadEvent = (recipientId: string, unreadCount: number) =>
  [unreadTopic(recipientId), { unreadCount }] as const;
