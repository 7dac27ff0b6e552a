import { DataSource } from 'typeorm';
import { namedQuery, queryRows } from '../../../server/src/platform/database/named-query';
import { pgTypes } from '../../../server/src/platform/database/pg-types';
import { createTestDatabase } from '../../support/test-app';

jest.setTimeout(60_000);

/** Rows read as arrays and built by `queryRows` are the rows `pg` itself would have built. */
describe('queryRows', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: await createTestDatabase() });
    await db.initialize();
  });
  afterAll(() => db.destroy());

  const STATEMENT = `
    SELECT $1::uuid AS id, 'Montaña "al alba"'::text AS title, ARRAY['playa', 'río']::text[] AS tags,
      '{"variants": [{"key": "a/w400.webp", "width": 400}]}'::jsonb AS media,
      '2026-11-26T10:00:00.123Z'::timestamptz AS created_at, 41::int AS likes,
      9007199254740993::bigint AS big, true AS ok, NULL::text AS missing,
      1 AS "weird ""name"" \\ here", 'first' AS dup, 'second' AS dup
    FROM generate_series(1, $2::int) AS n`;
  const ID = '6f1d3c1e-0a4b-4c47-9a36-1f4a2b3c4d5e';

  it('answers each column parsed as pg parses it, in a plain object per row', async () => {
    const expected = await db.query(STATEMENT, [ID, 3]);
    const rows = await queryRows<Record<string, unknown>>(db, STATEMENT, [ID, 3]);
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(3);
    const [row] = rows;
    expect(row.created_at).toEqual(new Date('2026-11-26T10:00:00.123Z'));
    expect(row.media).toEqual({ variants: [{ key: 'a/w400.webp', width: 400 }] });
    expect(row.tags).toEqual(['playa', 'río']);
    expect(row.big).toBe('9007199254740993');
    expect(row.missing).toBeNull();
    expect(row['weird "name" \\ here']).toBe(1);
    expect(row.dup).toBe('second');
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('answers no rows as an empty list', async () => {
    expect(await queryRows(db, STATEMENT, [ID, 0])).toEqual([]);
  });

  it('runs a named statement again on the same connections, with new values', async () => {
    for (let n = 1; n <= 12; n += 1) {
      const rows = await namedQuery<{ id: string }>(db, 'test.query-rows', STATEMENT, [ID, n]);
      expect(rows).toHaveLength(n);
    }
  });

  it('reads a statement whose name comes back with other columns by its new columns', async () => {
    // another pool prepares the name with another text (another release of the app, say)
    const other = new DataSource({ type: 'postgres', url: (db.options as { url: string }).url });
    await other.initialize();
    try {
      const name = 'test.query-rows.shape';
      expect(await namedQuery(db, name, 'SELECT 1 AS a', [])).toEqual([{ a: 1 }]);
      expect(await namedQuery(other, name, "SELECT 1 AS a, 'dos' AS b", [])).toEqual([
        { a: 1, b: 'dos' },
      ]);
      expect(await namedQuery(db, name, 'SELECT 1 AS a', [])).toEqual([{ a: 1 }]);
    } finally {
      await other.destroy();
    }
  });

  it('answers a bad statement with the database error, and the pool keeps working', async () => {
    await expect(queryRows(db, 'SELECT nope FROM nowhere', [])).rejects.toThrow(
      /relation "nowhere" does not exist/,
    );
    expect(await queryRows(db, 'SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
  });

  it('parses a column by its type, whatever columns of the same name were before', async () => {
    expect(await queryRows(db, 'SELECT 7::int AS x', [])).toEqual([{ x: 7 }]);
    expect(await queryRows(db, "SELECT '7'::text AS x", [])).toEqual([{ x: '7' }]);
    expect(await queryRows(db, "SELECT '[7]'::jsonb AS x", [])).toEqual([{ x: [7] }]);
  });

  describe('on a pool with its own type parsers', () => {
    const INT4 = 23;
    let custom: DataSource;

    beforeAll(async () => {
      const types = {
        getTypeParser(oid: number, format?: 'text' | 'binary') {
          if (oid === INT4) {
            return (value: string) => {
              if (value === '13') {
                throw new Error('unlucky value');
              }
              return `int:${value}`;
            };
          }
          return pgTypes.getTypeParser(oid, format);
        },
      };
      custom = new DataSource({
        type: 'postgres',
        url: await createTestDatabase(),
        extra: { types, max: 2 },
      });
      await custom.initialize();
    });
    afterAll(() => custom.destroy());

    it("parses values with the pool's parsers, not pg's global ones", async () => {
      const rows = await queryRows(custom, 'SELECT n::int AS n FROM generate_series(1, 2) n', []);
      expect(rows).toEqual([{ n: 'int:1' }, { n: 'int:2' }]);
      expect(await queryRows(db, 'SELECT 1::int AS n', [])).toEqual([{ n: 1 }]);
    });

    it('fails with the error of a value it cannot parse, and the pool keeps working', async () => {
      await expect(
        queryRows(custom, 'SELECT n::int AS n FROM generate_series(12, 14) n', []),
      ).rejects.toThrow('unlucky value');
      for (let i = 0; i < 3; i += 1) {
        expect(await queryRows(custom, 'SELECT 1::int AS n', [])).toEqual([{ n: 'int:1' }]);
      }
    });
  });
});
