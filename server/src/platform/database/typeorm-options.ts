import { resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AnswerTimeoutClient } from './answer-timeout';
import { pgTypes } from './pg-types';

/** Compiled (dist/migrations/*.js) or, under the test runner, source (migrations/*.ts). */
const MIGRATIONS_DIR = resolve(__dirname, '../../../../migrations');

/** Bounds on waiting for PostgreSQL, so that a server that stops answering fails requests in time. */
export interface DatabaseTimeouts {
  /** A new connection (or a free one of a full pool), else the checkout fails. */
  connectMs: number;
  /** The answer to one query, else it fails (`Query read timeout`); 0 waits as long as it takes. */
  queryMs: number;
}

/** Connections per instance (PostgreSQL's 100 by default serve 10 instances, or a pooler more). */
const POOL_SIZE = 10;

export function typeormOptions(url: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: [`${MIGRATIONS_DIR}/*.{js,ts}`],
    migrationsTableName: 'migrations',
    extra: {
      // a fixed-size pool, as HikariCP recommends: connections are kept through quiet spells. The
      // pool closed each one 10 s after its last use, and the requests after a pause waited on
      // new backends (a fork, then every catalog entry and PL/pgSQL plan cached again) while
      // more queued behind them and opened more cold ones: stalls of 300-500 ms
      max: POOL_SIZE,
      min: POOL_SIZE,
      application_name: 'mixel',
      types: pgTypes,
      ...(timeouts
        ? {
            connectionTimeoutMillis: timeouts.connectMs,
            // each query's answer bounded by the client, not by pg's `query_timeout` (see
            // AnswerTimeoutClient)
            Client: AnswerTimeoutClient,
            answerTimeoutMs: timeouts.queryMs,
            // a peer that vanished without closing (a failover, a cut network) is noticed
            keepAlive: true,
          }
        : {}),
    },
  };
}
