import { ContentLevel } from '../../kernel/content-level';

/**
 * Words (Spanish and English) that make a prompt explicit: an image generated from it is
 * published as `explicito` whatever level its creator chose. Compared whole-word, without
 * accents and case; a word ending in `*` also matches its longer forms (desnud* → desnudas).
 * Kept short on purpose: it catches the plain asks, moderation handles the rest.
 */
export const EXPLICIT_PROMPT_WORDS: readonly string[] = [
  // español
  'desnud*',
  'porno*',
  'pornografi*',
  'sexo',
  'sexual*',
  'erotic*',
  'genital*',
  'pene',
  'penes',
  'vagina*',
  'vulva*',
  'pezon*',
  'tetas',
  'senos al aire',
  'coito',
  'masturba*',
  'orgia*',
  'follando',
  'xxx',
  'hentai',
  // english
  'nude*',
  'naked',
  'nudity',
  'porn*',
  'sex',
  'sexy',
  'explicit',
  'nsfw',
  'erotica',
  'penis*',
  'nipple*',
  'boobs',
  'topless',
  'intercourse',
  'masturbat*',
  'orgy',
  'orgies',
  'fucking',
  'blowjob*',
];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${EXPLICIT_PROMPT_WORDS.map((w) =>
    w.endsWith('*') ? `${escape(w.slice(0, -1))}[\\p{L}]*` : escape(w),
  )
    .map((w) => w.replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/** `explicito` when the prompt names explicit content, else `general` (the creator's choice stands). */
export function classifyPrompt(prompt: string): ContentLevel {
  return PATTERN.test(fold(prompt)) ? 'explicito' : 'general';
}
