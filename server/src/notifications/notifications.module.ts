import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsService } from './application/notifications.service';
import { PubSubNotificationEvents } from './adapters/events/pubsub-notification-events';
import { NotificationsResolver } from './adapters/graphql/notifications.resolver';
import { TypeormNotificationRepository } from './adapters/persistence/typeorm-notification.repository';
import { NotificationsController } from './adapters/rest/notifications.controller';
import { NotificationEvents } from './ports/notification-events';
import { NotificationRepository } from './ports/notification.repository';

@Module({
  imports: [AccountsModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsResolver,
    NotificationsService,
    { provide: NotificationRepository, useClass: TypeormNotificationRepository },
    { provide: NotificationEvents, useClass: PubSubNotificationEvents },
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
