import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/src/platform/config/app-config';
import { MediaStore } from '../../../server/src/platform/storage/media-store.port';
import { WorkerModule } from '../../../server/src/worker.module';
import { factories } from '../../support/factories';
import { waitFor } from '../../support/faults';
import {
  api,
  createTestDatabase,
  sql,
  startTestApp,
  testEnv,
  TestApp,
} from '../../support/test-app';

/** An API instance that takes no jobs: exports and media clean-ups wait in BullMQ for a worker. */
describe('Tus datos: jobs consumed by a separate worker through BullMQ', () => {
  let app: TestApp;
  let worker: INestApplicationContext | undefined;
  let env: Record<string, string>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mixel-privacy-shared-'));
    env = testEnv({
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: process.env.REDIS_URL!,
      DATA_DIR: dataDir,
    });
    app = await startTestApp({ ...env, RUN_JOBS: 'false' });
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds the export and removes a deleted account’s media once a worker runs', async () => {
    const f = factories(app);
    const http = api(app.baseUrl);
    const ana = await f.user();
    const carla = await f.user();
    const postId = await f.post(carla.id, { title: 'De carla' });
    const store = app.app.get(MediaStore);
    await store.put(`private/originals/${postId}`, Buffer.from('x'), 'image/png');
    await store.put(`public/${postId}/w320.webp`, Buffer.from('x'), 'image/webp');

    await http.graphql(`mutation { requestDataExport { id } }`, {}, ana.token);
    const deleted = await http.graphql(
      `mutation ($p: String) { deleteAccount(password: $p) }`,
      { p: carla.password },
      carla.token,
    );
    expect(deleted.body).toEqual({ data: { deleteAccount: true } });
    await new Promise((r) => setTimeout(r, 500));
    const status = async () =>
      (await http.graphql(`query { myDataExport { status } }`, {}, ana.token)).body.data
        .myDataExport.status;
    expect(await status()).toBe('pending');
    expect(await sql(env.DATABASE_URL, 'SELECT 1 FROM media_cleanups')).toHaveLength(1);

    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(loadConfig(env), env.DATABASE_URL),
      { logger: false },
    );
    // what it last saw, for a failure to say which of the two did not happen
    let seen = 'no answer yet';
    await waitFor(
      'the export ready and the clean-up done',
      async () => {
        const exportStatus = await status();
        const cleanups = (await sql(env.DATABASE_URL, 'SELECT 1 FROM media_cleanups')).length;
        seen = `export ${exportStatus}, ${cleanups} clean-up(s) left`;
        return exportStatus === 'ready' && cleanups === 0;
      },
      20_000,
      200,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; last seen: ${seen}`);
    });
    const left: string[] = [];
    for await (const key of store.list()) {
      left.push(key);
    }
    expect(left.filter((k) => k.includes(postId))).toEqual([]);
    expect(left.filter((k) => k.startsWith(`private/exports/${ana.id}/`))).toHaveLength(1);
  });
});
