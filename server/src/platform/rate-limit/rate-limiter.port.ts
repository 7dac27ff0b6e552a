/** Counts attempts per key in a fixed window; shared by every API instance when Redis is configured. */
export abstract class RateLimiter {
  /**
   * Records one attempt; resolves to 0 when the key is within `limit` for its current window
   * (`windowSeconds` long, a minute unless given), else the seconds until it may try again
   * (for Retry-After). Refused attempts count too. A limit of 0 or less allows everything.
   */
  abstract secondsToWait(
    bucket: string,
    key: string,
    limit: number,
    windowSeconds?: number,
  ): Promise<number>;

  /** One attempt counted in several windows of the key at once: `secondsToWait` for each. */
  secondsToWaitEach(
    bucket: string,
    key: string,
    windows: ReadonlyArray<{ limit: number; windowSeconds: number }>,
  ): Promise<number[]> {
    return Promise.all(
      windows.map((w) => this.secondsToWait(bucket, key, w.limit, w.windowSeconds)),
    );
  }

  /** Records one attempt in a one-minute window; resolves to false when the key is over `limitPerMinute`. */
  async consume(bucket: string, key: string, limitPerMinute: number): Promise<boolean> {
    return (await this.secondsToWait(bucket, key, limitPerMinute)) === 0;
  }
}
