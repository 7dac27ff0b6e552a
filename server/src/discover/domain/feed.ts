import { DiscoverError } from './discover.error';

export type FeedOrder = 'recents' | 'views' | 'relevance';

/** Where the next page starts: the last item of the previous one (keyset pagination). */
export interface FeedCursor {
  order: FeedOrder;
  createdAt: string;
  views: number;
  rank: number;
  id: string;
  /** A relevance search past its ranked matches, going on by date. */
  byDate?: boolean;
  /** The term searched when it is not the one asked for (a typo's correction): later pages keep it. */
  query?: string;
  /**
   * This post's place in its feed, from 1: the next page goes on counting from it, so the ads'
   * cadence carries across pages. Cursors made before it was kept count from 0.
   */
  position?: number;
}

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 100_000;
export const QUERY_MAX_LENGTH = 200;
export const RECENT_SEARCHES_KEPT = 50;

/**
 * The order a feed is listed in: relevance only means something for a search, and is what a
 * search gets when none is asked for; everything else lists the newest first.
 */
export function effectiveOrder(requested: FeedOrder | null, query: string | null): FeedOrder {
  if (requested === 'relevance' && !query) {
    return 'recents';
  }
  return requested ?? (query ? 'relevance' : 'recents');
}

/** The spec's client sends 'recients' (sic); 'recents' is accepted too. */
export function parseOrder(raw: string | undefined, hasQuery: boolean): FeedOrder {
  if (raw === undefined || raw === '') {
    return hasQuery ? 'relevance' : 'recents';
  }
  if (raw === 'recients' || raw === 'recents') {
    return 'recents';
  }
  if (raw === 'views') {
    return 'views';
  }
  if (raw === 'relevance' && hasQuery) {
    return 'relevance';
  }
  throw new DiscoverError('DISCOVER.INVALID_ORDER', 'El orden debe ser recients, recents o views.');
}

export function parseQuery(raw: string | undefined): string | null {
  const query = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (query.length > QUERY_MAX_LENGTH) {
    throw new DiscoverError(
      'DISCOVER.QUERY_TOO_LONG',
      `La búsqueda no puede superar ${QUERY_MAX_LENGTH} caracteres.`,
    );
  }
  return query || null;
}

/** Page sizes are clamped: a client asking for 10,000 gets the maximum, not an error. */
export function clampLimit(raw: number | undefined): number {
  if (raw === undefined || Number.isNaN(raw)) {
    return PAGE_SIZE;
  }
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(raw)));
}

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string, order: FeedOrder): FeedCursor {
  try {
    const cursor = JSON.parse(Buffer.from(raw, 'base64url').toString()) as FeedCursor;
    if (
      cursor.order === order &&
      typeof cursor.id === 'string' &&
      typeof cursor.createdAt === 'string' &&
      Number.isFinite(cursor.views) &&
      Number.isFinite(cursor.rank) &&
      (cursor.byDate === undefined || typeof cursor.byDate === 'boolean') &&
      (cursor.query === undefined ||
        (typeof cursor.query === 'string' && cursor.query.length <= QUERY_MAX_LENGTH)) &&
      (cursor.position === undefined ||
        (Number.isSafeInteger(cursor.position) && cursor.position >= 0))
    ) {
      return cursor;
    }
  } catch {
    // falls through
  }
  throw new DiscoverError('DISCOVER.INVALID_CURSOR', 'El cursor no es válido.');
}

/** Normalizes a search for de-duplication: lower case, no accents, single spaces. */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

export type RankingPeriod = 'weekly' | 'monthly' | 'all';

/**
 * The ranking score, documented for users: 3 points per like received, 1 per view received
 * (a viewer counts once a day), 5 per new follower, within the period.
 */
export const SCORE_WEIGHTS = { like: 3, view: 1, follower: 5 } as const;

export function periodStart(period: RankingPeriod, now: Date): Date {
  const days = period === 'weekly' ? 7 : period === 'monthly' ? 30 : null;
  return days === null ? new Date(0) : new Date(now.getTime() - days * 86_400_000);
}
