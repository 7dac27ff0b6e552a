import { randomUUID } from 'node:crypto';
import { api, newAccount, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

describe('generations a stopped process left unsettled', () => {
  let first: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
  });
  afterAll(() => first.close());

  /** A generation as a process leaves it when it stops: tokens reserved, status not final. */
  async function leftBehind(userId: string, status: 'queued' | 'running', minutesAgo: number) {
    const id = randomUUID();
    await sql(
      first.databaseUrl,
      `WITH charge AS (UPDATE users SET fast_tokens = fast_tokens - 50 WHERE id = $1)
       INSERT INTO generations (id, user_id, prompt, preset_id, dimensions, mode, image_count, private, seed, cost, provider, status, created_at)
       VALUES ($2, $1, 'un barco', 'journey', '1:1', 'fast', 1, false, 7, 50, 'local', $3, now() - make_interval(mins => $4::int))`,
      [userId, id, status, minutesAgo],
    );
    await sql(
      first.databaseUrl,
      `INSERT INTO token_ledger (user_id, delta, reason, generation_id) VALUES ($1, -50, 'generation.reserve', $2)`,
      [userId, id],
    );
    return id;
  }
  const rowOf = async (id: string) =>
    (
      await sql<{ status: string; error: string | null }>(
        first.databaseUrl,
        'SELECT status, error FROM generations WHERE id = $1',
        [id],
      )
    )[0];
  const ledgerOf = (id: string) =>
    sql<{ delta: number; reason: string }>(
      first.databaseUrl,
      'SELECT delta, reason FROM token_ledger WHERE generation_id = $1 ORDER BY created_at',
      [id],
    );
  const balance = (id: string) => tokenBalance(first.databaseUrl, id);

  it('runs recent ones again and fails old ones with their refund, once, when a process starts', async () => {
    const { body } = await api(first.baseUrl).post('/api/account/signup', newAccount());
    const userId = body.data.user.id as string;
    const queued = await leftBehind(userId, 'queued', 1);
    const running = await leftBehind(userId, 'running', 3);
    const abandoned = await leftBehind(userId, 'running', 24 * 60);
    expect(await balance(userId)).toBe(850);

    // a restart: a new process on the same database
    const second = await startTestApp({ DATABASE_URL: first.databaseUrl });
    try {
      for (let i = 0; i < 100; i++) {
        const statuses = await Promise.all(
          [queued, running].map(async (id) => (await rowOf(id)).status),
        );
        if (statuses.every((s) => s === 'completed')) {
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await rowOf(queued)).toMatchObject({ status: 'completed' });
      expect(await rowOf(running)).toMatchObject({ status: 'completed' });
      expect(await rowOf(abandoned)).toEqual({
        status: 'failed',
        error: 'La generación no terminó a tiempo. Te devolvimos los créditos.',
      });
      expect(await ledgerOf(queued)).toEqual([
        { delta: -50, reason: 'generation.reserve' },
        { delta: 0, reason: 'generation.settle' },
      ]);
      expect(await ledgerOf(abandoned)).toEqual([
        { delta: -50, reason: 'generation.reserve' },
        { delta: 50, reason: 'generation.refund' },
      ]);
      expect(await balance(userId)).toBe(900);
    } finally {
      await second.close();
    }

    // another restart changes nothing
    const third = await startTestApp({ DATABASE_URL: first.databaseUrl });
    await third.close();
    expect(await balance(userId)).toBe(900);
    expect(await ledgerOf(abandoned)).toHaveLength(2);
  }, 30_000);
});
