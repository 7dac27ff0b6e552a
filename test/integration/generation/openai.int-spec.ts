import { FakeOpenAiImages } from '../../support/fakes/fake-openai-images';
import {
  api,
  newAccount,
  setPlan,
  sql,
  startTestApp,
  TestApp,
  tokenBalance,
} from '../../support/test-app';

describe('the GPT-Image preset through OpenAI Images (a wire-level fake)', () => {
  const openai = new FakeOpenAiImages();
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    const baseUrl = await openai.start();
    t = await startTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: baseUrl,
      GENERATION_PRESET_PROVIDERS: 'gpt-image-1=openai:gpt-image-1.5',
      // a call OpenAI never answers fails after 2 s (then once more), not after 2 minutes
      GENERATION_TIMEOUT_MS: '2000',
    });
    http = api(t.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await openai.stop();
  });

  async function paidUser() {
    const { body } = await http.post('/api/account/signup', newAccount());
    await setPlan(t.databaseUrl, body.data.user.id, 'pro');
    return { token: body.data.token as string, id: body.data.user.id as string };
  }
  const balance = (id: string) => tokenBalance(t.databaseUrl, id);

  /** The user's generation once it stopped running (polled, as the history would show it). */
  async function settled(userId: string) {
    for (let i = 0; i < 150; i++) {
      const [row] = await sql<{ status: string; error: string | null }>(
        t.databaseUrl,
        'SELECT status, error FROM generations WHERE user_id = $1',
        [userId],
      );
      if (row && (row.status === 'failed' || row.status === 'completed')) {
        return row;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the generation never settled');
  }

  it('asks OpenAI with the configured model and size, and stores its images', async () => {
    const user = await paidUser();
    const res = await http.post(
      '/api/ai/predictions',
      {
        prompt: 'un faro en la niebla',
        model: 'gpt-image-1',
        imageDimensions: '16:9',
        numberOfImages: 2,
      },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ remainingTokens: 1000 - 284, data: { provider: 'openai' } });
    expect(res.body.results).toEqual([
      expect.objectContaining({ width: 1536, height: 1024 }),
      expect.objectContaining({ width: 1536, height: 1024 }),
    ]);
    expect(openai.requests.at(-1)!.body).toMatchObject({
      model: 'gpt-image-1.5',
      n: 2,
      size: '1536x1024',
      prompt: 'un faro en la niebla',
    });
  });

  it('refunds and shows a clear message when the prompt is refused by the provider', async () => {
    const user = await paidUser();
    openai.script.push('policy');
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'algo prohibido', model: 'gpt-image-1' },
      user.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'El proveedor rechazó el prompt por su política de contenido. No se cobraron créditos.',
    );
    expect(await balance(user.id)).toBe(1000);
  });

  it('retries a rate limit, then refunds when the provider keeps failing', async () => {
    const user = await paidUser();
    openai.script.push('rate-limit');
    const retried = await http.post(
      '/api/ai/predictions',
      { prompt: 'segundo intento', model: 'gpt-image-1' },
      user.token,
    );
    expect(retried.status).toBe(200);
    expect(await balance(user.id)).toBe(1000 - 80);

    openai.script.push('server-error', 'server-error');
    const failed = await http.post(
      '/api/ai/predictions',
      { prompt: 'nunca', model: 'gpt-image-1' },
      user.token,
    );
    expect(failed.status).toBe(409);
    expect(failed.body.message).toContain('Te devolvimos los créditos');
    expect(await balance(user.id)).toBe(1000 - 80);
  });

  it('refunds with a clear message when OpenAI never answers, within the configured time-out', async () => {
    const user = await paidUser();
    openai.script.push('hang', 'hang');
    const started = Date.now();
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un faro que nunca llega', model: 'gpt-image-1' },
      user.token,
    );
    const generation = await settled(user.id);
    expect(generation).toMatchObject({ status: 'failed' });
    expect(generation.error).toBe('No se pudo generar la imagen. Te devolvimos los créditos.');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await balance(user.id)).toBe(1000);
    // the request answers the failure (409), or the generation still running if it stopped waiting first
    expect([200, 409]).toContain(res.status);
  });

  it('keeps presets without a provider on the local renderer', async () => {
    const user = await paidUser();
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'local', model: 'journey' },
      user.token,
    );
    expect(res.body.data.provider).toBe('local');
  });
});
