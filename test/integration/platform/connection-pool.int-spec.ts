import { DataSource } from 'typeorm';
import { typeormOptions } from '../../../server/src/platform/database/typeorm-options';
import { createTestDatabase } from '../../support/test-app';

jest.setTimeout(60_000);

/**
 * The app's pool keeps its connections through a quiet spell (pg's default closed each one 10 s
 * after its last use): the requests after a pause find warm backends instead of opening new ones.
 */
describe('the connection pool', () => {
  let db: DataSource;
  let url: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = await new DataSource(typeormOptions(url)).initialize();
  });
  afterAll(() => db.destroy());

  const backends = async () => {
    const [{ pids }] = (await db.query(
      `SELECT array_agg(pid ORDER BY pid) AS pids FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'mixel'`,
    )) as Array<{ pids: number[] }>;
    return pids;
  };

  it('answers after a pause longer than the idle timeout on the same backends', async () => {
    // ten statements at once: the pool grows to its size
    await Promise.all(Array.from({ length: 10 }, () => db.query('SELECT pg_sleep(0.2)')));
    const before = await backends();
    expect(before).toHaveLength(10);

    await new Promise((r) => setTimeout(r, 11_000));

    await Promise.all(Array.from({ length: 10 }, () => db.query('SELECT pg_sleep(0.2)')));
    expect(await backends()).toEqual(before);
  });
});
