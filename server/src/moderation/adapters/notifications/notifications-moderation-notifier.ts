import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { ModerationNotice, ModerationNotifier } from '../../ports/moderation-notifier';

@Injectable()
export class NotificationsModerationNotifier extends ModerationNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  notify(notices: ModerationNotice[]): Promise<void> {
    return this.notifications.notify(notices);
  }
}
