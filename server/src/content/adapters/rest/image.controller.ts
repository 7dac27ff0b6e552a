import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  CONTENT_LEVEL_MESSAGE,
  CONTENT_LEVELS,
  ContentLevel,
  requestedLevel,
} from '../../../kernel/content-level';
import { InputError } from '../../../kernel/domain-error';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { ApiMultipart } from '../../../platform/http/openapi';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { DownloadService } from '../../application/download.service';
import { PostQueryService } from '../../application/post-query.service';
import { PublishService } from '../../application/publish.service';
import { EDITABLE_MAX_BYTES } from '../../domain/media-limits';
import { PostKind } from '../../domain/post';
import { presentAuthor, presentPost } from '../post-presenter';
import {
  booleanField,
  MultipartForm,
  MultipartReader,
  visibilityField,
} from '../../../platform/http/multipart-form';

/** Visitors count once per day per address and browser, without storing either. */
export function viewerKey(
  viewer: Viewer | null,
  req: { ip?: string; headers: Record<string, unknown> },
): string {
  if (viewer) {
    return `u:${viewer.id}`;
  }
  const digest = createHash('sha256').update(
    `${req.ip}|${String(req.headers['user-agent'] ?? '')}`,
  );
  return `a:${digest.digest('hex').slice(0, 40)}`;
}

const POST_FIELDS = {
  editable: { description: 'Archivo editable opcional', binary: true },
  title: { description: 'Título', required: true },
  desc: { description: 'Descripción' },
  category: { description: 'Categoría' },
  visibility: { description: 'public (por defecto) o archived', enum: ['public', 'archived'] },
  monetizable: { description: 'true o false', enum: ['true', 'false'] },
  sensitive: {
    description: 'true o false (equivale a contentLevel=sensible)',
    enum: ['true', 'false'],
  },
  contentLevel: {
    description: 'Nivel de contenido: general (por defecto), sensible o explicito',
    enum: [...CONTENT_LEVELS],
  },
};

/** `contentLevel`, or the spec's `sensitive` flag when it is absent. */
function contentLevelField(form: MultipartForm): ContentLevel {
  const level = requestedLevel(form.fields.contentLevel, booleanField(form, 'sensitive'));
  if (!level) {
    throw new InputError(CONTENT_LEVEL_MESSAGE, 'contentLevel');
  }
  return level;
}

/** `reveal=true`: a signed-in viewer's 'Mostrar' on a sensible post above their level. */
class RevealQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      "true: la publicación sensible llega sin velo a quien inició sesión ('Mostrar'); la explícita solo a quien activó ese contenido",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'El parámetro reveal debe ser true o false.' })
  reveal?: string;
}

function pageParam(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new InputError(`El parámetro ${name} debe ser un entero entre 1 y ${max}.`, name);
  }
  return n;
}

/** The spec's /api/image calls for publishing and reading posts. */
@Controller('api/image')
export class ImageController {
  constructor(
    private readonly publishing: PublishService,
    private readonly query: PostQueryService,
    private readonly downloads: DownloadService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
    private readonly multipart: MultipartReader,
  ) {}

  @Post('add-image')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiMultipart({ image: 'La imagen (JPEG, PNG, WebP, AVIF, HEIC o GIF)' }, POST_FIELDS)
  addImage(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    return this.add(viewer, req, 'image');
  }

  @Post('add-video')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiMultipart({ video: 'El vídeo' }, POST_FIELDS)
  addVideo(@CurrentViewer() viewer: Viewer, @Req() req: FastifyRequest) {
    return this.add(viewer, req, 'video');
  }

  @Get('image-detail/:id')
  @UseGuards(OptionalJwtAuthGuard)
  async detail(
    @Param('id') id: string,
    @OptionalViewer() viewer: Viewer | null,
    @Req() req: FastifyRequest,
    @Query() { reveal }: RevealQuery,
  ) {
    const { post, similar } = await this.query.detail(id, viewer, viewerKey(viewer, req));
    return {
      ok: true,
      data: {
        ...presentPost(post, this.store, this.signed, viewer, { reveal: reveal === 'true' }),
        similar: similar.map((p) => presentPost(p, this.store, this.signed, viewer)),
      },
    };
  }

  @Get('get-channel/:id')
  @UseGuards(OptionalJwtAuthGuard)
  async channel(
    @Param('id') id: string,
    @OptionalViewer() viewer: Viewer | null,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
    @Query('tab') tab?: string,
  ) {
    if (tab !== undefined && tab !== 'public' && tab !== 'archived') {
      throw new InputError('El parámetro tab debe ser public o archived.', 'tab');
    }
    const channel = await this.query.channel(id, viewer, {
      page: pageParam(page, 1, 100_000, 'page'),
      limit: pageParam(limit, 20, 50, 'limit'),
      tab: tab ?? 'public',
    });
    return {
      ok: true,
      data: {
        user: {
          ...presentAuthor(channel.author),
          counts: { posts: channel.publicPostCount },
        },
        images: channel.posts.items.map((p) => presentPost(p, this.store, this.signed, viewer)),
        pagination: { currentPage: channel.page, hasNextPage: channel.posts.hasNextPage },
      },
    };
  }

  @Get('download/:id')
  @UseGuards(OptionalJwtAuthGuard)
  async download(
    @Param('id') id: string,
    @OptionalViewer() viewer: Viewer | null,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.downloads.download(id, viewer);
    await reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-mixel-watermarked', String(file.watermarked))
      .send(file.body);
  }

  @Post('retry/:id')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async retry(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    await this.publishing.retry(viewer, id);
    return { ok: true, message: 'Procesando de nuevo' };
  }

  private async add(viewer: Viewer, req: FastifyRequest, kind: PostKind) {
    const form = await this.multipart.read(req, {
      [kind]: this.publishing.fileLimitFor(viewer, kind),
      editable: EDITABLE_MAX_BYTES,
    });
    try {
      const post = await this.publishing.publish(
        viewer,
        kind,
        {
          title: form.fields.title,
          description: form.fields.desc,
          category: form.fields.category,
          visibility: visibilityField(form),
          monetizable: booleanField(form, 'monetizable'),
          contentLevel: contentLevelField(form),
          announcement: booleanField(form, 'announcement'),
        },
        form.files[kind] ?? null,
        form.files.editable ?? null,
      );
      return {
        ok: true,
        message: post.visibility === 'archived' ? 'Subido' : 'Publicado',
        data: { id: post.id },
      };
    } finally {
      await form.cleanup();
    }
  }
}
