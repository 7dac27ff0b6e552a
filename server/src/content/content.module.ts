import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PublicationAnnouncer } from './adapters/notifications/publication-announcer';
import { PublicationNotifier } from './ports/publication-notifier';
import { AppConfig } from '../platform/config/app-config';
import { ContentSettings } from './application/content-settings';
import { DownloadService } from './application/download.service';
import { ImageAssetService } from './application/image-asset.service';
import { MediaProcessingService } from './application/media-processing.service';
import { PostQueryService } from './application/post-query.service';
import { PostModerationService } from './application/post-moderation.service';
import { PostLevelService } from './application/post-level.service';
import { OwnPostsService } from './application/own-posts.service';
import { PostPurgeSettings, PostPurgeSweeper } from './adapters/post-purge-sweeper';
import { TypeormOwnPostRepository } from './adapters/persistence/typeorm-own-post.repository';
import { OwnPostRepository } from './ports/own-post.repository';
import { HiddenPostMedia } from './adapters/moderation/hidden-post-media';
import { TypeormPostHidingRepository } from './adapters/persistence/typeorm-post-hiding.repository';
import { PostHidingRepository } from './ports/post-hiding.repository';
import { PublishService } from './application/publish.service';
import { PubSubPostEvents } from './adapters/events/pubsub-post-events';
import { DemoContentSeeder } from './adapters/seed/demo-content.seeder';
import { FfmpegVideoProcessor } from './adapters/ffmpeg/ffmpeg-video-processor';
import { PostResolver } from './adapters/graphql/post.resolver';
import { TypeormAuthorDirectory } from './adapters/persistence/typeorm-author-directory';
import { TypeormPostRepository } from './adapters/persistence/typeorm-post.repository';
import { TypeormUploadRepository } from './adapters/persistence/typeorm-upload.repository';
import { ImageController } from './adapters/rest/image.controller';
import { UploadsController } from './adapters/rest/uploads.controller';
import { SharpImageProcessor } from './adapters/sharp/sharp-image-processor';
import { AuthorDirectory } from './ports/author-directory';
import { ImageProcessor } from './ports/image-processor';
import { PostEvents } from './ports/post-events';
import { PostRepository } from './ports/post.repository';
import { UploadRepository } from './ports/upload.repository';
import { VideoProcessor } from './ports/video-processor';

@Module({
  imports: [AccountsModule, NotificationsModule],
  controllers: [ImageController, UploadsController],
  providers: [
    PostResolver,
    PublishService,
    MediaProcessingService,
    PostQueryService,
    DownloadService,
    ImageAssetService,
    DemoContentSeeder,
    PostModerationService,
    PostLevelService,
    OwnPostsService,
    PostPurgeSweeper,
    { provide: OwnPostRepository, useClass: TypeormOwnPostRepository },
    {
      provide: PostPurgeSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new PostPurgeSettings(c.runJobs ? 60 * 60_000 : 0),
    },
    HiddenPostMedia,
    { provide: PostHidingRepository, useClass: TypeormPostHidingRepository },
    {
      provide: ContentSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new ContentSettings(c.commissionTokens, c.runJobs),
    },
    { provide: PostRepository, useClass: TypeormPostRepository },
    { provide: UploadRepository, useClass: TypeormUploadRepository },
    { provide: AuthorDirectory, useClass: TypeormAuthorDirectory },
    { provide: PostEvents, useClass: PubSubPostEvents },
    { provide: PublicationNotifier, useClass: PublicationAnnouncer },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    {
      provide: VideoProcessor,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new FfmpegVideoProcessor(c.ffmpegPath, c.ffprobePath),
    },
  ],
  exports: [
    PostQueryService,
    PublishService,
    DemoContentSeeder,
    PostModerationService,
    ImageAssetService,
    PostEvents,
  ],
})
export class ContentModule {}
