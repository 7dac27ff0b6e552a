import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { CreditsInCodeOpeningGrants1763873000000 } from '../../../migrations/1763873000000-credits-in-code-opening-grants';
import { DemoSeedService } from '../../../server/src/accounts/application/demo-seed.service';
import {
  api,
  createTestDatabase,
  newAccount,
  sql,
  startTestApp,
  TestApp,
} from '../../support/test-app';

/** Each user's balance next to what their ledger rows add up to. */
const ledgerVersusBalance = (databaseUrl: string, userId: string) =>
  sql<{ balance: number; ledger: number }>(
    databaseUrl,
    `SELECT u.fast_tokens AS balance,
            (SELECT coalesce(sum(delta), 0)::int FROM token_ledger l WHERE l.user_id = u.id) AS ledger
     FROM users u WHERE u.id = $1`,
    [userId],
  ).then((rows) => rows[0]);

describe('the token balance: starting grants through the ledger, credits at TOKENS_PER_CREDIT', () => {
  describe('with the default 100 tokens per credit', () => {
    let t: TestApp;
    let http: ReturnType<typeof api>;

    beforeAll(async () => {
      t = await startTestApp();
      http = api(t.baseUrl);
    });
    afterAll(() => t.close());

    it('records the sign-up balance as a ledger row, so the ledger adds up to the balance before and after a generation', async () => {
      const { body } = await http.post('/api/account/signup', newAccount());
      const user = body.data.user;
      expect(user).toMatchObject({ fastTokens: 1000, credits: 10 });
      expect(
        await sql(t.databaseUrl, 'SELECT delta, reason FROM token_ledger WHERE user_id = $1', [
          user.id,
        ]),
      ).toEqual([{ delta: 1000, reason: 'grant.signup' }]);
      expect(await ledgerVersusBalance(t.databaseUrl, user.id)).toEqual({
        balance: 1000,
        ledger: 1000,
      });

      const res = await http.post('/api/ai/predictions', { prompt: 'un faro' }, body.data.token);
      expect(res.body).toMatchObject({ ok: true, remainingTokens: 950 });
      expect(await ledgerVersusBalance(t.databaseUrl, user.id)).toEqual({
        balance: 950,
        ledger: 950,
      });
    });
  });

  describe('with TOKENS_PER_CREDIT=50', () => {
    let t: TestApp;
    let http: ReturnType<typeof api>;

    beforeAll(async () => {
      t = await startTestApp({ TOKENS_PER_CREDIT: '50' });
      http = api(t.baseUrl);
    });
    afterAll(() => t.close());

    it("grants the free plan's 10 credits as 500 tokens and shows credits at 50 tokens each, in REST and GraphQL", async () => {
      const { body } = await http.post('/api/account/signup', newAccount());
      const token: string = body.data.token;
      expect(body.data.user).toMatchObject({ plan: 'free', fastTokens: 500, credits: 10 });
      expect(await ledgerVersusBalance(t.databaseUrl, body.data.user.id)).toEqual({
        balance: 500,
        ledger: 500,
      });

      // a Journey image costs 50 tokens: 450 left, 9 whole credits
      const res = await http.post('/api/ai/predictions', { prompt: 'un gato' }, token);
      expect(res.body).toMatchObject({ ok: true, remainingTokens: 450 });
      expect((await http.get('/api/account/me', token)).body.data).toMatchObject({
        fastTokens: 450,
        credits: 9,
      });
      const me = await http.graphql('{ me { fastTokens credits } }', undefined, token);
      expect(me.body.data.me).toEqual({ fastTokens: 450, credits: 9 });
    });

    it('seeds the demo users with their plan in tokens at the configured rate, each through the ledger', async () => {
      await t.app.get(DemoSeedService).seed();
      const rows = await sql<{ name: string; balance: number; delta: number; reason: string }>(
        t.databaseUrl,
        `SELECT u.name, u.fast_tokens AS balance, l.delta, l.reason
         FROM users u JOIN token_ledger l ON l.user_id = u.id
         WHERE u.name IN ('ana', 'bruno', 'carla', 'diego') ORDER BY u.fast_tokens`,
      );
      expect(rows).toEqual([
        { name: 'ana', balance: 500, delta: 500, reason: 'grant.demo' },
        { name: 'bruno', balance: 5000, delta: 5000, reason: 'grant.demo' },
        { name: 'carla', balance: 25000, delta: 25000, reason: 'grant.demo' },
        { name: 'diego', balance: 50000, delta: 50000, reason: 'grant.demo' },
      ]);
    });
  });

  it('opens the ledger of existing users with what it does not yet explain (migration 1763873000000)', async () => {
    const databaseUrl = await createTestDatabase();
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const runner = {
        query: async (text: string) => (await db.query(text)).rows,
      } as unknown as QueryRunner;
      const migration = new CreditsInCodeOpeningGrants1763873000000();
      await migration.down(runner);
      const insert = async (name: string, fastTokens: number) =>
        (
          await db.query(
            `INSERT INTO users (name, fullname, fast_tokens) VALUES ($1, $1, $2) RETURNING id`,
            [name, fastTokens],
          )
        ).rows[0].id as string;
      const untracked = await insert('sin_libro', 700);
      const partly = await insert('a_medias', 950);
      await db.query(
        `INSERT INTO token_ledger (user_id, delta, reason) VALUES ($1, -50, 'generation.reserve')`,
        [partly],
      );
      const empty = await insert('sin_saldo', 0);

      await migration.up(runner);

      const openings = await db.query(
        `SELECT user_id, delta FROM token_ledger WHERE reason = 'grant.opening' ORDER BY delta`,
      );
      expect(openings.rows).toEqual([
        { user_id: untracked, delta: 700 },
        { user_id: partly, delta: 1000 },
      ]);
      for (const id of [untracked, partly, empty]) {
        const { balance, ledger } = await ledgerVersusBalance(databaseUrl, id);
        expect(ledger).toBe(balance);
      }
    } finally {
      await db.end();
    }
  });
});
