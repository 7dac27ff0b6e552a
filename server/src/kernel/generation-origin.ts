/**
 * How a post published from a Mixel generation was made: the generator hands it to the
 * publishing pipeline, the post keeps it, and the post page shows it.
 */
export interface GenerationOrigin {
  generationId: string;
  /** Which image of the generation, from 0. */
  imageIndex: number;
  prompt: string;
  /** The preset id and its name at publication time. */
  model: string;
  modelName: string;
  imageDimensions: string;
  generationMode: string;
  seed: number;
  /** The creator's choice: when false only they see the prompt, and search does not match it. */
  showPrompt: boolean;
}

/** What a post page shows of it (the generation's id and image index stay on the server). */
export type ShownGenerationOrigin = Omit<GenerationOrigin, 'generationId' | 'imageIndex'>;
