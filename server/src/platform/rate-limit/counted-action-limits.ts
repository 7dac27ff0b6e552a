import { Clock } from '../../kernel/clock';
import { RateLimitedError } from '../../kernel/domain-error';
import { isNewAccount, LimitedAction, limitMessage, limitsFor } from './abuse-limits';
import { ActionLimits, LimitedActor, LimitWaits, LimitWindows } from './action-limits.port';
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
    const windows = this.windowsFor(action, actor);
    // both windows count every attempt, so a burst refused now still spends the day's allowance
    const [minute, day] = await this.limiter.secondsToWaitEach(`limit:${action}`, actor.id, [
      { limit: windows.perMinute, windowSeconds: 60 },
      { limit: windows.perDay, windowSeconds: DAY_SECONDS },
    ]);
    const refused = this.refusal(action, actor, windows, { minute, day });
    if (refused) {
      throw refused;
    }
  }

  windowsFor(action: LimitedAction, actor: LimitedActor): LimitWindows {
    const at = this.clock.now();
    return { at, ...limitsFor(action, actor.createdAt, at, this.scale) };
  }

  refusal(
    action: LimitedAction,
    actor: LimitedActor,
    windows: LimitWindows,
    waits: LimitWaits,
  ): RateLimitedError | null {
    if (waits.day <= 0 && waits.minute <= 0) {
      return null;
    }
    const window = waits.day > 0 ? 'day' : 'minute';
    const wait = Math.max(waits.day, waits.minute);
    return new RateLimitedError(
      limitMessage(action, window, wait, isNewAccount(actor.createdAt, windows.at)),
      wait,
    );
  }
}
