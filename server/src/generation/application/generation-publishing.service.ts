import { Injectable } from '@nestjs/common';
import { higherLevel } from '../../kernel/content-level';
import { isUuid } from '../../kernel/ids';
import { classifyPrompt } from '../domain/prompt-level';
import { MediaStore } from '../../platform/storage/media-store.port';
import { canSeeGeneration } from '../domain/generation';
import { GenerationError } from '../domain/generation.error';
import { findPreset } from '../domain/presets';
import { GenerationRepository } from '../ports/generation.repository';
import { GeneratedPostChoices, GeneratedPostRequest, PostPublisher } from '../ports/post-publisher';
import { Requester } from './generation.service';

export interface PublishGenerationRequest extends GeneratedPostChoices {
  generationId: string;
  /** Which image of the generation, from 0. */
  imageIndex: number;
  /** Whether others see the prompt (and search matches it); the creator always does. */
  showPrompt: boolean;
}

/** Turns one image of a finished generation into a community post. */
@Injectable()
export class GenerationPublishingService {
  constructor(
    private readonly generations: GenerationRepository,
    private readonly store: MediaStore,
    private readonly publisher: PostPublisher,
  ) {}

  /** Only the owner of a completed generation publishes; the same image twice answers one post. */
  async publish(
    requester: Requester,
    r: PublishGenerationRequest,
  ): Promise<{ postId: string; created: boolean }> {
    const generation = isUuid(r.generationId)
      ? await this.generations.findById(r.generationId)
      : null;
    if (!generation || !canSeeGeneration(generation, requester.id)) {
      throw new GenerationError('GENERATION.NOT_FOUND', 'La generación no existe.');
    }
    if (generation.userId !== requester.id) {
      throw new GenerationError(
        'GENERATION.NOT_OWNER',
        'Solo puedes publicar imágenes que generaste tú.',
      );
    }
    if (generation.status === 'failed') {
      throw new GenerationError(
        'GENERATION.NOT_PUBLISHABLE',
        'Esta generación falló: no tiene imágenes para publicar.',
      );
    }
    if (generation.status !== 'completed') {
      throw new GenerationError(
        'GENERATION.NOT_PUBLISHABLE',
        'La generación aún no termina. Publícala cuando esté lista.',
      );
    }
    const image = generation.images[r.imageIndex];
    if (!Number.isInteger(r.imageIndex) || !image) {
      throw new GenerationError(
        'GENERATION.INVALID_IMAGE',
        `La generación tiene ${generation.images.length} ${generation.images.length === 1 ? 'imagen' : 'imágenes'}: imageIndex va de 0 a ${generation.images.length - 1}.`,
      );
    }
    const bytes = await this.store.getBytes(image.key);
    if (!bytes) {
      throw new GenerationError(
        'GENERATION.NOT_PUBLISHABLE',
        'La imagen de esta generación ya no está disponible.',
      );
    }
    const request: GeneratedPostRequest = {
      author: requester,
      image: { bytes, name: image.key.split('/').pop()! },
      ...choicesOf(r),
      contentLevel: higherLevel(r.contentLevel, classifyPrompt(generation.prompt)),
      origin: {
        generationId: generation.id,
        imageIndex: r.imageIndex,
        prompt: generation.prompt,
        model: generation.presetId,
        modelName: findPreset(generation.presetId)?.name ?? generation.presetId,
        imageDimensions: generation.dimensions,
        generationMode: generation.mode,
        seed: generation.seed,
        showPrompt: r.showPrompt,
      },
    };
    return this.publisher.publish(request);
  }
}

/** The creator's choices out of a request that also names the generation's image. */
function choicesOf(r: PublishGenerationRequest): GeneratedPostChoices {
  const { title, description, category, visibility, monetizable, contentLevel } = r;
  return { title, description, category, visibility, monetizable, contentLevel };
}
