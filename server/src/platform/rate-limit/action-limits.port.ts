import type { LimitedAction } from './abuse-limits';

export type { LimitedAction };

/** Who acts: the account's age picks its limits (a signed-in viewer carries it). */
export interface LimitedActor {
  id: string;
  createdAt?: Date | null;
}

/**
 * Per-user limits on posting, commenting, liking, following, reporting and generation
 * (`abuse-limits.ts`), counted across every API instance when Redis is configured.
 */
export abstract class ActionLimits {
  /**
   * Counts one `action` by `actor`; past the actor's limit per minute or per day throws
   * RateLimitedError (429 with Retry-After, `RATE_LIMITED` in GraphQL) with a Spanish message.
   */
  abstract consumeOrThrow(action: LimitedAction, actor: LimitedActor): Promise<void>;
}
