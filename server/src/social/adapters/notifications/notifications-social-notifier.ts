import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { SocialNotice, SocialNotifier } from '../../ports/social-notifier';

@Injectable()
export class NotificationsSocialNotifier extends SocialNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  notify(notices: SocialNotice[]): Promise<void> {
    return this.notifications.notify(notices);
  }

  withdrawn(recipientIds: string[]): Promise<void> {
    return this.notifications.publishUnreadCounts(recipientIds);
  }
}
