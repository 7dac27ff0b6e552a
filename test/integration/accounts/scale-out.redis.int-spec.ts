import Redis from 'ioredis';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { LIVENESS_TTL_MS } from '../../../server/src/campaigns/application/ad-serving.service';
import { factories } from '../../support/factories';
import {
  api,
  createTestDatabase,
  insertPosts,
  newAccount,
  sql,
  startTestApp,
  TEST_REDIS_PREFIX,
  TestApp,
} from '../../support/test-app';
import { createCampaign, galleryPage, sponsoredPositions } from '../campaigns/campaign-helpers';
import { subscribedSocket } from '../../support/live-socket';

/**
 * Two API instances on one PostgreSQL and one Redis, as in production: live updates and rate
 * limits hold across instances. Selected by jest.config.cjs only when REDIS_URL is set.
 */

/** Redis rate-limit counters left by earlier runs, dropped so a limit counts from zero. */
async function forgetRateLimits(pattern: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL!);
  const keys = await redis.keys(pattern);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  await redis.quit();
}

async function waitUntil(done: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Two instances of the app on one new database and the test Redis, for one describe block. */
function twoInstances(
  env: Record<string, string> = {},
  prepare?: () => Promise<void>,
): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    await prepare?.();
    const shared = {
      DATABASE_URL: await createTestDatabase(),
      REDIS_URL: process.env.REDIS_URL!,
      ...env,
    };
    apps.a = await startTestApp(shared);
    apps.b = await startTestApp(shared);
  });
  afterAll(async () => {
    await apps.a?.close();
    await apps.b?.close();
  });
  return apps;
}

describe('two instances sharing PostgreSQL and Redis', () => {
  const apps = twoInstances({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, () =>
    forgetRateLimits(`${TEST_REDIS_PREFIX}:rl:*`),
  );

  it('delivers meUpdated to a subscriber on one instance when a mutation runs on the other', async () => {
    const { body } = await api(apps.a.baseUrl).post('/api/account/signup', newAccount());
    const token = body.data.token;
    const client = createClient({
      url: `${apps.a.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { meUpdated { fullname } }' },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      await new Promise((r) => setTimeout(r, 300));
      await api(apps.b.baseUrl).graphql(
        'mutation { updateProfile(input: { fullname: "Desde B" }) { id } }',
        {},
        token,
      );
      await expect(received).resolves.toEqual({ data: { meUpdated: { fullname: 'Desde B' } } });
    } finally {
      await client.dispose();
    }
  });
});

describe('sign-out across instances', () => {
  const apps = twoInstances();

  it('closes a subscription socket on one instance with 4401 when its session signs out on the other', async () => {
    const { body } = await api(apps.a.baseUrl).post('/api/account/signup', newAccount());
    const token = body.data.token as string;
    const socket = await subscribedSocket(apps.a.baseUrl, token);
    try {
      await api(apps.b.baseUrl).post('/api/account/signout', undefined, token);
      await expect(socket.closed).resolves.toBe(4401);
    } finally {
      await socket.dispose();
    }
  });
  it('refuses a signed-out token at once on the other instance, though that instance had just verified it', async () => {
    const { body } = await api(apps.a.baseUrl).post('/api/account/signup', newAccount());
    const token = body.data.token as string;
    // A verifies the session and keeps it: its next requests ask no database
    expect((await api(apps.a.baseUrl).get('/api/account/me', token)).status).toBe(200);
    expect((await api(apps.a.baseUrl).get('/api/account/me', token)).status).toBe(200);

    const out = await api(apps.b.baseUrl).post('/api/account/signout', undefined, token);
    expect(out.status).toBeLessThan(300);

    const refused = await api(apps.a.baseUrl).get('/api/account/me', token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });
});

describe('notifications across instances', () => {
  const apps = twoInstances({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });

  it("delivers notificationAdded on instance A for a like of the subscriber's post made through instance B", async () => {
    const star = (await api(apps.a.baseUrl).post('/api/account/signup', newAccount())).body.data;
    const fan = (await api(apps.b.baseUrl).post('/api/account/signup', newAccount())).body.data;
    const [postId] = await insertPosts(apps.a.databaseUrl, star.user.id, [{ title: 'En A' }]);
    const client = createClient({
      url: `${apps.a.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${star.token}` },
      retryAttempts: 0,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          {
            query:
              'subscription { notificationAdded { typeNotification postId href author { name } } }',
          },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      await new Promise((r) => setTimeout(r, 300));
      const like = await api(apps.b.baseUrl).graphql(
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        { id: postId },
        fan.token,
      );
      expect(like.body.data.likePost.likeCount).toBe(1);
      await expect(received).resolves.toEqual({
        data: {
          notificationAdded: {
            typeNotification: 'like-image',
            postId,
            href: `/p/${postId}`,
            author: { name: fan.user.name },
          },
        },
      });
    } finally {
      await client.dispose();
    }
  });

  it('carries a notification and the unread count it raised in one message, and a count read alone in another', async () => {
    const star = (await api(apps.a.baseUrl).post('/api/account/signup', newAccount())).body.data;
    const fan = (await api(apps.b.baseUrl).post('/api/account/signup', newAccount())).body.data;
    const [postId] = await insertPosts(apps.a.databaseUrl, star.user.id, [{ title: 'Una' }]);
    // what travels on the star's channel (under the deployment's prefix), as any instance receives it
    const listener = new Redis(process.env.REDIS_URL!);
    const messages: Array<{ unreadCount: number; added?: { type: string } }> = [];
    listener.on('message', (_channel: string, text: string) => messages.push(JSON.parse(text)));
    await listener.subscribe(`${TEST_REDIS_PREFIX}:notifications.${star.user.id}`);
    const client = createClient({
      url: `${apps.a.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${star.token}` },
      retryAttempts: 0,
    });
    const seen: string[] = [];
    const stream = (query: string, name: string) =>
      client.subscribe(
        { query },
        {
          next: (r) => seen.push(`${name} ${JSON.stringify(r.data)}`),
          error: () => undefined,
          complete: () => undefined,
        },
      );
    try {
      stream('subscription { notificationAdded { typeNotification } }', 'added');
      stream('subscription { unreadCountChanged }', 'unread');
      await new Promise((r) => setTimeout(r, 300));
      await api(apps.b.baseUrl).graphql(
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        { id: postId },
        fan.token,
      );
      await waitUntil(() => seen.length === 2);
      expect(seen.sort()).toEqual([
        'added {"notificationAdded":{"typeNotification":"like-image"}}',
        'unread {"unreadCountChanged":1}',
      ]);
      expect(messages).toEqual([
        expect.objectContaining({
          unreadCount: 1,
          added: expect.objectContaining({ type: 'like-image' }),
        }),
      ]);

      seen.length = 0;
      await api(apps.b.baseUrl).graphql('mutation { markAllNotificationsClicked }', {}, star.token);
      await waitUntil(() => seen.length === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toEqual(['unread {"unreadCountChanged":0}']);
      expect(messages.slice(1)).toEqual([{ unreadCount: 0 }]);
    } finally {
      await client.dispose();
      await listener.quit();
    }
  });
});

describe('rate limits shared through Redis', () => {
  const apps = twoInstances({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, () =>
    forgetRateLimits(`${TEST_REDIS_PREFIX}:rl:auth-signin*`),
  );

  it('counts attempts on both instances against one limit', async () => {
    const attempt = (t: TestApp) =>
      api(t.baseUrl).post('/api/account/signin', { login: 'nobody', password: 'wrong-pass' });
    const statuses = [
      (await attempt(apps.a)).status,
      (await attempt(apps.b)).status,
      (await attempt(apps.a)).status,
      (await attempt(apps.b)).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('ads across instances', () => {
  const apps = twoInstances();

  it('serves a campaign launched on one instance on the next page of the other, which had just found none live', async () => {
    const f = factories(apps.a);
    const author = await f.user();
    await f.posts(
      author.id,
      Array.from({ length: 20 }, (_, i) => ({ title: `Paisaje ${i}` })),
    );
    const advertiser = await f.user({ tokens: 10_000 });
    const creative = await f.post(advertiser.id, { title: 'Anuncio de primavera' });
    await sql(
      apps.a.databaseUrl,
      `UPDATE posts SET announcement = true, visibility = 'archived' WHERE id = $1`,
      [creative],
    );

    // A finds no campaign live, and believes it for LIVENESS_TTL_MS
    const quiet = await galleryPage(api(apps.a.baseUrl), 'limit=20');
    const believedAt = Date.now();
    expect(sponsoredPositions(quiet.tiles)).toEqual([]);

    await createCampaign(api(apps.b.baseUrl), advertiser.token, creative, {
      objective: 'reach',
      bidModel: 'CPM',
      bidCredits: 2,
      budgetCredits: 50,
    });
    // the message reaches A a moment after the launch commits, well within that second
    let served: number[] = [];
    for (let i = 0; i < 10 && served.length === 0; i++) {
      served = sponsoredPositions((await galleryPage(api(apps.a.baseUrl), 'limit=20')).tiles);
      if (served.length === 0) {
        await new Promise((r) => setTimeout(r, 30));
      }
    }
    expect(served).toEqual([8]);
    expect(Date.now() - believedAt).toBeLessThan(LIVENESS_TTL_MS);
  });
});
