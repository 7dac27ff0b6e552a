import type Redis from 'ioredis';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RateLimiter } from './rate-limiter.port';

abstract class FlexibleRateLimiter extends RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(bucket: string, points: number): RateLimiterAbstract;

  async consume(bucket: string, key: string, limitPerMinute: number): Promise<boolean> {
    return (await this.secondsToWait(bucket, key, limitPerMinute)) === 0;
  }

  override async secondsToWait(
    bucket: string,
    key: string,
    limitPerMinute: number,
  ): Promise<number> {
    if (limitPerMinute <= 0) {
      return 0;
    }
    const id = `${bucket}:${limitPerMinute}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create(bucket, limitPerMinute);
      this.limiters.set(id, limiter);
    }
    try {
      await limiter.consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      }
      throw err;
    }
  }
}

export class InMemoryRateLimiter extends FlexibleRateLimiter {
  protected create(bucket: string, points: number): RateLimiterAbstract {
    return new RateLimiterMemory({ keyPrefix: bucket, points, duration: 60 });
  }
}

export class RedisRateLimiter extends FlexibleRateLimiter {
  constructor(private readonly redis: Redis) {
    super();
  }

  protected create(bucket: string, points: number): RateLimiterAbstract {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `mixel:rl:${bucket}`,
      points,
      duration: 60,
    });
  }
}
