import { factories } from '../../support/factories';
import { FakeImageProviders } from '../../support/fakes/fake-image-providers';
import { api, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

const OPENJOURNEY_VERSION = 'ad59ca21177f9e217b9075e7300cf6e14f7e5b4505b87b9689dbd866e9768969';
const CINEMATIC_STYLE = 'a5632c7c-ddbb-4e2f-ba34-8456ab3ac436';

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
        'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e,flux-schnell=replicate:black-forest-labs/flux-schnell,' +
        `journey=replicate:prompthero/openjourney:${OPENJOURNEY_VERSION},` +
        'stock-photography=leonardo:2067ae52-33fd-4a82-bb92-c2c55e7d2786@STOCK_PHOTO,' +
        `lifelike-vision=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e@${CINEMATIC_STYLE}`,
    });
    http = api(t.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await providers.stop();
  });

  const paidUser = () => factories(t).user({ plan: 'max' });
  const balance = (id: string) => tokenBalance(t.databaseUrl, id);
  const predict = (token: string, model: string, extra: Record<string, unknown> = {}) =>
    http.post('/api/ai/predictions', { prompt: 'un zorro en la nieve', model, ...extra }, token);

  it('marks as local previews only the presets no provider serves', async () => {
    const res = await http.graphql('{ generationPresets { id localPreview } }');
    const local = res.body.data.generationPresets
      .filter((p: { localPreview: boolean }) => p.localPreview)
      .map((p: { id: string }) => p.id);
    expect(local).toHaveLength(10);
    expect(local).not.toContain('lucid-realism');
    expect(local).not.toContain('journey');
    expect(local).toContain('anime');
  });

  it('creates a Leonardo generation, polls it to COMPLETE and copies the images into our store', async () => {
    const user = await paidUser();
    const res = await predict(user.token, 'lucid-realism', {
      numberOfImages: 2,
      privateMode: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('leonardo');
    expect(res.body.results).toHaveLength(2);
    // recorded at the size of the file Leonardo delivered (64 × 64), not the 1024 × 1024 asked
    expect(res.body.results[0]).toMatchObject({ width: 64, height: 64 });
    // a private generation's images are served through a signed link given to its owner
    expect(res.body.results[0].url).toMatch(/^\/media\/private\/generations\/.+\?expires=/);
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

  it.each([
    [
      'a preset style name as presetStyle, with Alchemy',
      'stock-photography',
      {
        modelId: '2067ae52-33fd-4a82-bb92-c2c55e7d2786',
        presetStyle: 'STOCK_PHOTO',
        alchemy: true,
      },
    ],
    [
      'a style UUID as styleUUID',
      'lifelike-vision',
      {
        modelId: '05ce0082-2d80-4a2d-8653-4d1c85e2418e',
        styleUUID: CINEMATIC_STYLE,
        alchemy: false,
      },
    ],
  ])('sends the configured Leonardo style: %s', async (_name, model, expected) => {
    const user = await paidUser();
    const before = providers.requests.length;
    const res = await predict(user.token, model);
    expect(res.status).toBe(200);
    const created = providers.requests
      .slice(before)
      .find((r) => r.path === '/leonardo/generations');
    expect(created?.body).toMatchObject(expected);
  });

  it('sends no style for a preset configured without one', async () => {
    const user = await paidUser();
    const before = providers.requests.length;
    expect((await predict(user.token, 'lucid-realism')).status).toBe(200);
    const created = providers.requests
      .slice(before)
      .find((r) => r.path === '/leonardo/generations');
    expect(created?.body).not.toHaveProperty('presetStyle');
    expect(created?.body).not.toHaveProperty('styleUUID');
  });

  it('runs a Replicate prediction to succeeded and copies its outputs', async () => {
    const user = await paidUser();
    const res = await predict(user.token, 'flux-schnell', { imageDimensions: '16:9' });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('replicate');
    expect(res.body.results[0]).toMatchObject({ width: 64, height: 64 });
    const created = providers.requests.find(
      (r) => r.path === '/replicate/models/black-forest-labs/flux-schnell/predictions',
    );
    expect(created?.body).toMatchObject({ input: { aspect_ratio: '16:9', num_outputs: 1 } });
  });

  it('runs a community model pinned to a version through POST /predictions with that version', async () => {
    const user = await paidUser();
    const res = await predict(user.token, 'journey', { numberOfImages: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('replicate');
    expect(res.body.results).toHaveLength(2);
    const created = providers.requests.filter((r) => r.path === '/replicate/predictions');
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({
      version: OPENJOURNEY_VERSION,
      input: { prompt: 'un zorro en la nieve', num_outputs: 2 },
    });
  });

  it('asks for 8 FLUX Schnell images as two predictions of 4 at once and delivers all 8', async () => {
    const user = await paidUser();
    const before = providers.requests.length;
    const res = await predict(user.token, 'flux-schnell', { numberOfImages: 8 });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(8);
    expect(new Set(res.body.results.map((r: { url: string }) => r.url)).size).toBe(8);
    const created = providers.requests
      .slice(before)
      .filter((r) => r.path === '/replicate/models/black-forest-labs/flux-schnell/predictions')
      .map((r) => r.body.input as { num_outputs: number; seed: number });
    expect(created.map((input) => input.num_outputs)).toEqual([4, 4]);
    expect(created[0].seed).not.toBe(created[1].seed);
    expect(await balance(user.id)).toBe(1000 - 8 * 20);
  });

  it('refunds all 8 images when one of the two predictions fails', async () => {
    const user = await paidUser();
    providers.script.push('ok', 'failed');
    const res = await predict(user.token, 'flux-schnell', { numberOfImages: 8 });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('El proveedor no pudo generar la imagen');
    expect(await balance(user.id)).toBe(1000);
  });

  it('waits out a short Retry-After when Leonardo rate limits the create, then generates once', async () => {
    const user = await paidUser();
    const before = providers.requests.length;
    providers.script.push('rate-limit-briefly');
    const res = await predict(user.token, 'lucid-realism');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(1);
    const creates = providers.requests
      .slice(before)
      .filter((r) => r.path === '/leonardo/generations');
    expect(creates).toHaveLength(2);
    expect(await balance(user.id)).toBe(1000 - 60);
  });

  it('keeps polling through Leonardo rate limits on the status call, without creating again', async () => {
    const user = await paidUser();
    const before = providers.requests.length;
    providers.rateLimitedPolls = 2;
    const res = await predict(user.token, 'lucid-realism');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(1);
    const creates = providers.requests
      .slice(before)
      .filter((r) => r.path === '/leonardo/generations');
    expect(creates).toHaveLength(1);
    expect(providers.rateLimitedPolls).toBe(0);
  });

  it.each([
    [
      'Leonardo rate limiting every create',
      'lucid-realism',
      ['rate-limit', 'rate-limit'],
      'demasiadas solicitudes. Te devolvimos los créditos',
    ],
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
      'demasiadas solicitudes. Te devolvimos los créditos',
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
