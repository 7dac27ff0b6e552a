import { SocialError } from './social.error';

/** As posts store hashtags: lower-cased, without '#', letters, digits and _ (1–50). */
const TAG = /^[\p{L}\p{N}_]{1,50}$/u;

/** A hashtag to mute, as typed ('#Montaña', ' montaña ') → 'montaña'; anything else is refused. */
export function normalizeMutedHashtag(raw: string): string {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  if (!TAG.test(tag)) {
    throw new SocialError(
      'SOCIAL.INVALID_HASHTAG',
      'Escribe una etiqueta válida: letras, números o _ (hasta 50), con o sin #.',
    );
  }
  return tag;
}
