/** A piece of a bio as the profile draws it: text, a link, or a mention of a handle. */
export type BioPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; handle: string };

// http(s) URLs up to a space; @handles with sign-up's characters, not inside an email
const TOKENS = /(https?:\/\/[^\s<>"']+)|(^|[^a-z0-9_.@])@([a-z0-9_.]{3,30})/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits plain text into text, links and mentions. Only http(s) links become links (never
 * javascript: or data:); the caller renders every part as text nodes, so no HTML gets through.
 */
export function bioParts(bio: string): BioPart[] {
  const parts: BioPart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (text) {
      const previous = parts[parts.length - 1];
      if (previous?.kind === 'text') {
        previous.text += text;
      } else {
        parts.push({ kind: 'text', text });
      }
    }
  };
  for (const match of bio.matchAll(TOKENS)) {
    const start = match.index;
    if (match[1]) {
      // a sentence's closing punctuation is not part of the address
      const url = match[1].replace(TRAILING, '');
      pushText(bio.slice(last, start));
      parts.push({ kind: 'link', text: url, href: url });
      last = start + url.length;
    } else {
      const lead = match[2] ?? '';
      const handle = match[3].replace(/\.+$/, '');
      pushText(bio.slice(last, start + lead.length));
      parts.push({ kind: 'mention', text: `@${handle}`, handle: handle.toLowerCase() });
      last = start + lead.length + 1 + handle.length;
    }
  }
  pushText(bio.slice(last));
  return parts;
}

/** How a link is shown: without its scheme and a lone trailing slash. */
export function linkLabel(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
