import { Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { IMAGE_MAX_BYTES } from '../../../content/content.public';
import { InputError } from '../../../kernel/domain-error';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { MultipartReader } from '../../../platform/http/multipart-form';
import { ApiMultipart } from '../../../platform/http/openapi';
import { NewsService, NewsStatusView } from '../../application/news.service';
import { NewsStatusDto } from '../graphql/news.types';
import { NewsPresenter } from '../news-presenter';

const statusOf = (s: NewsStatusView) => ({
  latestPublishedAt: s.latestPublishedAt?.toISOString() ?? null,
  unread: s.unread,
});

/** News for integrators, the 'Novedades' dot, and the staff's picture uploads. */
@Controller('api/news')
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly presenter: NewsPresenter,
    private readonly multipart: MultipartReader,
  ) {}

  /** Published news, newest first, 12 a page. */
  @Get()
  @ApiQuery({ name: 'page', required: false, type: Number })
  async list(@Query('page') page?: string) {
    const n = Number.parseInt(page ?? '1', 10);
    if (page !== undefined && (!Number.isFinite(n) || n < 1 || String(n) !== page.trim())) {
      throw new InputError('La página debe ser un número entero desde 1.', 'page');
    }
    const result = await this.news.list(page === undefined ? 1 : n);
    return {
      ok: true,
      data: {
        items: result.items.map((item) => this.presenter.item(item)),
        currentPage: page === undefined ? 1 : n,
        hasNextPage: result.hasNextPage,
      },
    };
  }

  /**
   * Whether the 'Novedades' dot shows. Visitors send `since`, the newest date they saw on /news
   * (kept by their browser); without it their `unread` is null.
   */
  @Get('status')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiQuery({ name: 'since', required: false, type: String, format: 'date-time' })
  @ApiOkResponse({ type: NewsStatusDto })
  async status(@OptionalViewer() viewer: Viewer | null, @Query('since') since?: unknown) {
    let seen: Date | null = null;
    if (since !== undefined && since !== '') {
      seen = typeof since === 'string' ? new Date(since) : new Date(Number.NaN);
      if (Number.isNaN(seen.getTime())) {
        throw new InputError('La fecha "since" no es válida (usa ISO 8601).', 'since');
      }
    }
    return { ok: true, data: statusOf(await this.news.status(viewer?.id ?? null, seen)) };
  }

  /** The user opened /news. */
  @Post('seen')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async seen(@CurrentViewer() viewer: Viewer) {
    return { ok: true, data: statusOf(await this.news.markSeen(viewer.id)) };
  }

  /** Staff: a cover or body picture through the media pipeline; answers its id and URLs. */
  @Post('images')
  @HttpCode(201)
  @StaffOnly()
  @ApiMultipart({ image: 'La imagen (JPEG, PNG, WebP, AVIF, GIF o HEIC)' })
  async image(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    const form = await this.multipart.read(req, { image: IMAGE_MAX_BYTES });
    try {
      const file = form.files.image;
      if (!file) {
        throw new InputError('Envía la imagen en el campo "image".', 'image');
      }
      const image = await this.news.addImage(viewer.id, await readFile(file.path));
      return { ok: true, data: this.presenter.image(image) };
    } finally {
      await form.cleanup();
    }
  }

  /** A published news item by its address, with its body as sanitized HTML. */
  @Get(':slug')
  async item(@Param('slug') slug: string) {
    const item = await this.news.getOrThrow(slug);
    return {
      ok: true,
      data: { ...this.presenter.item(item), bodyHtml: this.presenter.bodyHtml(item.body) },
    };
  }
}
