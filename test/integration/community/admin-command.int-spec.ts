import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { factories } from '../../support/factories';
import { api, newAccount, sql, startTestApp, TestApp } from '../../support/test-app';
import { runAdmin } from './admin-command';

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

const roleOf = async (t: TestApp, id: string) =>
  (await sql<{ role: string }>(t.databaseUrl, 'SELECT role FROM users WHERE id = $1', [id]))[0]
    .role;

describe('npm run admin', () => {
  describe('with DATABASE_URL', () => {
    let t: TestApp;
    let f: ReturnType<typeof factories>;

    beforeAll(async () => {
      t = await startTestApp();
      f = factories(t);
    });
    afterAll(() => t.close());

    it('grants and revokes the staff role by handle, in any case or with an @', async () => {
      const ana = await f.user();
      const granted = await runAdmin(['grant-staff', `@${ana.name.toUpperCase()}`], t.databaseUrl);
      expect(granted).toMatchObject({ code: 0, stdout: `${ana.name} ahora es staff.\n` });
      expect(await roleOf(t, ana.id)).toBe('staff');
      const me = await api(t.baseUrl).get('/api/account/me', ana.token);
      expect(me.body.data.staff).toBe(true);

      const revoked = await runAdmin(['revoke-staff', ana.name], t.databaseUrl);
      expect(revoked).toMatchObject({ code: 0, stdout: `${ana.name} ya no es staff.\n` });
      expect(await roleOf(t, ana.id)).toBe('user');
      expect((await api(t.baseUrl).get('/api/account/me', ana.token)).body.data.staff).toBe(false);
    });

    it('exits 1 with a clear message for an unknown handle, and 2 with the usage for a bad command', async () => {
      const unknown = await runAdmin(['grant-staff', 'nadie_con_este_nombre'], t.databaseUrl);
      expect(unknown).toMatchObject({ code: 1, stdout: '' });
      expect(unknown.stderr).toContain('No existe ningún usuario «nadie_con_este_nombre».');
      const usage = await runAdmin(['make-admin', 'ana'], t.databaseUrl);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('grant-staff <usuario>');
    });

    it('runs the same commands as `main.js --admin`', async () => {
      const ana = await f.user();
      const granted = await runAdmin(['grant-staff', ana.name], t.databaseUrl, {}, 'main');
      expect(granted).toMatchObject({ code: 0, stdout: `${ana.name} ahora es staff.\n` });
      expect(await roleOf(t, ana.id)).toBe('staff');
      const usage = await runAdmin(['make-admin', ana.name], t.databaseUrl, {}, 'main');
      expect(usage.code).toBe(2);
    });

    it('shows the role to no one but its holder', async () => {
      const ana = await f.user();
      await runAdmin(['grant-staff', ana.name], t.databaseUrl);
      const http = api(t.baseUrl);
      const me = await http.graphql('{ me { name staff } }', {}, ana.token);
      expect(me.body.data.me).toEqual({ name: ana.name, staff: true });
      const channel = await http.get(`/api/image/get-channel/${ana.name}`);
      expect(channel.status).toBe(200);
      expect(JSON.stringify(channel.body)).not.toMatch(/staff|"role"/);
      const summary = await http.graphql('{ __type(name: "UserSummary") { fields { name } } }');
      expect(JSON.stringify(summary.body)).not.toMatch(/staff|role/);
    });
  });

  describe('on the embedded PostgreSQL of DATA_DIR', () => {
    let app: ChildProcess | undefined;
    let dataDir: string;

    afterAll(() => {
      app?.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('attaches to the cluster of the running app, and starts and stops its own when none runs', async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mixel-admin-'));
      chmodSync(dataDir, 0o755);
      const port = await freePort();
      const env: Record<string, string> = { ...(process.env as Record<string, string>) };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      app = spawn(process.execPath, [MAIN], {
        env: {
          ...env,
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          AUTH_RATE_LIMIT_PER_MINUTE: '0',
        },
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      const http = api(`http://127.0.0.1:${port}`);
      for (let i = 0; ; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) {
          break;
        }
        if (i > 400) {
          throw new Error('the app did not start');
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      const account = newAccount();
      const token = (await http.post('/api/account/signup', account)).body.data.token;

      const granted = await runAdmin(['grant-staff', account.name], null, { DATA_DIR: dataDir });
      expect(granted).toMatchObject({ code: 0, stdout: `${account.name} ahora es staff.\n` });
      expect((await http.get('/api/account/me', token)).body.data.staff).toBe(true);

      const stopped = new Promise((done) => app!.once('exit', done));
      app.kill('SIGTERM');
      await stopped;
      app = undefined;
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      const revoked = await runAdmin(['revoke-staff', account.name], null, { DATA_DIR: dataDir });
      expect(revoked).toMatchObject({ code: 0, stdout: `${account.name} ya no es staff.\n` });
      // the cluster it started for itself is stopped again
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    });
  });
});
