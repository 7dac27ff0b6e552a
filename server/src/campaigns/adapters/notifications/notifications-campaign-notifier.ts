import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { CampaignNotifier, CampaignRejectionNotice } from '../../ports/campaign-notifier';

@Injectable()
export class NotificationsCampaignNotifier extends CampaignNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  rejected(notice: CampaignRejectionNotice): Promise<void> {
    return this.notifications.notify([
      {
        type: 'campaign-rejected',
        recipientId: notice.advertiserId,
        actorId: notice.staffId,
        postId: notice.postId,
        commentId: null,
        detail: `«${notice.campaignName}»: ${notice.reason}`.slice(0, 500),
      },
    ]);
  }
}
