import { Injectable, Logger } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { RecordedNotice, SocialNotice, SocialNotifier } from '../../ports/social-notifier';

@Injectable()
export class NotificationsSocialNotifier extends SocialNotifier {
  private readonly logger = new Logger('SocialNotifier');

  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  notify(notices: SocialNotice[]): Promise<void> {
    return this.notifications.notify(notices);
  }

  announce(notices: RecordedNotice[]): void {
    const pushed = this.notifications.announce(
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
    pushed.catch((error: unknown) =>
      this.logger.warn(
        `${notices.length} recorded notice(s) not pushed live: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  withdrawn(recipientIds: string[]): Promise<void> {
    return this.notifications.publishUnreadCounts(recipientIds);
  }
}
