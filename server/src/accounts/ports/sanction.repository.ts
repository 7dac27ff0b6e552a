/** A user as moderation reads and sanctions them. */
export interface SanctionState {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  suspendedUntil: Date | null;
  bannedAt: Date | null;
  reason: string | null;
}

export interface Sanction {
  suspendedUntil: Date | null;
  bannedAt: Date | null;
  reason: string | null;
}

/** Suspensions and bans, in the caller's transaction when there is one. */
export abstract class SanctionRepository {
  abstract stateOf(userId: string): Promise<SanctionState | null>;
  abstract set(userId: string, sanction: Sanction): Promise<void>;
  /** Revokes every open session of the user; answers their ids. */
  abstract revokeSessions(userId: string, now: Date): Promise<string[]>;
}
