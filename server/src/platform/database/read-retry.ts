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

/** How long the pool gets to drop the other connections that died with this one. */
export const RETRY_PAUSE_MS = 20;

/**
 * A read outside a transaction that fails because its connection died (a terminated backend, a
 * failover) runs once more on a fresh connection before the error goes up. Writes never run
 * again (they may have committed), nor does anything inside a transaction (it is gone).
 */
export function retryReadsOnce(dataSource: DataSource): void {
  const log = new Logger('Database');
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode: ReplicationMode): QueryRunner => {
    const runner = create(mode);
    const query = runner.query.bind(runner) as RawQuery;
    runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
      try {
        return await query(sql, parameters, structured);
      } catch (err) {
        if (
          runner.isTransactionActive ||
          !isConnectionError(err) ||
          // a server that does not answer in time would not answer the second time either
          isTimeout(err) ||
          !isPlainRead(sql)
        ) {
          throw err;
        }
        log.warn(`A read lost its connection (${(err as Error).message}): running it again`);
        await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
        const fresh = create(mode);
        try {
          return await (fresh.query.bind(fresh) as RawQuery)(sql, parameters, structured);
        } finally {
          await fresh.release();
        }
      }
    }) as QueryRunner['query'];
    return runner;
  };
}
