import { FakeImageProviders } from '../../support/fakes/fake-image-providers';
import { api, newAccount, setPlan, sql, startTestApp, TestApp } from '../../support/test-app';

describe('Leonardo.ai and Replicate adapters (wire-level fakes)', () => {
  const providers = new FakeImageProviders();
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    const base = await providers.start();
    t = await startTestApp({
      LEONARDO_API_KEY: 'test-key',
      LEONARDO_BASE_URL: `${base}/leonardo`,
      REPLICATE_API_TOKEN: 'test-key',
      REPLICATE_BASE_URL: `${base}/replicate`,
      GENERATION_POLL_MS: '20',
      GENERATION_TIMEOUT_MS: '300',
      GENERATION_PRESET_PROVIDERS:
        'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e,flux-schnell=replicate:black-forest-labs/flux-schnell',
    });
    http = api(t.baseUrl);
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
  const balance = async (id: string) =>
    (
      await sql<{ fast_tokens: number }>(
        t.databaseUrl,
        'SELECT fast_tokens FROM users WHERE id = $1',
        [id],
      )
    )[0].fast_tokens;
  const predict = (token: string, model: string, extra: Record<string, unknown> = {}) =>
    http.post('/api/ai/predictions', { prompt: 'un zorro en la nieve', model, ...extra }, token);

  it('creates a Leonardo generation, polls it to COMPLETE and copies the images into our store', async () => {
    const user = await paidUser();
    const res = await predict(user.token, 'lucid-realism', {
      numberOfImages: 2,
      privateMode: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('leonardo');
    expect(res.body.results).toHaveLength(2);
    expect(res.body.results[0].url).toMatch(/^\/media\/generations\//);
    expect(
      (await fetch(`${t.baseUrl}${res.body.results[0].url}`)).headers.get('content-type'),
    ).toBe('image/png');
    const created = providers.requests.find((r) => r.path === '/leonardo/generations');
    expect(created?.body).toMatchObject({
      modelId: '05ce0082-2d80-4a2d-8653-4d1c85e2418e',
      num_images: 2,
      public: false,
    });
  });

  it('runs a Replicate prediction to succeeded and copies its outputs', async () => {
    const user = await paidUser();
    const res = await predict(user.token, 'flux-schnell', { imageDimensions: '16:9' });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('replicate');
    const created = providers.requests.find(
      (r) => r.path === '/replicate/models/black-forest-labs/flux-schnell/predictions',
    );
    expect(created?.body).toMatchObject({ input: { aspect_ratio: '16:9', num_outputs: 1 } });
  });

  it.each([
    ['Leonardo moderation', 'lucid-realism', ['moderated'], 'El proveedor rechazó el prompt'],
    ['Leonardo nsfw images', 'lucid-realism', ['nsfw'], 'El proveedor rechazó el prompt'],
    [
      'a Leonardo FAILED generation',
      'lucid-realism',
      ['failed'],
      'El proveedor no pudo generar la imagen',
    ],
    ['Replicate sensitive prompt', 'flux-schnell', ['moderated'], 'El proveedor rechazó el prompt'],
    [
      'a failed Replicate prediction',
      'flux-schnell',
      ['failed'],
      'El proveedor no pudo generar la imagen',
    ],
    ['a Leonardo call that never answers', 'lucid-realism', ['hang', 'hang'], 'Te devolvimos'],
    ['a Replicate call that never answers', 'flux-schnell', ['hang', 'hang'], 'Te devolvimos'],
    ['a Leonardo generation stuck pending', 'lucid-realism', ['stuck', 'stuck'], 'Te devolvimos'],
    ['a Replicate prediction stuck pending', 'flux-schnell', ['stuck', 'stuck'], 'Te devolvimos'],
    [
      'repeated rate limits',
      'flux-schnell',
      ['rate-limit', 'rate-limit'],
      'Te devolvimos los tokens',
    ],
  ])('refunds everything on %s, with a clear message', async (_name, model, outcomes, message) => {
    const user = await paidUser();
    providers.script.push(...(outcomes as never[]));
    const res = await predict(user.token, model);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(message);
    expect(await balance(user.id)).toBe(1000);
  });
});
