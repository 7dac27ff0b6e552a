import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccountsModule } from './accounts/accounts.module';
import { BillingModule } from './billing/billing.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { CommunityModule } from './community/community.module';
import { LedgerModule } from './billing/ledger.module';
import { ModerationModule } from './moderation/moderation.module';
import { ContentModule } from './content/content.module';
import { DiscoverModule } from './discover/discover.module';
import { GenerationModule } from './generation/generation.module';
import { GroupsModule } from './groups/groups.module';
import { NewsModule } from './news/news.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SeoModule } from './seo/seo.module';
import { SocialModule } from './social/social.module';
import { AuthModule } from './platform/auth/auth.module';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EmbeddedPostgres } from './platform/database/embedded-postgres';
import { GraphqlPlatformModule } from './platform/graphql/graphql.module';
import { HealthController } from './platform/health/health.controller';
import { httpLogging } from './platform/logging/http-logging';
import { PlatformModule } from './platform/platform.module';
import { MailModule } from './platform/mail/mail.module';

export interface DatabaseTarget {
  url: string;
  embedded?: EmbeddedPostgres;
}

@Module({})
export class AppModule {
  /** The database is DATABASE_URL or the embedded PostgreSQL that main.ts started. */
  static forRoot(config: AppConfig, database: DatabaseTarget, logger: Logger): DynamicModule {
    // bearer tokens are checked by the platform; their sessions by accounts
    const auth = AuthModule.forRoot({ sessions: AccountsModule });
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(httpLogging(logger)),
        PlatformModule,
        MailModule,
        DatabaseModule.forRoot(database.url, database.embedded),
        LedgerModule,
        AccountsModule,
        BillingModule,
        ContentModule,
        NotificationsModule,
        SocialModule,
        CampaignsModule,
        CommunityModule,
        NewsModule,
        ModerationModule,
        DiscoverModule,
        GenerationModule,
        GroupsModule,
        SeoModule,
        PrivacyModule,
        auth,
        GraphqlPlatformModule.forRoot({ emitSchema: false, imports: [auth] }),
      ],
      controllers: [HealthController],
    };
  }
}
