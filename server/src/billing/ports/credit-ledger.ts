import { LedgerReason } from '../domain/ledger';

/** One movement of a balance, identified by its key: the same key never moves it twice. */
export interface LedgerMovement {
  userId: string;
  /** Tokens, a positive integer; the method says which way they move. */
  tokens: number;
  reason: LedgerReason;
  /** Idempotency key (see `ledgerKeys`). */
  key: string;
  generationId?: string;
  paymentId?: string;
  postId?: string;
  /** Who made a staff adjustment, or a short note for support. */
  note?: string;
}

export interface LedgerRow {
  id: string;
  delta: number;
  reason: LedgerReason;
  balanceAfter: number | null;
  paymentId: string | null;
  generationId: string | null;
  postId: string | null;
  createdAt: Date;
}

/**
 * The one token ledger (owned by billing). Every method writes its row and moves the cached
 * balance in the same database transaction — the caller's, when it runs inside
 * `Transactions.run`, so a movement commits or rolls back with its cause.
 */
export abstract class CreditLedger {
  /** Adds tokens; false (nothing changes) when the key was already written. */
  abstract grant(movement: LedgerMovement): Promise<boolean>;
  /**
   * Takes tokens when the balance covers them and answers the balance left; null when it does not
   * (nothing changes). A repeated key answers the current balance without taking again.
   */
  abstract reserve(movement: LedgerMovement): Promise<number | null>;
  /** Gives back the part of a reservation that was not used; once per key. */
  abstract settle(movement: LedgerMovement): Promise<boolean>;
  /** Gives back a whole reservation; once per key. */
  abstract refund(movement: LedgerMovement): Promise<boolean>;
  /**
   * Takes back up to `tokens` of an earlier grant (a refunded or charged-back payment), never
   * below a zero balance; answers the tokens taken (the first time; 0 on a repeated key).
   */
  abstract reverse(movement: LedgerMovement): Promise<number>;
  abstract balance(userId: string): Promise<number>;
  /** The user's movements, newest first; rows that moved nothing (a settle of 0) are left out. */
  abstract history(
    userId: string,
    page: { page: number; limit: number },
  ): Promise<{ items: LedgerRow[]; hasNextPage: boolean }>;
}
