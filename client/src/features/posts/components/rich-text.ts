export type RichPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; name: string };

// A # or @ that starts a word, followed by letters, digits, _ or inner dots.
const TOKEN = /(^|[^\p{L}\p{N}_])([#@])([\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*)/gu;

/**
 * Splits a description or comment into text, #hashtags and @mentions. Only the handles in
 * `mentions` (the users the server resolved) become mentions; any other @word stays text.
 */
export function parseRichText(text: string, mentions: readonly string[] = []): RichPart[] {
  const known = new Set(mentions.map((m) => m.toLowerCase()));
  const parts: RichPart[] = [];
  const pushText = (value: string) => {
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') {
      previous.text += value;
    } else if (value) {
      parts.push({ kind: 'text', text: value });
    }
  };
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = (match.index ?? 0) + match[1].length;
    const word = match[3];
    const raw = `${match[2]}${word}`;
    if (match[2] === '@' && !known.has(word.toLowerCase())) {
      continue;
    }
    pushText(text.slice(last, start));
    parts.push(
      match[2] === '#'
        ? { kind: 'hashtag', text: raw, tag: word }
        : { kind: 'mention', text: raw, name: word.toLowerCase() },
    );
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return parts;
}

export function hashtagPath(tag: string): string {
  return `/results?q=${encodeURIComponent(`#${tag}`)}`;
}

export function profilePath(name: string): string {
  return `/u/${encodeURIComponent(name)}`;
}
