/**
 * npm run bench:feed — the gallery at a million posts: the app against a bare node:http + pg floor
 * running the same SQL, driven by wrk, interleaved rounds, median ratios. Not a test.
 */
import { ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../../server/src/platform/database/embedded-postgres';
import { seedPosts } from './seed';

const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const FLOOR_PORT = APP_PORT + 1;
const here = __dirname;
const root = resolve(here, '../../..');
const reportLua = join(root, 'bench/feed/report.lua');

interface WrkResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, after pid and comm
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

function wrk(
  url: string,
  seconds: number,
  script: string,
): { requests: number; seconds: number; errors: number; p50: number; p95: number; p99: number } {
  const out = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, url], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_REPORT_LUA: reportLua },
  });
  const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
  if (!line) {
    throw new Error(`wrk printed no report:\n${out}`);
  }
  return JSON.parse(line);
}

function measure(pid: number, url: string, script: string): WrkResult {
  wrk(url, WARMUP, script);
  const before = cpuTicks(pid);
  const r = wrk(url, SECONDS, script);
  const ticks = cpuTicks(pid) - before;
  return {
    rps: r.requests / r.seconds,
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    errors: r.errors,
    cpuMsPerRequest: (ticks * 10) / Math.max(1, r.requests),
  };
}

async function main(): Promise<void> {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') {
      log('wrk is missing: apt-get install -y wrk');
      process.exit(1);
    }
  }
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = join(root, 'data/bench');
    mkdirSync(dir, { recursive: true });
    embedded = await EmbeddedPostgres.start(dir);
    databaseUrl = embedded.url;
  }
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    const appEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data/bench-app'),
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      MALLOC_ARENA_MAX: '2',
      REDIS_URL: '',
    };
    const app = spawn(process.execPath, [join(root, 'dist/server/src/main.js')], {
      env: appEnv,
      stdio: 'inherit',
    });
    children.push(app);
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    log(`app up (pid ${app.pid}); seeding ${POSTS.toLocaleString('es')} posts if needed`);
    await seedPosts(databaseUrl, POSTS, log);

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const deep = (
      await db.query(
        `SELECT created_at, id, view_count FROM posts WHERE status = 'ready' AND visibility = 'public'
         ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
        [5000 * 20 - 20 - 1],
      )
    ).rows[0];
    await db.end();
    const deepCursor = {
      order: 'recents',
      createdAt: deep.created_at.toISOString(),
      views: deep.view_count,
      rank: 0,
      id: deep.id,
    };

    const floor = fork(join(here, 'floor-server.js'), [], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(FLOOR_PORT),
        BENCH_DEEP_CURSOR: JSON.stringify(deepCursor),
      },
    });
    children.push(floor);
    await new Promise<void>((r) => floor.once('message', () => r()));

    const app$ = `http://127.0.0.1:${APP_PORT}`;
    const floor$ = `http://127.0.0.1:${FLOOR_PORT}`;
    const cases = [
      {
        name: 'contents page 1',
        app: `${app$}/api/image/contents?page=1&orderBy=recients&limit=20`,
        floor: `${floor$}/feed`,
        script: reportLua,
        target: 0.6,
      },
      {
        name: 'contents page 5,000',
        app: `${app$}/api/image/contents?page=5000&orderBy=recients&limit=20`,
        floor: `${floor$}/deep`,
        script: reportLua,
        target: 0.6,
      },
      {
        name: 'search "montaña"',
        app: `${app$}/api/image/contents?q=monta%C3%B1a&limit=20`,
        floor: `${floor$}/search?q=monta%C3%B1a`,
        script: reportLua,
        target: null,
      },
      {
        name: 'autocomplete "monta"',
        app: `${app$}/api/image/auto-completed-search?q=monta`,
        floor: `${floor$}/suggest?q=monta`,
        script: reportLua,
        target: null,
      },
      {
        name: 'GraphQL feed',
        app: `${app$}/graphql`,
        floor: `${floor$}/feed`,
        script: join(root, 'bench/feed/graphql.lua'),
        target: 0.4,
      },
    ];
    // the first far-page request pays an OFFSET once; steady state is a keyset seek
    await fetch(cases[1].app);

    const results: Array<{
      name: string;
      ratio: number;
      app: WrkResult;
      floor: WrkResult;
      target: number | null;
    }> = [];
    for (const c of cases) {
      const ratios: number[] = [];
      let lastApp!: WrkResult;
      let lastFloor!: WrkResult;
      for (let round = 1; round <= ROUNDS; round++) {
        lastApp = measure(app.pid!, c.app, c.script);
        lastFloor = measure(floor.pid!, c.floor, reportLua);
        ratios.push(lastApp.rps / lastFloor.rps);
        log(
          `${c.name} round ${round}: app ${lastApp.rps.toFixed(0)} req/s, floor ${lastFloor.rps.toFixed(0)} req/s, ratio ${ratios[ratios.length - 1].toFixed(2)}`,
        );
      }
      results.push({
        name: c.name,
        ratio: median(ratios),
        app: lastApp,
        floor: lastFloor,
        target: c.target,
      });
    }

    log(
      '\ncase | app req/s | floor req/s | ratio (median) | target | app p50 / p95 ms | app CPU ms/req | floor CPU ms/req',
    );
    for (const r of results) {
      log(
        `${r.name} | ${r.app.rps.toFixed(0)} | ${r.floor.rps.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.target ? `≥ ${r.target}` : '—'} | ` +
          `${r.app.p50.toFixed(1)} / ${r.app.p95.toFixed(1)} | ${r.app.cpuMsPerRequest.toFixed(2)} | ${r.floor.cpuMsPerRequest.toFixed(2)}`,
      );
    }
    const page1 = results[0].app.p50;
    const page5000 = results[1].app.p50;
    log(
      `\npage 5,000 latency / page 1 latency (p50): ${(page5000 / page1).toFixed(2)} (target ≤ 1.3)`,
    );
    log(`autocomplete p95 through the API: ${results[3].app.p95.toFixed(1)} ms (target < 15 ms)`);
    const met =
      results.every((r) => r.target === null || r.ratio >= r.target) &&
      page5000 / page1 <= 1.3 &&
      results[3].app.p95 < 15;
    log(met ? 'targets met' : 'TARGETS MISSED');
  } finally {
    stop();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
