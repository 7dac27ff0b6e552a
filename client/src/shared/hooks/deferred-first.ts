import { useDeferredValue, useState } from 'react';

/**
 * `value`, with its first arrival drawn in a transition: React then yields to the browser every
 * few milliseconds instead of holding a phone's main thread for a whole page at once (Apollo's
 * results come through `useSyncExternalStore`, which renders synchronously). Until that first
 * drawing is done the previous value (undefined) is answered. Every later change, the person's
 * own actions among them, is drawn at once.
 */
export function useDeferredFirst<T>(value: T): T {
  const deferred = useDeferredValue(value);
  const [caughtUp, setCaughtUp] = useState(false);
  if (!caughtUp && value !== undefined && deferred === value) {
    setCaughtUp(true);
  }
  return caughtUp ? value : deferred;
}
