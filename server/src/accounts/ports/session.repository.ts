export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface NewSession extends Session {
  userAgent: string | null;
  ip: string | null;
}

export abstract class SessionRepository {
  abstract create(session: NewSession): Promise<void>;
  /** A session that exists, is not revoked and has not expired. */
  abstract findActive(id: string, now: Date): Promise<Session | null>;
  abstract revoke(id: string, now: Date): Promise<void>;
}
