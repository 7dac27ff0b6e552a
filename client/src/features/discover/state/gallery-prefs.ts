import { useSyncExternalStore } from 'react';
import type { GridType } from '../gallery/grid-layout';
import { clearSavedLayouts } from '../gallery/saved-layout';

/** The gallery's option values, as the spec names them. */
export type GalleryOrder = 'recients' | 'views';

export interface GalleryPrefs {
  gridType: GridType;
  order: GalleryOrder;
  category: string | null;
}

const KEY = 'mixel:gallery-prefs';
const DEFAULTS: GalleryPrefs = { gridType: 'vertical', order: 'recients', category: null };

function load(): GalleryPrefs {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) {
      return DEFAULTS;
    }
    const stored = JSON.parse(raw) as Partial<GalleryPrefs>;
    return {
      gridType: stored.gridType === 'horizontal' ? 'horizontal' : 'vertical',
      order: stored.order === 'views' ? 'views' : 'recients',
      category: typeof stored.category === 'string' ? stored.category : null,
    };
  } catch {
    return DEFAULTS;
  }
}

let prefs: GalleryPrefs | null = null;
const listeners = new Set<() => void>();

function current(): GalleryPrefs {
  prefs ??= load();
  return prefs;
}

/**
 * Updates the gallery options. A new order or category makes every saved layout stale, so
 * they are cleared and the gallery reloads from the first page.
 */
export function setGalleryPrefs(change: Partial<GalleryPrefs>): void {
  const before = current();
  const next = { ...before, ...change };
  if (next.order !== before.order || next.category !== before.category) {
    clearSavedLayouts();
  }
  prefs = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode: the choice lasts for this page only
  }
  listeners.forEach((listener) => listener());
}

export function useGalleryPrefs(): GalleryPrefs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => DEFAULTS,
  );
}

/** The GraphQL order for a gallery option value. */
export function feedOrderOf(order: GalleryOrder): 'recents' | 'views' {
  return order === 'views' ? 'views' : 'recents';
}
