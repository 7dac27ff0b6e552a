import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { RecordedNotice, SocialNotifier } from '../../ports/social-notifier';

@Injectable()
export class NotificationsSocialNotifier extends SocialNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  announce(notices: RecordedNotice[]): void {
    // best-effort: a push that fails is logged by notifications, the follow or like stands
    this.notifications.announce(
      // each field named: an object rest (`{ unreadCount, ...notice }`) is a runtime call in V8,
      // about 25 times the cost of this literal
      notices.map((notice) => ({
        notification: {
          id: notice.id,
          type: notice.type,
          recipientId: notice.recipientId,
          actorId: notice.actorId,
          actor: notice.actor,
          postId: notice.postId,
          commentId: notice.commentId,
          createdAt: notice.createdAt,
          detail: null,
          groupId: null,
          clicked: false,
          challenge: null,
        },
        unreadCount: notice.unreadCount,
      })),
    );
  }

  withdrawn(recipientIds: string[]): Promise<void> {
    return this.notifications.publishUnreadCounts(recipientIds);
  }
}
