/** Asks accounts whether a password is the user's (see AccountsService.confirmPassword). */
export abstract class AccountConfirmation {
  abstract confirmPassword(
    userId: string,
    password: string,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<'confirmed' | 'wrong' | 'no-password'>;
  /** The user's handle (null when gone). */
  abstract handleOf(userId: string): Promise<string | null>;
  /** Closes the live sockets of sessions that ended. */
  abstract sessionsEnded(sessionIds: string[]): Promise<void>;
}
