import type { Viewer } from '../../kernel/viewer';

/** Checks that a token's session is still open for its user; provided by the accounts module. */
export abstract class SessionVerifier {
  /** The session's user; throws UnauthenticatedError when the session is revoked, expired or not theirs. */
  abstract verify(sessionId: string, userId: string): Promise<Viewer>;
  /** Whether the user holds the staff role right now (read fresh, never from token claims). */
  abstract isStaff(userId: string): Promise<boolean>;
}
