import { entitlementsOf } from '../../billing/domain/entitlements';
import { Plan } from '../../billing/domain/plans';
import { GenerationError } from './generation.error';
import { findPreset, Preset } from './presets';

export const DIMENSIONS = ['2:3', '1:1', '16:9'] as const;
export type Dimensions = (typeof DIMENSIONS)[number];
export const MODES = ['fast', 'consistent'] as const;
export type GenerationMode = (typeof MODES)[number];
export const IMAGE_COUNTS = [1, 2, 4, 8] as const;
export const PROMPT_MAX_LENGTH = 1500;
export const PREMIUM_MESSAGE = 'Esta es una función premium. Suscríbete para acceder a ella.';

/**
 * The sides of each dimension relative to the square: price follows pixel area, so 2:3 is
 * 1 × 1.5 and 16:9 is 16/9 × 1.
 */
export const DIMENSION_SIDES: Record<Dimensions, { width: number; height: number }> = {
  '2:3': { width: 1, height: 1.5 },
  '1:1': { width: 1, height: 1 },
  '16:9': { width: 16 / 9, height: 1 },
};

/** Pixel sizes we render (and ask providers for), from a 1024-px square. */
export const PIXEL_SIZES: Record<Dimensions, { width: number; height: number }> = {
  '2:3': { width: 832, height: 1248 },
  '1:1': { width: 1024, height: 1024 },
  '16:9': { width: 1344, height: 768 },
};

export interface GenerationRequest {
  prompt: string;
  dimensions: Dimensions;
  presetId: string;
  mode: GenerationMode;
  count: number;
  privateMode: boolean;
  /** The image a Kontext preset edits, as a data URL (see input-image.ts). */
  inputImage?: string | null;
}

/**
 * Cost in tokens (spec §9): cost per image × (width × height for non-1:1 dimensions) × 1.02 for
 * consistent mode × number of images, truncated to an integer.
 */
export function generationCost(
  preset: Pick<Preset, 'costPerImage'>,
  dimensions: Dimensions,
  mode: GenerationMode,
  count: number,
): number {
  const sides = DIMENSION_SIDES[dimensions];
  const area = dimensions === '1:1' ? 1 : sides.width * sides.height;
  const modeFactor = mode === 'consistent' ? 1.02 : 1;
  // rounding to 6 places first keeps float noise (e.g. 49.999999) from losing a token
  return Math.trunc(Number((preset.costPerImage * area * modeFactor * count).toFixed(6)));
}

/** Without the entitlement (free) one fast, square, public image; paid plans unlock all (spec §5). */
export function lockedOptions(plan: Plan): {
  modes: GenerationMode[];
  dimensions: Dimensions[];
  counts: number[];
  privateMode: boolean;
} {
  if (entitlementsOf(plan).allGenerationOptions) {
    return { modes: [], dimensions: [], counts: [], privateMode: false };
  }
  return {
    modes: ['consistent'],
    dimensions: ['2:3', '16:9'],
    counts: [2, 4, 8],
    privateMode: true,
  };
}

/** Checks a request against the spec's rules and the plan; answers the preset and the cost. */
export function validateRequest(
  raw: GenerationRequest,
  plan: Plan,
): { request: GenerationRequest; preset: Preset; cost: number } {
  const prompt = raw.prompt.trim().replace(/\s+/g, ' ');
  if (!prompt) {
    throw new GenerationError('GENERATION.EMPTY_PROMPT', 'Escribe qué quieres generar.');
  }
  if ([...prompt].length > PROMPT_MAX_LENGTH) {
    throw new GenerationError(
      'GENERATION.PROMPT_TOO_LONG',
      `El prompt no puede superar ${PROMPT_MAX_LENGTH} caracteres.`,
    );
  }
  const preset = findPreset(raw.presetId);
  if (!preset) {
    throw new GenerationError('GENERATION.UNKNOWN_MODEL', 'Ese modelo no existe.');
  }
  if (!(DIMENSIONS as readonly string[]).includes(raw.dimensions)) {
    throw new GenerationError(
      'GENERATION.INVALID_OPTION',
      'Las dimensiones deben ser 2:3, 1:1 o 16:9.',
    );
  }
  if (!(MODES as readonly string[]).includes(raw.mode)) {
    throw new GenerationError('GENERATION.INVALID_OPTION', 'El modo debe ser fast o consistent.');
  }
  if (!(IMAGE_COUNTS as readonly number[]).includes(raw.count)) {
    throw new GenerationError(
      'GENERATION.INVALID_OPTION',
      'El número de imágenes debe ser 1, 2, 4 u 8.',
    );
  }
  const locked = lockedOptions(plan);
  if (
    locked.modes.includes(raw.mode) ||
    locked.dimensions.includes(raw.dimensions) ||
    locked.counts.includes(raw.count) ||
    (locked.privateMode && raw.privateMode)
  ) {
    throw new GenerationError('GENERATION.PREMIUM_OPTION', PREMIUM_MESSAGE);
  }
  const request = { ...raw, prompt };
  return { request, preset, cost: generationCost(preset, raw.dimensions, raw.mode, raw.count) };
}
