import { Logger } from '@nestjs/common';
import type { DataSource, QueryRunner, ReplicationMode } from 'typeorm';

/** Server codes of a connection that ended (admin or crash shutdown, terminated backend) or failed. */
const CONNECTION_SQLSTATE = /^(57P0[123]|08...)$/;
const CONNECTION_ERRNO = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres says so in words when the socket closed under a query. */
const CONNECTION_MESSAGE = /connection terminated|not queryable|connection error/i;

/** A failure of the connection, not of the statement: the same statement may succeed on another. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') {
    return false;
  }
  if (
    typeof e.code === 'string' &&
    (CONNECTION_SQLSTATE.test(e.code) || CONNECTION_ERRNO.has(e.code))
  ) {
    return true;
  }
  if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) {
    return true;
  }
  return e.driverError !== undefined && e.driverError !== err && isConnectionError(e.driverError);
}

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
const RETRY_PAUSE_MS = 20;

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
        if (runner.isTransactionActive || !isConnectionError(err) || !isPlainRead(sql)) {
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
