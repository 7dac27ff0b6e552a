import { createClient, Client } from 'graphql-ws';
import Redis from 'ioredis';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  AppProcess,
  DedicatedRedis,
  Outcome,
  sleep,
  spawnApp,
  steadyLoad,
  stopApp,
  succeeded,
  waitFor,
} from '../../support/faults';
import { jpegWithGps, postForm } from '../../support/media-fixtures';
import { api, createTestDatabase, insertPosts, newAccount } from '../../support/test-app';

jest.setTimeout(150_000);

/** Job locks this short: a killed worker's job is taken back within about twice this. */
const QUEUE_LOCK_MS = 2_000;

/**
 * Production's shape on one machine: two API instances (RUN_JOBS=false) and a --role=worker
 * process on one PostgreSQL (a cloned test database) and one Redis (a redis-server of the test's
 * own), each a process of its own so that it can be SIGKILLed. Selected when REDIS_URL is set.
 */
describe('two API instances and a worker, one of each killed', () => {
  let redis: DedicatedRedis;
  let env: Record<string, string>;
  let a: AppProcess;
  let b: AppProcess;
  const workers: AppProcess[] = [];
  const sockets: Client[] = [];

  beforeAll(async () => {
    redis = await DedicatedRedis.start();
    env = {
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: redis.url,
      // a Redis of its own: the prefix is pinned to the keys this file reads, whatever the shell sets
      REDIS_PREFIX: 'mixel',
      // local media shared on one disk, as a shared volume would be
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mixel-scale-out-')),
      QUEUE_LOCK_MS: String(QUEUE_LOCK_MS),
    };
    [a, b] = await Promise.all([
      spawnApp({ ...env, RUN_JOBS: 'false' }),
      spawnApp({ ...env, RUN_JOBS: 'false' }),
    ]);
    workers.push(await spawnApp(env, ['--role=worker']));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await Promise.all([a, b, ...workers].map((p) => stopApp(p)));
    await redis?.kill();
  });

  async function signUp(on: AppProcess) {
    const { body } = await api(on.baseUrl).post('/api/account/signup', newAccount());
    return {
      id: body.data.user.id as string,
      name: body.data.user.name as string,
      token: body.data.token as string,
    };
  }

  async function notifications(on: AppProcess, token: string) {
    const client = createClient({
      url: `${on.baseUrl.replace('http', 'ws')}/graphql`,
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

  /** Reads and writes against one instance, as one user. */
  function requestsOn(on: AppProcess, user: { token: string }, postId: string) {
    let n = 0;
    const gql = (query: string) => (signal: AbortSignal) =>
      fetch(`${on.baseUrl}/graphql`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query }),
      });
    return [
      {
        what: 'GET contents',
        send: (signal: AbortSignal) =>
          fetch(`${on.baseUrl}/api/image/contents?limit=5`, { signal }),
      },
      {
        what: 'GET image-detail',
        send: (signal: AbortSignal) =>
          fetch(`${on.baseUrl}/api/image/image-detail/${postId}`, { signal }),
      },
      { what: 'GraphQL me', send: gql('{ me { id fullname } }') },
      {
        what: 'updateProfile',
        send: (signal: AbortSignal) =>
          gql(`mutation { updateProfile(input: { fullname: "Carga ${n++}" }) { id } }`)(signal),
      },
    ];
  }

  async function upload(on: AppProcess, token: string, bytes: Buffer) {
    const res = await postForm(
      on.baseUrl,
      '/api/image/add-image',
      token,
      { title: 'Al worker' },
      {
        image: { bytes, name: 'a.jpg' },
      },
    );
    expect(res.status).toBeLessThan(300);
    return res.body.data.id as string;
  }

  const statusOf = async (on: AppProcess, token: string, id: string) =>
    (await api(on.baseUrl).get(`/api/image/image-detail/${id}`, token)).body.data.status as string;

  it('keeps clients of the surviving instance working when the other is SIGKILLed mid-load', async () => {
    const userA = await signUp(a);
    const userB = await signUp(b);
    const star = await signUp(b);
    const [postId] = await insertPosts(env.DATABASE_URL, star.id, [{ title: 'Compartida' }]);
    const events = await notifications(b, star.token);

    const onA = steadyLoad(requestsOn(a, userA, postId), { workers: 3, limitMs: 10_000 });
    const onB = steadyLoad(requestsOn(b, userB, postId), { workers: 3, limitMs: 10_000 });
    await sleep(1_500);
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await a.exited;
    // B keeps working: a mutation on it reaches its subscriber, its upload is processed by the worker
    const fan = await signUp(b);
    const follow = await api(b.baseUrl).graphql(
      'mutation ($id: ID!) { followUser(userId: $id) { following } }',
      { id: star.id },
      fan.token,
    );
    expect(follow.body.errors).toBeUndefined();
    await waitFor(
      'the follow notification on B',
      () => events.includes(`follow ${fan.name}`),
      5_000,
    );
    const uploaded = await upload(b, star.token, await jpegWithGps(640, 480));
    await waitFor(
      'the upload processed by the worker',
      async () => (await statusOf(b, star.token, uploaded)) === 'ready',
      20_000,
      200,
    );
    await sleep(1_000);

    const [outcomesA, outcomesB] = await Promise.all([onA.stop(), onB.stop()]);
    const describe = (o: Outcome) =>
      `${o.what} → ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`;
    expect(outcomesB.filter((o) => !succeeded(o)).map(describe)).toEqual([]);
    expect(outcomesB.filter((o) => o.sent > killedAt).length).toBeGreaterThan(20);
    // A answered until it was killed, then its clients could not connect
    expect(outcomesA.filter((o) => o.answered < killedAt && !succeeded(o)).map(describe)).toEqual(
      [],
    );
  });

  it('runs again, on another worker, a job whose worker was SIGKILLed in the middle of it', async () => {
    const user = await signUp(b);
    const probe = new Redis(redis.url);
    try {
      const id = await upload(b, user.token, await jpegWithGps(2400, 1800));
      await waitFor(
        'the worker to take the job',
        async () => (await probe.llen('mixel:media.process:active')) > 0,
        10_000,
        10,
      );
      const first = workers[0];
      first.child.kill('SIGKILL');
      await first.exited;
      // killed mid-job: the job is still held as active by a worker that no longer exists
      expect(await probe.llen('mixel:media.process:active')).toBe(1);

      workers.push(await spawnApp(env, ['--role=worker']));
      const took = await waitFor(
        'the stalled job run again to the end',
        async () => (await statusOf(b, user.token, id)) === 'ready',
        30_000,
        200,
      );
      expect(took).toBeLessThan(30_000);
      // and the job itself ends (later widths come after the post turns ready), not failed
      await waitFor(
        'the job to end',
        async () => (await probe.llen('mixel:media.process:active')) === 0,
        30_000,
        200,
      );
      expect(await probe.zcard('mixel:media.process:failed')).toBe(0);
      expect(await probe.zcard('mixel:media.process:completed')).toBeGreaterThan(0);
    } finally {
      probe.disconnect();
    }
  });
});
