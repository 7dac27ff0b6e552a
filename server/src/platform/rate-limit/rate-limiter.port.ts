/** Counts attempts per key in a fixed window; shared by every API instance when Redis is configured. */
export abstract class RateLimiter {
  /** Records one attempt; resolves to false when the key is over its limit for the window. */
  abstract consume(bucket: string, key: string, limitPerMinute: number): Promise<boolean>;

  /** Records one attempt; resolves to 0 when allowed, else the seconds until the key may try again (for Retry-After). */
  async secondsToWait(bucket: string, key: string, limitPerMinute: number): Promise<number> {
    return (await this.consume(bucket, key, limitPerMinute)) ? 0 : 60;
  }
}
