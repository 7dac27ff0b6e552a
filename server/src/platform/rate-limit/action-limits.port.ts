import type { RateLimitedError } from '../../kernel/domain-error';
import type { LimitedAction } from './abuse-limits';

export type { LimitedAction };

/** Who acts: the account's age picks its limits (a signed-in viewer carries it). */
export interface LimitedActor {
  id: string;
  createdAt?: Date | null;
}

/** An action's limits that apply to its actor at `at`: attempts per minute and per day (0: off). */
export interface LimitWindows {
  at: Date;
  perMinute: number;
  perDay: number;
}

/** Seconds left to wait in each window once an attempt is counted; 0 when it is within. */
export interface LimitWaits {
  minute: number;
  day: number;
}

/**
 * Per-user limits on posting, commenting, liking, following, reporting and generation
 * (`abuse-limits.ts`), counted across every API instance when Redis is configured. Likes,
 * follows and comments are counted by PostgreSQL in their own statement instead (`count_action`),
 * so that each is one round trip: their callers take the windows here and hand the waits back.
 */
export abstract class ActionLimits {
  /**
   * Counts one `action` by `actor`; past the actor's limit per minute or per day throws
   * RateLimitedError (429 with Retry-After, `RATE_LIMITED` in GraphQL) with a Spanish message.
   */
  abstract consumeOrThrow(action: LimitedAction, actor: LimitedActor): Promise<void>;

  /** The windows of `action` that apply to `actor` now, for a store that counts it elsewhere. */
  abstract windowsFor(action: LimitedAction, actor: LimitedActor): LimitWindows;

  /** What consumeOrThrow would throw for these counted waits; null when the attempt is within. */
  abstract refusal(
    action: LimitedAction,
    actor: LimitedActor,
    windows: LimitWindows,
    waits: LimitWaits,
  ): RateLimitedError | null;
}
