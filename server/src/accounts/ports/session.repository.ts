export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface NewSession extends Session {
  userAgent: string | null;
  ip: string | null;
}

import type { SessionUser, User } from '../domain/user';

/** An open session's user with what decides whether it may still use it (its sanctions). */
export type ActiveSessionUser = SessionUser & Pick<User, 'suspendedUntil' | 'bannedAt'>;

export abstract class SessionRepository {
  abstract create(session: NewSession): Promise<void>;
  /** The user of a session that is open and theirs (not revoked nor expired), in one query. */
  abstract findActiveUser(id: string, userId: string, now: Date): Promise<ActiveSessionUser | null>;
  abstract revoke(id: string, now: Date): Promise<void>;
}
