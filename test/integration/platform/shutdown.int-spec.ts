import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, request } from 'node:http';

jest.setTimeout(120_000);

const MAIN = resolve(__dirname, '../../../dist/server/src/main.js');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** One GET on a kept-alive connection: its status, or the network error's code. */
function get(port: number, path: string, agent: Agent): Promise<number | string> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'));
    });
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'));
    req.end();
  });
}

/** The app as `npm start` runs it: its own embedded PostgreSQL under a fresh DATA_DIR. */
async function startApp(): Promise<{ app: ChildProcess; port: number; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mixel-shutdown-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const app = spawn(process.execPath, [MAIN], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let i = 0; i < 600; i++) {
    const status = await get(port, '/api/health', new Agent());
    if (status === 200) {
      return { app, port, dataDir };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  app.kill('SIGKILL');
  throw new Error('the app did not start');
}

function postgresRunning(dataDir: string): boolean {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return false;
  }
  const pid = execFileSync('head', ['-1', pidFile]).toString().trim();
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A sign-in whose body arrives in two parts: the server has accepted the request (its headers)
 * before `between` runs, and reads the rest of it after.
 */
function slowSignIn(port: number, sent: () => void): Promise<number | string> {
  const body = JSON.stringify({ login: 'nadie@example.com', password: 'una clave cualquiera' });
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/account/signin',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'));
    req.write(body.slice(0, 10), () => sent());
    setTimeout(() => req.end(body.slice(10)), 500);
  });
}

describe('SIGTERM under load', () => {
  it('answers every request already accepted, then stops its embedded PostgreSQL and ends', async () => {
    const { app, port, dataDir } = await startApp();
    const exited = new Promise<string>((done) =>
      app.once('exit', (code, signal) => done(signal ?? `code ${code}`)),
    );
    const agent = new Agent({ keepAlive: true });
    expect(await get(port, '/api/image/contents?page=1', agent)).toBe(200);

    let started = 0;
    let allSent = () => {};
    const sent = new Promise<void>((done) => (allSent = done));
    const inFlight = Array.from({ length: 16 }, () =>
      slowSignIn(port, () => ++started === 16 && allSent()),
    );
    await sent;
    await new Promise((r) => setTimeout(r, 100));
    app.kill('SIGTERM');
    const answers = await Promise.all(inFlight);

    // each was answered as usual (wrong credentials), none cut off
    expect(answers).toEqual(Array(16).fill(401));
    // Nest raises the signal again once everything is closed: the usual end of a SIGTERM
    expect(await exited).toBe('SIGTERM');
    expect(postgresRunning(dataDir)).toBe(false);
    // and nothing is taken after the signal
    expect(await get(port, '/api/health', new Agent())).toBe('ECONNREFUSED');
  });
});
