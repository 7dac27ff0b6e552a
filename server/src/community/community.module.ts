import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { FeedbackService } from './application/feedback.service';
import { FeedbackResolver } from './adapters/graphql/feedback.resolver';
import { TypeormFeedbackRepository } from './adapters/persistence/typeorm-feedback.repository';
import { FeedbackController } from './adapters/rest/feedback.controller';
import { FeedbackRepository } from './ports/feedback.repository';

/** The community's own features; for now the feedback dialog and the staff's reading of it. */
@Module({
  // accounts provides SessionVerifier, which the staff guard reads the role through
  imports: [AccountsModule],
  controllers: [FeedbackController],
  providers: [
    FeedbackResolver,
    FeedbackService,
    { provide: FeedbackRepository, useClass: TypeormFeedbackRepository },
  ],
})
export class CommunityModule {}
