import { Logger } from '@nestjs/common';
import type { DataSource, QueryRunner, ReplicationMode } from 'typeorm';
import { isConnectionError, isTimeout } from './database-unavailable';

export { isConnectionError };

/** Words that make a statement more than a read: data-modifying CTEs, row locks, sequences, locks. */
const WRITES =
  /\b(insert|update|delete|merge|truncate|copy|lock|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory\w*|pg_notify|pg_terminate_backend|set_config|into)\b/i;
const LEADING_COMMENTS = /^(\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/;

/**
 * Only a plain SELECT (or WITH … SELECT) that writes, locks and takes nothing: running it twice
 * is the same as running it once. Anything in doubt counts as a write.
 */
export function isPlainRead(sql: string): boolean {
  const text = sql.replace(LEADING_COMMENTS, '');
  return /^(select|with)\b/i.test(text) && !WRITES.test(text);
}

/** QueryRunner.query without its overloads. */
type RawQuery = (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;

/**
 * The pauses before each new try of a read whose connection died: the pool needs a moment to
 * drop the other connections that died with it (a server restart or failover ends them all,
 * and the second try may still be handed one whose end the pool has not heard of yet).
 */
export const READ_RETRY_PAUSES_MS = [20, 100] as const;

/** Whether a failed statement may run again: a plain read that lost its connection. */
function mayRunAgain(sql: string, err: unknown): boolean {
  // a server that does not answer in time would not answer the next time either
  return isConnectionError(err) && !isTimeout(err) && isPlainRead(sql);
}

/**
 * Runs a statement; a plain read that lost its connection runs again (`again`, on a fresh
 * connection) after each pause of READ_RETRY_PAUSES_MS, then the last error goes up.
 */
export async function withReadRetries<T>(
  sql: string,
  first: () => Promise<T>,
  again: () => Promise<T>,
  onRetry?: (err: Error) => void,
): Promise<T> {
  let attempt = first;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (err) {
      if (tried >= READ_RETRY_PAUSES_MS.length || !mayRunAgain(sql, err)) {
        throw err;
      }
      onRetry?.(err as Error);
      await new Promise((r) => setTimeout(r, READ_RETRY_PAUSES_MS[tried]));
      attempt = again;
    }
  }
}

/**
 * A read outside a transaction that fails because its connection died (a terminated backend, a
 * failover) runs again on a fresh connection, up to twice, before the error goes up. Writes
 * never run again (they may have committed), nor does anything inside a transaction (it is gone).
 */
export function retryReads(dataSource: DataSource): void {
  const log = new Logger('Database');
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode: ReplicationMode): QueryRunner => {
    const runner = create(mode);
    const query = runner.query.bind(runner) as RawQuery;
    runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
      if (runner.isTransactionActive) {
        return query(sql, parameters, structured);
      }
      return withReadRetries(
        sql,
        () => query(sql, parameters, structured),
        async () => {
          const fresh = create(mode);
          try {
            return await (fresh.query.bind(fresh) as RawQuery)(sql, parameters, structured);
          } finally {
            await fresh.release();
          }
        },
        (err) => log.warn(`A read lost its connection (${err.message}): running it again`),
      );
    }) as QueryRunner['query'];
    return runner;
  };
}
