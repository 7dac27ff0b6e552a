import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../server/src/platform/config/app-config';
import { createApp } from '../../server/src/main';

/**
 * This test file's namespace in Redis: queues, rate-limit counts and pub/sub channels (each file
 * has its own module registry). Apps and workers of one file share it, and never take the jobs or
 * counts, nor hear the events, of a file running beside it.
 */
export const TEST_REDIS_PREFIX = `mixel-test-${randomBytes(4).toString('hex')}`;

/** The secret the integration suite's apps sign tokens with (tests that sign links check it). */
export const TEST_JWT_SECRET = 'integration-tests-secret-0123456789abcdef';

/**
 * The environment every app or worker of the integration suite starts from, with `env` over it:
 * quiet logs, no demo content, no sign-in limit, abuse limits 50 times looser (suites publish and
 * comment in bursts as fixtures; the limits' own tests set ABUSE_LIMIT_SCALE to 1), and this
 * file's Redis prefix.
 */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    JWT_SECRET: TEST_JWT_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ABUSE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    REDIS_PREFIX: TEST_REDIS_PREFIX,
    ...env,
  };
}

/** A fresh database cloned from the migrated template (see global-setup.mjs). */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.MIXEL_TEST_ADMIN_URL!;
  const name = `${process.env.MIXEL_TEST_PREFIX}${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.MIXEL_TEST_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** The whole HTTP application on a real port and its own database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { beforeListen?: (app: NestFastifyApplication) => void } = {},
): Promise<TestApp> {
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'mixel-int-'));
  const config = loadConfig(testEnv({ DATA_DIR: dataDir, ...env }));
  const app = await createApp(config, { url: databaseUrl });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    databaseUrl,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Response bodies as the tests read them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A small typed client for the HTTP API. */
export function api(baseUrl: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    raw?: string,
  ) => {
    const headers: Record<string, string> = {};
    if (body !== undefined || raw !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return {
      status: response.status,
      body: (await response.json()) as Json,
      headers: response.headers,
    };
  };
  return {
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    post: (path: string, body?: unknown, token?: string) => call('POST', path, body, token),
    postRaw: (path: string, raw: string) => call('POST', path, undefined, undefined, raw),
    graphql: async (query: string, variables?: Record<string, unknown>, token?: string) =>
      call('POST', '/graphql', { query, variables }, token),
  };
}

let counter = 0;
/** Unique, valid sign-up data. */
export function newAccount(
  overrides: Partial<{ name: string; fullname: string; email: string; password: string }> = {},
) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return {
    name: `user_${id}`,
    fullname: 'Usuaria de Prueba',
    email: `user_${id}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Moves a user to a plan, as billing will (tests only). */
export async function setPlan(
  databaseUrl: string,
  userId: string,
  plan: 'free' | 'basic' | 'pro' | 'max',
) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE users SET plan = $2 WHERE id = $1', [userId, plan]);
  } finally {
    await db.end();
  }
}

/** Runs SQL on a test database. */
export async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** Sets a balance as staff would: one `staff.adjustment` ledger row with the difference. */
export async function setBalance(databaseUrl: string, userId: string, tokens: number) {
  await sql(
    databaseUrl,
    `WITH before AS (SELECT fast_tokens FROM users WHERE id = $1 FOR UPDATE),
     moved AS (UPDATE users SET fast_tokens = $2 WHERE id = $1)
     INSERT INTO token_ledger (user_id, delta, reason, key, note)
     SELECT $1, $2 - fast_tokens, 'staff.adjustment', 'staff.adjustment:' || gen_random_uuid(), 'test'
     FROM before`,
    [userId, tokens],
  );
}

/** A user's token balance, read from the database. */
export async function tokenBalance(databaseUrl: string, userId: string): Promise<number> {
  const [row] = await sql<{ fast_tokens: number }>(
    databaseUrl,
    'SELECT fast_tokens FROM users WHERE id = $1',
    [userId],
  );
  return row.fast_tokens;
}

/** The user's generation rows of the token ledger, oldest first (the starting grant left out). */
export function generationLedger(databaseUrl: string, userId: string) {
  return sql<{ delta: number; reason: string }>(
    databaseUrl,
    `SELECT delta, reason FROM token_ledger WHERE user_id = $1 AND reason LIKE 'generation.%'
     ORDER BY created_at`,
    [userId],
  );
}

export interface PostFactoryFields {
  title?: string;
  description?: string;
  hashtags?: string[];
  category?: string;
  visibility?: 'public' | 'archived';
  status?: 'processing' | 'ready' | 'failed';
  viewCount?: number;
  createdAt?: Date;
}

/** Ready posts written straight to the database, for listing tests that need many of them. */
export async function insertPosts(
  databaseUrl: string,
  authorId: string,
  posts: PostFactoryFields[],
): Promise<string[]> {
  const ids: string[] = [];
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const p of posts) {
      const id = crypto.randomUUID();
      ids.push(id);
      await db.query(
        `INSERT INTO posts (id, author_id, kind, title, description, hashtags, visibility, status, category,
           view_count, created_at, original_key, original_content_type, original_size, width, height)
         VALUES ($1, $2, 'image', $3, $4, $5, $6, $7, $8, $9, $10, 'private/originals/x', 'image/png', 1, 400, 300)`,
        [
          id,
          authorId,
          p.title ?? 'Sin título',
          p.description ?? '',
          p.hashtags ?? [],
          p.visibility ?? 'public',
          p.status ?? 'ready',
          p.category ?? 'Otros',
          p.viewCount ?? 0,
          p.createdAt ?? new Date(),
        ],
      );
    }
  } finally {
    await db.end();
  }
  return ids;
}
