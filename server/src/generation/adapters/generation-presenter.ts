import { MediaStore } from '../../platform/storage/media-store.port';
import { Generation } from '../domain/generation';
import { findPreset } from '../domain/presets';

export function presentGeneration(g: Generation, store: MediaStore) {
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
      url: store.publicUrl(image.key),
      width: image.width,
      height: image.height,
    })),
    createdAt: g.createdAt.toISOString(),
  };
}
