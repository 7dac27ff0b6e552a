import Redis from 'ioredis';
import { ABUSE_LIMITS } from '../../../server/src/platform/rate-limit/abuse-limits';
import { factories } from '../../support/factories';
import {
  api,
  createTestDatabase,
  sql,
  startTestApp,
  TEST_REDIS_PREFIX,
  TestApp,
} from '../../support/test-app';

const REPORT = `mutation ($input: ReportInput!) { report(input: $input) { created } }`;

/**
 * The abuse limits on Redis: two API instances share one count per user, counted atomically.
 * Selected by jest.config.cjs only when REDIS_URL is set.
 */
describe('abuse limits across two instances on one Redis', () => {
  const redisUrl = process.env.REDIS_URL!;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const databaseUrl = await createTestDatabase();
    a = await startTestApp({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ABUSE_LIMIT_SCALE: '1',
    });
    b = await startTestApp({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ABUSE_LIMIT_SCALE: '1',
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.quit();
  });

  const reportsBy = async (userId: string) =>
    (
      await sql<{ n: number }>(
        a.databaseUrl,
        'SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1',
        [userId],
      )
    )[0].n;
  const report = (instance: TestApp, postId: string, token: string) =>
    api(instance.baseUrl).graphql(
      REPORT,
      { input: { targetType: 'post', targetId: postId, reason: 'spam' } },
      token,
    );

  it('refuses on one instance what the other already counted', async () => {
    const f = factories(a);
    const ana = await f.user();
    const { perMinute } = ABUSE_LIMITS.report.newAccount;
    const author = (await f.user()).id;
    const posts = await f.posts(
      author,
      Array.from({ length: perMinute + 2 }, () => ({})),
    );
    for (let i = 0; i < perMinute; i++) {
      // alternate instances: neither alone reaches the limit
      const ok = await report(i % 2 === 0 ? a : b, posts[i], ana.token);
      expect(ok.body.errors).toBeUndefined();
    }
    for (const [k, instance] of [a, b].entries()) {
      const refused = await report(instance, posts[perMinute + k], ana.token);
      expect(refused.body.errors[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfter: expect.any(Number),
      });
    }
    expect(await reportsBy(ana.id)).toBe(perMinute);
    // the count lives in Redis, under the user's id, with the window's expiry
    const ttl = await redis.pttl(`${TEST_REDIS_PREFIX}:rl:limit:report:${ana.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // another user is not affected, on either instance
    const bruno = await f.user();
    expect((await report(b, posts[0], bruno.token)).body.errors).toBeUndefined();
  });

  it('lets exactly the limit through when requests race on both instances', async () => {
    const f = factories(a);
    const ana = await f.user();
    const { perMinute } = ABUSE_LIMITS.report.newAccount;
    const posts = await f.posts(
      (await f.user()).id,
      Array.from({ length: perMinute * 3 }, () => ({})),
    );
    const answers = await Promise.all(
      posts.map((postId, i) => report(i % 2 === 0 ? a : b, postId, ana.token)),
    );
    const refused = answers.filter((r) => r.body.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(perMinute * 2);
    expect(await reportsBy(ana.id)).toBe(perMinute);
  });

  it('answers REST with 429 and Retry-After from the shared count', async () => {
    const f = factories(a);
    const reporter = await f.user();
    const author = await f.user();
    const { perMinute } = ABUSE_LIMITS.report.newAccount;
    const posts = await f.posts(
      author.id,
      Array.from({ length: perMinute + 1 }, () => ({})),
    );
    for (const [i, id] of posts.slice(0, perMinute).entries()) {
      const ok = await api((i % 2 === 0 ? a : b).baseUrl).post(
        '/api/report',
        { targetType: 'post', targetId: id, reason: 'spam' },
        reporter.token,
      );
      expect(ok.status).toBe(201);
    }
    const refused = await api(a.baseUrl).post(
      '/api/report',
      { targetType: 'post', targetId: posts[perMinute], reason: 'spam' },
      reporter.token,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
