import { ProfileError } from './profile.error';

export const BIO_MAX_LENGTH = 300;
export const PROFILE_LINKS_MAX = 3;
export const LINK_MAX_LENGTH = 300;
/** How long a handle left behind redirects to its owner and stays reserved. */
export const HANDLE_REDIRECT_DAYS = 30;

/** What a profile shows everyone besides the name and avatar. */
export interface ProfileDetails {
  bio: string;
  links: string[];
  coverImage: string | null;
}

/** Plain text: control characters go, line breaks stay (at most two in a row), ends trimmed. */
export function normalizeBio(raw: string): string {
  const bio = raw
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if ([...bio].length > BIO_MAX_LENGTH) {
    throw new ProfileError(
      'ACCOUNTS.BIO_TOO_LONG',
      `La biografía no puede superar ${BIO_MAX_LENGTH} caracteres.`,
    );
  }
  return bio;
}

/** Up to three http(s) links, empty ones dropped, duplicates kept once, in the order given. */
export function normalizeLinks(raw: readonly string[]): string[] {
  const links: string[] = [];
  for (const entry of raw) {
    const value = entry.trim();
    if (!value) {
      continue;
    }
    const url = parseLink(value);
    if (!links.includes(url)) {
      links.push(url);
    }
  }
  if (links.length > PROFILE_LINKS_MAX) {
    throw new ProfileError(
      'ACCOUNTS.TOO_MANY_LINKS',
      `Puedes añadir hasta ${PROFILE_LINKS_MAX} enlaces.`,
    );
  }
  return links;
}

function parseLink(value: string): string {
  // "mixel.app/diego" is what people type: it means https
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL | null = null;
  try {
    url = new URL(withScheme);
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !url.hostname.includes('.') ||
    url.username ||
    url.password ||
    url.href.length > LINK_MAX_LENGTH
  ) {
    throw new ProfileError(
      'ACCOUNTS.INVALID_LINK',
      `"${value.slice(0, 60)}" no es un enlace válido: usa una dirección http o https.`,
    );
  }
  return url.href;
}

/** When a handle changed at `now` stops redirecting and becomes free for others. */
export function redirectExpiry(now: Date): Date {
  return new Date(now.getTime() + HANDLE_REDIRECT_DAYS * 24 * 60 * 60 * 1000);
}
