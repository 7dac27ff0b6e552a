import type { DataSource } from 'typeorm';
import { withReadRetries } from './read-retry';

/** What `pg` answers a query given by name (prepared once per connection, then only bound). */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

async function runOnce<T>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const runner = db.createQueryRunner();
  try {
    const connection = (await runner.connect()) as PgConnection;
    return (await connection.query({ name, text, values })).rows as T[];
  } finally {
    await runner.release();
  }
}

/**
 * A statement given by name: each connection parses and plans it once, then only binds it (for
 * hot statements whose planning costs more than their run). It keeps the pool's read policy: a
 * plain read whose connection died runs again on a fresh one; a write never runs twice.
 */
export async function namedQuery<T>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const run = () => runOnce<T>(db, name, text, values);
  return withReadRetries(text, run, run);
}
