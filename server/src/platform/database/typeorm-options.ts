import { resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** Compiled (dist/migrations/*.js) or, under the test runner, source (migrations/*.ts). */
const MIGRATIONS_DIR = resolve(__dirname, '../../../../migrations');

export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: [`${MIGRATIONS_DIR}/*.{js,ts}`],
    migrationsTableName: 'migrations',
    extra: { max: 10, application_name: 'mixel' },
  };
}
