import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { backup, restore } from '../../../server/src/backup';
import { loadConfig } from '../../../server/src/platform/config/app-config';
import { LocalMediaStore } from '../../../server/src/platform/storage/local-media-store';
import { factories } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, setBalance, sql, startTestApp, TestApp } from '../../support/test-app';
import { createCampaign } from '../campaigns/campaign-helpers';

jest.setTimeout(120_000);

/** An empty database on the test server (not cloned from the migrated template). */
async function emptyDatabase(): Promise<string> {
  const admin = new Client({ connectionString: process.env.MIXEL_TEST_ADMIN_URL });
  await admin.connect();
  const name = `${process.env.MIXEL_TEST_PREFIX}restore_${Date.now().toString(36)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(process.env.MIXEL_TEST_ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every row of every table, as text, in a stable order. */
/** Every row once the posts are fully rendered and two reads a second apart agree. */
async function settled(url: string, posts: string[]): Promise<Record<string, unknown[]>> {
  const until = Date.now() + 90_000;
  let previous = '';
  for (;;) {
    const [pending] = await sql<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM posts
       WHERE id = ANY($1) AND (status <> 'ready' OR (monetizable AND premium_media IS NULL))`,
      [posts],
    );
    const rows = await everyRow(url);
    const now = JSON.stringify(rows);
    if (pending.n === 0 && now === previous) {
      return rows;
    }
    if (Date.now() > until) {
      throw new Error('the app kept writing for 90 s');
    }
    previous = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function everyRow(url: string): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace
     AND relkind IN ('r', 'p') AND NOT relispartition ORDER BY 1`,
  );
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = await sql<{ j: string }>(url, `SELECT row_to_json(t)::text AS j FROM "${name}" t`);
    all[name] = rows
      .map((r) => r.j)
      .sort()
      .map((j) => JSON.parse(j) as unknown);
  }
  return all;
}

async function everyObject(store: LocalMediaStore): Promise<Map<string, Buffer>> {
  const objects = new Map<string, Buffer>();
  for await (const key of store.list()) {
    objects.set(key, (await store.getBytes(key))!);
  }
  return objects;
}

describe('npm run backup / npm run restore', () => {
  let t: TestApp;
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mixel-backup-test-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restores every post, ledger row, campaign and media object, byte for byte, and refuses a target that is not empty', async () => {
    const f = factories(t);
    const http = api(t.baseUrl);
    const owner = await f.user({ plan: 'pro' });
    await setBalance(t.databaseUrl, owner.id, 4000);
    const posts: string[] = [];
    for (const color of ['#aa3311', '#11aa33']) {
      const res = await postForm(
        t.baseUrl,
        '/api/image/add-image',
        owner.token,
        { title: `Color ${color}`, visibility: 'public', monetizable: 'true' },
        {
          image: { bytes: await solidImage('jpeg', color, 900), name: 'c.jpg', type: 'image/jpeg' },
        },
      );
      expect(res.status).toBe(201);
      posts.push(res.body.data.id);
    }
    await createCampaign(http, owner.token, posts[0]);
    const generated = await http.post('/api/ai/predictions', { prompt: 'un faro' }, owner.token);
    expect(generated.status).toBe(200);

    // media jobs write to a post after it shows (variants, then the premium renditions of a
    // monetized one): back up once the database has stopped changing
    const before = await settled(t.databaseUrl, posts);

    const file = join(scratch(), 'mixel.tgz');
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl,
      LOG_LEVEL: 'silent',
    });
    // taken while the app runs
    const manifest = await backup(config, file);
    expect(manifest.media.length).toBeGreaterThan(5);

    const target = loadConfig({
      DATA_DIR: scratch(),
      DATABASE_URL: await emptyDatabase(),
      LOG_LEVEL: 'silent',
    });
    await restore(target, file);

    const after = await everyRow(target.databaseUrl!);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of ['posts', 'token_ledger', 'campaigns', 'users', 'generations']) {
      expect(before[table].length).toBeGreaterThan(0);
    }
    // what the snapshot held is what came back (rows written since, if any, are the app's own)
    for (const [table, rows] of Object.entries(before)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows });
    }
    const [ledger] = await sql<{ sum: string; balance: number }>(
      target.databaseUrl!,
      `SELECT sum(delta)::text AS sum, (SELECT fast_tokens FROM users WHERE id = $1) AS balance
       FROM token_ledger WHERE user_id = $1`,
      [owner.id],
    );
    expect(Number(ledger.sum)).toBe(ledger.balance);

    const sourceMedia = await everyObject(new LocalMediaStore(join(t.dataDir, 'media')));
    const restoredMedia = await everyObject(new LocalMediaStore(join(target.dataDir, 'media')));
    expect([...restoredMedia.keys()].sort()).toEqual([...sourceMedia.keys()].sort());
    for (const [key, bytes] of sourceMedia) {
      expect(restoredMedia.get(key)!.equals(bytes)).toBe(true);
    }
    // every media key a post row names is in the archive
    const keys = await sql<{ key: string }>(
      target.databaseUrl!,
      'SELECT original_key AS key FROM posts WHERE id = ANY($1)',
      [posts],
    );
    for (const { key } of keys) {
      expect(restoredMedia.has(key)).toBe(true);
    }

    // a target with data (the one just restored, or the running app's) is refused
    await expect(restore(target, file)).rejects.toThrow(/no está vacío/);
    await expect(restore(config, file)).rejects.toThrow(/no está vacío/);
  });
});
