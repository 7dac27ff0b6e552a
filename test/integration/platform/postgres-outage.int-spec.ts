import { createClient, Client } from 'graphql-ws';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  AppProcess,
  databaseUnavailable,
  DedicatedPostgres,
  Outcome,
  sleep,
  spawnApp,
  steadyLoad,
  stopApp,
  succeeded,
  timed,
  waitFor,
} from '../../support/faults';
import { jpegWithGps, postForm } from '../../support/media-fixtures';
import { api, insertPosts, newAccount } from '../../support/test-app';

jest.setTimeout(120_000);

/** The longest any request may take while the database is away (connect + query time-outs). */
const ANSWER_BOUND_MS = 6_000;
/** How soon requests must succeed again once the database is back. */
const RECOVERY_BOUND_MS = 8_000;

/**
 * The app on a PostgreSQL server of its own, which the test pauses (SIGSTOP, then SIGCONT) and
 * then stops and starts again on the same port, under a steady load of reads and writes: errors
 * come only while the database is away, answered in time and in shape, and the same Node process
 * recovers (pool, subscriptions, jobs) without a restart.
 */
describe('PostgreSQL paused and restarted under the app', () => {
  let pg: DedicatedPostgres;
  // a process of its own: what recovers is the Node process `npm start` runs, untouched
  let t: AppProcess;
  let star: { id: string; name: string; token: string };
  let postId: string;
  const sockets: Client[] = [];

  /** A user signed up through the API. */
  async function signUp() {
    const { body } = await http().post('/api/account/signup', newAccount());
    return {
      id: body.data.user.id as string,
      name: body.data.user.name as string,
      token: body.data.token as string,
    };
  }

  beforeAll(async () => {
    pg = await DedicatedPostgres.start();
    t = await spawnApp({
      DATABASE_URL: pg.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mixel-pg-outage-')),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '3000',
    });
    star = await signUp();
    [postId] = await insertPosts(pg.url, star.id, [{ title: 'Durante el corte' }]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await stopApp(t);
    await pg?.remove();
  });

  const http = () => api(t.baseUrl);
  const load = () => {
    const gql = (query: string, token?: string) => (signal: AbortSignal) =>
      fetch(`${t.baseUrl}/graphql`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
    let n = 0;
    return steadyLoad(
      [
        {
          what: 'GET contents',
          send: (signal) => fetch(`${t.baseUrl}/api/image/contents?limit=5`, { signal }),
        },
        {
          what: 'GET me',
          send: (signal) =>
            fetch(`${t.baseUrl}/api/account/me`, {
              signal,
              headers: { authorization: `Bearer ${star.token}` },
            }),
        },
        { what: 'GraphQL me', send: gql('{ me { id name } }', star.token) },
        {
          what: 'GET image-detail',
          send: (signal) => fetch(`${t.baseUrl}/api/image/image-detail/${postId}`, { signal }),
        },
        {
          what: 'updateProfile',
          send: (signal) =>
            gql(
              `mutation { updateProfile(input: { fullname: "Carga ${n++}" }) { id } }`,
              star.token,
            )(signal),
        },
      ],
      { workers: 4, limitMs: ANSWER_BOUND_MS + 4_000, pauseMs: 20 },
    );
  };

  /** A user subscribed to notificationAdded: the events it receives. */
  async function subscriber(token: string) {
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
    await sleep(200);
    return events;
  }

  /** The database is back: a new follower's follow reaches the star's open socket. */
  async function provesLiveUpdates(events: string[]) {
    const fan = await signUp();
    const follow = await http().graphql(
      'mutation ($id: ID!) { followUser(userId: $id) { following } }',
      { id: star.id },
      fan.token,
    );
    expect(follow.body.errors).toBeUndefined();
    await waitFor('the follow notification', () => events.includes(`follow ${fan.name}`), 5_000);
  }

  /** The database is back: an upload's media job runs to the end. */
  async function provesJobs() {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      star.token,
      { title: 'Después del corte' },
      { image: { bytes: await jpegWithGps(320, 240), name: 'a.jpg' } },
    );
    expect(res.status).toBeLessThan(300);
    await waitFor(
      'the upload processed',
      async () =>
        (await http().get(`/api/image/image-detail/${res.body.data.id}`, star.token)).body.data
          .status === 'ready',
      15_000,
      200,
    );
  }

  /**
   * Outcomes sent before `down` or after `up + RECOVERY_BOUND_MS` all succeeded; the others either
   * succeeded or failed in shape with a 5xx; none took longer than ANSWER_BOUND_MS.
   */
  function judge(outcomes: Outcome[], down: number, up: number) {
    const before = outcomes.filter((o) => o.answered < down);
    const during = outcomes.filter((o) => o.answered >= down && o.sent < up + RECOVERY_BOUND_MS);
    const after = outcomes.filter((o) => o.sent >= up + RECOVERY_BOUND_MS);
    const describe = (o: Outcome) =>
      `${o.what} +${o.sent - down} ms → ${o.status} in ${o.answered - o.sent} ms ${JSON.stringify(o.body).slice(0, 200)}`;
    expect(before.filter((o) => !succeeded(o)).map(describe)).toEqual([]);
    expect(after.filter((o) => !succeeded(o)).map(describe)).toEqual([]);
    const badDuring = during.filter((o) => !succeeded(o) && !databaseUnavailable(o));
    expect(badDuring.map(describe)).toEqual([]);
    const slow = outcomes.filter((o) => o.answered - o.sent > ANSWER_BOUND_MS);
    expect(slow.map(describe)).toEqual([]);
    expect(before.length).toBeGreaterThan(10);
    expect(after.length).toBeGreaterThan(10);
    return during.filter((o) => !succeeded(o));
  }

  /** /api/health while the database is away: 503 in shape, quickly. */
  async function healthDown() {
    const health = await timed(
      'health',
      (signal) => fetch(`${t.baseUrl}/api/health`, { signal }),
      ANSWER_BOUND_MS,
    );
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      ok: false,
      code: 'DATABASE_UNAVAILABLE',
      checks: { database: 'down' },
    });
    expect(health.answered - health.sent).toBeLessThan(ANSWER_BOUND_MS);
  }

  it('answers in time during a pause (SIGSTOP) and recovers after SIGCONT', async () => {
    const events = await subscriber(star.token);
    const running = load();
    await sleep(1_500);
    const down = Date.now();
    pg.pause();
    try {
      await healthDown();
      await sleep(1_500);
    } finally {
      pg.resume();
    }
    const up = Date.now();
    const recovered = await waitFor(
      'a healthy answer',
      async () => (await fetch(`${t.baseUrl}/api/health`)).status === 200,
      RECOVERY_BOUND_MS,
    );
    await sleep(RECOVERY_BOUND_MS - recovered + 2_000);
    const failed = judge(await running.stop(), down, up);
    expect(failed.length).toBeGreaterThan(0);
    await provesLiveUpdates(events);
    await provesJobs();
  });

  it('answers 503 while stopped and recovers once it runs again on the same port', async () => {
    const events = await subscriber(star.token);
    const running = load();
    await sleep(1_500);
    const down = Date.now();
    await pg.stop();
    try {
      await healthDown();
      await sleep(2_000);
    } finally {
      await pg.start();
    }
    const up = Date.now();
    const recovered = await waitFor(
      'a healthy answer',
      async () => (await fetch(`${t.baseUrl}/api/health`)).status === 200,
      RECOVERY_BOUND_MS,
    );
    await sleep(RECOVERY_BOUND_MS - recovered + 2_000);
    const failed = judge(await running.stop(), down, up);
    expect(failed.length).toBeGreaterThan(0);
    // a stopped server refuses at once: 503s come fast, not after a time-out
    expect(failed.some((o) => o.answered - o.sent < 1_000)).toBe(true);
    await provesLiveUpdates(events);
    await provesJobs();
  });
});
