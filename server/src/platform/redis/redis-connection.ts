import Redis, { RedisOptions } from 'ioredis';

/**
 * A connection of the app to Redis (pub/sub, abuse limits). ioredis' auto-pipelining stays off:
 * the pipeline it builds each tick defines a `length` getter on itself, which gives every
 * pipeline a hidden class of its own in V8's old generation, and young-generation collections
 * keep whatever such a class reaches. Through the pipeline's commands and their promises (each
 * carrying the request's async context) that was the whole request: about 26 KB promoted per
 * follow, and a full collection of the heap every few seconds (bench/history/2026-11-lab-notes.md, "objects the young
 * generation could not collect"). A call's abuse limit is one script, and a notification with its
 * unread count one message, so no cause has commands to batch.
 */
export function redisConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { ...options, enableAutoPipelining: false });
}
