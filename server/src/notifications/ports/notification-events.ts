import { Notification } from '../domain/notification';

/** Live delivery to the recipient's open connections (any API instance). */
export abstract class NotificationEvents {
  abstract added(notification: Notification, unreadCount: number): Promise<void>;
  abstract unreadChanged(recipientId: string, unreadCount: number): Promise<void>;
}
