import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { isUuid } from '../../../kernel/ids';
import { AppConfig } from '../../../platform/config/app-config';
import { publicBaseUrl } from '../../../platform/http/request-origin';
import { SITEMAP_KINDS, SitemapService } from '../../application/sitemap.service';
import type { SitemapKind } from '../../ports/public-catalog';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** robots.txt and the sitemaps (sitemaps.org protocol), streamed as they are read. */
@Controller()
export class SitemapController {
  constructor(
    private readonly sitemaps: SitemapService,
    private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    void reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${this.baseUrl(req)}/sitemap.xml\n`);
  }

  @Get('sitemap.xml')
  index(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.baseUrl(req);
    const sitemaps = this.sitemaps;
    async function* xml() {
      yield `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
      for (const kind of SITEMAP_KINDS) {
        for await (const after of sitemaps.pages(kind)) {
          const query = after ? `?after=${after}` : '';
          yield `  <sitemap><loc>${escapeXml(`${base}/sitemaps/${kind}.xml${query}`)}</loc></sitemap>\n`;
        }
      }
      yield '</sitemapindex>\n';
    }
    this.sendXml(reply, xml());
  }

  @Get('sitemaps/:file')
  page(
    @Param('file') file: string,
    @Query('after') after: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const kind = SITEMAP_KINDS.find((k) => file === `${k}.xml`);
    if (!kind || (after !== undefined && (typeof after !== 'string' || !isUuid(after)))) {
      throw new NotFoundException();
    }
    const base = this.baseUrl(req);
    const entries = this.sitemaps.page(kind as SitemapKind, (after as string | undefined) ?? null);
    async function* xml() {
      yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
      for await (const entry of entries) {
        yield `  <url><loc>${escapeXml(`${base}${entry.path}`)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>\n`;
      }
      yield '</urlset>\n';
    }
    this.sendXml(reply, xml());
  }

  private baseUrl(req: FastifyRequest): string {
    return publicBaseUrl(this.config.publicUrl, req);
  }

  private sendXml(reply: FastifyReply, body: AsyncGenerator<string>): void {
    void reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(Readable.from(body));
  }
}
