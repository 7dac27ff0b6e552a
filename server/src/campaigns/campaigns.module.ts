import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppConfig } from '../platform/config/app-config';
import { resolveJwtSecret } from '../platform/config/secrets';
import { AdEventsService } from './application/ad-events.service';
import { AdServingService } from './application/ad-serving.service';
import { CampaignPlanningService } from './application/campaign-planning.service';
import { CampaignService, CampaignSettings } from './application/campaign.service';
import { CampaignSweeper, SweepSettings } from './adapters/campaign-sweeper';
import { CampaignPlanningResolver } from './adapters/graphql/campaign-planning.resolver';
import { CampaignResolver } from './adapters/graphql/campaign.resolver';
import { LiveCampaignsListener } from './adapters/events/live-campaigns.listener';
import { PubSubCampaignEvents } from './adapters/events/pubsub-campaign-events';
import { NotificationsCampaignNotifier } from './adapters/notifications/notifications-campaign-notifier';
import { PostgresAdDeliveryRepository } from './adapters/persistence/postgres-ad-delivery.repository';
import { PostgresCampaignPlanningRepository } from './adapters/persistence/postgres-campaign-planning.repository';
import { PostgresCampaignRepository } from './adapters/persistence/postgres-campaign.repository';
import { AdsController } from './adapters/rest/ads.controller';
import { HmacViewerTokens } from './adapters/tokens/hmac-viewer-tokens';
import { AdDeliveryRepository } from './ports/ad-delivery.repository';
import { CampaignEvents } from './ports/campaign-events';
import { CampaignNotifier } from './ports/campaign-notifier';
import { CampaignPlanningRepository } from './ports/campaign-planning.repository';
import { CampaignRepository } from './ports/campaign.repository';
import { ViewerTokens } from './ports/viewer-tokens';

/** The advertising centre: campaigns paid with credits, ads served in the feeds, their figures. */
@Module({
  imports: [AccountsModule, NotificationsModule],
  controllers: [AdsController],
  providers: [
    CampaignResolver,
    CampaignPlanningResolver,
    CampaignService,
    CampaignPlanningService,
    AdServingService,
    AdEventsService,
    CampaignSweeper,
    { provide: CampaignRepository, useClass: PostgresCampaignRepository },
    { provide: CampaignPlanningRepository, useClass: PostgresCampaignPlanningRepository },
    { provide: AdDeliveryRepository, useClass: PostgresAdDeliveryRepository },
    { provide: CampaignNotifier, useClass: NotificationsCampaignNotifier },
    { provide: CampaignEvents, useClass: PubSubCampaignEvents },
    LiveCampaignsListener,
    {
      provide: CampaignSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new CampaignSettings(c.tokensPerCredit),
    },
    {
      provide: SweepSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new SweepSettings(c.runJobs ? 60_000 : 0),
    },
    {
      provide: ViewerTokens,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new HmacViewerTokens(resolveJwtSecret(c)),
    },
  ],
  exports: [AdServingService, CampaignSettings],
})
export class CampaignsModule {}
