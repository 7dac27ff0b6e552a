export type RichPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; name: string };

// A # or @ that starts a word, followed by letters, digits, _ or inner dots.
const TOKEN = /(^|[^\p{L}\p{N}_])([#@])([\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*)/gu;

/** Splits a description into text, #hashtags and @mentions. */
export function parseRichText(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) {
      parts.push({ kind: 'text', text: text.slice(last, start) });
    }
    const word = match[3];
    const raw = `${match[2]}${word}`;
    parts.push(
      match[2] === '#'
        ? { kind: 'hashtag', text: raw, tag: word }
        : { kind: 'mention', text: raw, name: word.toLowerCase() },
    );
    last = start + raw.length;
  }
  if (last < text.length) {
    parts.push({ kind: 'text', text: text.slice(last) });
  }
  return parts;
}

export function hashtagPath(tag: string): string {
  return `/results?q=${encodeURIComponent(`#${tag}`)}`;
}

export function profilePath(name: string): string {
  return `/u/${encodeURIComponent(name)}`;
}
