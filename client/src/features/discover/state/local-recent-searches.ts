/** Recent searches kept on the device for visitors (one list per user id, or 'anonymous'). */

export const RECENT_SEARCHES_MAX = 16;
const PREFIX = 'mixel:recent-searches:';
const listeners = new Set<() => void>();
const snapshots = new Map<string, string[]>();

function read(owner: string): string[] {
  const known = snapshots.get(owner);
  if (known) {
    return known;
  }
  let list: string[] = [];
  try {
    const raw = window.localStorage.getItem(PREFIX + owner);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    list = [];
  }
  snapshots.set(owner, list);
  return list;
}

function write(owner: string, list: string[]): void {
  snapshots.set(owner, list);
  try {
    window.localStorage.setItem(PREFIX + owner, JSON.stringify(list));
  } catch {
    // storage unavailable: the list lives until the page closes
  }
  listeners.forEach((listener) => listener());
}

/** Newest first, without repeats (case-insensitive), at most 16. */
export function withTerm(list: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) {
    return [...list];
  }
  const lower = clean.toLocaleLowerCase('es');
  return [clean, ...list.filter((t) => t.toLocaleLowerCase('es') !== lower)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

export const localRecentSearches = {
  get: read,
  add(owner: string, term: string) {
    write(owner, withTerm(read(owner), term));
  },
  remove(owner: string, term: string) {
    write(
      owner,
      read(owner).filter((t) => t !== term),
    );
  },
  clear(owner: string) {
    write(owner, []);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
