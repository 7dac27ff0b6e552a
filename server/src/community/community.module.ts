import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppConfig } from '../platform/config/app-config';
import { ChallengeService } from './application/challenge.service';
import { FeedbackService } from './application/feedback.service';
import { ChallengeSweeper, ChallengeSweepSettings } from './adapters/challenge-sweeper';
import { SystemClock } from './adapters/clock/system-clock';
import { PubSubChallengeEvents } from './adapters/events/pubsub-challenge-events';
import {
  ChallengeResolver,
  PostChallengeAwardsResolver,
} from './adapters/graphql/challenge.resolver';
import { FeedbackResolver } from './adapters/graphql/feedback.resolver';
import { NotificationsWinnerNotifier } from './adapters/notifications/notifications-winner-notifier';
import { TypeormChallengeRepository } from './adapters/persistence/typeorm-challenge.repository';
import { TypeormFeedbackRepository } from './adapters/persistence/typeorm-feedback.repository';
import { FeedbackController } from './adapters/rest/feedback.controller';
import { ChallengeEvents } from './ports/challenge-events';
import { ChallengeRepository } from './ports/challenge.repository';
import { Clock } from './ports/clock';
import { FeedbackRepository } from './ports/feedback.repository';
import { WinnerNotifier } from './ports/winner-notifier';

/** The community's own features: daily challenges, and the feedback dialog with the staff's reading of it. */
@Module({
  // accounts provides SessionVerifier, which the staff guard reads the role through
  imports: [AccountsModule, NotificationsModule],
  controllers: [FeedbackController],
  providers: [
    FeedbackResolver,
    FeedbackService,
    { provide: FeedbackRepository, useClass: TypeormFeedbackRepository },
    ChallengeResolver,
    PostChallengeAwardsResolver,
    ChallengeService,
    ChallengeSweeper,
    { provide: ChallengeRepository, useClass: TypeormChallengeRepository },
    { provide: ChallengeEvents, useClass: PubSubChallengeEvents },
    { provide: WinnerNotifier, useClass: NotificationsWinnerNotifier },
    { provide: Clock, useClass: SystemClock },
    {
      provide: ChallengeSweepSettings,
      inject: [AppConfig],
      // a day ends at 00:00 Bogota: results are fixed within a minute of it
      useFactory: (c: AppConfig) => new ChallengeSweepSettings(c.runJobs ? 60_000 : 0),
    },
  ],
})
export class CommunityModule {}
