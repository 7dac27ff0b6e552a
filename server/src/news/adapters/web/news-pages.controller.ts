import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead } from '../../../kernel/page-head';
import { AppConfig } from '../../../platform/config/app-config';
import { publicBaseUrl } from '../../../platform/http/request-origin';
import { ClientShell } from '../../../platform/web/client-shell';
import { NewsService } from '../../application/news.service';
import { NewsItem, plainText, RESERVED_SLUGS } from '../../domain/news';
import { NewsPresenter } from '../news-presenter';
import { escapeXml, FeedChannel, FeedEntry, renderAtom, renderRss } from './news-feeds';

const CHANNEL_TITLE = 'Novedades de Mixel';
const CHANNEL_DESCRIPTION = 'Las novedades de Mixel y de su comunidad.';
const SITE = ' · Mixel';

/** Plain-text descriptions cut at a word. */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) {
    return flat;
  }
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const pathOf = (item: Pick<NewsItem, 'slug'>) => `/news/${encodeURIComponent(item.slug)}`;

/**
 * The news pages as the app shell with their own head (title, Open Graph card), and the RSS 2.0
 * and Atom feeds of published news, every link absolute.
 */
@Controller('news')
export class NewsPagesController {
  constructor(
    private readonly news: NewsService,
    private readonly presenter: NewsPresenter,
    private readonly shell: ClientShell,
    private readonly config: AppConfig,
  ) {}

  @Get('rss.xml')
  async rss(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.baseUrl(req);
    const xml = renderRss(this.channel(base, 'rss.xml'), await this.entries(base), new Date());
    void this.feedReply(reply, 'application/rss+xml; charset=utf-8').send(xml);
  }

  @Get('atom.xml')
  async atom(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.baseUrl(req);
    const xml = renderAtom(this.channel(base, 'atom.xml'), await this.entries(base), new Date());
    void this.feedReply(reply, 'application/atom+xml; charset=utf-8').send(xml);
  }

  @Get()
  list(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.baseUrl(req);
    this.send(reply, true, {
      title: `Novedades${SITE}`,
      description: CHANNEL_DESCRIPTION,
      canonicalUrl: `${base}/news`,
      type: 'website',
    });
  }

  @Get(':slug')
  async item(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.baseUrl(req);
    if (RESERVED_SLUGS.includes(slug)) {
      // the staff screen: a page of the client, kept out of search results
      this.send(reply, true, {
        title: `Noticias${SITE}`,
        description: CHANNEL_DESCRIPTION,
        type: 'website',
        noindex: true,
      });
      return;
    }
    const item = await this.news.getOrThrow(slug).catch(() => null);
    if (!item) {
      this.send(reply, false, {
        title: `Novedades${SITE}`,
        description: CHANNEL_DESCRIPTION,
        type: 'website',
      });
      return;
    }
    const cover = item.cover ? this.presenter.image(item.cover) : null;
    const preview = cover?.variants
      .filter((v) => v.format === 'jpeg' && v.width <= 1200)
      .sort((a, b) => b.width - a.width)[0];
    this.send(reply, true, {
      title: `${item.title}${SITE}`,
      description: clip(item.summary || plainText(item.body)),
      canonicalUrl: `${base}${pathOf(item)}`,
      type: 'article',
      image: preview
        ? {
            url: new URL(preview.url, `${base}/`).toString(),
            width: preview.width,
            height: preview.height,
            alt: clip(item.title, 120),
          }
        : undefined,
    });
  }

  private async entries(base: string): Promise<FeedEntry[]> {
    const items = await this.news.feed();
    return items.map((item) => {
      const cover = item.cover ? this.presenter.image(item.cover) : null;
      const coverHtml = cover?.url
        ? `<p><img src="${escapeXml(new URL(cover.url, `${base}/`).toString())}" alt="" width="${cover.width}" height="${cover.height}" /></p>`
        : '';
      const published = item.publishAt ?? item.createdAt;
      return {
        id: item.id,
        title: item.title,
        url: `${base}${pathOf(item)}`,
        summary: clip(item.summary || plainText(item.body), 400),
        contentHtml: coverHtml + this.presenter.bodyHtml(item.body, base),
        published,
        updated: item.updatedAt > published ? item.updatedAt : published,
      };
    });
  }

  private channel(base: string, file: string): FeedChannel {
    return {
      title: CHANNEL_TITLE,
      description: CHANNEL_DESCRIPTION,
      pageUrl: `${base}/news`,
      selfUrl: `${base}/news/${file}`,
    };
  }

  private feedReply(reply: FastifyReply, type: string): FastifyReply {
    return reply.status(200).header('cache-control', 'public, max-age=300').type(type);
  }

  private baseUrl(req: FastifyRequest): string {
    return publicBaseUrl(this.config.publicUrl, req);
  }

  private send(reply: FastifyReply, found: boolean, head: PageHead): void {
    const html = this.shell.render(head);
    if (html === null) {
      // no client build: the API runs alone
      throw new NotFoundException();
    }
    void reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}
