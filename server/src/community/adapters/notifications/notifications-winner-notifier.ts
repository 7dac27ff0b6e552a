import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../../../notifications/notifications.public';
import { Challenge, Placing } from '../../domain/challenge';
import { WinnerNotifier } from '../../ports/winner-notifier';

/** A 'challenge-win' notification per winner, through the notifications module (unique per challenge). */
@Injectable()
export class NotificationsWinnerNotifier extends WinnerNotifier {
  constructor(private readonly notifications: NotificationsService) {
    super();
  }

  async notifyWinners(challenge: Challenge, placings: Placing[]): Promise<void> {
    await this.notifications.notify(
      placings.map((p) => ({
        type: 'challenge-win' as const,
        recipientId: p.userId,
        actorId: p.userId,
        postId: p.postId,
        commentId: null,
        challengeId: challenge.id,
        challengeRank: p.rank,
      })),
    );
  }
}
