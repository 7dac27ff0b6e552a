import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { RedisRateLimiter } from '../../../server/src/platform/rate-limit/rate-limiters';
import { redisConnection } from '../../../server/src/platform/redis/redis-connection';

const DAY = 86_400;

/** The counts of the abuse limits on a real Redis: both windows of a call in one script. */
describe(RedisRateLimiter.name, () => {
  let redis: Redis;
  let probe: Redis;
  let sut: RedisRateLimiter;
  const windows = (perMinute: number, perDay: number) => [
    { limit: perMinute, windowSeconds: 60 },
    { limit: perDay, windowSeconds: DAY },
  ];

  beforeAll(() => {
    redis = redisConnection(process.env.REDIS_URL!);
    probe = new Redis(process.env.REDIS_URL!);
    sut = new RedisRateLimiter(redis, 'mixel');
  });
  afterAll(async () => {
    await redis.quit();
    await probe.quit();
  });

  it('keeps the counts of each REDIS_PREFIX apart, on the same key and the same Redis', async () => {
    const [production, staging] = [`mixel-prod-${randomUUID()}`, `mixel-staging-${randomUUID()}`];
    const ip = '203.0.113.7';
    const productionLimits = new RedisRateLimiter(redis, production);
    const stagingLimits = new RedisRateLimiter(redis, staging);
    expect(await productionLimits.secondsToWait('login', ip, 1)).toBe(0);
    expect(await productionLimits.secondsToWait('login', ip, 1)).toBeGreaterThan(0);
    // staging's first attempt from the same address is its first
    expect(await stagingLimits.secondsToWait('login', ip, 1)).toBe(0);
    expect(await probe.get(`${production}:rl:login:${ip}`)).toBe('2');
    expect(await probe.get(`${staging}:rl:login:${ip}`)).toBe('1');
    await probe.del(`${production}:rl:login:${ip}`, `${staging}:rl:login:${ip}`);
  });

  it('counts each window under its own key, with the window as its expiry, and refuses past either limit', async () => {
    const user = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect(await sut.secondsToWaitEach('limit:follow', user, windows(3, 10))).toEqual([0, 0]);
    }
    const [minute, day] = await sut.secondsToWaitEach('limit:follow', user, windows(3, 10));
    expect(minute).toBeGreaterThanOrEqual(59);
    expect(minute).toBeLessThanOrEqual(60);
    expect(day).toBe(0);
    expect(await probe.get(`mixel:rl:limit:follow:${user}`)).toBe('4');
    expect(await probe.get(`mixel:rl:limit:follow:${DAY}s:${user}`)).toBe('4');
    expect(await probe.pttl(`mixel:rl:limit:follow:${user}`)).toBeLessThanOrEqual(60_000);
    const dayTtl = await probe.pttl(`mixel:rl:limit:follow:${DAY}s:${user}`);
    expect(dayTtl).toBeGreaterThan(DAY * 1000 - 60_000);
    expect(dayTtl).toBeLessThanOrEqual(DAY * 1000);

    // the day's limit reached: it answers the hours left, whatever the minute says
    const other = randomUUID();
    await sut.secondsToWaitEach('limit:follow', other, windows(100, 1));
    const [, wait] = await sut.secondsToWaitEach('limit:follow', other, windows(100, 1));
    expect(wait).toBeGreaterThan(DAY - 60);
  });

  it('sends the windows of a call as one command', async () => {
    const user = randomUUID();
    await sut.secondsToWaitEach('limit:like', user, windows(5, 50)); // the script is known now
    const calls = async () => {
      const stats = await probe.info('commandstats');
      const found = /cmdstat_evalsha:calls=(\d+)/.exec(stats);
      return found ? Number(found[1]) : 0;
    };
    const before = await calls();
    await sut.secondsToWaitEach('limit:like', user, windows(5, 50));
    expect((await calls()) - before).toBe(1);
  });

  it('carries on the counts already in Redis, and gives an expiry to a count that had none', async () => {
    const user = randomUUID();
    await probe.set(`mixel:rl:limit:comment:${user}`, '5', 'EX', 30);
    await probe.set(`mixel:rl:limit:comment:${DAY}s:${user}`, '5');
    const [minute, day] = await sut.secondsToWaitEach('limit:comment', user, windows(5, 100));
    expect(minute).toBeGreaterThan(0);
    expect(minute).toBeLessThanOrEqual(30);
    expect(day).toBe(0);
    expect(await probe.get(`mixel:rl:limit:comment:${DAY}s:${user}`)).toBe('6');
    expect(await probe.ttl(`mixel:rl:limit:comment:${DAY}s:${user}`)).toBeGreaterThan(DAY - 60);
  });

  it('does not count a window whose limit is off', async () => {
    const user = randomUUID();
    expect(await sut.secondsToWaitEach('limit:report', user, windows(0, 2))).toEqual([0, 0]);
    expect(await probe.exists(`mixel:rl:limit:report:${user}`)).toBe(0);
    expect(await sut.secondsToWait('limit:report', user, 0)).toBe(0);
    expect(await probe.exists(`mixel:rl:limit:report:${user}`)).toBe(0);
  });

  it('lets exactly the limit through when calls race', async () => {
    const user = randomUUID();
    const waits = await Promise.all(
      Array.from({ length: 40 }, () => sut.secondsToWaitEach('limit:post', user, windows(10, 25))),
    );
    expect(waits.filter(([minute, day]) => minute === 0 && day === 0)).toHaveLength(10);
  });

  it('still counts after Redis forgot its scripts', async () => {
    const user = randomUUID();
    expect(await sut.secondsToWait('feedback', user, 1)).toBe(0);
    await probe.script('FLUSH');
    expect(await sut.secondsToWait('feedback', user, 1)).toBeGreaterThan(0);
  });
});
