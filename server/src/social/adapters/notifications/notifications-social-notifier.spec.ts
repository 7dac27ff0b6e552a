import type { NotificationsService } from '../../../notifications/notifications.public';
import { RecordedNotice } from '../../ports/social-notifier';
import { NotificationsSocialNotifier } from './notifications-social-notifier';

const notice: RecordedNotice = {
  id: 'n1',
  type: 'follow',
  recipientId: 'u2',
  actorId: 'u1',
  postId: null,
  commentId: null,
  createdAt: new Date('2026-11-27T12:00:00Z'),
  unreadCount: 3,
  actor: { id: 'u1', name: 'ana', fullname: 'Ana', image: null },
};

describe(NotificationsSocialNotifier.name, () => {
  it('hands a recorded notice over to be pushed, with its unread count', () => {
    const announce = jest.fn();
    const notifier = new NotificationsSocialNotifier({
      announce,
    } as unknown as NotificationsService);
    notifier.announce([notice]);
    const { unreadCount, ...recorded } = notice;
    expect(announce).toHaveBeenCalledWith([
      {
        notification: {
          ...recorded,
          detail: null,
          groupId: null,
          clicked: false,
          challenge: null,
        },
        unreadCount,
      },
    ]);
  });
});
