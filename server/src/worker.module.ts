import { DynamicModule, Module } from '@nestjs/common';
import { LedgerModule } from './billing/ledger.module';
import { ContentModule } from './content/content.module';
import { GenerationModule } from './generation/generation.module';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { PlatformModule } from './platform/platform.module';
import { MailModule } from './platform/mail/mail.module';
import { PrivacyModule } from './privacy/privacy.module';

/** What a `--role=worker` process runs: infrastructure plus the job processors of each module. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        PlatformModule,
        // accounts, which privacy imports, mail links
        MailModule,
        DatabaseModule.forRoot(databaseUrl),
        LedgerModule,
        ContentModule,
        GenerationModule,
        PrivacyModule,
      ],
    };
  }
}
