/** The gallery's posts and scroll position, kept for the tab so going back lands in place. */

export const SAVED_LAYOUT_TTL_MS = 10 * 60 * 1000;
const PREFIX = 'mixel:gallery-layout:';

export interface SavedLayout<T> {
  posts: T[];
  cursor: string | null;
  hasNextPage: boolean;
  scrollY: number;
  savedAt: number;
  /** A term the server searched instead of the typed one. */
  correctedQuery?: string | null;
}

export function readSavedLayout<T>(key: string, now = Date.now()): SavedLayout<T> | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (!raw) {
      return null;
    }
    const saved = JSON.parse(raw) as SavedLayout<T>;
    if (!Array.isArray(saved.posts) || now - saved.savedAt > SAVED_LAYOUT_TTL_MS) {
      window.sessionStorage.removeItem(PREFIX + key);
      return null;
    }
    return saved;
  } catch {
    return null;
  }
}

export function writeSavedLayout<T>(key: string, layout: SavedLayout<T>): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(layout));
  } catch {
    // Storage full: keep only what fits around the end of the list.
    try {
      const tail = { ...layout, posts: layout.posts.slice(-400), scrollY: 0 };
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(tail));
    } catch {
      clearSavedLayouts();
    }
  }
}

/** Forgets every saved gallery (the order changed, so none of them is valid any more). */
export function clearSavedLayouts(): void {
  try {
    for (let i = window.sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) {
        window.sessionStorage.removeItem(key);
      }
    }
  } catch {
    // storage unavailable: nothing saved either
  }
}
