/** The generator's options, defaults and cost, free of React so they are easy to test. */

export const DIMENSIONS = ['2:3', '1:1', '16:9'] as const;
export type Dimensions = (typeof DIMENSIONS)[number];
export const MODES = ['fast', 'consistent'] as const;
export type GenerationMode = (typeof MODES)[number];
export const IMAGE_COUNTS = [1, 2, 4, 8] as const;
/** The server refuses longer prompts (GENERATION.PROMPT_TOO_LONG). */
export const PROMPT_MAX_LENGTH = 1500;
export const DEFAULT_MODEL = 'journey';

export interface GenerationSettings {
  prompt: string;
  model: string;
  dimensions: Dimensions;
  mode: GenerationMode;
  count: number;
  privateMode: boolean;
}

export const DEFAULT_SETTINGS: Omit<GenerationSettings, 'privateMode'> = {
  prompt: '',
  model: DEFAULT_MODEL,
  dimensions: '1:1',
  mode: 'fast',
  count: 1,
};

/** Options the plan locks, as `lockedGenerationOptions` answers them (none for paid plans). */
export interface LockedOptions {
  modes: readonly string[];
  dimensions: readonly string[];
  counts: readonly number[];
  privateMode: boolean;
}

export const NO_LOCKS: LockedOptions = {
  modes: [],
  dimensions: [],
  counts: [],
  privateMode: false,
};

/** The sides relative to the square: the price follows pixel area (2:3 → 1 × 1.5). */
const SIDES: Record<Dimensions, { width: number; height: number }> = {
  '2:3': { width: 1, height: 1.5 },
  '1:1': { width: 1, height: 1 },
  '16:9': { width: 16 / 9, height: 1 },
};

/**
 * Tokens charged, as the server computes them: cost per image × area (non-1:1) × 1.02 for
 * consistent mode × number of images, truncated.
 */
export function generationCost(
  costPerImage: number,
  dimensions: Dimensions,
  mode: GenerationMode,
  count: number,
): number {
  const sides = SIDES[dimensions];
  const area = dimensions === '1:1' ? 1 : sides.width * sides.height;
  const modeFactor = mode === 'consistent' ? 1.02 : 1;
  // the server rounds to 6 places first so float noise (49.999999) never loses a token
  return Math.trunc(Number((costPerImage * area * modeFactor * count).toFixed(6)));
}

export function isDimensions(value: string | null | undefined): value is Dimensions {
  return (DIMENSIONS as readonly string[]).includes(value ?? '');
}

export function isMode(value: string | null | undefined): value is GenerationMode {
  return (MODES as readonly string[]).includes(value ?? '');
}

/**
 * Settings from `/create?prompt=…&model=…&dimensions=…&mode=…` (the "use this prompt" link);
 * unknown values fall back to the defaults.
 */
export function settingsFromParams(
  params: URLSearchParams,
): Omit<GenerationSettings, 'privateMode'> {
  const dimensions = params.get('dimensions');
  const mode = params.get('mode');
  const model = params.get('model')?.trim();
  return {
    prompt: (params.get('prompt') ?? '').slice(0, PROMPT_MAX_LENGTH),
    model: model && /^[a-z0-9-]{1,60}$/.test(model) ? model : DEFAULT_MODEL,
    dimensions: isDimensions(dimensions) ? dimensions : DEFAULT_SETTINGS.dimensions,
    mode: isMode(mode) ? mode : DEFAULT_SETTINGS.mode,
    count: DEFAULT_SETTINGS.count,
  };
}

/**
 * What is actually sent: a choice the plan locks (e.g. 16:9 from a shared link, for a free
 * user) falls back to the default, so the panel never asks for something the server refuses.
 */
export function allowedSettings(
  settings: GenerationSettings,
  locks: LockedOptions,
): GenerationSettings {
  return {
    ...settings,
    dimensions: locks.dimensions.includes(settings.dimensions)
      ? DEFAULT_SETTINGS.dimensions
      : settings.dimensions,
    mode: locks.modes.includes(settings.mode) ? DEFAULT_SETTINGS.mode : settings.mode,
    count: locks.counts.includes(settings.count) ? DEFAULT_SETTINGS.count : settings.count,
    privateMode: locks.privateMode ? false : settings.privateMode,
  };
}

export type PromptProblem = 'required' | 'too-long' | null;

/** The server collapses whitespace and counts characters (code points). */
export function promptProblem(prompt: string): PromptProblem {
  const normalized = prompt.trim().replace(/\s+/g, ' ');
  if (normalized === '') {
    return 'required';
  }
  return [...normalized].length > PROMPT_MAX_LENGTH ? 'too-long' : null;
}

/**
 * The private-mode preference of each user, remembered on this device (the server keeps none):
 * one key per user, so whoever signs in next on a shared device does not inherit it.
 */
export const privateModeKey = (userId: string) => `generation_private_mode:${userId}`;

/** The key every user shared before; read once into the first user's own key, then removed. */
export const LEGACY_PRIVATE_MODE_KEY = 'generation_private_mode';

export function readPrivatePreference(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  userId: string | undefined,
): boolean {
  if (!userId) {
    return false;
  }
  try {
    const own = storage?.getItem(privateModeKey(userId));
    if (own !== null && own !== undefined) {
      return own === 'true';
    }
    const legacy = storage?.getItem(LEGACY_PRIVATE_MODE_KEY);
    if (legacy === null || legacy === undefined) {
      return false;
    }
    storage?.setItem(privateModeKey(userId), legacy);
    storage?.removeItem(LEGACY_PRIVATE_MODE_KEY);
    return legacy === 'true';
  } catch {
    return false;
  }
}

export function writePrivatePreference(
  storage: Pick<Storage, 'setItem'> | null,
  userId: string | undefined,
  value: boolean,
): void {
  if (!userId) {
    return;
  }
  try {
    storage?.setItem(privateModeKey(userId), String(value));
  } catch {
    // storage may be unavailable (private browsing, quota): the choice lasts for this visit
  }
}
