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
  /** The image to edit (FLUX.1 Kontext presets), when the request brought one. */
  inputImage?: { bytes: Buffer; contentType: string };
  /** Called with the provider's id of the work once it accepted it (webhooks find it by that id). */
  onSubmitted?(providerJobId: string): Promise<void>;
  /** True once a webhook settled the generation; a polling provider then stops. */
  isSettled?(): Promise<boolean>;
}

/** Thrown by a polling provider when a webhook settled the generation first. */
export class SettledElsewhere extends Error {
  constructor() {
    super('The generation was settled by a webhook');
  }
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
