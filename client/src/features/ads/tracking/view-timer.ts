/** A viewable impression: at least half of the tile on screen for one second without a break. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;
// IntersectionObserver may report 0.4999… for the crossing of a 0.5 threshold
const RATIO_TOLERANCE = 0.005;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ViewTimer {
  /** The share of the tile on screen now (0 when the page is hidden). */
  update: (ratio: number) => void;
  /** Stops for good (the tile left the page). */
  dispose: () => void;
}

/** Calls `onViewable` once, when the tile has been ≥ 50 % visible for 1 s in one stretch. */
export function createViewTimer(onViewable: () => void, timers: Timers = browserTimers): ViewTimer {
  let pending: unknown = null;
  let finished = false;
  const stop = () => {
    if (pending !== null) {
      timers.clearTimeout(pending);
      pending = null;
    }
  };
  return {
    update(ratio) {
      if (finished) {
        return;
      }
      if (ratio < VIEWABLE_RATIO - RATIO_TOLERANCE) {
        stop();
      } else if (pending === null) {
        pending = timers.setTimeout(() => {
          pending = null;
          finished = true;
          onViewable();
        }, VIEWABLE_MS);
      }
    },
    dispose() {
      stop();
      finished = true;
    },
  };
}
