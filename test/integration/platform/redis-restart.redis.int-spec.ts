import { createClient, Client } from 'graphql-ws';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import WebSocket from 'ws';
import {
  AppProcess,
  DedicatedRedis,
  sleep,
  spawnApp,
  stopApp,
  waitFor,
} from '../../support/faults';
import { jpegWithGps, postForm } from '../../support/media-fixtures';
import { api, createTestDatabase, newAccount } from '../../support/test-app';

jest.setTimeout(90_000);

/**
 * The app with REDIS_URL on a redis-server of the test's own (selected by jest.config.cjs when
 * REDIS_URL is set, as CI does), which is killed and started again empty on the same port: the
 * same process resubscribes its pub/sub channels and its BullMQ workers pick up new jobs.
 */
describe('Redis killed and started again under the app', () => {
  let redis: DedicatedRedis;
  let t: AppProcess;
  const sockets: Client[] = [];
  const http = () => api(t.baseUrl);

  beforeAll(async () => {
    redis = await DedicatedRedis.start();
    t = await spawnApp({
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: redis.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mixel-redis-restart-')),
    });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await stopApp(t);
    await redis?.kill();
  });

  async function signUp() {
    const { body } = await http().post('/api/account/signup', newAccount());
    return {
      id: body.data.user.id as string,
      name: body.data.user.name as string,
      token: body.data.token as string,
    };
  }

  async function notifications(token: string) {
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
    });
    sockets.push(client);
    const events: string[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('error', reject);
    });
    client.subscribe(
      { query: 'subscription { notificationAdded { typeNotification author { name } } }' },
      {
        next: (v) => {
          const n = (
            v.data as { notificationAdded: { typeNotification: string; author: { name: string } } }
          ).notificationAdded;
          events.push(`${n.typeNotification} ${n.author.name}`);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await sleep(300);
    return events;
  }

  const follow = async (fanToken: string, userId: string) => {
    const res = await http().graphql(
      'mutation ($id: ID!) { followUser(userId: $id) { following } }',
      { id: userId },
      fanToken,
    );
    expect(res.body.errors).toBeUndefined();
  };

  const uploadProcessed = async (token: string) => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      token,
      { title: 'Tras reiniciar Redis' },
      { image: { bytes: await jpegWithGps(320, 240), name: 'a.jpg' } },
    );
    expect(res.status).toBeLessThan(300);
    await waitFor(
      'the upload processed by the BullMQ worker',
      async () =>
        (await http().get(`/api/image/image-detail/${res.body.data.id}`, token)).body.data
          .status === 'ready',
      20_000,
      200,
    );
  };

  it('delivers notificationAdded to a socket opened before the restart, and runs jobs queued after it', async () => {
    const star = await signUp();
    const events = await notifications(star.token);
    const before = await signUp();
    await follow(before.token, star.id);
    await waitFor(
      'a notification before the restart',
      () => events.includes(`follow ${before.name}`),
      5_000,
    );
    await uploadProcessed(star.token);

    await redis.kill();
    await sleep(1_500);
    await redis.start();

    // the app's subscriber connection comes back and subscribes its channels again, by itself
    const probe = new Redis(redis.url);
    try {
      await waitFor(
        'the pub/sub channels subscribed again',
        async () => ((await probe.pubsub('CHANNELS')) as string[]).length > 0,
        10_000,
        200,
      );
    } finally {
      probe.disconnect();
    }
    // so the socket opened before the restart receives the event of a later follow
    const after = await signUp();
    await follow(after.token, star.id);
    await waitFor(
      'a notification after the restart',
      () => events.includes(`follow ${after.name}`),
      5_000,
    );
    await uploadProcessed(star.token);
    expect(t.child.exitCode).toBeNull();
  });
});
