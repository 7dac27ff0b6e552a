import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SocialModule } from '../social/social.module';
import { ModerationService } from './application/moderation.service';
import { ReportsService } from './application/reports.service';
import { ModerationResolver } from './adapters/graphql/moderation.resolver';
import { ReportController } from './adapters/rest/report.controller';
import { NotificationsModerationNotifier } from './adapters/notifications/notifications-moderation-notifier';
import { PostgresAppealRepository } from './adapters/persistence/postgres-appeal.repository';
import { PostgresAuditLog } from './adapters/persistence/postgres-audit-log';
import { PostgresReportRepository } from './adapters/persistence/postgres-report.repository';
import { PublicApiModerationTargets } from './adapters/targets/public-api-moderation-targets';
import { AppealRepository } from './ports/appeal.repository';
import { AuditLog } from './ports/audit-log';
import { ModerationNotifier } from './ports/moderation-notifier';
import { ModerationTargets } from './ports/moderation-targets';
import { ReportRepository } from './ports/report.repository';

/**
 * Trust and safety: reports, the staff's queue and decisions with their audit log, appeals. It
 * changes posts, comments and accounts only through content's, social's and accounts' public API.
 */
@Module({
  // accounts also provides SessionVerifier, which the staff guard reads the role through
  imports: [AccountsModule, ContentModule, SocialModule, NotificationsModule],
  controllers: [ReportController],
  providers: [
    ModerationResolver,
    ReportsService,
    ModerationService,
    { provide: ReportRepository, useClass: PostgresReportRepository },
    { provide: AppealRepository, useClass: PostgresAppealRepository },
    { provide: AuditLog, useClass: PostgresAuditLog },
    { provide: ModerationTargets, useClass: PublicApiModerationTargets },
    { provide: ModerationNotifier, useClass: NotificationsModerationNotifier },
  ],
})
export class ModerationModule {}
