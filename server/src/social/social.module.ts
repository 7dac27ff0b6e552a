import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SocialService } from './application/social.service';
import { AudienceService } from './application/audience.service';
import { AudienceResolver } from './adapters/graphql/audience.resolver';
import { TypeormAudienceRepository } from './adapters/persistence/typeorm-audience.repository';
import { AudienceRepository } from './ports/audience.repository';
import { CommentModerationService } from './application/comment-moderation.service';
import { TypeormCommentHidingRepository } from './adapters/persistence/typeorm-comment-hiding.repository';
import { CommentHidingRepository } from './ports/comment-hiding.repository';
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
    AudienceResolver,
    AudienceService,
    { provide: AudienceRepository, useClass: TypeormAudienceRepository },
    CommentModerationService,
    { provide: CommentHidingRepository, useClass: TypeormCommentHidingRepository },
    { provide: SocialRepository, useClass: TypeormSocialRepository },
    { provide: SocialNotifier, useClass: NotificationsSocialNotifier },
  ],
  exports: [CommentModerationService],
})
export class SocialModule {}
