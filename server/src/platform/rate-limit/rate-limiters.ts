import type Redis from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimiter } from './rate-limiter.port';

/** The one-minute buckets keep the key names they had before windows could be chosen. */
const prefixOf = (bucket: string, windowSeconds: number) =>
  windowSeconds === 60 ? bucket : `${bucket}:${windowSeconds}s`;

/** No store limits the count: the caller's limit decides. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * The counts in this process (one instance, or tests). One counter per bucket and window,
 * compared with the caller's limit: a key keeps its count when its limit changes (a new account
 * that turns a day old keeps what it already spent).
 */
export class InMemoryRateLimiter extends RateLimiter {
  private readonly limiters = new Map<string, RateLimiterMemory>();

  async secondsToWait(
    bucket: string,
    key: string,
    limit: number,
    windowSeconds = 60,
  ): Promise<number> {
    if (limit <= 0) {
      return 0;
    }
    const prefix = prefixOf(bucket, windowSeconds);
    let limiter = this.limiters.get(prefix);
    if (!limiter) {
      limiter = new RateLimiterMemory({
        keyPrefix: prefix,
        points: UNBOUNDED,
        duration: windowSeconds,
      });
      this.limiters.set(prefix, limiter);
    }
    // never refused by the store, compared below
    const res = await limiter.consume(key);
    return res.consumedPoints > limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }
}

/**
 * Adds one to each window's count and reads how long it has left, for every window of a call in
 * one script: one command, one reply. A new count expires with its window; a count found without
 * an expiry (left by a crash between the two calls in an older version) gets one.
 */
const COUNT_WINDOWS = `
local out = {}
for i, key in ipairs(KEYS) do
  local seconds = tonumber(ARGV[i])
  local count = redis.call('incr', key)
  local ttl = -1
  if count > 1 then
    ttl = redis.call('pttl', key)
  end
  if ttl < 0 then
    redis.call('expire', key, seconds)
    ttl = seconds * 1000
  end
  out[2 * i - 1] = count
  out[2 * i] = ttl
end
return out`;

type CountWindows = (keys: number, ...keysThenSeconds: Array<string | number>) => Promise<number[]>;

/**
 * The counts on Redis, shared by every instance. Keys are `<prefix>:rl:<bucket>[:<n>s]:<key>`
 * (REDIS_PREFIX, `mixel` by default), as rate-limiter-flexible named them, so the counts in flight
 * when this replaced it carried on.
 * One call's windows are counted by one script, so on a Redis Cluster they would need one slot.
 */
export class RedisRateLimiter extends RateLimiter {
  private readonly countWindows: CountWindows;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    super();
    // defineCommand sends EVALSHA, and the script itself once when Redis does not know it
    redis.defineCommand('mixelCountWindows', { lua: COUNT_WINDOWS });
    this.countWindows = (
      redis as unknown as { mixelCountWindows: CountWindows }
    ).mixelCountWindows.bind(redis);
  }

  async secondsToWait(
    bucket: string,
    key: string,
    limit: number,
    windowSeconds = 60,
  ): Promise<number> {
    const [wait] = await this.secondsToWaitEach(bucket, key, [{ limit, windowSeconds }]);
    return wait;
  }

  override async secondsToWaitEach(
    bucket: string,
    key: string,
    windows: ReadonlyArray<{ limit: number; windowSeconds: number }>,
  ): Promise<number[]> {
    const counted = windows.filter((w) => w.limit > 0);
    if (counted.length === 0) {
      return windows.map(() => 0);
    }
    const keys = counted.map(
      (w) => `${this.prefix}:rl:${prefixOf(bucket, w.windowSeconds)}:${key}`,
    );
    const reply = await this.countWindows(
      keys.length,
      ...keys,
      ...counted.map((w) => w.windowSeconds),
    );
    let next = 0;
    return windows.map((w) => {
      if (w.limit <= 0) {
        return 0;
      }
      const count = reply[2 * next];
      const msLeft = reply[2 * next + 1];
      next += 1;
      return count > w.limit ? Math.max(1, Math.ceil(msLeft / 1000)) : 0;
    });
  }
}
