import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../platform/config/app-config';
import { publicBaseUrl } from '../../../platform/http/request-origin';
import { ClientShell } from '../../../platform/web/client-shell';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SharePage, SharePagesService } from '../../application/share-pages.service';
import { renderExplorerHead, renderProfileHead } from './first-screen.html';
import { renderFirstTiles, renderPostPicture } from './first-tiles.html';

/** The path as the browser asked for it (what the app's router reads), without the query. */
function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0];
}

/**
 * The client's pages that people share, sent as the app shell with their own title, description,
 * canonical link, Open Graph and Twitter card tags; the client then routes as on any page.
 */
@Controller()
export class SharePagesController {
  constructor(
    private readonly pages: SharePagesService,
    private readonly shell: ClientShell,
    private readonly config: AppConfig,
    private readonly media: MediaStore,
  ) {}

  /** The home page: the gallery's first tiles in the HTML, painted before the script runs. */
  @Get()
  async home(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    this.send(reply, await this.pages.home(this.baseUrl(req)));
  }

  @Get('p/:id')
  async post(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    this.send(reply, await this.pages.post(id, this.baseUrl(req)));
  }

  @Get('u/:name')
  async profile(
    @Param('name') name: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const page = await this.pages.profile(name, this.baseUrl(req));
    if (page.movedTo) {
      // the old handle is reserved for 30 days only: no browser may keep this redirect longer
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      void reply
        .status(301)
        .header('cache-control', 'no-store')
        .header('location', `${page.movedTo}${query}`)
        .send();
      return;
    }
    this.send(reply, page, page.profile ? renderProfileHead(page.profile, pathOf(req)) : '');
  }

  @Get('results')
  results(@Query('q') q: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    this.send(reply, this.pages.search(typeof q === 'string' ? q : '', this.baseUrl(req)));
  }

  @Get('explorer')
  explorer(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    this.send(reply, this.pages.explorer(this.baseUrl(req)), renderExplorerHead(pathOf(req)));
  }

  private baseUrl(req: FastifyRequest): string {
    return publicBaseUrl(this.config.publicUrl, req);
  }

  /** `firstScreen`: the page's head drawn as text; the home and post pages draw pictures. */
  private send(reply: FastifyReply, page: SharePage, firstScreen = ''): void {
    // the same page for everyone (a visitor's gallery): a signed-in viewer's app redraws it
    const tiles = page.tiles ? renderFirstTiles(page.tiles, this.media) : null;
    const html = this.shell.render(
      tiles?.preload ? { ...page.card, preloadImage: tiles.preload } : page.card,
      tiles?.body ?? (page.post ? renderPostPicture(page.post, this.media) : null) ?? firstScreen,
    );
    if (html === null) {
      // no client build: the API runs alone
      throw new NotFoundException();
    }
    void reply
      .status(page.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }
}
