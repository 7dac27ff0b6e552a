import { GenerationError } from '../domain/generation.error';
import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../ports/image-generator';

/**
 * Chooses the generator of each preset from configuration (preset → provider + model), falling
 * back to the local renderer for presets without one.
 */
export class RoutingImageGenerator extends ImageGenerator {
  readonly provider = 'routing';

  constructor(
    private readonly byPreset: ReadonlyMap<string, ImageGenerator>,
    private readonly fallback: ImageGenerator,
  ) {
    super();
  }

  override providerFor(presetId: string): string {
    return (this.byPreset.get(presetId) ?? this.fallback).provider;
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const images = await (this.byPreset.get(job.preset.id) ?? this.fallback).generate(job);
    if (images.length === 0) {
      throw new GenerationError(
        'GENERATION.FAILED',
        'El proveedor no devolvió imágenes. No se cobraron créditos.',
      );
    }
    return images;
  }
}
