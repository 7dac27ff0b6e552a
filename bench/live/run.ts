/**
 * npm run bench:live — live notifications at thousands of subscribers: N graphql-ws clients on
 * one app instance, one notification each (the actor follows every subscriber through the
 * GraphQL API at a steady rate), against a plain graphql-ws server driven the same way. Prints delivery
 * latency p50/p99 and server memory per idle connection, with app/baseline ratios. Not a test.
 */
import { ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import WebSocket from 'ws';
import { EmbeddedPostgres } from '../../server/src/platform/database/embedded-postgres';
import type { LoadCommand, LoadReply } from './load';
import { BenchUser, resetFollows, seedUsers } from './seed';

const SIZES = (process.env.BENCH_SUBSCRIBERS ?? '1000,5000').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const WARMUP = 50;
const APP_PORT = 3203;
const BASELINE_PORT = 3204;
const TARGET_P99_MS = 100;
const TARGET_P99_AT = 5000;
const TARGET_KIB = 20;
const here = __dirname;
const root = resolve(here, '../../..');
const work = '/tmp/mixel-bench-live';
const secret = randomBytes(32).toString('hex');

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Result {
  target: 'baseline' | 'app';
  subscribers: number;
  connectSeconds: number;
  rssBeforeKiB: number;
  rssAfterKiB: number;
  kibPerConnection: number;
  heapKibPerConnection: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  cpuMsPerEvent: number;
  createdP50: number;
  createdP99: number;
  missing: number;
  failed: number;
}

/**
 * The servers run with --inspect on a free loopback port: the bench collects garbage through the
 * inspector protocol before reading memory, so that no hook lives in production code.
 */
const INSPECT = '--inspect=127.0.0.1:0';

function inspectorUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let found = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      const url = text.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
      if (url && !found) {
        found = true;
        resolve(url);
      }
      const rest = text
        .split('\n')
        .filter(
          (l) =>
            l && !/Debugger (listening|attached|ending)|nodejs.org\/en\/docs\/inspector/.test(l),
        );
      if (rest.length > 0) {
        process.stderr.write(`${rest.join('\n')}\n`);
      }
    });
  });
}

type InspectorReply = { id?: number; result?: { result?: { value?: string } } };

/** Full garbage collection in the server, then its heap in use (KiB), through the inspector. */
async function collectGarbage(url: string): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise((r) => socket.once('open', r));
  const call = (id: number, method: string, params: object = {}) =>
    new Promise<InspectorReply>((resolve) => {
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as InspectorReply;
        if (message.id === id) {
          socket.off('message', onMessage);
          resolve(message);
        }
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call(1, 'HeapProfiler.collectGarbage');
  await call(2, 'HeapProfiler.collectGarbage');
  const usage = await call(3, 'Runtime.evaluate', {
    expression: 'String(process.memoryUsage().heapUsed)',
  });
  socket.close();
  return Number(usage.result?.result?.value ?? NaN) / 1024;
}

function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]);
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, after pid and comm
}

/** Waits until the process has used under 2 % of a core for a whole second (timers, GC done). */
async function settle(pid: number): Promise<void> {
  await sleep(2000);
  for (let i = 0; i < 30; i++) {
    const before = cpuTicks(pid);
    await sleep(1000);
    if (cpuTicks(pid) - before <= 2) {
      return;
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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
    await sleep(300);
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The bench database commits without waiting for the WAL flush: on a shared machine another
 * process's disk writes otherwise stall a commit for hundreds of milliseconds, which says nothing
 * about delivering to thousands of subscribers. Only this database is affected.
 */
async function commitWithoutFlush(url: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  const [{ name }] = (await db.query('SELECT current_database() AS name')).rows;
  await db.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  await db.end();
}

/** A dedicated database on the server of DATABASE_URL, created afresh. */
async function dedicatedDatabase(url: string): Promise<string> {
  const name = 'mixel_bench_live';
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dedicated = new URL(url);
  dedicated.pathname = `/${name}`;
  return dedicated.toString();
}

class Load {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(join(here, 'load.js'), [], { stdio: 'inherit' });
  }
  ask<T extends LoadReply['type']>(
    command: LoadCommand,
    expect: T,
  ): Promise<Extract<LoadReply, { type: T }>> {
    return new Promise((resolve) => {
      const onMessage = (message: LoadReply) => {
        if (message.type === expect) {
          this.child.off('message', onMessage);
          resolve(message as Extract<LoadReply, { type: T }>);
        }
      };
      this.child.on('message', onMessage);
      this.child.send(command);
    });
  }
  stop(): void {
    this.child.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl: string;
  if (process.env.DATABASE_URL) {
    databaseUrl = await dedicatedDatabase(process.env.DATABASE_URL);
  } else {
    embedded = await EmbeddedPostgres.start(join(work, 'pg'));
    databaseUrl = embedded.url;
  }
  await commitWithoutFlush(databaseUrl);
  const redisUrl = process.env.REDIS_URL ?? '';
  const children = new Set<ChildProcess>();
  const stopAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.on('exit', stopAll);

  type Server = { child: ChildProcess; inspector: string };
  const startApp = async (): Promise<Server> => {
    const app = spawn(process.execPath, [INSPECT, join(root, 'dist/server/src/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'app'),
        JWT_SECRET: secret,
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        MALLOC_ARENA_MAX: '2',
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    children.add(app);
    const inspector = inspectorUrl(app);
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    return { child: app, inspector: await inspector };
  };
  const startBaseline = async (): Promise<Server> => {
    const baseline = fork(join(here, 'baseline-server.js'), [], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(BASELINE_PORT),
        JWT_SECRET: secret,
        MALLOC_ARENA_MAX: '2',
      },
      execArgv: [INSPECT],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    children.add(baseline);
    const inspector = inspectorUrl(baseline);
    await new Promise<void>((r) => baseline.once('message', () => r()));
    return { child: baseline, inspector: await inspector };
  };
  const stop = async ({ child }: Server) => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    child.kill('SIGKILL');
    children.delete(child);
  };

  try {
    const largest = Math.max(...SIZES);
    log(`seeding ${largest + WARMUP} subscribers (app migrates the database first)`);
    await stop(await startApp());
    const { actor, subscribers } = await seedUsers(databaseUrl, largest + WARMUP, secret);
    const warmup = subscribers.slice(largest);
    log(`pub/sub: ${redisUrl ? 'Redis' : 'in-process'}; ${RATE} triggers per second`);

    const triggers = {
      app: (users: BenchUser[]) => ({
        url: `http://127.0.0.1:${APP_PORT}/graphql`,
        headers: { authorization: `Bearer ${actor.token}` },
        bodies: users.map((u) =>
          JSON.stringify({
            query: 'mutation ($id: ID!) { followUser(userId: $id) { following } }',
            variables: { id: u.id },
          }),
        ),
      }),
      baseline: (users: BenchUser[]) => ({
        url: `http://127.0.0.1:${BASELINE_PORT}/trigger`,
        headers: {},
        bodies: users.map((u) => JSON.stringify({ userId: u.id })),
      }),
    };

    const measure = async (target: Result['target'], n: number): Promise<Result> => {
      if (target === 'app') {
        await resetFollows(databaseUrl, actor.id);
      }
      const server = target === 'app' ? await startApp() : await startBaseline();
      const pid = server.child.pid!;
      const port = target === 'app' ? APP_PORT : BASELINE_PORT;
      const url = `ws://127.0.0.1:${port}/graphql`;
      try {
        // warm-up on other users: JIT, lazy initialisation, pools
        const warm = new Load();
        await warm.ask(
          { type: 'connect', url, tokens: warmup.map((u) => u.token), chunk: 50 },
          'connected',
        );
        await sleep(500);
        await warm.ask(
          { type: 'trigger', ...triggers[target](warmup), rate: RATE, timeoutMs: 10_000 },
          'delivered',
        );
        await warm.ask({ type: 'close' }, 'closed');
        warm.stop();
        await settle(pid);
        const heapBeforeKiB = await collectGarbage(server.inspector);
        const rssBeforeKiB = rssKiB(pid);

        const load = new Load();
        try {
          const users = subscribers.slice(0, n);
          const connected = await load.ask(
            { type: 'connect', url, tokens: users.map((u) => u.token), chunk: 100 },
            'connected',
          );
          await settle(pid);
          const heapAfterKiB = await collectGarbage(server.inspector);
          const rssAfterKiB = rssKiB(pid);
          const ticks = cpuTicks(pid);
          const delivered = await load.ask(
            { type: 'trigger', ...triggers[target](users), rate: RATE, timeoutMs: 30_000 },
            'delivered',
          );
          if (process.env.BENCH_DUMP) {
            writeFileSync(
              `${process.env.BENCH_DUMP}-${target}-${n}.json`,
              JSON.stringify(delivered),
            );
          }
          const sorted = [...delivered.latencies].sort((a, b) => a - b);
          const sinceCreated = [...delivered.sinceCreated].sort((a, b) => a - b);
          const cpuMsPerEvent = ((cpuTicks(pid) - ticks) * 10) / n;
          const result: Result = {
            target,
            subscribers: n,
            connectSeconds: connected.seconds,
            rssBeforeKiB,
            rssAfterKiB,
            kibPerConnection: (rssAfterKiB - rssBeforeKiB) / n,
            heapKibPerConnection: (heapAfterKiB - heapBeforeKiB) / n,
            eventsPerSecond: n / delivered.seconds,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            max: sorted[sorted.length - 1] ?? NaN,
            cpuMsPerEvent,
            createdP50: percentile(sinceCreated, 50),
            createdP99: percentile(sinceCreated, 99),
            missing: delivered.missing,
            failed: connected.failed + delivered.failedTriggers,
          };
          log(
            `${target} at ${n}: connected in ${connected.seconds.toFixed(1)} s, ` +
              `${result.kibPerConnection.toFixed(1)} KiB/connection ` +
              `(heap ${result.heapKibPerConnection.toFixed(1)}), p50 ${result.p50.toFixed(1)} ms, ` +
              `p99 ${result.p99.toFixed(1)} ms, ${result.eventsPerSecond.toFixed(0)} events/s` +
              (result.missing || result.failed
                ? `, ${result.missing} missing, ${result.failed} failed`
                : ''),
          );
          await load.ask({ type: 'close' }, 'closed');
          return result;
        } finally {
          load.stop();
        }
      } finally {
        await stop(server);
      }
    };

    const results: Result[] = [];
    for (const n of SIZES) {
      results.push(await measure('baseline', n));
      results.push(await measure('app', n));
    }

    log(
      '\ntarget | subscribers | RSS KiB/connection (before → after) | heap KiB/connection | ' +
        'p50 / p99 / max ms | created → delivered p50 / p99 ms | server CPU ms/event | missing',
    );
    for (const r of results) {
      log(
        `${r.target} | ${r.subscribers} | ${r.kibPerConnection.toFixed(1)} (${(r.rssBeforeKiB / 1024).toFixed(0)} → ${(r.rssAfterKiB / 1024).toFixed(0)} MiB) | ` +
          `${r.heapKibPerConnection.toFixed(1)} | ${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} / ${r.max.toFixed(1)} | ` +
          `${r.createdP50.toFixed(0)} / ${r.createdP99.toFixed(0)} | ${r.cpuMsPerEvent.toFixed(2)} | ${r.missing}`,
      );
    }
    log('');
    let met = true;
    for (const n of SIZES) {
      const app = results.find((r) => r.target === 'app' && r.subscribers === n)!;
      const base = results.find((r) => r.target === 'baseline' && r.subscribers === n)!;
      log(
        `${n} subscribers, app/baseline: p99 ${(app.p99 / base.p99).toFixed(2)}, ` +
          `memory per connection ${(app.kibPerConnection / base.kibPerConnection).toFixed(2)}`,
      );
      met &&= app.kibPerConnection < TARGET_KIB && app.missing === 0 && app.failed === 0;
      if (n === TARGET_P99_AT) {
        met &&= app.p99 < TARGET_P99_MS;
      }
    }
    log(
      `targets: p99 < ${TARGET_P99_MS} ms at ${TARGET_P99_AT} subscribers, < ${TARGET_KIB} KiB per idle connection, nothing missing`,
    );
    log(met ? 'targets met' : 'TARGETS MISSED');
  } finally {
    stopAll();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
