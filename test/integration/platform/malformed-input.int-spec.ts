import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { api, newAccount, setPlan, startTestApp, TestApp } from '../../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const INVALID_TEXT = 'El texto contiene caracteres no permitidos.';
const NOT_A_UUID = 'not-a-uuid';
const UPLOADS = [
  '/api/uploads',
  '/api/image/add-image',
  '/api/image/add-video',
  '/api/account/avatar',
  '/api/account/cover',
];

/** Every malformed request the edge must refuse with a 4xx and the documented error shape. */
describe('malformed input never answers 500', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    const { body } = await http.post('/api/account/signup', newAccount());
    token = body.data.token;
    // on Max, add-video reads the body (other plans are refused before it)
    await setPlan(t.databaseUrl, body.data.user.id, 'max');
  });
  afterAll(() => t.close());

  async function send(
    method: string,
    path: string,
    init: { body?: string | Buffer; type?: string; auth?: boolean } = {},
  ): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = {};
    if (init.type) {
      headers['content-type'] = init.type;
    }
    if (init.auth !== false) {
      headers.authorization = `Bearer ${token}`;
    }
    const response = await fetch(`${t.baseUrl}${path}`, { method, headers, body: init.body });
    const text = await response.text();
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      // the assertion shows what came back
    }
    return { status: response.status, body };
  }

  function expectRefused(r: { status: number; body: Json }, code?: string) {
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).toEqual({ ok: false, code: expect.any(String), message: expect.any(String) });
    if (code) {
      expect(r.body.code).toBe(code);
    }
  }

  const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });

  describe('control characters and lone surrogates', () => {
    const bad = ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007f\ud800b', 'a\udc00b'];
    const bodies: Array<[string, (s: string) => unknown]> = [
      ['/api/account/signin', (s) => ({ login: s, password: 'x' })],
      ['/api/account/signup', (s) => ({ ...newAccount(), fullname: s })],
      ['/api/ai/predictions', (s) => ({ prompt: s })],
      ['/api/payment/create-subscription', (s) => ({ planName: s })],
    ];

    it.each(bodies)('refuses them in the JSON body of %s', async (path, make) => {
      for (const text of bad) {
        const r = await send('POST', path, json(make(text)));
        expectRefused(r, 'INVALID_CHARACTERS');
        expect(r.body.message).toBe(INVALID_TEXT);
      }
    });

    it('refuses them in an object key of a JSON body', async () => {
      const r = await send('POST', '/api/account/signin', {
        body: '{"login":"a","password":"b","x\\u0000":1}',
        type: 'application/json',
      });
      expectRefused(r, 'INVALID_CHARACTERS');
    });

    it.each([
      '/api/image/contents?q=',
      '/api/image/auto-completed-search?q=',
      '/api/ai/generations?q=',
      '/api/notifications?page=',
    ])('refuses them in the query of %s', async (path) => {
      for (const text of ['a%00b', 'a%01b', '%1F']) {
        expectRefused(await send('GET', `${path}${text}`), 'INVALID_CHARACTERS');
      }
    });

    it.each(['/api/image/image-detail/', '/api/image/get-channel/', '/api/image/download/'])(
      'refuses them in the path of %s',
      async (path) => {
        expectRefused(await send('GET', `${path}a%00b`), 'INVALID_CHARACTERS');
      },
    );

    it('refuses them in a multipart text field', async () => {
      const form = new FormData();
      form.set('title', 'a\u0000b');
      form.set('image', new Blob([Buffer.from('not an image')]), 'x.png');
      const response = await fetch(`${t.baseUrl}/api/image/add-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expectRefused({ status: response.status, body: await response.json() }, 'INVALID_CHARACTERS');
    });

    it('accepts tabs, newlines and carriage returns, and paired surrogates', async () => {
      const r = await send(
        'POST',
        '/api/account/signin',
        json({ login: 'a\tb\r\nc 😀', password: 'x' }),
      );
      expect(r.status).toBe(401);
    });

    it('refuses them in GraphQL variables and inline string arguments', async () => {
      const query = 'query Post($id: ID!) { post(id: $id) { post { id } } }';
      for (const text of bad) {
        const r = await http.graphql(query, { id: text }, token);
        expect(r.status).toBe(400);
        expect(r.body.errors[0].extensions.code).toBe('INVALID_CHARACTERS');
        expect(r.body.errors[0].message).toBe(INVALID_TEXT);
      }
      const inline = await http.graphql('{ __type(name: "A\\u0000") { name } }', undefined, token);
      expect(inline.status).toBe(400);
      expect(inline.body.errors[0].extensions.code).toBe('INVALID_CHARACTERS');
    });
  });

  describe('ids that are not UUIDs', () => {
    it.each([
      ['POST', `/api/image/retry/${NOT_A_UUID}`],
      ['GET', `/api/image/image-detail/${NOT_A_UUID}`],
      ['GET', `/api/image/get-channel/${NOT_A_UUID}`],
      ['GET', `/api/image/download/${NOT_A_UUID}`],
      ['GET', `/api/notifications/${NOT_A_UUID}/clicked`],
      ['POST', `/api/ai/generations/${NOT_A_UUID}/publish`],
    ])('%s %s answers 4xx', async (method, path) => {
      const r = await send(method, path, method === 'POST' ? json({ title: 'Hola' }) : {});
      expectRefused(r);
    });

    it.each([
      ['GET', `/api/payment/sandbox/checkout/${NOT_A_UUID}`],
      ['POST', `/api/payment/sandbox/checkout/${NOT_A_UUID}/approve`],
      ['POST', `/api/payment/sandbox/checkout/${NOT_A_UUID}/decline`],
    ])('the sandbox checkout page %s %s answers its 404 page', async (method, path) => {
      expect((await send(method, path)).status).toBe(404);
    });

    it.each([
      'mutation { retryPostProcessing(id: "nope") }',
      '{ post(id: "nope") { id } }',
      'mutation { markNotificationClicked(id: "nope") }',
    ])('GraphQL %s answers a coded client error', async (query) => {
      const r = await http.graphql(query, undefined, token);
      expect(r.status).toBeLessThan(500);
      for (const error of r.body.errors ?? []) {
        expect(error.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
      }
    });
  });

  describe('paths the router refuses', () => {
    it.each([
      ['a percent sign that encodes nothing', '/api/image/image-detail/%', 400, 'BAD_URL'],
      ['bytes that are not UTF-8', '/api/image/image-detail/%ED%A0%80', 400, 'BAD_URL'],
      ['an overlong slash', '/api/notifications/%C0%AF/clicked', 400, 'BAD_URL'],
      ['a 300-character id', `/api/image/get-channel/${'a'.repeat(300)}`, 414, 'URL_TOO_LONG'],
      // past Node's header limit, refused by its parser before Fastify sees the request
      [
        'an address longer than the header limit',
        `/api/image/contents?page=${'a'.repeat(20_000)}`,
        431,
        'HEADERS_TOO_LARGE',
      ],
    ])('answers %s in the error shape', async (_name, path, status, code) => {
      const r = await send('GET', path);
      expect(r.status).toBe(status);
      expectRefused(r, code);
    });
  });

  it('refuses a subscription sent over HTTP with a coded client error', async () => {
    const r = await http.graphql('subscription { unreadCountChanged }', undefined, token);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('SUBSCRIPTION_NEEDS_WEBSOCKET');
  });

  it('refuses a variable with more than 50 wrong items as bad input, not a server error', async () => {
    const r = await http.graphql(
      'query ($tags: [String!]) { estimateCampaignReach(bidCredits: 1, bidModel: CPM, budgetCredits: 5, targetHashtags: $tags) { impressions } }',
      { tags: Array.from({ length: 60 }, () => 1) },
      token,
    );
    expect(r.status).toBe(400);
    const codes = new Set(
      r.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code),
    );
    expect([...codes]).toEqual(['BAD_USER_INPUT']);
  });

  describe('broken multipart bodies', () => {
    const FILE_FIELD: Record<string, string> = {
      '/api/uploads': 'file',
      '/api/image/add-image': 'image',
      '/api/image/add-video': 'video',
      '/api/account/avatar': 'image',
      '/api/account/cover': 'image',
    };
    const part = (boundary: string, field = 'file') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHola\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;

    it.each(UPLOADS)('%s refuses a multipart body without a boundary', async (path) => {
      const r = await send('POST', path, {
        body: part('xyz', FILE_FIELD[path]),
        type: 'multipart/form-data',
      });
      expectRefused(r, 'MALFORMED_MULTIPART');
    });

    it.each(UPLOADS)('%s refuses a multipart body with another boundary', async (path) => {
      const r = await send('POST', path, {
        body: `${part('xyz', FILE_FIELD[path])}\r\n--xyz--\r\n`,
        type: 'multipart/form-data; boundary=abc',
      });
      expectRefused(r, 'MALFORMED_MULTIPART');
    });

    it.each(UPLOADS)('%s refuses a truncated multipart body', async (path) => {
      const r = await send('POST', path, {
        body: part('xyz', FILE_FIELD[path]),
        type: 'multipart/form-data; boundary=xyz',
      });
      expectRefused(r, 'MALFORMED_MULTIPART');
    });
  });

  describe('deeply nested JSON', () => {
    const deep = (n: number, leaf = '"x"') => `${'{"a":'.repeat(n)}${leaf}${'}'.repeat(n)}`;
    const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

    it('refuses GraphQL variables nested 5,000 deep', async () => {
      const query = JSON.stringify('query Post($id: ID!) { post(id: $id) { post { id } } }');
      const r = await send('POST', '/graphql', {
        body: `{"query":${query},"variables":{"id":"x","extra":${deep(5000)}}}`,
        type: 'application/json',
      });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('INPUT_TOO_DEEP');
    });

    it.each([
      ['/api/account/signin', (d: string) => `{"login":${d},"password":"x"}`],
      [
        '/api/account/signup',
        (d: string) => `{"name":"abc","fullname":${d},"email":"a@b.co","password":"x"}`,
      ],
      ['/api/ai/predictions', (d: string) => `{"prompt":${d}}`],
    ])('%s refuses JSON nested 5,000 deep', async (path, wrap) => {
      for (const nested of [deep(5000), deepArray(5000), deep(5000, deepArray(5000))]) {
        const r = await send('POST', path, { body: wrap(nested), type: 'application/json' });
        expectRefused(r, 'INPUT_TOO_DEEP');
      }
    });
  });

  describe('graphql-ws subscriptions', () => {
    /** Subscribes once: the errors the server answers with, or [] if it started the subscription. */
    async function subscribe(query: string, variables?: Record<string, unknown>) {
      const client = createClient({
        url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      try {
        return await new Promise<Json[]>((resolve) => {
          client.subscribe(
            { query, variables },
            {
              next: () => resolve([]),
              error: (errors) => resolve(Array.isArray(errors) ? errors : [errors]),
              complete: () => resolve([]),
            },
          );
          // a subscription that started stays silent until something happens
          setTimeout(() => resolve([]), 1000);
        });
      } finally {
        await client.dispose();
      }
    }

    const BY_VARIABLE = 'subscription Payment($id: ID!) { paymentUpdated(id: $id) { id } }';

    it.each([
      ['a NUL', 'a\u0000b'],
      ['an escape character', '\u001b[2J'],
      ['a lone high surrogate', 'x\ud800'],
      ['a lone low surrogate', '\udc00y'],
    ])('refuses %s in a variable before subscribing', async (_name, text) => {
      const errors = await subscribe(BY_VARIABLE, { id: text });
      expect(errors).toEqual([
        expect.objectContaining({
          message: INVALID_TEXT,
          extensions: expect.objectContaining({ code: 'INVALID_CHARACTERS' }),
        }),
      ]);
    });

    it('refuses a control character in an inline argument and in a nested variable', async () => {
      const inline = await subscribe('subscription { paymentUpdated(id: "a\\u0000") { id } }');
      expect(inline[0]?.extensions?.code).toBe('INVALID_CHARACTERS');
      const nested = await subscribe(BY_VARIABLE, { id: 'x', extra: { deep: ['\u0007'] } });
      expect(nested[0]?.extensions?.code).toBe('INVALID_CHARACTERS');
    });

    it('still subscribes with clean variables', async () => {
      const errors = await subscribe('subscription { notificationAdded { id } }', {
        note: 'ñandú 🙂',
      });
      expect(errors).toEqual([]);
    });
  });
});
