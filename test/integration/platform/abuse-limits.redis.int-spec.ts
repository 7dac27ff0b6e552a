import Redis from 'ioredis';
import { ABUSE_LIMITS } from '../../../server/src/platform/rate-limit/abuse-limits';
import { factories } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';

const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`;

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

  const commentsBy = async (userId: string) =>
    (
      await sql<{ n: number }>(
        a.databaseUrl,
        'SELECT count(*)::int AS n FROM comments WHERE author_id = $1',
        [userId],
      )
    )[0].n;

  it('refuses on one instance what the other already counted', async () => {
    const f = factories(a);
    const ana = await f.user();
    const postId = await f.post((await f.user()).id);
    const { perMinute } = ABUSE_LIMITS.comment.newAccount;
    for (let i = 0; i < perMinute; i++) {
      // alternate instances: neither alone reaches the limit
      const instance = i % 2 === 0 ? a : b;
      const ok = await api(instance.baseUrl).graphql(
        COMMENT,
        { input: { postId, body: `Comentario número ${i}` } },
        ana.token,
      );
      expect(ok.body.errors).toBeUndefined();
    }
    for (const instance of [a, b]) {
      const refused = await api(instance.baseUrl).graphql(
        COMMENT,
        { input: { postId, body: 'Uno más' } },
        ana.token,
      );
      expect(refused.body.errors[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfter: expect.any(Number),
      });
    }
    expect(await commentsBy(ana.id)).toBe(perMinute);
    // the count lives in Redis, under the user's id, with the window's expiry
    const ttl = await redis.pttl(`mixel:rl:limit:comment:${ana.id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // another user is not affected, on either instance
    const bruno = await f.user();
    const other = await api(b.baseUrl).graphql(
      COMMENT,
      { input: { postId, body: 'Hola' } },
      bruno.token,
    );
    expect(other.body.errors).toBeUndefined();
  });

  it('lets exactly the limit through when requests race on both instances', async () => {
    const f = factories(a);
    const ana = await f.user();
    const postId = await f.post((await f.user()).id);
    const { perMinute } = ABUSE_LIMITS.comment.newAccount;
    const answers = await Promise.all(
      Array.from({ length: perMinute * 3 }, (_, i) =>
        api((i % 2 === 0 ? a : b).baseUrl).graphql(
          COMMENT,
          { input: { postId, body: `A la vez ${i}` } },
          ana.token,
        ),
      ),
    );
    const refused = answers.filter((r) => r.body.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(perMinute * 2);
    expect(await commentsBy(ana.id)).toBe(perMinute);
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
