import { ApiTags } from '@nestjs/swagger';
import { INTERNAL_TAG } from '../../../platform/http/openapi';
import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GenerationService, ProviderOutcome } from '../../application/generation.service';
import { GenerationError } from '../../domain/generation.error';
import { LeonardoGeneration, readLeonardoGeneration } from '../leonardo/leonardo-image-generator';
import { Prediction, readPrediction } from '../replicate/replicate-image-generator';
import { verifyStandardWebhook } from '../replicate/standard-webhook';

/** The credentials providers' webhooks prove themselves with; unset turns a webhook off. */
export class GenerationWebhookSettings {
  constructor(
    readonly leonardoKey?: string,
    readonly replicateSecret?: string,
  ) {}
}

const UNAUTHORIZED = () =>
  new GenerationError(
    'GENERATION.WEBHOOK_UNAUTHORIZED',
    'La notificación no viene del proveedor: credencial ausente o no válida.',
  );

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * Providers' completion callbacks, an alternative to polling: whichever comes first settles the
 * generation, the other (and any replayed delivery) changes nothing.
 */
@ApiTags(INTERNAL_TAG)
@Controller('api/ai/webhooks')
export class GenerationWebhooksController {
  constructor(
    private readonly generation: GenerationService,
    private readonly settings: GenerationWebhookSettings,
  ) {}

  /** Leonardo's webhook callback (`image_generation.complete`), with `authorization: Bearer <key>`. */
  @Post('leonardo')
  @HttpCode(200)
  async leonardo(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: { type?: string; data?: { object?: LeonardoGeneration } } | undefined,
  ) {
    const key = this.settings.leonardoKey;
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!key || !given || !sameSecret(given, key)) {
      throw UNAUTHORIZED();
    }
    const generation = body?.data?.object;
    if (!generation?.id || typeof generation.id !== 'string') {
      // other events (or none) are acknowledged so that Leonardo does not deliver them again
      return { ok: true, settled: false };
    }
    return this.settle('leonardo', generation.id, readLeonardoGeneration(generation));
  }

  /** Replicate's webhook: the prediction, signed as Standard Webhooks over the raw body. */
  @Post('replicate')
  @HttpCode(200)
  async replicate(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('webhook-id') id: string | undefined,
    @Headers('webhook-timestamp') timestamp: string | undefined,
    @Headers('webhook-signature') signature: string | undefined,
  ) {
    const secret = this.settings.replicateSecret;
    if (
      !secret ||
      !req.rawBody ||
      !verifyStandardWebhook(secret, { id, timestamp, signature }, req.rawBody)
    ) {
      throw UNAUTHORIZED();
    }
    const prediction = req.body as Prediction | undefined;
    if (!prediction?.id || typeof prediction.id !== 'string') {
      return { ok: true, settled: false };
    }
    return this.settle('replicate', prediction.id, readPrediction(prediction));
  }

  private async settle(provider: string, providerJobId: string, outcome: ProviderOutcome) {
    const { found, settled } = await this.generation.settleFromProvider(
      provider,
      providerJobId,
      outcome,
    );
    if (!found) {
      // perhaps not recorded yet: the provider delivers again, and polling settles it anyway
      throw new GenerationError('GENERATION.NOT_FOUND', 'La generación no existe.');
    }
    return { ok: true, settled };
  }
}
