import type { SessionUserFragment } from '../../../gql/graphql';

/** localStorage key of the bearer token (the spec's "session key"). */
export const SESSION_KEY = 'session_token';
/** localStorage key of the last known user object. */
export const USER_KEY = 'user_session';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
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

export function readToken(): string | null {
  return safeGet(SESSION_KEY);
}

export function readCachedUser(): SessionUserFragment | null {
  const raw = safeGet(USER_KEY);
  if (!raw) {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as SessionUserFragment | null;
    return parsed && typeof parsed === 'object' && typeof parsed.name === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeUser(user: SessionUserFragment): void {
  safeSet(USER_KEY, JSON.stringify(user));
}

export function writeSession(token: string, user?: SessionUserFragment): void {
  const changed = readToken() !== token;
  safeSet(SESSION_KEY, token);
  if (user) {
    writeUser(user);
  }
  if (changed) {
    emit(token);
  }
}

export function clearSession(): void {
  const hadToken = readToken() !== null;
  safeSet(SESSION_KEY, null);
  safeSet(USER_KEY, null);
  if (hadToken) {
    emit(null);
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
