import Redis, { RedisOptions } from 'ioredis';

/**
 * A connection of the app to Redis (pub/sub, abuse limits). ioredis' auto-pipelining stays off:
 * the pipeline it builds each tick defines a `length` getter on itself, which gives every
 * pipeline a hidden class of its own in V8's old generation, and young-generation collections
 * keep whatever such a class reaches. Through the pipeline's commands and their promises (each
 * carrying the request's async context) that was the whole request: about 26 KB promoted per
 * follow, and a full collection of the heap every few seconds (bench/README.md, "objects the young
 * generation could not collect"). What one cause sends travels together through `inOneWrite`.
 */
export function redisConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { ...options, enableAutoPipelining: false });
}

/**
 * Runs `issue`, which sends its commands on `redis` at once (in the same synchronous run), with
 * the connection's socket corked: they leave in one write, one wake of Redis, instead of one
 * each. Without auto-pipelining this is how one cause's commands travel together.
 */
export function inOneWrite<T>(redis: Redis, issue: () => T): T {
  if (redis.status !== 'ready') {
    return issue();
  }
  const stream = redis.stream;
  stream.cork();
  try {
    return issue();
  } finally {
    stream.uncork();
  }
}
