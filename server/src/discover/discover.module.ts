import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { AppConfig } from '../platform/config/app-config';
import { DiscoverService, DiscoverSettings } from './application/discover.service';
import { RankingService, RankingSettings } from './application/ranking.service';
import { DiscoverResolver } from './adapters/graphql/discover.resolver';
import { TypeormDiscoverRepository } from './adapters/persistence/typeorm-discover.repository';
import { DiscoverController } from './adapters/rest/discover.controller';
import { WithdrawnPostsListener } from './adapters/events/withdrawn-posts.listener';
import { DiscoverRepository } from './ports/discover.repository';

@Module({
  imports: [AccountsModule, CampaignsModule],
  controllers: [DiscoverController],
  providers: [
    DiscoverResolver,
    DiscoverService,
    WithdrawnPostsListener,
    { provide: DiscoverSettings, useValue: new DiscoverSettings() },
    RankingService,
    { provide: DiscoverRepository, useClass: TypeormDiscoverRepository },
    {
      provide: RankingSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new RankingSettings(c.runJobs),
    },
  ],
})
export class DiscoverModule {}
