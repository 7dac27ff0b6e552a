import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { Plan, tokensInCredits } from '../../billing/domain/plans';
import { JobContext, JobQueue } from '../../platform/queue/job-queue.port';
import { ActionLimits } from '../../platform/rate-limit/action-limits.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { canSeeGeneration, Generation } from '../domain/generation';
import {
  GenerationError,
  ProviderRateLimited,
  RATE_LIMITED_MESSAGE,
} from '../domain/generation.error';
import { GenerationRequest, PIXEL_SIZES, validateRequest } from '../domain/generation-rules';
import { inputImageType, parseInputImage } from '../domain/input-image';
import { findPreset } from '../domain/presets';
import { GenerationEvents } from '../ports/generation-events';
import { GenerationRepository } from '../ports/generation.repository';
import { ImageGenerator, RenderedImage, SettledElsewhere } from '../ports/image-generator';

export const GENERATION_QUEUE = 'generation.run';
/** How long a generate request waits for its images at most; slower ones answer still running. */
export const WAIT_FOR_RESULT_MS = 120_000;

/** A generation unsettled for longer than this when a process starts is given up and refunded. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

export class GenerationSettings {
  constructor(
    readonly runsJobs: boolean,
    /** Older unsettled generations are failed and refunded at start; newer ones run again. */
    readonly abandonedAfterMs = ABANDONED_AFTER_MS,
    /** A request answers the generation still queued or running after this long. */
    readonly waitForResultMs = WAIT_FOR_RESULT_MS,
    /** Tokens in one credit (TOKENS_PER_CREDIT): members read every amount in credits. */
    readonly tokensPerCredit = 100,
  ) {}
}

/** What a provider's webhook says about a generation, read by its adapter. */
export type ProviderOutcome =
  | {
      status: 'succeeded';
      /** The images, at the size their bytes really have. */
      images: () => Promise<RenderedImage[]>;
    }
  | { status: 'failed'; message: string }
  | { status: 'pending' };

export interface Requester {
  id: string;
  plan: Plan;
  /** When the account was made: newer accounts get stricter abuse limits. */
  createdAt?: Date;
}

@Injectable()
export class GenerationService implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger(GenerationService.name);

  constructor(
    private readonly generations: GenerationRepository,
    private readonly generator: ImageGenerator,
    private readonly store: MediaStore,
    private readonly jobs: JobQueue,
    private readonly events: GenerationEvents,
    private readonly settings: GenerationSettings,
    private readonly limits: ActionLimits,
  ) {}

  /** Which provider draws a preset's images: `local` when none is configured for it. */
  providerOf(presetId: string): string {
    return this.generator.providerFor?.(presetId) ?? this.generator.provider;
  }

  onModuleInit(): void {
    if (this.settings.runsJobs) {
      this.jobs.process<{ generationId: string }>(GENERATION_QUEUE, (job) => this.run(job), 2);
    }
  }

  /**
   * Generations a previous process left queued or running (it stopped with the job in its
   * in-process queue, or enqueueing failed) keep their tokens reserved: they run again (the job
   * id keeps that to one job), or, when too old to still be wanted, fail with their refund.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.runsJobs) {
      return;
    }
    try {
      await this.recoverUnsettled();
    } catch (err) {
      this.log.error(`Could not recover unsettled generations: ${String(err)}`);
    }
  }

  async recoverUnsettled(): Promise<{ requeued: number; refunded: number }> {
    const counts = { requeued: 0, refunded: 0 };
    const abandonedBefore = Date.now() - this.settings.abandonedAfterMs;
    for (const { id, userId, createdAt } of await this.generations.unsettled()) {
      if (createdAt.getTime() < abandonedBefore) {
        const message = 'La generación no terminó a tiempo. Te devolvimos los créditos.';
        if (await this.failAndRefund({ id, userId }, message)) {
          counts.refunded++;
        }
      } else {
        await this.enqueue(id);
        counts.requeued++;
      }
    }
    if (counts.requeued + counts.refunded > 0) {
      this.log.log(
        `Recovered unsettled generations: ${counts.requeued} queued again, ${counts.refunded} refunded`,
      );
    }
    return counts;
  }

  /**
   * Validates, reserves the cost and queues the work; answers once the images are ready, or with
   * the generation still queued or running when the provider outlives the wait (it then lands in
   * the history, announced by `generationUpdated`).
   */
  async generate(
    requester: Requester,
    raw: GenerationRequest,
  ): Promise<{ generation: Generation; remainingTokens: number }> {
    const { request, preset, cost } = validateRequest(raw, requester.plan);
    const input = parseInputImage(raw.inputImage, preset);
    // counted once the request is valid: bad input never uses up the limit
    await this.limits.consumeOrThrow('generation', requester);
    const id = randomUUID();
    // the input is the requester's alone: kept privately, read back by the job that renders
    const inputImageKey = input ? `private/generation-inputs/${id}.${input.extension}` : null;
    if (input && inputImageKey) {
      await this.store.put(inputImageKey, input.bytes, input.contentType);
    }
    const remaining = await this.generations.createReserving({
      id,
      userId: requester.id,
      prompt: request.prompt,
      presetId: preset.id,
      dimensions: request.dimensions,
      mode: request.mode,
      imageCount: request.count,
      private: request.privateMode,
      seed: randomInt(2 ** 31),
      cost,
      provider: this.providerOf(preset.id),
      inputImageKey,
    });
    if (remaining === null) {
      throw new GenerationError(
        'GENERATION.INSUFFICIENT_TOKENS',
        `No tienes créditos suficientes: esta generación cuesta ${tokensInCredits(cost, this.settings.tokensPerCredit)}.`,
      );
    }
    await this.events.balanceChanged(requester.id);
    const finished = this.events.waitForFinish(id, this.settings.waitForResultMs, async () => {
      const status = (await this.generations.findById(id))?.status;
      return status === 'completed' || status === 'failed';
    });
    try {
      await this.enqueue(id);
    } catch (err) {
      void finished.catch(() => undefined);
      this.log.error(`Could not queue generation ${id}: ${String(err)}`);
      const message =
        'No se pudo iniciar la generación. Te devolvimos los créditos; intenta de nuevo.';
      await this.failAndRefund({ id, userId: requester.id }, message);
      throw new GenerationError('GENERATION.FAILED', message);
    }
    // a slow provider outlives the request: the generation then lands in the history when done
    await finished.catch(() => undefined);
    const generation = (await this.generations.findById(id))!;
    if (generation.status === 'failed') {
      throw new GenerationError(
        'GENERATION.FAILED',
        generation.error ?? 'No se pudo generar la imagen.',
      );
    }
    return { generation, remainingTokens: await this.generations.balance(requester.id) };
  }

  private enqueue(generationId: string): Promise<void> {
    return this.jobs.enqueue(
      GENERATION_QUEUE,
      { generationId },
      { jobId: generationId, attempts: 2, backoffMs: 1000 },
    );
  }

  async list(
    viewerId: string | null,
    options: { page: number; limit: number; query: string | null; mineOnly: boolean },
  ) {
    return this.generations.list(viewerId, options);
  }

  async findVisible(id: string, viewerId: string | null): Promise<Generation> {
    const generation = await this.generations.findById(id);
    if (!generation || !canSeeGeneration(generation, viewerId)) {
      throw new GenerationError('GENERATION.NOT_FOUND', 'La generación no existe.');
    }
    return generation;
  }

  /** The queued work: idempotent, so a retried job never renders or charges twice. */
  async run(job: JobContext<{ generationId: string }>): Promise<void> {
    const generation = await this.generations.findById(job.data.generationId);
    if (!generation || generation.status === 'completed' || generation.status === 'failed') {
      return;
    }
    try {
      await this.generations.markRunning(generation.id);
      const size = PIXEL_SIZES[generation.dimensions];
      const input = generation.inputImageKey
        ? await this.store.getBytes(generation.inputImageKey)
        : null;
      if (generation.inputImageKey && !input) {
        throw new GenerationError(
          'GENERATION.FAILED',
          'No encontramos la imagen de entrada. Te devolvimos los créditos.',
        );
      }
      const images = await this.generator.generate({
        prompt: generation.prompt,
        preset: findPreset(generation.presetId)!,
        width: size.width,
        height: size.height,
        count: generation.imageCount,
        seed: generation.seed,
        mode: generation.mode,
        privateMode: generation.private,
        inputImage:
          input && generation.inputImageKey
            ? { bytes: input, contentType: inputImageType(generation.inputImageKey) }
            : undefined,
        onSubmitted: (providerJobId) =>
          this.generations.setProviderJob(generation.id, providerJobId),
        isSettled: async () => {
          const status = (await this.generations.findById(generation.id))?.status;
          return status === 'completed' || status === 'failed';
        },
      });
      if (images.length === 0) {
        await this.failAndRefund(
          generation,
          'El proveedor no devolvió imágenes. No se cobraron créditos.',
        );
        return;
      }
      await this.storeAndComplete(generation, images);
    } catch (err) {
      if (err instanceof SettledElsewhere) {
        return;
      }
      this.log.warn(`Generation ${generation.id} failed (attempt ${job.attempt}): ${String(err)}`);
      const userFacing = err instanceof GenerationError;
      if (!job.isFinalAttempt && !userFacing) {
        throw err;
      }
      await this.failAndRefund(
        generation,
        userFacing
          ? err.message
          : err instanceof ProviderRateLimited
            ? RATE_LIMITED_MESSAGE
            : 'No se pudo generar la imagen. Te devolvimos los créditos.',
      );
    }
  }

  /**
   * A provider's webhook: settles the generation it names, unless polling (or an earlier delivery)
   * already did, in which case nothing changes. False when no generation has that provider id.
   */
  async settleFromProvider(
    provider: string,
    providerJobId: string,
    outcome: ProviderOutcome,
  ): Promise<{ found: boolean; settled: boolean }> {
    const generation = await this.generations.findByProviderJob(provider, providerJobId);
    if (!generation) {
      return { found: false, settled: false };
    }
    if (
      outcome.status === 'pending' ||
      generation.status === 'completed' ||
      generation.status === 'failed'
    ) {
      return { found: true, settled: false };
    }
    if (outcome.status === 'failed') {
      return { found: true, settled: await this.failAndRefund(generation, outcome.message) };
    }
    let images: RenderedImage[];
    try {
      images = await outcome.images();
    } catch (err) {
      if (!(err instanceof GenerationError)) {
        throw err; // a transient download failure: the provider delivers again, or polling settles
      }
      return { found: true, settled: await this.failAndRefund(generation, err.message) };
    }
    if (images.length === 0) {
      const message = 'El proveedor no devolvió imágenes. No se cobraron créditos.';
      return { found: true, settled: await this.failAndRefund(generation, message) };
    }
    return { found: true, settled: await this.storeAndComplete(generation, images) };
  }

  /**
   * Copies the images into our store (they expire at the provider) and completes, once. Fewer
   * images than asked (a provider dropping nsfw-flagged ones, a single-output model) pay only
   * their share: the rest of the cost comes back with the settlement.
   */
  private async storeAndComplete(
    generation: Generation,
    images: RenderedImage[],
  ): Promise<boolean> {
    const stored = [];
    for (const [index, image] of images.entries()) {
      // private generations stay out of /media: only their owner gets (signed) links to them
      const folder = generation.private ? 'private' : 'public';
      const key = `${folder}/generations/${generation.id}/${index + 1}.${image.contentType === 'image/png' ? 'png' : 'webp'}`;
      await this.store.put(key, image.bytes, image.contentType, {
        'generation-id': generation.id,
        prompt: generation.prompt,
        seed: String(generation.seed),
        preset: generation.presetId,
        dimensions: generation.dimensions,
        width: String(image.width),
        height: String(image.height),
        mode: generation.mode,
        private: String(generation.private),
        provider: generation.provider,
      });
      stored.push({
        key,
        width: image.width,
        height: image.height,
        contentType: image.contentType,
      });
    }
    const refund = undeliveredShare(generation, stored.length);
    const completed = await this.generations.complete(generation.id, stored, refund);
    if (completed) {
      if (refund > 0) {
        await this.events.balanceChanged(generation.userId);
      }
      await this.events.updated((await this.generations.findById(generation.id))!);
    }
    return completed;
  }

  /** Fails and refunds once; whoever settles second (poll or webhook) changes nothing. */
  private async failAndRefund(
    generation: Pick<Generation, 'id' | 'userId'>,
    message: string,
  ): Promise<boolean> {
    const failed = await this.generations.failRefunding(generation.id, message);
    if (failed) {
      await this.events.balanceChanged(generation.userId);
      await this.events.updated((await this.generations.findById(generation.id))!);
    }
    return failed;
  }
}

/**
 * Tokens to give back when `delivered` of the images asked for arrived: the cost of the delivered
 * ones is the charged cost's share, truncated as the cost formula truncates, so the user keeps the
 * rounding.
 */
export function undeliveredShare(
  generation: Pick<Generation, 'cost' | 'imageCount'>,
  delivered: number,
): number {
  const kept = Math.trunc(
    (generation.cost * Math.min(delivered, generation.imageCount)) / generation.imageCount,
  );
  return generation.cost - kept;
}
