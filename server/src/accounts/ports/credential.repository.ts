export type AccountTokenKind = 'verify-email' | 'change-email' | 'reset-password';

export interface NewAccountToken {
  tokenHash: string;
  userId: string;
  kind: AccountTokenKind;
  /** The address the link confirms (verify-email, change-email). */
  email: string | null;
  expiresAt: Date;
}

export interface UsedAccountToken {
  userId: string;
  email: string | null;
}

/** Passwords, addresses and the single-use links mailed about them. */
export abstract class CredentialRepository {
  abstract passwordHashOf(userId: string): Promise<string | null>;
  /** Sets the password; the user's reset links still open stop working. */
  abstract setPasswordHash(userId: string, hash: string): Promise<void>;
  /** Revokes the user's open sessions but `keep`, answering the ids revoked. */
  abstract revokeSessions(userId: string, now: Date, keep?: string): Promise<string[]>;
  abstract saveToken(token: NewAccountToken): Promise<void>;
  /**
   * Marks the token used and answers its user, only if it is of this kind, unused and unexpired:
   * one statement, so a link followed twice at once works once.
   */
  abstract useToken(
    tokenHash: string,
    kind: AccountTokenKind,
    now: Date,
  ): Promise<UsedAccountToken | null>;
  /** Marks the address verified, if it is still the account's address. */
  abstract markEmailVerified(userId: string, email: string, now: Date): Promise<boolean>;
  /** Moves the account to a new, verified address; throws ACCOUNTS.EMAIL_TAKEN if it is taken. */
  abstract changeEmail(userId: string, email: string, now: Date): Promise<void>;
  abstract isEmailTaken(email: string): Promise<boolean>;
}
