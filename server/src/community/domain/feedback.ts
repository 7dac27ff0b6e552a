import { CommunityError } from './community.error';

/** The spec's three emoji: how the person feels about Mixel. */
export const FEEDBACK_RATINGS = ['low', 'medium', 'high'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** The staff list's filter: not handled yet, handled, or both. */
export const FEEDBACK_STATUSES = ['open', 'handled', 'all'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** Sends per user and minute; more is answered 429 with Retry-After. */
export const FEEDBACK_PER_MINUTE = 5;
export const FEEDBACK_PAGE_SIZE = 20;
const PAGE_PATH_MAX_LENGTH = 300;
const USER_AGENT_MAX_LENGTH = 300;

export interface FeedbackAuthor {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
}

export interface Feedback {
  id: string;
  rating: FeedbackRating;
  message: string;
  /** The page the dialog was opened on, as the client said or the Referer showed. */
  pagePath: string | null;
  userAgent: string | null;
  createdAt: Date;
  handledAt: Date | null;
  author: FeedbackAuthor;
}

export interface FeedbackDraft {
  authorId: string;
  rating: FeedbackRating;
  message: string;
  pagePath: string | null;
  userAgent: string | null;
}

export interface FeedbackQuery {
  status: FeedbackStatus;
  rating: FeedbackRating | null;
  /** 1-based. */
  page: number;
}

function isRating(value: unknown): value is FeedbackRating {
  return typeof value === 'string' && (FEEDBACK_RATINGS as readonly string[]).includes(value);
}

/**
 * The spec's rules, in its order: an emoji first ('Seleccione un emoji.'), then a comment that is
 * not blank ('Escribe un comentario.'), at most FEEDBACK_MESSAGE_MAX_LENGTH characters.
 */
export function validFeedbackOrThrow(input: { rating?: unknown; message?: unknown }): {
  rating: FeedbackRating;
  message: string;
} {
  if (!isRating(input.rating)) {
    throw new CommunityError('COMMUNITY.RATING_REQUIRED', 'Seleccione un emoji.');
  }
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  if (!message) {
    throw new CommunityError('COMMUNITY.MESSAGE_REQUIRED', 'Escribe un comentario.');
  }
  if ([...message].length > FEEDBACK_MESSAGE_MAX_LENGTH) {
    throw new CommunityError(
      'COMMUNITY.MESSAGE_TOO_LONG',
      `El comentario no puede superar ${FEEDBACK_MESSAGE_MAX_LENGTH} caracteres.`,
    );
  }
  return { rating: input.rating, message };
}

/** Only an app path (`/u/ana?tab=x`) is kept: no origin, no fragment, bounded. */
export function pagePathOf(value: string | null | undefined): string | null {
  if (!value) {
    return null;
  }
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      path = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  path = path.split('#')[0];
  if (!path.startsWith('/') || path.startsWith('//')) {
    return null;
  }
  return path.slice(0, PAGE_PATH_MAX_LENGTH);
}

export function userAgentOf(value: string | null | undefined): string | null {
  const agent = value?.trim();
  return agent ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** A page number from a client: whole and at least 1. */
export function pageOf(value: number | null | undefined): number {
  return Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, 10_000) : 1;
}
