import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/src/platform/config/app-config';
import { WorkerModule } from '../../../server/src/worker.module';
import { jpegWithGps, postForm } from '../../support/media-fixtures';
import { factories } from '../../support/factories';
import { api, createTestDatabase, startTestApp, testEnv, TestApp } from '../../support/test-app';

/** An API instance that leaves jobs to a --role=worker process sharing PostgreSQL, Redis and S3-less media. */
describe('media jobs consumed by a separate worker through BullMQ', () => {
  let app: TestApp;
  let worker: INestApplicationContext | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mixel-shared-'));
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
  });

  it('keeps the post processing until a worker runs, which then publishes it', async () => {
    const { token } = await factories(app).user();
    const res = await postForm(
      app.baseUrl,
      '/api/image/add-image',
      token,
      { title: 'Para el worker' },
      {
        image: { bytes: await jpegWithGps(640, 480), name: 'a.jpg' },
      },
    );
    const id = res.body.data.id;
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      (await api(app.baseUrl).get(`/api/image/image-detail/${id}`, token)).body.data.status,
    ).toBe('processing');

    const config = loadConfig(env);
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, env.DATABASE_URL),
      {
        logger: false,
      },
    );
    let status = 'processing';
    for (let i = 0; i < 100 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await api(app.baseUrl).get(`/api/image/image-detail/${id}`, token)).body.data
        .status;
    }
    expect(status).toBe('ready');
    expect((await api(app.baseUrl).get(`/api/image/image-detail/${id}`)).status).toBe(200);
  });
});
