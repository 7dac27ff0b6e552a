import { DataSource } from 'typeorm';
import { isTimeout } from '../../../server/src/platform/database/database-unavailable';
import { namedQuery, queryRows } from '../../../server/src/platform/database/named-query';
import { typeormOptions } from '../../../server/src/platform/database/typeorm-options';
import { createTestDatabase } from '../../support/test-app';

jest.setTimeout(60_000);

const LIMIT_MS = 400;

/** How long `run` took to settle, and its error if it failed. */
async function timed(run: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await run();
    return { ms: Date.now() - started, error: null };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

/**
 * The app's pool bounds the wait for each answer (DATABASE_QUERY_TIMEOUT_MS): a statement that
 * does not answer in time fails as a time-out, whichever way it was sent, and the pool goes on.
 */
describe('the answer time-out of the app pool', () => {
  let db: DataSource;

  beforeAll(async () => {
    const url = await createTestDatabase();
    db = await new DataSource(
      typeormOptions(url, { connectMs: 5_000, queryMs: LIMIT_MS }),
    ).initialize();
  });
  afterAll(() => db.destroy());

  it('fails a queryRows statement that does not answer in time, and the pool keeps answering', async () => {
    const { ms, error } = await timed(() => queryRows(db, 'SELECT pg_sleep(3) AS slept', []));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Query read timeout');
    expect(isTimeout(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 20);
    expect(ms).toBeLessThan(2_000);
    for (let i = 0; i < 12; i++) {
      expect(await queryRows(db, 'SELECT $1::int AS n', [i])).toEqual([{ n: i }]);
    }
  });

  it('fails a named statement in time, and runs it again by name once the database answers', async () => {
    const text = 'SELECT pg_sleep($1::float8) AS slept, $2::text AS tag';
    const slow = await timed(() => namedQuery(db, 'answer_timeout_sleep', text, [3, 'lenta']));
    expect(isTimeout(slow.error)).toBe(true);
    expect(slow.ms).toBeLessThan(2_000);
    const rows = await namedQuery<{ tag: string }>(db, 'answer_timeout_sleep', text, [0, 'rápida']);
    expect(rows.map((r) => r.tag)).toEqual(['rápida']);
  });

  it("fails TypeORM's own statements in time too", async () => {
    const { ms, error } = await timed(() => db.query('SELECT pg_sleep(3)'));
    expect(isTimeout(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    expect(await db.query('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });

  it("takes a query's own query_timeout before the pool's, as pg does", async () => {
    const pool = (db.driver as unknown as { master: { query(c: object): Promise<unknown> } })
      .master;
    const { ms, error } = await timed(() =>
      pool.query({ text: 'SELECT pg_sleep(3)', query_timeout: 100 }),
    );
    expect(isTimeout(error)).toBe(true);
    expect(ms).toBeLessThan(LIMIT_MS - 100);
  });

  it('leaves an answer that came in time alone: its connection is kept after the limit passed', async () => {
    const [{ pid }] = await queryRows<{ pid: number }>(
      db,
      'SELECT pg_backend_pid() AS pid, pg_sleep(0.1) AS slept',
      [],
    );
    await new Promise((r) => setTimeout(r, LIMIT_MS + 200));
    const alive = await queryRows<{ n: number }>(
      db,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1',
      [pid],
    );
    expect(alive).toEqual([{ n: 1 }]);
  });

  it('waits as long as it takes when the limit is 0', async () => {
    const url = await createTestDatabase();
    const patient = await new DataSource(
      typeormOptions(url, { connectMs: 5_000, queryMs: 0 }),
    ).initialize();
    try {
      const rows = await queryRows<{ tag: string }>(
        patient,
        `SELECT pg_sleep(${(LIMIT_MS * 2) / 1000}) AS slept, 'a tiempo' AS tag`,
        [],
      );
      expect(rows.map((r) => r.tag)).toEqual(['a tiempo']);
    } finally {
      await patient.destroy();
    }
  });
});
