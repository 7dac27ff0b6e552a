import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';
import { runAdmin } from './admin-command';

const SEND = `mutation ($input: SendFeedbackInput!) { sendFeedback(input: $input) }`;
const LIST = `query ($status: FeedbackStatus, $rating: FeedbackRating, $page: Int) {
  feedbackList(status: $status, rating: $rating, page: $page) {
    currentPage hasNextPage items { id rating message handled pagePath author { name } }
  }
}`;
const MARK = `mutation ($id: ID!, $handled: Boolean!) {
  markFeedbackHandled(id: $id, handled: $handled) { id handled handledAt }
}`;

describe('Feedback', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  const rowsOf = (userId: string) =>
    sql<{ rating: string; message: string; page_path: string | null; user_agent: string | null }>(
      t.databaseUrl,
      'SELECT rating, message, page_path, user_agent FROM feedback WHERE user_id = $1',
      [userId],
    );

  describe('POST /api/feedback', () => {
    it('asks for the emoji first, then the comment, and stores nothing', async () => {
      const ana = await f.user();
      const cases: Array<[unknown, string]> = [
        [{}, 'Seleccione un emoji.'],
        [{ message: 'hola' }, 'Seleccione un emoji.'],
        [{ rating: 'enorme', message: 'hola' }, 'Seleccione un emoji.'],
        [{ rating: 'low' }, 'Escribe un comentario.'],
        [{ rating: 'low', message: '   ' }, 'Escribe un comentario.'],
        [
          { rating: 'high', message: 'a'.repeat(2001) },
          'El comentario no puede superar 2000 caracteres.',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await http.post('/api/feedback', body, ana.token);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ ok: false, code: expect.any(String), message });
      }
      expect(await rowsOf(ana.id)).toEqual([]);
    });

    it('stores one row with the page and browser and answers success', async () => {
      const ana = await f.user();
      const res = await fetch(`${t.baseUrl}/api/feedback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ana.token}`,
          'user-agent': 'Prueba/1.0',
          referer: `${t.baseUrl}/u/ana?tab=likes`,
        },
        body: JSON.stringify({ message: '  Me encanta Mixel  ', rating: 'high' }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, success: true });
      expect(await rowsOf(ana.id)).toEqual([
        {
          rating: 'high',
          message: 'Me encanta Mixel',
          page_path: '/u/ana?tab=likes',
          user_agent: 'Prueba/1.0',
        },
      ]);
    });

    it('refuses visitors with 401 and stores nothing', async () => {
      const res = await http.post('/api/feedback', { message: 'hola', rating: 'low' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      expect(
        await sql(t.databaseUrl, 'SELECT 1 FROM feedback WHERE message = $1', ['hola']),
      ).toEqual([]);
    });

    it('answers the sixth send in a minute with 429, a Spanish message and Retry-After', async () => {
      const ana = await f.user();
      const bruno = await f.user();
      for (let i = 0; i < 5; i++) {
        const ok = await http.post(
          '/api/feedback',
          { message: `nota ${i}`, rating: 'medium' },
          ana.token,
        );
        expect(ok.status).toBe(201);
      }
      const refused = await http.post(
        '/api/feedback',
        { message: 'una más', rating: 'medium' },
        ana.token,
      );
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        ok: false,
        code: 'COMMUNITY.TOO_MUCH_FEEDBACK',
        message: 'Has enviado mucho feedback seguido. Espera un momento e inténtalo de nuevo.',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await rowsOf(ana.id)).toHaveLength(5);
      // the limit is per user
      expect(
        (await http.post('/api/feedback', { message: 'hola', rating: 'low' }, bruno.token)).status,
      ).toBe(201);
    });
  });

  describe('GraphQL', () => {
    it('sendFeedback follows the same rules in the same order', async () => {
      const ana = await f.user();
      const none = await http.graphql(SEND, { input: {} }, ana.token);
      expect(none.body.errors[0]).toMatchObject({
        message: 'Seleccione un emoji.',
        extensions: { code: 'COMMUNITY.RATING_REQUIRED' },
      });
      const noComment = await http.graphql(SEND, { input: { rating: 'low' } }, ana.token);
      expect(noComment.body.errors[0].message).toBe('Escribe un comentario.');
      const ok = await http.graphql(
        SEND,
        { input: { rating: 'low', message: 'Falta modo oscuro en el lienzo', page: '/canvas' } },
        ana.token,
      );
      expect(ok.body.data.sendFeedback).toBe(true);
      expect(await rowsOf(ana.id)).toMatchObject([{ rating: 'low', page_path: '/canvas' }]);
      const visitor = await http.graphql(SEND, { input: { rating: 'low', message: 'x' } });
      expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('lists feedback for staff only: refused to users, allowed after a grant, refused again right after a revoke', async () => {
      const author = await f.user();
      const staff = await f.user();
      await http.graphql(
        SEND,
        { input: { rating: 'medium', message: 'Para el equipo' } },
        author.token,
      );

      const asUser = await http.graphql(LIST, {}, staff.token);
      expect(asUser.body.data).toBeNull();
      expect(asUser.body.errors[0]).toMatchObject({
        message: 'Esta sección es solo para el equipo de Mixel.',
        extensions: { code: 'FORBIDDEN', status: 403 },
      });
      expect((await http.graphql(LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

      expect(await runAdmin(['grant-staff', staff.name], t.databaseUrl)).toMatchObject({ code: 0 });
      // the same token: the role is read on each request, not from the token
      const asStaff = await http.graphql(LIST, {}, staff.token);
      expect(asStaff.body.errors).toBeUndefined();
      expect(asStaff.body.data.feedbackList.items).toContainEqual(
        expect.objectContaining({
          message: 'Para el equipo',
          rating: 'medium',
          handled: false,
          author: { name: author.name },
        }),
      );

      expect(await runAdmin(['revoke-staff', staff.name], t.databaseUrl)).toMatchObject({
        code: 0,
      });
      const revoked = await http.graphql(LIST, {}, staff.token);
      expect(revoked.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('marks feedback handled and open again, filtering by status and rating, newest first', async () => {
      const author = await f.user();
      const staff = await f.user();
      await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
      for (const [rating, message] of [
        ['low', 'uno'],
        ['high', 'dos'],
        ['low', 'tres'],
      ]) {
        await http.graphql(SEND, { input: { rating, message } }, author.token);
      }
      const mine = async (variables: Record<string, unknown>) =>
        (await http.graphql(LIST, variables, staff.token)).body.data.feedbackList.items
          .filter((item: { author: { name: string } }) => item.author.name === author.name)
          .map((item: { message: string }) => item.message);

      expect(await mine({ status: 'open' })).toEqual(['tres', 'dos', 'uno']);
      expect(await mine({ status: 'open', rating: 'low' })).toEqual(['tres', 'uno']);
      const tres = (
        await http.graphql(LIST, { rating: 'low' }, staff.token)
      ).body.data.feedbackList.items.find(
        (item: { message: string; author: { name: string } }) =>
          item.message === 'tres' && item.author.name === author.name,
      );

      const marked = await http.graphql(MARK, { id: tres.id, handled: true }, staff.token);
      expect(marked.body.data.markFeedbackHandled).toMatchObject({ id: tres.id, handled: true });
      expect(marked.body.data.markFeedbackHandled.handledAt).toEqual(expect.any(String));
      expect(await mine({ status: 'open' })).toEqual(['dos', 'uno']);
      expect(await mine({ status: 'handled' })).toEqual(['tres']);
      expect(await mine({ status: 'all' })).toEqual(['tres', 'dos', 'uno']);

      const reopened = await http.graphql(MARK, { id: tres.id, handled: false }, staff.token);
      expect(reopened.body.data.markFeedbackHandled).toMatchObject({
        handled: false,
        handledAt: null,
      });
      expect(await mine({ status: 'open' })).toEqual(['tres', 'dos', 'uno']);

      const missing = await http.graphql(MARK, { id: 'not-a-uuid', handled: true }, staff.token);
      expect(missing.body.errors[0].extensions.code).toBe('COMMUNITY.FEEDBACK_NOT_FOUND');
      const byUser = await http.graphql(MARK, { id: tres.id, handled: true }, author.token);
      expect(byUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('pages twenty at a time', async () => {
      const staff = await f.user();
      await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
      await sql(
        t.databaseUrl,
        `INSERT INTO feedback (user_id, rating, message, created_at)
         SELECT $1, 'high', 'paginado ' || n, now() - n * interval '1 second' FROM generate_series(1, 25) n`,
        [staff.id],
      );
      const first = (await http.graphql(LIST, { status: 'all', page: 1 }, staff.token)).body.data
        .feedbackList;
      expect(first.items).toHaveLength(20);
      expect(first.hasNextPage).toBe(true);
      const total = Number(
        (await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM feedback'))[0].n,
      );
      const lastPage = Math.ceil(total / 20);
      const last = (await http.graphql(LIST, { status: 'all', page: lastPage }, staff.token)).body
        .data.feedbackList;
      expect(last).toMatchObject({ currentPage: lastPage, hasNextPage: false });
      expect(last.items).toHaveLength(total - (lastPage - 1) * 20);
    });
  });
});
