import { isNewAccount } from '../../kernel/viewer';

/** The window in which a new account's comments are compared with each other. */
export const REVIEW_WINDOW_MINUTES = 10;
/** A new account's comment that is the SIMILAR_LIMIT-th alike one in the window is held. */
export const SIMILAR_LIMIT = 3;
/** A new account's comments past this many in the window are held (a flood across posts). */
export const FLOOD_LIMIT = 15;

export const REVIEW_REASONS = {
  link: 'Enlace en un comentario de una cuenta nueva',
  similar: 'Comentarios repetidos de una cuenta nueva',
  flood: 'Muchos comentarios seguidos de una cuenta nueva',
} as const;

export const PENDING_REVIEW_MESSAGE =
  'Tu comentario quedó pendiente de revisión: lo verán los demás cuando el equipo de Mixel lo apruebe.';

// a scheme, a www. prefix, or a host with a common top-level domain (and maybe a path)
const LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|me|ly|xyz|top|site|online|shop|club|link|click|ru|cn|tk|app|store)\b(?:\/\S*)?/i;

export function hasLink(body: string): boolean {
  return LINK.test(body);
}

/** Lower case, no accents, punctuation or repeated spaces: 'Síganme!!' and 'siganme' are one text. */
function words(body: string): Set<string> {
  return new Set(
    body
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}@#]+/u)
      .filter(Boolean),
  );
}

/** Same text once normalized, or (for four words or more) at least three quarters of the words shared. */
export function areSimilar(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 || y.size === 0) {
    return false;
  }
  const shared = [...x].filter((w) => y.has(w)).length;
  const union = x.size + y.size - shared;
  if (shared === union) {
    return true;
  }
  return Math.min(x.size, y.size) >= 4 && shared / union >= 0.75;
}

/** Only accounts younger than a day have their comments reviewed (and their recent ones read). */
export function isReviewed(author: { createdAt?: Date | null }, now: Date): boolean {
  return isNewAccount(author.createdAt, now);
}

/**
 * Why a comment is held for review, or null when it is published at once. Only accounts younger
 * than a day are held (`isReviewed`): for link spam, for the SIMILAR_LIMIT-th alike comment, or for a flood;
 * `recent` are the author's comments of the last REVIEW_WINDOW_MINUTES.
 */
export function reviewReasonOf(
  body: string,
  author: { createdAt?: Date | null },
  now: Date,
  recent: readonly string[],
): string | null {
  if (!isReviewed(author, now)) {
    return null;
  }
  if (hasLink(body)) {
    return REVIEW_REASONS.link;
  }
  if (recent.filter((other) => areSimilar(body, other)).length >= SIMILAR_LIMIT - 1) {
    return REVIEW_REASONS.similar;
  }
  return recent.length >= FLOOD_LIMIT ? REVIEW_REASONS.flood : null;
}
