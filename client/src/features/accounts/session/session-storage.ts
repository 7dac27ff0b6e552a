import type { SessionUserFragment } from '../../../gql/graphql';
import { readToken, safeGet, safeSet, writeToken } from '../../../shared/session/token-storage';

export { onTokenChange, readToken, SESSION_KEY } from '../../../shared/session/token-storage';

/** localStorage key of the last known user object. */
export const USER_KEY = 'user_session';

export function readCachedUser(): SessionUserFragment | null {
  const raw = safeGet(USER_KEY);
  if (!raw) {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as SessionUserFragment | null;
    // a user cached by an older version of the app lacks newer fields: fetch it again instead
    return parsed &&
      typeof parsed === 'object' &&
      typeof parsed.name === 'string' &&
      typeof parsed.entitlements === 'object' &&
      parsed.entitlements !== null
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export function writeUser(user: SessionUserFragment): void {
  safeSet(USER_KEY, JSON.stringify(user));
}

export function writeSession(token: string, user?: SessionUserFragment): void {
  if (user) {
    writeUser(user);
  }
  writeToken(token);
}

export function clearSession(): void {
  safeSet(USER_KEY, null);
  if (readToken() !== null) {
    writeToken(null);
  }
}
