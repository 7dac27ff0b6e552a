import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ContentModule } from '../content/content.module';
import { NewsService } from './application/news.service';
import { NewsResolver } from './adapters/graphql/news.resolver';
import { MarkdownNewsBodyRenderer } from './adapters/markdown/markdown-news-body-renderer';
import { ContentNewsImagePipeline } from './adapters/media/content-news-image-pipeline';
import { NewsPresenter } from './adapters/news-presenter';
import { TypeormNewsRepository } from './adapters/persistence/typeorm-news.repository';
import { NewsController } from './adapters/rest/news.controller';
import { DemoNewsSeeder } from './adapters/seed/demo-news.seeder';
import { NewsPagesController } from './adapters/web/news-pages.controller';
import { NewsBodyRenderer } from './ports/news-body-renderer';
import { NewsImagePipeline } from './ports/news-image-pipeline';
import { NewsRepository } from './ports/news.repository';

/** Editorial news by staff: /news, its feeds, the 'Novedades' dot. */
@Module({
  // accounts provides SessionVerifier (the staff guard); content the image pipeline
  imports: [AccountsModule, ContentModule],
  controllers: [NewsController, NewsPagesController],
  providers: [
    NewsResolver,
    NewsService,
    NewsPresenter,
    DemoNewsSeeder,
    { provide: NewsRepository, useClass: TypeormNewsRepository },
    { provide: NewsImagePipeline, useClass: ContentNewsImagePipeline },
    { provide: NewsBodyRenderer, useClass: MarkdownNewsBodyRenderer },
  ],
  exports: [DemoNewsSeeder],
})
export class NewsModule {}
