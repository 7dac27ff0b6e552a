import { DataSource } from 'typeorm';
import { queryRows } from '../../../server/src/platform/database/named-query';
import { typeormOptions } from '../../../server/src/platform/database/typeorm-options';
import { createTestDatabase } from '../../support/test-app';

jest.setTimeout(60_000);

/** The app's pool reads every timestamptz PostgreSQL writes, whatever the session's time zone. */
describe('timestamptz through the app pool', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = new DataSource(typeormOptions(await createTestDatabase()));
    await db.initialize();
  });
  afterAll(() => db.destroy());

  const STATEMENT = `
    SELECT t AS at, (extract(epoch FROM date_trunc('milliseconds', t)) * 1000)::float8 AS ms
    FROM unnest($1::timestamptz[]) AS t`;
  const VALUES = [
    '2026-11-27T03:16:24.123456Z',
    '2026-03-29T01:30:00Z',
    '1999-12-31T23:59:59.999Z',
    '2038-01-19T03:14:08.5Z',
    '1000-01-01T00:00:00Z',
    '0099-06-15T12:00:00Z',
  ];

  it.each([
    'UTC',
    'America/Bogota',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Europe/Madrid',
  ])('reads the same instants in %s', async (zone) => {
    const runner = db.createQueryRunner();
    try {
      await runner.query(`SET TIME ZONE '${zone}'`);
      const rows: Array<{ at: Date; ms: number }> = await runner.query(STATEMENT, [VALUES]);
      expect(rows.map((r) => r.at.getTime())).toEqual(rows.map((r) => r.ms));
      expect(rows[0].at).toEqual(new Date('2026-11-27T03:16:24.123Z'));
    } finally {
      await runner.query('RESET TIME ZONE');
      await runner.release();
    }
  });

  it('reads them alike when rows are read as arrays', async () => {
    const rows = await queryRows<{ at: Date; ms: number }>(db, STATEMENT, [VALUES]);
    expect(rows.map((r) => r.at.getTime())).toEqual(rows.map((r) => r.ms));
    expect(await queryRows(db, `SELECT 'infinity'::timestamptz AS at`, [])).toEqual([
      { at: Infinity },
    ]);
  });
});
