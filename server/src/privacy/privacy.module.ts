import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppConfig } from '../platform/config/app-config';
import { resolveJwtSecret } from '../platform/config/secrets';
import { AccountDeletionService } from './application/account-deletion.service';
import { DataExportService } from './application/data-export.service';
import { PrivacySettings } from './application/privacy-settings';
import { AccountsConfirmation } from './adapters/accounts/accounts-confirmation';
import { ContentErasedPosts } from './adapters/content/content-erased-posts';
import { ExportDownloadLinks } from './adapters/export-download-links';
import { YourDataResolver } from './adapters/graphql/your-data.resolver';
import { NotificationsExportNotifier } from './adapters/notifications/notifications-export-notifier';
import { PostgresAccountErasureRepository } from './adapters/persistence/postgres-account-erasure.repository';
import { PostgresDataExportRepository } from './adapters/persistence/postgres-data-export.repository';
import { PrivacySweeper } from './adapters/privacy-sweeper';
import { DataExportController } from './adapters/rest/data-export.controller';
import { YazlArchiveWriter } from './adapters/zip/yazl-archive-writer';
import { AccountConfirmation } from './ports/account-confirmation';
import { AccountErasureRepository } from './ports/account-erasure.repository';
import { ArchiveWriter } from './ports/archive-writer';
import { DataExportRepository } from './ports/data-export.repository';
import { ErasedPosts } from './ports/erased-posts';
import { ExportNotifier } from './ports/export-notifier';

/** "Tus datos": the archive of everything a user gave Mixel, and deleting the account. */
@Module({
  imports: [AccountsModule, ContentModule, NotificationsModule],
  controllers: [DataExportController],
  providers: [
    YourDataResolver,
    DataExportService,
    AccountDeletionService,
    PrivacySweeper,
    { provide: DataExportRepository, useClass: PostgresDataExportRepository },
    { provide: AccountErasureRepository, useClass: PostgresAccountErasureRepository },
    { provide: ArchiveWriter, useClass: YazlArchiveWriter },
    { provide: AccountConfirmation, useClass: AccountsConfirmation },
    { provide: ErasedPosts, useClass: ContentErasedPosts },
    { provide: ExportNotifier, useClass: NotificationsExportNotifier },
    {
      provide: ExportDownloadLinks,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new ExportDownloadLinks(resolveJwtSecret(c)),
    },
    {
      provide: PrivacySettings,
      inject: [AppConfig],
      // expired archives leave the store within the hour
      useFactory: (c: AppConfig) => new PrivacySettings(c.runJobs, c.runJobs ? 15 * 60_000 : 0),
    },
  ],
})
export class PrivacyModule {}
