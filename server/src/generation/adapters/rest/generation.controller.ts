import { CONTENT_LEVEL_MESSAGE, CONTENT_LEVELS, ContentLevel } from '../../../kernel/content-level';
import { PageQuery } from '../../../platform/http/query-params';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { InputError } from '../../../kernel/domain-error';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { GenerationPublishingService } from '../../application/generation-publishing.service';
import { GenerationService } from '../../application/generation.service';
import {
  PostCategory,
  PostDescription,
  PostFlag,
  PostTitle,
  PostVisibility,
} from '../../../content/content.public';
import { DIMENSIONS, Dimensions, GenerationMode, MODES } from '../../domain/generation-rules';
import { DEFAULT_PRESET_ID } from '../../domain/presets';
import { presentGeneration } from '../generation-presenter';

/** The spec's POST /api/ai/predictions body. */
export class PredictionBody {
  @ApiProperty({ description: 'Qué generar', maxLength: 10_000 })
  // the type's message comes first (class-validator reports the decorator nearest the field first)
  @MaxLength(10_000, { message: 'El prompt no puede superar 10000 caracteres.' })
  @IsString({ message: 'Escribe qué quieres generar.' })
  prompt!: string;

  @ApiPropertyOptional({ enum: DIMENSIONS, default: '1:1' })
  @IsOptional()
  @IsIn(DIMENSIONS, { message: 'Las dimensiones deben ser 2:3, 1:1 o 16:9.' })
  imageDimensions?: Dimensions;

  @ApiPropertyOptional({ description: 'Preset (modelo)', maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  model?: string;

  @ApiPropertyOptional({
    enum: MODES,
    default: 'fast',
    description: 'fast (Rápido) o consistent (Calidad)',
  })
  @IsOptional()
  @IsIn(MODES, { message: 'El modo debe ser fast o consistent.' })
  generationMode?: GenerationMode;

  @ApiPropertyOptional({ type: 'integer', enum: [1, 2, 4, 8], default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'El número de imágenes debe ser 1, 2, 4 u 8.' })
  numberOfImages?: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'privateMode debe ser true o false.' })
  privateMode?: boolean;

  @ApiPropertyOptional({
    description:
      'Imagen a editar con FLUX.1 Kontext o Flux Kontext Dev: data URL de un PNG, JPG o WebP de hasta 700 KB',
    maxLength: 1_000_000,
  })
  @IsOptional()
  @IsString({ message: 'La imagen de entrada debe ser un data URL de un PNG, JPG o WebP.' })
  @MaxLength(1_000_000, { message: 'La imagen de entrada no puede superar 700 KB.' })
  inputImage?: string;
}

/** POST /api/ai/generations/{id}/publish: the REST twin of the publishGeneration mutation. */
export class PublishGenerationBody {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @IsInt({ message: 'imageIndex debe ser un entero.' })
  @Min(0, { message: 'imageIndex no puede ser negativo.' })
  imageIndex?: number;

  @ApiProperty({ maxLength: 100 })
  @PostTitle()
  title!: string;

  @ApiPropertyOptional({ maxLength: 2200 })
  @PostDescription()
  desc?: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @PostCategory()
  category?: string;

  @ApiPropertyOptional({ enum: ['public', 'archived'], default: 'public' })
  @IsOptional()
  @PostVisibility()
  visibility?: 'public' | 'archived';

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @PostFlag()
  monetizable?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Equivale a contentLevel=sensible' })
  @IsOptional()
  @PostFlag()
  sensitive?: boolean;

  @ApiPropertyOptional({
    enum: CONTENT_LEVELS,
    description:
      'general (por defecto), sensible o explicito; un prompt explícito publica como explicito',
  })
  @IsOptional()
  @IsIn(CONTENT_LEVELS, { message: CONTENT_LEVEL_MESSAGE })
  contentLevel?: ContentLevel;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @PostFlag()
  showPrompt?: boolean;
}

/** `GET /api/ai/generations` (spec: page, orderBy, limit, q), plus `mine=true` for one's own. */
class GenerationsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Búsqueda en los prompts' })
  @IsOptional()
  @IsString()
  q?: string;
  @ApiPropertyOptional({ enum: ['recients'] })
  @IsOptional()
  @IsString()
  orderBy?: string;
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Solo las propias' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'El parámetro mine debe ser true o false.' })
  mine?: string;
}

@Controller('api/ai')
export class GenerationController {
  constructor(
    private readonly generation: GenerationService,
    private readonly publishing: GenerationPublishingService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
  ) {}

  /** 201 with the new post's id, or 200 with the post this image already has. */
  @Post('generations/:id/publish')
  @UseGuards(JwtAuthGuard)
  async publish(
    @CurrentViewer() viewer: Viewer,
    @Param('id') id: string,
    @Body() body: PublishGenerationBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const visibility = body.visibility ?? 'public';
    const { postId, created } = await this.publishing.publish(viewer, {
      generationId: id,
      imageIndex: body.imageIndex ?? 0,
      title: body.title,
      description: body.desc ?? null,
      category: body.category ?? null,
      visibility,
      monetizable: body.monetizable ?? false,
      contentLevel: body.contentLevel ?? (body.sensitive ? 'sensible' : 'general'),
      showPrompt: body.showPrompt ?? true,
    });
    void reply.status(created ? 201 : 200);
    return {
      ok: true,
      message: !created ? 'Ya publicada' : visibility === 'archived' ? 'Subido' : 'Publicado',
      data: { id: postId, created },
    };
  }

  /**
   * 200 with the images; 202 with `status` queued or running (and no results yet) when the
   * provider takes longer than the request waits: the generation lands in the history when done,
   * announced by the `generationUpdated` subscription.
   */
  @Post('predictions')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async predict(
    @CurrentViewer() viewer: Viewer,
    @Body() body: PredictionBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { generation, remainingTokens } = await this.generation.generate(viewer, {
      prompt: body.prompt,
      dimensions: body.imageDimensions ?? '1:1',
      presetId: body.model ?? DEFAULT_PRESET_ID,
      mode: body.generationMode ?? 'fast',
      count: body.numberOfImages ?? 1,
      privateMode: body.privateMode ?? false,
      inputImage: body.inputImage ?? null,
    });
    const presented = presentGeneration(generation, this.store, this.signed);
    if (generation.status !== 'completed') {
      void reply.status(202);
      return {
        ok: true,
        id: generation.id,
        status: generation.status,
        message: 'La generación sigue en curso: aparecerá en tu historial cuando termine.',
        remainingTokens,
        results: [],
        data: presented,
      };
    }
    return {
      ok: true,
      id: generation.id,
      status: generation.status,
      remainingTokens,
      results: presented.images,
      data: presented,
    };
  }

  @Get('generations')
  @UseGuards(OptionalJwtAuthGuard)
  async list(
    @OptionalViewer() viewer: Viewer | null,
    @Query() { page: current, limit, q, orderBy, mine }: GenerationsQuery,
  ) {
    if (orderBy !== undefined && !['recients', 'recents'].includes(orderBy)) {
      throw new InputError('Las generaciones se ordenan por recients.', 'orderBy');
    }
    const query = (q ?? '').trim().slice(0, 200) || null;
    const viewerId = viewer?.id ?? null;
    const result = await this.generation.list(viewerId, {
      page: current,
      limit,
      query,
      mineOnly: mine === 'true' && viewerId !== null,
    });
    const items = result.items.map((g) => presentGeneration(g, this.store, this.signed));
    return {
      ok: true,
      data: {
        images: items.flatMap((g) =>
          g.images.map((image, index) => ({
            id: `${g.id}-${index + 1}`,
            _id: `${g.id}-${index + 1}`,
            generationId: g.id,
            src: image.url,
            width: image.width,
            height: image.height,
            prompt: g.prompt,
            model: g.model,
            privateMode: g.privateMode,
            createdAt: g.createdAt,
          })),
        ),
        generations: items,
        pagination: { currentPage: current, hasNextPage: result.hasNextPage },
      },
    };
  }
}
