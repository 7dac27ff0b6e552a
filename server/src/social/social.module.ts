import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SocialService } from './application/social.service';
import { PostLikesResolver, SocialResolver } from './adapters/graphql/social.resolver';
import { NotificationsSocialNotifier } from './adapters/notifications/notifications-social-notifier';
import { TypeormSocialRepository } from './adapters/persistence/typeorm-social.repository';
import { SocialNotifier } from './ports/social-notifier';
import { SocialRepository } from './ports/social.repository';

@Module({
  imports: [AccountsModule, NotificationsModule],
  providers: [
    SocialResolver,
    PostLikesResolver,
    SocialService,
    { provide: SocialRepository, useClass: TypeormSocialRepository },
    { provide: SocialNotifier, useClass: NotificationsSocialNotifier },
  ],
})
export class SocialModule {}
