import { signStandardWebhook } from '../../../server/src/generation/adapters/replicate/standard-webhook';
import { FakeImageProviders } from '../../support/fakes/fake-image-providers';
import {
  api,
  generationLedger,
  newAccount,
  setPlan,
  sql,
  startTestApp,
  TestApp,
  tokenBalance,
} from '../../support/test-app';

const LEONARDO_KEY = 'leonardo-callback-key-0123456789';
const REPLICATE_SECRET = `whsec_${Buffer.from('replicate signing secret 32 bytes').toString('base64')}`;

describe('provider webhooks: Leonardo callbacks and signed Replicate deliveries', () => {
  const providers = new FakeImageProviders();
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    const base = await providers.start();
    t = await startTestApp({
      LEONARDO_API_KEY: 'test-key',
      LEONARDO_BASE_URL: `${base}/leonardo`,
      LEONARDO_WEBHOOK_KEY: LEONARDO_KEY,
      REPLICATE_API_TOKEN: 'test-key',
      REPLICATE_BASE_URL: `${base}/replicate`,
      REPLICATE_WEBHOOK_SECRET: REPLICATE_SECRET,
      PUBLIC_URL: 'https://mixel.example',
      GENERATION_POLL_MS: '50',
      GENERATION_PRESET_PROVIDERS:
        'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e,flux-schnell=replicate:black-forest-labs/flux-schnell',
    });
    http = api(t.baseUrl);
  });
  afterEach(() => {
    providers.holdPolls = false;
  });
  afterAll(async () => {
    await t.close();
    await providers.stop();
  });

  async function paidUser() {
    const { body } = await http.post('/api/account/signup', newAccount());
    await setPlan(t.databaseUrl, body.data.user.id, 'max');
    return { token: body.data.token as string, id: body.data.user.id as string };
  }
  const balance = (id: string) => tokenBalance(t.databaseUrl, id);
  const ledger = (userId: string) => generationLedger(t.databaseUrl, userId);
  /** What the ledger charged in all (a settle row may follow the reserve) and whether it refunded. */
  const charged = async (userId: string) => {
    const rows = await ledger(userId);
    return {
      total: -rows.reduce((sum, row) => sum + row.delta, 0),
      refunded: rows.some((row) => row.reason === 'generation.refund'),
    };
  };
  const generationOf = async (userId: string) =>
    (
      await sql<{ id: string; status: string; images: unknown[]; provider_job_id: string | null }>(
        t.databaseUrl,
        'SELECT id, status, images, provider_job_id FROM generations WHERE user_id = $1',
        [userId],
      )
    )[0];

  /** Starts a generation whose provider never finishes when polled; answers its provider id. */
  async function startHeld(model: string, count = 1) {
    providers.holdPolls = true;
    const user = await paidUser();
    const response = http.post(
      '/api/ai/predictions',
      { prompt: 'un zorro en la nieve', model, numberOfImages: count },
      user.token,
    );
    for (let i = 0; i < 100; i++) {
      const row = await generationOf(user.id);
      if (row?.provider_job_id) {
        return { user, response, providerJobId: row.provider_job_id };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the provider never received the generation');
  }

  const leonardoHook = (payload: unknown, authorization?: string) =>
    fetch(`${t.baseUrl}/api/ai/webhooks/leonardo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify(payload),
    });

  function replicateHook(
    payload: unknown,
    options: { secret?: string; timestamp?: number; id?: string; tamper?: boolean } = {},
  ) {
    const body = JSON.stringify(payload);
    const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const signature = signStandardWebhook(options.secret ?? REPLICATE_SECRET, id, timestamp, body);
    return fetch(`${t.baseUrl}/api/ai/webhooks/replicate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      body: options.tamper ? body.replace('succeeded', 'succeeded ') : body,
    });
  }

  describe('Leonardo', () => {
    it('completes a generation from its callback, copies the images, and ignores the replay', async () => {
      const { user, response, providerJobId } = await startHeld('lucid-realism', 2);
      const payload = providers.webhookPayload('leonardo', providerJobId);
      const delivered = await leonardoHook(payload, `Bearer ${LEONARDO_KEY}`);
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toEqual({ ok: true, settled: true });
      const res = await response;
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(2);
      expect(res.body.results[0].url).toMatch(/^\/media\/generations\//);
      const image = await fetch(`${t.baseUrl}${res.body.results[0].url}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const replay = await leonardoHook(payload, `Bearer ${LEONARDO_KEY}`);
      expect(await replay.json()).toEqual({ ok: true, settled: false });
      expect(await ledger(user.id)).toEqual([
        { delta: -120, reason: 'generation.reserve' },
        { delta: 0, reason: 'generation.settle' },
      ]);
    });

    it('refuses a wrong or missing key with 401 and changes nothing', async () => {
      const { user, response, providerJobId } = await startHeld('lucid-realism');
      const payload = providers.webhookPayload('leonardo', providerJobId);
      for (const authorization of [undefined, 'Bearer not-the-key', LEONARDO_KEY]) {
        const res = await leonardoHook(payload, authorization);
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({
          ok: false,
          code: 'GENERATION.WEBHOOK_UNAUTHORIZED',
        });
      }
      expect(await generationOf(user.id)).toMatchObject({ status: 'running', images: [] });
      // the genuine callback still settles it
      await leonardoHook(payload, `Bearer ${LEONARDO_KEY}`);
      expect((await response).status).toBe(200);
    });

    it('refunds once when the callback reports a failed generation, however often it comes', async () => {
      const { user, response, providerJobId } = await startHeld('lucid-realism');
      expect(await balance(user.id)).toBe(1000 - 60);
      const payload = providers.webhookPayload('leonardo', providerJobId, 'failed');
      for (let i = 0; i < 3; i++) {
        expect((await leonardoHook(payload, `Bearer ${LEONARDO_KEY}`)).status).toBe(200);
      }
      const res = await response;
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'El proveedor no pudo generar la imagen. No se cobraron créditos.',
      );
      expect(await balance(user.id)).toBe(1000);
      expect((await ledger(user.id)).map((l) => l.reason)).toEqual([
        'generation.reserve',
        'generation.refund',
      ]);
    });

    it('answers 404 for a generation it does not know and acknowledges other events', async () => {
      const unknown = await leonardoHook(
        { type: 'image_generation.complete', data: { object: { id: 'nope', status: 'COMPLETE' } } },
        `Bearer ${LEONARDO_KEY}`,
      );
      expect(unknown.status).toBe(404);
      const other = await leonardoHook(
        { type: 'model_training.complete' },
        `Bearer ${LEONARDO_KEY}`,
      );
      expect(await other.json()).toEqual({ ok: true, settled: false });
    });

    it('changes nothing when the callback arrives after polling already completed it', async () => {
      const user = await paidUser();
      const res = await http.post(
        '/api/ai/predictions',
        { prompt: 'un faro', model: 'lucid-realism' },
        user.token,
      );
      expect(res.status).toBe(200);
      const { provider_job_id: providerJobId } = await generationOf(user.id);
      const late = await leonardoHook(
        providers.webhookPayload('leonardo', providerJobId!, 'failed'),
        `Bearer ${LEONARDO_KEY}`,
      );
      expect(await late.json()).toEqual({ ok: true, settled: false });
      expect((await generationOf(user.id)).status).toBe('completed');
      expect(await charged(user.id)).toEqual({ total: 60, refunded: false });
    });
  });

  describe('Replicate', () => {
    it('asks Replicate to call back when completed, and completes from the signed delivery', async () => {
      const { user, response, providerJobId } = await startHeld('flux-schnell');
      const created = providers.requests.filter(
        (r) => r.path === '/replicate/models/black-forest-labs/flux-schnell/predictions',
      );
      expect(created.pop()?.body).toMatchObject({
        webhook: 'https://mixel.example/api/ai/webhooks/replicate',
        webhook_events_filter: ['completed'],
      });
      const payload = providers.webhookPayload('replicate', providerJobId);
      const delivered = await replicateHook(payload, { id: 'msg_same' });
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toEqual({ ok: true, settled: true });
      const res = await response;
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(1);
      const replay = await replicateHook(payload, { id: 'msg_same' });
      expect(await replay.json()).toEqual({ ok: true, settled: false });
      expect(await charged(user.id)).toEqual({ total: 20, refunded: false });
    });

    it('polls a generation split into several predictions, without asking for webhooks', async () => {
      const user = await paidUser();
      const before = providers.requests.length;
      const res = await http.post(
        '/api/ai/predictions',
        { prompt: 'ocho zorros', model: 'flux-schnell', numberOfImages: 8 },
        user.token,
      );
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(8);
      const created = providers.requests
        .slice(before)
        .filter((r) => r.path === '/replicate/models/black-forest-labs/flux-schnell/predictions');
      expect(created).toHaveLength(2);
      for (const { body } of created) {
        expect(body).not.toHaveProperty('webhook');
      }
      expect((await generationOf(user.id)).provider_job_id).toBeNull();
    });

    it('refuses a bad signature, another secret, a changed body or a stale timestamp with 401', async () => {
      const { user, response, providerJobId } = await startHeld('flux-schnell');
      const payload = providers.webhookPayload('replicate', providerJobId);
      const other = `whsec_${Buffer.from('someone else').toString('base64')}`;
      const attempts = [
        replicateHook(payload, { secret: other }),
        replicateHook(payload, { tamper: true }),
        replicateHook(payload, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
        fetch(`${t.baseUrl}/api/ai/webhooks/replicate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(401);
      }
      expect(await generationOf(user.id)).toMatchObject({ status: 'running', images: [] });
      await replicateHook(payload);
      expect((await response).status).toBe(200);
    });

    it('refunds once for a failed prediction delivered twice', async () => {
      const { user, response, providerJobId } = await startHeld('flux-schnell');
      const payload = providers.webhookPayload('replicate', providerJobId, 'failed');
      await replicateHook(payload);
      await replicateHook(payload);
      expect((await response).status).toBe(409);
      expect(await balance(user.id)).toBe(1000);
      expect((await ledger(user.id)).map((l) => l.reason)).toEqual([
        'generation.reserve',
        'generation.refund',
      ]);
    });
  });
});
