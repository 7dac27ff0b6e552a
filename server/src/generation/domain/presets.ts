/** A model preset of the generator (spec §9). */
export interface Preset {
  id: string;
  name: string;
  /** Cover image shown in the picker. */
  image: string;
  costPerImage: number;
  isNew: boolean;
  isFeatured: boolean;
  /** Edits an input image (FLUX.1 Kontext) besides generating from the prompt alone. */
  editsImages: boolean;
}

const preset = (
  id: string,
  name: string,
  costPerImage: number,
  isFeatured: boolean,
  isNew = false,
): Preset => ({
  id,
  name,
  image: `/presets/${id}.webp`,
  costPerImage,
  isNew,
  isFeatured,
  editsImages: id.startsWith('flux-kontext'),
});

/**
 * The 15 presets of the spec, the first seven featured. Journey and Anime cost 50 tokens per
 * image (spec); the others are priced by what their providers charge us: photographic and
 * frontier models above 50, fast distilled models below.
 */
export const PRESETS: readonly Preset[] = [
  preset('lucid-realism', 'Lucid Realism', 60, true, true),
  preset('gpt-image-1', 'GPT-Image-1', 80, true, true),
  preset('flux-kontext', 'FLUX.1 Kontext', 70, true, true),
  preset('journey', 'Journey', 50, true),
  preset('flux-kontext-dev', 'Flux Kontext Dev', 40, true),
  preset('flux-schnell', 'Flux Schnell', 20, true),
  preset('anime', 'Anime', 50, true),
  preset('cinematic-kino', 'Cinematic Kino', 50, false),
  preset('concept-art', 'Concept Art', 50, false),
  preset('graphic-design', 'Graphic Design', 50, false),
  preset('illustrative-albedo', 'Illustrative Albedo', 50, false),
  preset('leonardo-lightning-xl', 'Leonardo Lightning XL', 30, false),
  preset('lifelike-vision', 'Lifelike Vision', 60, false),
  preset('portrait-perfect', 'Portrait Perfect', 60, false),
  preset('stock-photography', 'Stock Photography', 50, false),
];

export const DEFAULT_PRESET_ID = 'journey';

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
