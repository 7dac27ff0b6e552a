/** What deleting an account did, for the steps after its transaction. */
export interface ErasureResult {
  /** Sessions that were open: their sockets are closed. */
  sessionIds: string[];
  /** The media clean-up written to the outbox in the same transaction. */
  cleanupId: string;
  /** The account's posts, gone with it. */
  postIds: string[];
}

export interface MediaCleanup {
  id: string;
  prefixes: string[];
  attempts: number;
}

export abstract class AccountErasureRepository {
  /** When the session was opened (null when it is no longer open). */
  abstract sessionStartedAt(sessionId: string): Promise<Date | null>;
  /**
   * In one transaction: the user's posts, comments, likes, follows, notifications, sessions,
   * generations, campaigns and reports removed, ledger and payment rows kept under a random
   * former-account id, the handle and email freed, and a media clean-up written to the outbox.
   */
  abstract erase(
    userId: string,
    prefixesOf: (owned: OwnedMedia) => string[],
  ): Promise<ErasureResult | null>;
  abstract findCleanup(id: string): Promise<MediaCleanup | null>;
  abstract pendingCleanupIds(limit: number): Promise<string[]>;
  abstract cleanupDone(id: string): Promise<void>;
  abstract cleanupFailed(id: string, error: string): Promise<void>;
}

export interface OwnedMedia {
  userId: string;
  postIds: string[];
  generationIds: string[];
  uploadIds: string[];
}
