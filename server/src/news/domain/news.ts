import { NewsError } from './news.error';

export const NEWS_TITLE_MAX_LENGTH = 120;
export const NEWS_SUMMARY_MAX_LENGTH = 280;
export const NEWS_BODY_MAX_LENGTH = 20_000;
/** How far ahead staff may schedule an item. */
export const NEWS_SCHEDULE_MAX_DAYS = 366;
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEED_SIZE = 20;

export type NewsStatus = 'draft' | 'published';
/** What the staff list shows: a published item whose date is ahead is scheduled. */
export type NewsState = 'draft' | 'scheduled' | 'published';

export interface NewsImageVariant {
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
}

/** A picture processed by the media pipeline for news (a cover, or an image of a body). */
export interface NewsImage {
  id: string;
  width: number;
  height: number;
  dominantColor: string;
  variants: NewsImageVariant[];
}

export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown, as staff wrote it. */
  body: string;
  cover: NewsImage | null;
  status: NewsStatus;
  /** When it shows (the publish date); null for a draft never published. */
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What staff write; the edge has checked types, the rules here check the content. */
export interface NewsDraft {
  title: string;
  summary: string;
  body: string;
  coverImageId: string | null;
}

export interface NewsDraftInput {
  title?: string | null;
  summary?: string | null;
  body?: string | null;
  coverImageId?: string | null;
}

export function newsState(item: Pick<NewsItem, 'status' | 'publishAt'>, now: Date): NewsState {
  if (item.status === 'draft' || !item.publishAt) {
    return 'draft';
  }
  return item.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Everyone sees an item once it is published and its date has come. */
export function isVisible(item: Pick<NewsItem, 'status' | 'publishAt'>, now: Date): boolean {
  return newsState(item, now) === 'published';
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Title, summary and body checked in the form's order, one Spanish message per rule. */
export function validateDraft(input: NewsDraftInput): NewsDraft {
  const title = collapse(input.title ?? '');
  if (!title) {
    throw new NewsError('NEWS.TITLE_REQUIRED', 'Escribe un título.');
  }
  if (title.length > NEWS_TITLE_MAX_LENGTH) {
    throw new NewsError(
      'NEWS.TITLE_TOO_LONG',
      `El título no puede superar ${NEWS_TITLE_MAX_LENGTH} caracteres.`,
    );
  }
  const summary = collapse(input.summary ?? '');
  if (summary.length > NEWS_SUMMARY_MAX_LENGTH) {
    throw new NewsError(
      'NEWS.SUMMARY_TOO_LONG',
      `El resumen no puede superar ${NEWS_SUMMARY_MAX_LENGTH} caracteres.`,
    );
  }
  const body = (input.body ?? '').replace(/\r\n?/g, '\n').trim();
  if (!body) {
    throw new NewsError('NEWS.BODY_REQUIRED', 'Escribe el texto de la noticia.');
  }
  if (body.length > NEWS_BODY_MAX_LENGTH) {
    throw new NewsError(
      'NEWS.BODY_TOO_LONG',
      `El texto no puede superar ${NEWS_BODY_MAX_LENGTH.toLocaleString('es')} caracteres.`,
    );
  }
  return { title, summary, body, coverImageId: input.coverImageId || null };
}

/** The publish date: now when none is given, else a real date at most a year ahead (past dates backdate). */
export function validatePublishAt(publishAt: Date | null | undefined, now: Date): Date {
  if (publishAt === null || publishAt === undefined) {
    return now;
  }
  if (!(publishAt instanceof Date) || Number.isNaN(publishAt.getTime())) {
    throw new NewsError('NEWS.INVALID_DATE', 'La fecha de publicación no es válida.');
  }
  if (publishAt.getTime() - now.getTime() > NEWS_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw new NewsError(
      'NEWS.TOO_FAR_AHEAD',
      'Solo se puede programar una noticia hasta un año por delante.',
    );
  }
  return publishAt;
}

/** Addresses under /news the client uses itself (the staff screen is /news/equipo). */
export const RESERVED_SLUGS: readonly string[] = ['equipo'];

/** A readable address from the title: lowercase ASCII words joined by dashes. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'noticia';
}

/** The plain text of a Markdown body, for descriptions when the summary is empty. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
