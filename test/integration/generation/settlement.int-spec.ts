import { factories } from '../../support/factories';
import { FakeImageProviders } from '../../support/fakes/fake-image-providers';
import {
  api,
  generationLedger,
  newAccount,
  sql,
  startTestApp,
  TestApp,
  tokenBalance,
} from '../../support/test-app';

const LEONARDO_KEY = 'leonardo-callback-key-0123456789';

describe('settling a generation: reserve → settle, and only delivered images are paid for', () => {
  const providers = new FakeImageProviders();
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    const base = await providers.start();
    t = await startTestApp({
      LEONARDO_API_KEY: 'test-key',
      LEONARDO_BASE_URL: `${base}/leonardo`,
      LEONARDO_WEBHOOK_KEY: LEONARDO_KEY,
      GENERATION_POLL_MS: '50',
      GENERATION_PRESET_PROVIDERS: 'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e',
    });
    http = api(t.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await providers.stop();
  });

  const balance = (id: string) => tokenBalance(t.databaseUrl, id);
  const ledger = (userId: string) => generationLedger(t.databaseUrl, userId);
  const leonardoHook = (payload: unknown) =>
    fetch(`${t.baseUrl}/api/ai/webhooks/leonardo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${LEONARDO_KEY}` },
      body: JSON.stringify(payload),
    });

  it('gives back the share of images Leonardo flagged nsfw, once, even when the callback is replayed', async () => {
    providers.holdPolls = true;
    try {
      const user = await factories(t).user({ plan: 'max' });
      // 60 × 16/9 × 1.02 × 4 = 435.2 → 435 tokens reserved
      const response = http.post(
        '/api/ai/predictions',
        {
          prompt: 'un zorro en la nieve',
          model: 'lucid-realism',
          imageDimensions: '16:9',
          generationMode: 'consistent',
          numberOfImages: 4,
        },
        user.token,
      );
      let providerJobId: string | null = null;
      for (let i = 0; i < 100 && !providerJobId; i++) {
        await new Promise((r) => setTimeout(r, 20));
        providerJobId =
          (
            await sql<{ provider_job_id: string | null }>(
              t.databaseUrl,
              'SELECT provider_job_id FROM generations WHERE user_id = $1',
              [user.id],
            )
          )[0]?.provider_job_id ?? null;
      }
      expect(await balance(user.id)).toBe(1000 - 435);
      const payload = providers.webhookPayload('leonardo', providerJobId!) as {
        data: { object: { images: Array<{ nsfw: boolean }> } };
      };
      payload.data.object.images[1].nsfw = true;

      expect(await (await leonardoHook(payload)).json()).toEqual({ ok: true, settled: true });
      expect(await (await leonardoHook(payload)).json()).toEqual({ ok: true, settled: false });

      const res = await response;
      expect(res.status).toBe(200);
      expect(res.body.results).toHaveLength(3);
      // 3 of 4 delivered cost trunc(435 × 3 / 4) = 326: 109 come back
      expect(res.body.remainingTokens).toBe(1000 - 326);
      expect(await balance(user.id)).toBe(1000 - 326);
      expect(await ledger(user.id)).toEqual([
        { delta: -435, reason: 'generation.reserve' },
        { delta: 109, reason: 'generation.settle' },
      ]);
      const me = await http.get('/api/account/me', user.token);
      expect(me.body.data.fastTokens).toBe(1000 - 326);
    } finally {
      providers.holdPolls = false;
    }
  });

  it('settles a fully delivered generation with a zero settle row', async () => {
    const { body } = await http.post('/api/account/signup', newAccount());
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un faro', model: 'lucid-realism' },
      body.data.token,
    );
    expect(res.body).toMatchObject({ ok: true, remainingTokens: 940 });
    expect(await ledger(body.data.user.id)).toEqual([
      { delta: -60, reason: 'generation.reserve' },
      { delta: 0, reason: 'generation.settle' },
    ]);
  });
});
