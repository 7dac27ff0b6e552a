import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Tools of the fault tests: servers of their own to pause, kill and restart, and a steady load. */

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds or `ms` pass; how long it took, or throws with `what`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms: number,
  every = 100,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    ) {
      return Date.now() - start;
    }
    if (Date.now() - start > ms) {
      throw new Error(`${what}: not within ${ms} ms`);
    }
    await sleep(every);
  }
}

/**
 * A PostgreSQL server of the test's own (the package `npm start` embeds, run by
 * dedicated-postgres.mjs in a process of its own), so that it can be paused, stopped and started
 * again on the same port without touching the server other tests share.
 */
export class DedicatedPostgres {
  private readonly answers: string[] = [];
  private waiting: (() => void) | null = null;

  private constructor(
    private readonly driver: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {
    createInterface({ input: driver.stdout! }).on('line', (line) => {
      this.answers.push(line);
      this.waiting?.();
    });
  }

  static async start(): Promise<DedicatedPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'mixel-fault-pg-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    const driver = spawn(
      process.execPath,
      [join(__dirname, 'dedicated-postgres.mjs'), dir, String(port)],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const pg = new DedicatedPostgres(driver, dir, port);
    await pg.command('init');
    return pg;
  }

  private async command(name: string): Promise<void> {
    this.driver.stdin!.write(`${name}\n`);
    while (this.answers.length === 0) {
      await new Promise<void>((done) => (this.waiting = done));
    }
    const answer = this.answers.shift()!;
    if (answer !== `ok ${name}`) {
      throw new Error(`PostgreSQL ${name}: ${answer}`);
    }
  }

  get url(): string {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/mixel`;
  }

  /** The postmaster and every process it started (backends, checkpointer, WAL writer …). */
  processes(): number[] {
    const postmaster = Number(
      readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return [postmaster, ...childrenOf(postmaster)];
  }

  /** SIGSTOP to all of them: connections stay open, nothing answers. */
  pause(): void {
    for (const pid of this.processes()) {
      process.kill(pid, 'SIGSTOP');
    }
  }

  resume(): void {
    for (const pid of this.processes()) {
      process.kill(pid, 'SIGCONT');
    }
  }

  /** A fast shutdown (pg_ctl's default): clients are disconnected, new ones refused. */
  stop(): Promise<void> {
    return this.command('stop');
  }

  start(): Promise<void> {
    return this.command('start');
  }

  async remove(): Promise<void> {
    const ended = new Promise((done) => this.driver.once('exit', done));
    this.driver.stdin!.end();
    await ended;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command may hold spaces and parentheses: the parent PID is the 2nd field after ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) {
        pids.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A redis-server of the test's own on a free port, without persistence, to kill and start again. */
export class DedicatedRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<DedicatedRedis> {
    const redis = new DedicatedRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    this.process = child;
    await new Promise<void>((done, fail) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          done();
        }
      });
      child.once('exit', (code) => fail(new Error(`redis-server ended (${code}): ${out}`)));
    });
    child.stdout!.resume();
  }

  /** SIGKILL: no goodbye to its clients, every key gone (no persistence). */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) {
      return;
    }
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }
}

export interface Outcome {
  /** When the request was sent and answered, ms since the epoch. */
  sent: number;
  answered: number;
  what: string;
  status: number | string;
  body: unknown;
}

/** A request's outcome: its status and JSON body, or the network error's name; bounded in time. */
export async function timed(
  what: string,
  send: (signal: AbortSignal) => Promise<Response>,
  limitMs: number,
): Promise<Outcome> {
  const sent = Date.now();
  try {
    const res = await send(AbortSignal.timeout(limitMs));
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, which the shape check refuses
    }
    return { sent, answered: Date.now(), what, status: res.status, body };
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string } };
    return {
      sent,
      answered: Date.now(),
      what,
      status: e.cause?.code ?? e.name ?? 'error',
      body: null,
    };
  }
}

/** An answer in the documented error shape: REST `{ ok: false, code, message }` or GraphQL errors. */
export function errorInShape(body: unknown): boolean {
  const b = body as {
    ok?: unknown;
    code?: unknown;
    message?: unknown;
    errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
  } | null;
  if (!b || typeof b !== 'object') {
    return false;
  }
  if (b.ok === false && typeof b.code === 'string' && typeof b.message === 'string') {
    return true;
  }
  return (
    Array.isArray(b.errors) &&
    b.errors.length > 0 &&
    b.errors.every((e) => typeof e.message === 'string' && typeof e.extensions?.code === 'string')
  );
}

/** The app's answer while PostgreSQL is away: 503 `DATABASE_UNAVAILABLE`, in REST and GraphQL. */
export function databaseUnavailable(o: Outcome): boolean {
  const b = o.body as {
    code?: unknown;
    errors?: Array<{ extensions?: { code?: unknown; status?: unknown } }>;
  } | null;
  if (!errorInShape(b)) {
    return false;
  }
  if (o.status === 503 && b?.code === 'DATABASE_UNAVAILABLE') {
    return true;
  }
  return (
    Array.isArray(b?.errors) &&
    b.errors.every(
      (e) => e.extensions?.code === 'DATABASE_UNAVAILABLE' && e.extensions.status === 503,
    )
  );
}

/** A GraphQL answer with errors counts as failed even with status 200. */
export function succeeded(o: Outcome): boolean {
  if (typeof o.status !== 'number' || o.status >= 400) {
    return false;
  }
  const errors = (o.body as { errors?: unknown[] } | null)?.errors;
  return !errors || errors.length === 0;
}

/**
 * Runs `workers` loops, each sending one request after another (cycling through `requests`) until
 * stopped; every outcome is kept.
 */
export function steadyLoad(
  requests: Array<{ what: string; send: (signal: AbortSignal) => Promise<Response> }>,
  options: { workers: number; limitMs: number; pauseMs?: number },
) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: options.workers }, async (_, w) => {
    for (let i = w; running; i++) {
      const r = requests[i % requests.length];
      outcomes.push(await timed(r.what, r.send, options.limitMs));
      if (options.pauseMs) {
        await sleep(options.pauseMs);
      }
    }
  });
  return {
    outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

const MAIN = join(__dirname, '../../dist/server/src/main.js');

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** What it wrote to stderr (its JSON log lines with LOG_LEVEL set, and crashes). */
  stderr(): string;
  /** Resolves with the signal or exit code once it ends. */
  exited: Promise<string>;
}

/**
 * The built app (`dist/server/src/main.js`, as `npm start` runs it) in a process of its own, so
 * that it can be killed; answers once `/api/health/live` does (or, with `--role=worker`, once
 * it logs that it started).
 */
export async function spawnApp(
  env: Record<string, string>,
  args: string[] = [],
): Promise<AppProcess> {
  const port = await freePort();
  const base: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'fault-tests-secret-0123456789abcdef0123',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-20_000)));
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(signal ?? `code ${code}`)),
  );
  const app: AppProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    stderr: () => err,
    exited,
  };
  let ended = false;
  void exited.then(() => (ended = true));
  const worker = args.includes('--role=worker');
  await waitFor(
    `the app (${args.join(' ') || 'api'}) to start`,
    async () => {
      if (ended) {
        throw new Error(`the app ended while starting: ${err.slice(-2000)}`);
      }
      if (worker) {
        return out.includes('Worker started') || err.includes('Worker started');
      }
      return (await fetch(`${app.baseUrl}/api/health/live`)).ok;
    },
    60_000,
    150,
  ).catch((e: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${e.message}\n${err.slice(-2000)}`);
  });
  return app;
}

/** Ends the process (SIGTERM, SIGKILL after `graceMs`) and waits for it. */
export async function stopApp(app: AppProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) {
    return;
  }
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
  await app.exited;
  clearTimeout(timer);
}
