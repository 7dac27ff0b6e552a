import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Viewer } from '../../../platform/auth/auth-session';
import { OptionalViewer } from '../../../platform/auth/auth.decorators';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { clientContext } from '../../../platform/http/client-context';
import { AdEventsService, MAX_EVENTS_PER_BATCH } from '../../application/ad-events.service';
import { CampaignError } from '../../domain/campaigns.error';

class AdEventDto {
  @IsString({ message: 'Cada evento lleva el id de su anuncio (adId).' })
  @MaxLength(64, { message: 'Cada evento lleva el id de su anuncio (adId).' })
  adId!: string;

  @IsIn(['impression', 'click'], { message: 'El tipo de evento debe ser impression o click.' })
  type!: 'impression' | 'click';
}

class AdEventsBody {
  @IsOptional()
  @IsString({ message: 'El token de visitante no es válido.' })
  @MaxLength(200, { message: 'El token de visitante no es válido.' })
  viewerToken?: string;

  @IsArray({ message: 'Envía los eventos en una lista (events).' })
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH, {
    message: `Envía como máximo ${MAX_EVENTS_PER_BATCH} eventos por lote.`,
  })
  @ValidateNested({ each: true })
  @Type(() => AdEventDto)
  events!: AdEventDto[];
}

/**
 * Ad events: viewable impressions and clicks in batches from the feed, and the click-through
 * link, which counts and redirects only to the ad's stored destination.
 */
@Controller('api/ads')
export class AdsController {
  constructor(private readonly events: AdEventsService) {}

  @Post('events')
  @HttpCode(202)
  @UseGuards(OptionalJwtAuthGuard)
  async record(
    @OptionalViewer() viewer: Viewer | null,
    @Body() body: AdEventsBody,
    @Req() req: FastifyRequest,
  ) {
    const { counted } = await this.events.record(body.events, {
      viewer,
      viewerToken: body.viewerToken ?? null,
      userAgent: clientContext(req).userAgent,
    });
    return { ok: true, data: { received: body.events.length, counted } };
  }

  @Get(':adId/click')
  @UseGuards(OptionalJwtAuthGuard)
  async click(
    @OptionalViewer() viewer: Viewer | null,
    @Param('adId') adId: string,
    // read alone: any other parameter (url=, next=, …) is ignored, never followed
    @Query('vt') vt: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    try {
      const destination = await this.events.click(adId, {
        viewer,
        viewerToken: typeof vt === 'string' ? vt : null,
        userAgent: clientContext(req).userAgent,
      });
      return reply
        .status(302)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'origin')
        .header('location', destination)
        .send();
    } catch (err) {
      if (err instanceof CampaignError && err.code === 'CAMPAIGNS.AD_NOT_FOUND') {
        return reply.status(404).send({ ok: false, code: err.code, message: err.message });
      }
      throw err;
    }
  }
}
