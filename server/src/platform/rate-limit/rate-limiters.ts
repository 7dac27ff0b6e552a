import type Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { inOneWrite } from '../redis/redis-connection';
import { RateLimiter } from './rate-limiter.port';

/**
 * One counter per bucket and window, compared with the caller's limit: a key keeps its count when
 * its limit changes (a new account that turns a day old keeps what it already spent).
 */
abstract class FlexibleRateLimiter extends RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(keyPrefix: string, windowSeconds: number): RateLimiterAbstract;

  async secondsToWait(
    bucket: string,
    key: string,
    limit: number,
    windowSeconds = 60,
  ): Promise<number> {
    if (limit <= 0) {
      return 0;
    }
    // the one-minute buckets keep the key names they had before windows could be chosen
    const prefix = windowSeconds === 60 ? bucket : `${bucket}:${windowSeconds}s`;
    let limiter = this.limiters.get(prefix);
    if (!limiter) {
      limiter = this.create(prefix, windowSeconds);
      this.limiters.set(prefix, limiter);
    }
    // counted atomically by the store (a Lua script on Redis); never refused here, compared below
    const res = await limiter.consume(key);
    return res.consumedPoints > limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }
}

/** No store limits the count: the caller's limit decides. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

export class InMemoryRateLimiter extends FlexibleRateLimiter {
  protected create(keyPrefix: string, duration: number): RateLimiterAbstract {
    return new RateLimiterMemory({ keyPrefix, points: UNBOUNDED, duration });
  }
}

export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(private readonly redis: Redis) {
    super();
  }

  /** The windows' scripts leave in one write to Redis. */
  override secondsToWaitEach(
    bucket: string,
    key: string,
    windows: ReadonlyArray<{ limit: number; windowSeconds: number }>,
  ): Promise<number[]> {
    return inOneWrite(this.redis, () => super.secondsToWaitEach(bucket, key, windows));
  }

  protected create(keyPrefix: string, duration: number): RateLimiterAbstract {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `mixel:rl:${keyPrefix}`,
      points: UNBOUNDED,
      duration,
    });
  }
}
