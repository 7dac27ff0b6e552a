/**
 * How explicit a post is, and the highest level a person chose to browse. Visitors browse
 * `general`; a signed-in user `general` until they opt in to `sensible`, and `explicito` only
 * after confirming they are adults.
 */
export const CONTENT_LEVELS = ['general', 'sensible', 'explicito'] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

export function isContentLevel(value: unknown): value is ContentLevel {
  return typeof value === 'string' && (CONTENT_LEVELS as readonly string[]).includes(value);
}

export function levelRank(level: ContentLevel): number {
  return CONTENT_LEVELS.indexOf(level);
}

/** The higher of two levels (a prompt classified explicit raises what the creator chose). */
export function higherLevel(a: ContentLevel, b: ContentLevel): ContentLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}

/** Who browses: null for visitors; a viewer without a stored choice browses `general`. */
export function browsingLevelOf(viewer: { browsingLevel?: ContentLevel } | null): ContentLevel {
  return viewer?.browsingLevel ?? 'general';
}

/**
 * How a post reaches a viewer: `shown`; `blurred` (a veil with 'Mostrar', no media), for a
 * sensible post above the viewer's level; `withheld` (never listed, its page a gate without
 * media), for an explicit post to anyone who did not opt in. Owners always see their own.
 */
export type LevelPresentation = 'shown' | 'blurred' | 'withheld';

export function levelPresentation(
  postLevel: ContentLevel,
  viewer: { id: string; browsingLevel?: ContentLevel } | null,
  authorId: string,
): LevelPresentation {
  if (viewer?.id === authorId || levelRank(postLevel) <= levelRank(browsingLevelOf(viewer))) {
    return 'shown';
  }
  return postLevel === 'explicito' ? 'withheld' : 'blurred';
}

/** Whether lists may carry explicit posts to this viewer at all. */
export function listsExplicit(viewer: { browsingLevel?: ContentLevel } | null): boolean {
  return browsingLevelOf(viewer) === 'explicito';
}

export const CONTENT_LEVEL_MESSAGE =
  'El nivel de contenido debe ser general, sensible o explicito.';

/**
 * The level a publishing request asks for: `contentLevel` when given, else the spec's `sensitive`
 * flag (`sensible` when set). Null when `contentLevel` is not one of the levels.
 */
export function requestedLevel(
  contentLevel: unknown,
  sensitive: boolean | undefined,
): ContentLevel | null {
  if (contentLevel === undefined || contentLevel === null || contentLevel === '') {
    return sensitive ? 'sensible' : 'general';
  }
  return isContentLevel(contentLevel) ? contentLevel : null;
}

/** The levels at or below this one. */
export function levelsUpTo(level: ContentLevel): ContentLevel[] {
  return CONTENT_LEVELS.slice(0, levelRank(level) + 1);
}
