// The app the end-to-end tests drive. With DATABASE_URL set (CI points it at the machine's
// PostgreSQL) each run gets a database of its own, so campaigns, posts and counts left by an
// earlier run never reach this one. Databases of runs over six hours old are dropped (a run
// beside this one, from another checkout, keeps its own).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const PREFIX = 'mixel_e2e_';
const STALE_MS = 6 * 3600_000;

async function freshDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const createdAt = Number(datname.split('_').at(-1));
      if (!(Date.now() - createdAt < STALE_MS)) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
    const name = `${PREFIX}${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

const env = { ...process.env };
if (env.DATABASE_URL) {
  env.DATABASE_URL = await freshDatabase(env.DATABASE_URL);
  // tests that run a command on the app's database (npm run admin) read it here
  writeFileSync(join(env.DATA_DIR, 'database-url'), env.DATABASE_URL, { mode: 0o600 });
}
const app = spawn(process.execPath, ['dist/server/src/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => app.kill(signal));
}
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
