import { ContentError } from './content.error';

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2200;
const HASHTAG = /(?:^|[^\p{L}\p{N}_])#([\p{L}\p{N}_]{1,50})/gu;
const MENTION = /(?:^|[^\p{L}\p{N}_.@])@([a-z0-9_.]{3,30})/giu;

export function normalizeTitle(raw: string | undefined | null): string {
  const title = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!title) {
    throw new ContentError('CONTENT.TITLE_REQUIRED', 'El título es obligatorio.');
  }
  if ([...title].length > TITLE_MAX_LENGTH) {
    throw new ContentError(
      'CONTENT.TITLE_TOO_LONG',
      `El título no puede superar ${TITLE_MAX_LENGTH} caracteres.`,
    );
  }
  return title;
}

export function normalizeDescription(raw: string | undefined | null): string {
  const description = (raw ?? '').trim();
  if ([...description].length > DESCRIPTION_MAX_LENGTH) {
    throw new ContentError(
      'CONTENT.DESCRIPTION_TOO_LONG',
      `La descripción no puede superar ${DESCRIPTION_MAX_LENGTH} caracteres.`,
    );
  }
  return description;
}

/** Lower-cased, unique hashtags in order of appearance ('#Montaña' → 'montaña'). */
export function extractHashtags(text: string): string[] {
  return unique([...text.matchAll(HASHTAG)].map((m) => m[1].toLowerCase()));
}

/** Lower-cased, unique handles mentioned with @ (emails are not mentions). */
export function extractMentions(text: string): string[] {
  return unique([...text.matchAll(MENTION)].map((m) => m[1].toLowerCase().replace(/\.+$/, '')));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
