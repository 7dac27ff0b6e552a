import { ModerationError } from './moderation.error';

/** What can be reported, hidden and appealed. */
export const TARGET_TYPES = ['post', 'comment', 'user'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export interface TargetRef {
  type: TargetType;
  id: string;
}

/** The report dialog's reasons, with the labels the UI shows. */
export const REPORT_REASONS = [
  'spam',
  'desnudez',
  'violencia',
  'odio',
  'derechos',
  'otro',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  desnudez: 'Desnudez',
  violencia: 'Violencia',
  odio: 'Odio o acoso',
  derechos: 'Derechos de autor',
  otro: 'Otro',
};

export const REPORT_TEXT_MAX_LENGTH = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isTargetType(value: unknown): value is TargetType {
  return typeof value === 'string' && (TARGET_TYPES as readonly string[]).includes(value);
}

/** A target named by a client: a known type and a well-formed id (else it is simply not found). */
export function targetOrThrow(type: unknown, id: unknown): TargetRef {
  if (!isTargetType(type)) {
    throw new ModerationError(
      'MODERATION.INVALID_TARGET',
      'Solo se pueden denunciar publicaciones, comentarios o usuarios.',
    );
  }
  if (typeof id !== 'string' || !UUID.test(id)) {
    throw notFound(type);
  }
  return { type, id: id.toLowerCase() };
}

export function notFound(type: TargetType): ModerationError {
  const what = {
    post: 'La publicación no existe.',
    comment: 'El comentario no existe.',
    user: 'El usuario no existe.',
  }[type];
  return new ModerationError('MODERATION.TARGET_NOT_FOUND', what);
}

/** Optional text, trimmed; at most `max` characters. */
export function textOf(value: unknown, max = REPORT_TEXT_MAX_LENGTH): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if ([...text].length > max) {
    throw new ModerationError(
      'MODERATION.TEXT_TOO_LONG',
      `El texto no puede superar ${max} caracteres.`,
    );
  }
  return text || null;
}

/** A reason from the list; 'otro' needs a text saying what. */
export function validReportOrThrow(input: { reason?: unknown; text?: unknown }): {
  reason: ReportReason;
  text: string | null;
} {
  const reason = input.reason;
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) {
    throw new ModerationError('MODERATION.REASON_REQUIRED', 'Elige un motivo.');
  }
  const text = textOf(input.text);
  if (reason === 'otro' && !text) {
    throw new ModerationError('MODERATION.TEXT_REQUIRED', 'Cuéntanos qué ocurre.');
  }
  return { reason: reason as ReportReason, text };
}

export interface ReportDraft {
  reporterId: string;
  target: TargetRef;
  reason: ReportReason;
  text: string | null;
}

/** A page number from a client: whole and at least 1. */
export function pageOf(value: number | null | undefined): number {
  return Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, 10_000) : 1;
}
