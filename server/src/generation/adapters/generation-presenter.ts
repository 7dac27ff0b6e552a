import { MediaStore, PUBLIC_PREFIX } from '../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../platform/storage/signed-media-urls';
import { Generation } from '../domain/generation';
import { findPreset } from '../domain/presets';

/**
 * A generation as its viewer sees it. Images of private generations live under private keys and
 * are linked with short-lived signed URLs: only their owner is ever shown a private generation.
 */
export function presentGeneration(g: Generation, store: MediaStore, signed: SignedMediaUrls) {
  return {
    id: g.id,
    prompt: g.prompt,
    model: g.presetId,
    modelName: findPreset(g.presetId)?.name ?? g.presetId,
    imageDimensions: g.dimensions,
    generationMode: g.mode,
    numberOfImages: g.imageCount,
    privateMode: g.private,
    seed: g.seed,
    cost: g.cost,
    provider: g.provider,
    status: g.status,
    error: g.error,
    images: g.images.map((image) => ({
      url: image.key.startsWith(PUBLIC_PREFIX) ? store.publicUrl(image.key) : signed.url(image.key),
      width: image.width,
      height: image.height,
    })),
    createdAt: g.createdAt.toISOString(),
  };
}
