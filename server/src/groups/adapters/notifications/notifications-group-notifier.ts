import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { GroupNotifier } from '../../ports/group-notifier';

/** 'group-invite' through the notifications module: the group's name as detail, its link to it. */
@Injectable()
export class NotificationsGroupNotifier extends GroupNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  async invited(group: { id: string; name: string }, inviterId: string, userIds: string[]) {
    await this.notifications.notify(
      userIds.map((recipientId) => ({
        type: 'group-invite' as const,
        recipientId,
        actorId: inviterId,
        postId: null,
        commentId: null,
        groupId: group.id,
        detail: group.name,
      })),
    );
  }
}
