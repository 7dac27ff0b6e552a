import type { DataSource } from 'typeorm';
import { withReadRetries } from './read-retry';

interface PgField {
  name: string;
}

/** `pg`'s pool under TypeORM, and what it answers a query that asks for its rows as arrays. */
interface PgPool {
  query(config: {
    name?: string;
    text: string;
    values: unknown[];
    rowMode: 'array';
  }): Promise<{ fields: PgField[]; rows: unknown[][] }>;
}

/**
 * TypeORM's PostgreSQL driver keeps its `pg` pool as `master`. Its query runner (made, connected
 * and released around each statement, with its events) cost more than the pool's own checkout.
 */
function poolOf(db: DataSource): PgPool {
  const pool = (db.driver as unknown as { master?: PgPool }).master;
  if (!pool || typeof pool.query !== 'function') {
    throw new Error('queryRows needs TypeORM on PostgreSQL with its pool started');
  }
  return pool;
}

type RowReader = (values: unknown[]) => unknown;

/** Readers by their columns' names; statements are the app's own, so their shapes are few. */
const readers = new Map<string, RowReader>();
const MAX_READERS = 500;

/**
 * Turns a row's values into one object literal, its columns in order (a later column of the same
 * name wins, as with `pg`'s own rows). `pg` builds each row by assigning its columns one by one
 * onto a copy of a prototype-less object: with the 40-odd columns of a post that came out a
 * dictionary, slow to build and slow to read (a sixth of a feed page's CPU).
 */
function readerOf(fields: PgField[]): RowReader {
  const key = fields.map((f) => f.name).join('\u0000');
  let reader = readers.get(key);
  if (!reader) {
    const properties = fields.map((f, i) => `${JSON.stringify(f.name)}: v[${i}]`).join(', ');
    // the names are the statement's own columns, quoted: nothing a request sends reaches here
    reader = new Function('v', `return { ${properties} };`) as RowReader;
    if (readers.size < MAX_READERS) {
      readers.set(key, reader);
    }
  }
  return reader;
}

async function runOnce<T>(
  db: DataSource,
  text: string,
  values: unknown[],
  name: string | undefined,
): Promise<T[]> {
  const result = await poolOf(db).query({ name, text, values, rowMode: 'array' });
  const read = readerOf(result.fields);
  return result.rows.map((row) => read(row) as T);
}

/**
 * A statement run straight on `pg`'s pool, each row built as a plain object of a fixed shape. With a
 * name, each connection parses and plans the statement once, then only binds it (for hot
 * statements whose planning costs more than their run). It keeps the pool's read policy: a plain
 * read whose connection died runs again on a fresh one; a write never runs twice.
 */
export async function queryRows<T>(
  db: DataSource,
  text: string,
  values: unknown[],
  name?: string,
): Promise<T[]> {
  const run = () => runOnce<T>(db, text, values, name);
  return withReadRetries(text, run, run);
}

/** `queryRows` of a statement given by name (prepared once per connection, then only bound). */
export function namedQuery<T>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  return queryRows<T>(db, text, values, name);
}
