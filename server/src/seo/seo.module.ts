import { Module } from '@nestjs/common';
import { SharePagesService } from './application/share-pages.service';
import { SitemapService, SitemapSettings } from './application/sitemap.service';
import { SqlPublicCatalog } from './adapters/persistence/sql-public-catalog';
import { SharePagesController } from './adapters/web/share-pages.controller';
import { SitemapController } from './adapters/web/sitemap.controller';
import { PublicCatalog } from './ports/public-catalog';

/** Link previews and search engines: the head tags of shared pages, robots.txt, sitemaps. */
@Module({
  controllers: [SharePagesController, SitemapController],
  providers: [
    SharePagesService,
    SitemapService,
    { provide: SitemapSettings, useValue: new SitemapSettings() },
    { provide: PublicCatalog, useClass: SqlPublicCatalog },
  ],
})
export class SeoModule {}
