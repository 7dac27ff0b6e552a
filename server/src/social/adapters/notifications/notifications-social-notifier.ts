import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { RecordedNotice, SocialNotice, SocialNotifier } from '../../ports/social-notifier';

@Injectable()
export class NotificationsSocialNotifier extends SocialNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  notify(notices: SocialNotice[]): Promise<void> {
    return this.notifications.notify(notices);
  }

  announce(notices: RecordedNotice[]): Promise<void> {
    return this.notifications.announce(
      notices.map(({ unreadCount, ...notice }) => ({
        notification: {
          ...notice,
          detail: null,
          groupId: null,
          clicked: false,
          challenge: null,
        },
        unreadCount,
      })),
    );
  }

  withdrawn(recipientIds: string[]): Promise<void> {
    return this.notifications.publishUnreadCounts(recipientIds);
  }
}
