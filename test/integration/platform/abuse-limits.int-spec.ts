import { ABUSE_LIMITS, waitText } from '../../../server/src/platform/rate-limit/abuse-limits';
import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id body } }`;
const LIKE = `mutation ($postId: ID!) { likePost(postId: $postId) { liked likeCount } }`;
const FOLLOW = `mutation ($userId: ID!) { followUser(userId: $userId) { following } }`;

const BURST =
  /^Has comentado mucho en poco tiempo\. Espera (\d+ segundos?|1 minuto) e inténtalo de nuevo\.$/;

/** Per-user abuse limits through REST and GraphQL, on the in-process counter (no REDIS_URL). */
describe('Abuse limits', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await startTestApp({ ABUSE_LIMIT_SCALE: '1' });
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  const comment = (user: TestUser, postId: string, body: string) =>
    http.graphql(COMMENT, { input: { postId, body } }, user.token);
  const commentsBy = async (userId: string) =>
    (
      await sql<{ n: number }>(
        t.databaseUrl,
        'SELECT count(*)::int AS n FROM comments WHERE author_id = $1',
        [userId],
      )
    )[0].n;
  const makeOld = (userId: string) =>
    sql(t.databaseUrl, `UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [
      userId,
    ]);

  describe('GraphQL', () => {
    it('refuses a new account past its comments a minute with RATE_LIMITED, the wait and a Spanish message', async () => {
      const ana = await f.user();
      const bruno = await f.user();
      const postId = await f.post((await f.user()).id);
      const { perMinute } = ABUSE_LIMITS.comment.newAccount;
      for (let i = 0; i < perMinute; i++) {
        const ok = await comment(ana, postId, `Qué buena foto, la número ${i}`);
        expect(ok.body.errors).toBeUndefined();
      }
      const refused = await comment(ana, postId, 'Una más, por favor');
      // resolver errors answer 200 with the error in the body, as every GraphQL error here
      expect(refused.status).toBe(200);
      expect(refused.body.data).toBeNull();
      const [error] = refused.body.errors;
      expect(error.message).toMatch(BURST);
      expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect(error.extensions.retryAfter).toBeGreaterThan(0);
      expect(error.extensions.retryAfter).toBeLessThanOrEqual(60);
      expect(error.message).toContain(`Espera ${waitText(error.extensions.retryAfter)} e`);
      expect(await commentsBy(ana.id)).toBe(perMinute);
      // the limit is per user, not global
      expect((await comment(bruno, postId, 'Yo también comento')).body.errors).toBeUndefined();
    });

    it('lets an account older than a day comment more than a new one', async () => {
      const veteran = await f.user();
      await makeOld(veteran.id);
      const postId = await f.post((await f.user()).id);
      const { perMinute } = ABUSE_LIMITS.comment.established;
      expect(perMinute).toBeGreaterThan(ABUSE_LIMITS.comment.newAccount.perMinute);
      for (let i = 0; i < perMinute; i++) {
        expect((await comment(veteran, postId, `Comentario ${i}`)).body.errors).toBeUndefined();
      }
      const refused = await comment(veteran, postId, 'Otro');
      expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    });

    it('does not count bad input against the limit, and refuses it with its own message', async () => {
      const ana = await f.user();
      const postId = await f.post((await f.user()).id);
      for (let i = 0; i < 8; i++) {
        const empty = await comment(ana, postId, '   ');
        expect(empty.body.errors[0]).toMatchObject({
          message: 'Escribe un comentario.',
          extensions: { code: 'SOCIAL.EMPTY_COMMENT' },
        });
      }
      const missing = await http.graphql(
        LIKE,
        { postId: '00000000-0000-4000-8000-000000000000' },
        ana.token,
      );
      expect(missing.body.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
      expect((await comment(ana, postId, 'Ahora sí')).body.errors).toBeUndefined();
      expect(await commentsBy(ana.id)).toBe(1);
    });

    it('limits likes and follows each on their own count', async () => {
      const ana = await f.user();
      const bruno = await f.user();
      const { perMinute: follows } = ABUSE_LIMITS.follow.newAccount;
      for (let i = 0; i < follows; i++) {
        // following again changes nothing, but it is still an attempt
        expect(
          (await http.graphql(FOLLOW, { userId: bruno.id }, ana.token)).body.errors,
        ).toBeUndefined();
      }
      const refused = await http.graphql(FOLLOW, { userId: bruno.id }, ana.token);
      expect(refused.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Has seguido a muchas cuentas en poco tiempo\. Espera /),
        extensions: { code: 'RATE_LIMITED' },
      });
      const postId = await f.post(bruno.id);
      const like = await http.graphql(LIKE, { postId }, ana.token);
      expect(like.body.data.likePost).toEqual({ liked: true, likeCount: 1 });
    });

    it('needs a session before anything is counted', async () => {
      const postId = await f.post((await f.user()).id);
      const visitor = await http.graphql(COMMENT, { input: { postId, body: 'hola' } });
      expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('REST', () => {
    it('answers 429 with Retry-After and a Spanish message past the generations a minute, per user', async () => {
      const ana = await f.user({ tokens: 10_000 });
      const bruno = await f.user({ tokens: 10_000 });
      const { perMinute } = ABUSE_LIMITS.generation.newAccount;
      const body = { prompt: 'un faro al atardecer', model: 'journey', numberOfImages: 1 };
      for (let i = 0; i < perMinute; i++) {
        const ok = await http.post('/api/ai/predictions', body, ana.token);
        expect(ok.status).toBeLessThan(300);
      }
      const before = await generationsOf(ana.id);
      const refused = await http.post('/api/ai/predictions', body, ana.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        ok: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Has pedido muchas generaciones en poco tiempo\. Espera (\d+ segundos?|1 minuto) e inténtalo de nuevo\.$/,
        ),
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // nothing was reserved or charged for the refused request
      expect(await generationsOf(ana.id)).toBe(before);
      expect((await http.post('/api/ai/predictions', body, bruno.token)).status).toBeLessThan(300);
    });

    it('refuses bad input with 400 before counting it', async () => {
      const ana = await f.user({ tokens: 10_000 });
      for (let i = 0; i < 8; i++) {
        const bad = await http.post('/api/ai/predictions', { model: 'journey' }, ana.token);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Escribe qué quieres generar.');
      }
      const ok = await http.post(
        '/api/ai/predictions',
        { prompt: 'un bosque con niebla', model: 'journey' },
        ana.token,
      );
      expect(ok.status).toBeLessThan(300);
    });
  });

  const generationsOf = async (userId: string) =>
    (
      await sql<{ n: number }>(
        t.databaseUrl,
        'SELECT count(*)::int AS n FROM generations WHERE user_id = $1',
        [userId],
      )
    )[0].n;
});
