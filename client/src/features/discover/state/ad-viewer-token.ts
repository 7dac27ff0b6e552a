/**
 * The signed viewer token the feed answers. A visitor sends it back with later pages, so the ads'
 * frequency cap follows them through the tab; signed-in viewers are known by their session.
 */
const KEY = 'mixel:ad-viewer';
let current: string | null = null;

export function adViewerToken(): string | null {
  if (current === null) {
    try {
      current = window.sessionStorage.getItem(KEY);
    } catch {
      // storage unavailable: the server issues a new token
    }
  }
  return current;
}

export function rememberAdViewerToken(token: string): void {
  if (token === current) {
    return;
  }
  current = token;
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // kept in memory only
  }
}
