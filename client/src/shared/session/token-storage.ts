/** localStorage key of the bearer token (the spec's "session key"). */
export const SESSION_KEY = 'session_token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
}

/** The bearer token every API call carries, as stored on this device. */
export function readToken(): string | null {
  return safeGet(SESSION_KEY);
}

/** Stores or clears the token; listeners hear of it when it changes. */
export function writeToken(token: string | null): void {
  const changed = readToken() !== token;
  safeSet(SESSION_KEY, token);
  if (changed) {
    emit(token);
  }
}

/** Called whenever the token changes in this tab or another one. */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(token: string | null): void {
  for (const listener of listeners) {
    listener(token);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) {
      emit(readToken());
    }
  });
}
