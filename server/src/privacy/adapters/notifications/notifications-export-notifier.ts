import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { ExportNotifier } from '../../ports/export-notifier';

@Injectable()
export class NotificationsExportNotifier extends ExportNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  async exportReady(userId: string): Promise<void> {
    // from the team to the owner: the owner is both recipient and actor
    await this.notifications.notify([
      {
        type: 'data-export-ready',
        recipientId: userId,
        actorId: userId,
        postId: null,
        commentId: null,
      },
    ]);
  }
}
