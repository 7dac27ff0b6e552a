import { GenerationMode } from '../domain/generation-rules';
import { Preset } from '../domain/presets';

export interface ImageGenerationJob {
  prompt: string;
  preset: Preset;
  width: number;
  height: number;
  count: number;
  seed: number;
  mode: GenerationMode;
  privateMode: boolean;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Turns a prompt into images: the local renderer by default, AI providers when configured. */
export abstract class ImageGenerator {
  abstract readonly provider: string;
  /** Which provider serves a preset, when this generator routes between several. */
  providerFor?(presetId: string): string;
  /** Throws GenerationError('GENERATION.FAILED', message for the user) when the provider refuses. */
  abstract generate(job: ImageGenerationJob): Promise<RenderedImage[]>;
}
