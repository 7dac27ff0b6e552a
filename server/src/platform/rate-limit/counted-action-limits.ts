import { Clock } from '../../kernel/clock';
import { RateLimitedError } from '../../kernel/domain-error';
import { isNewAccount, LimitedAction, limitMessage, limitsFor } from './abuse-limits';
import { ActionLimits, LimitedActor } from './action-limits.port';
import { RateLimiter } from './rate-limiter.port';

const DAY_SECONDS = 86_400;

/** ActionLimits on the RateLimiter port: in-process, or Redis when REDIS_URL is set. */
export class CountedActionLimits extends ActionLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    /** Multiplies every limit (ABUSE_LIMIT_SCALE); 1 in production. */
    private readonly scale = 1,
  ) {
    super();
  }

  async consumeOrThrow(action: LimitedAction, actor: LimitedActor): Promise<void> {
    const now = this.clock.now();
    const limits = limitsFor(action, actor.createdAt, now, this.scale);
    // both windows count every attempt, so a burst refused now still spends the day's allowance
    const [minute, day] = await this.limiter.secondsToWaitEach(`limit:${action}`, actor.id, [
      { limit: limits.perMinute, windowSeconds: 60 },
      { limit: limits.perDay, windowSeconds: DAY_SECONDS },
    ]);
    if (day > 0 || minute > 0) {
      const window = day > 0 ? 'day' : 'minute';
      const wait = Math.max(day, minute);
      throw new RateLimitedError(
        limitMessage(action, window, wait, isNewAccount(actor.createdAt, now)),
        wait,
      );
    }
  }
}
