import { factories } from '../../support/factories';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  api,
  setPlan,
  setBalance,
  sql,
  startTestApp,
  TestApp,
  tokenBalance,
} from '../../support/test-app';

describe('AI generation: /api/ai/predictions, the token ledger and the listing', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  const signUp = () => factories(t).user();
  const balance = (id: string) => tokenBalance(t.databaseUrl, id);

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('generates a Journey image for a free user: 1,000 tokens to start, 50 charged, a real image', async () => {
    const user = await signUp();
    expect(await balance(user.id)).toBe(1000);
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un gato astronauta en la luna' },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      remainingTokens: 950,
      results: [
        { url: expect.stringMatching(/^\/media\/generations\//), width: 1024, height: 1024 },
      ],
    });
    const image = Buffer.from(
      await (await fetch(`${t.baseUrl}${res.body.results[0].url}`)).arrayBuffer(),
    );
    expect(await sharp(image).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 1024,
    });
    const me = await http.get('/api/account/me', user.token);
    expect(me.body.data).toMatchObject({ fastTokens: 950, credits: 9 });
    const ledger = await sql(
      t.databaseUrl,
      'SELECT delta, reason FROM token_ledger WHERE user_id = $1 ORDER BY created_at',
      [user.id],
    );
    // the sign-up grant, then reserve when the job starts and settle on success (nothing comes
    // back: every image arrived); the rows add up to the balance
    expect(ledger).toEqual([
      { delta: 1000, reason: 'grant.signup' },
      { delta: -50, reason: 'generation.reserve' },
      { delta: 0, reason: 'generation.settle' },
    ]);
  });

  it('stores each image with the prompt, seed, preset, dimensions and mode as metadata', async () => {
    const user = await signUp();
    await setPlan(t.databaseUrl, user.id, 'basic');
    const res = await http.post(
      '/api/ai/predictions',
      {
        prompt: 'café en París, «noche»',
        imageDimensions: '2:3',
        generationMode: 'consistent',
        privateMode: true,
      },
      user.token,
    );
    const id: string = res.body.data.id;
    const sidecar = JSON.parse(
      readFileSync(
        join(t.dataDir, 'media', 'private', 'generations', id, '1.webp.meta.json'),
        'utf8',
      ),
    );
    expect(sidecar).toEqual({
      contentType: 'image/webp',
      metadata: {
        'generation-id': id,
        prompt: 'café en París, «noche»',
        seed: String(res.body.data.seed),
        preset: 'journey',
        dimensions: '2:3',
        width: '832',
        height: '1248',
        mode: 'consistent',
        private: 'true',
        provider: 'local',
      },
    });
  });

  it('accepts exactly what the balance covers under 100 concurrent requests, never going below zero', async () => {
    const user = await signUp();
    await setPlan(t.databaseUrl, user.id, 'pro');
    await setBalance(t.databaseUrl, user.id, 500);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        http.post('/api/ai/predictions', { prompt: 'carrera', model: 'journey' }, user.token),
      ),
    );
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect([accepted.length, refused.length]).toEqual([10, 90]);
    expect(refused[0].body).toMatchObject({
      ok: false,
      code: 'GENERATION.INSUFFICIENT_TOKENS',
      message: 'No tienes créditos suficientes: esta generación cuesta 0,5 créditos.',
    });
    expect(await balance(user.id)).toBe(0);
    const [{ n }] = await sql<{ n: string }>(
      t.databaseUrl,
      `SELECT count(*) AS n FROM generations WHERE user_id = $1`,
      [user.id],
    );
    expect(Number(n)).toBe(10);
  }, 60_000);

  it.each([
    ['4 images', { numberOfImages: 4 }, 403, 'GENERATION.PREMIUM_OPTION'],
    ['16:9', { imageDimensions: '16:9' }, 403, 'GENERATION.PREMIUM_OPTION'],
    ['private mode', { privateMode: true }, 403, 'GENERATION.PREMIUM_OPTION'],
    ['consistent mode', { generationMode: 'consistent' }, 403, 'GENERATION.PREMIUM_OPTION'],
    ['an unknown model', { model: 'dalle-9' }, 400, 'GENERATION.UNKNOWN_MODEL'],
    ['an empty prompt', { prompt: '   ' }, 400, 'GENERATION.EMPTY_PROMPT'],
    ['a 5,000-character prompt', { prompt: 'x'.repeat(5000) }, 400, 'GENERATION.PROMPT_TOO_LONG'],
    ['3 images', { numberOfImages: 3 }, 400, 'GENERATION.INVALID_OPTION'],
    ['a bad dimension', { imageDimensions: '4:3' }, 400, 'BAD_USER_INPUT'],
  ])('refuses %s for a free user, charging nothing', async (_name, patch, status, code) => {
    const user = await signUp();
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un paisaje', ...patch },
      user.token,
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ok: false, code });
    expect(typeof res.body.message).toBe('string');
    expect(await balance(user.id)).toBe(1000);
  });

  it('refuses a request the balance does not cover, and visitors', async () => {
    const user = await signUp();
    await setBalance(t.databaseUrl, user.id, 49);
    expect((await http.post('/api/ai/predictions', { prompt: 'algo' }, user.token)).status).toBe(
      409,
    );
    expect(await balance(user.id)).toBe(49);
    expect((await http.post('/api/ai/predictions', { prompt: 'algo' })).status).toBe(401);
  });

  it('lets paid plans use every option, priced by pixel area', async () => {
    const user = await signUp();
    await setPlan(t.databaseUrl, user.id, 'basic');
    const res = await http.post(
      '/api/ai/predictions',
      {
        prompt: 'ciudad futurista',
        imageDimensions: '16:9',
        generationMode: 'consistent',
        numberOfImages: 2,
        privateMode: true,
      },
      user.token,
    );
    expect(res.body).toMatchObject({
      remainingTokens: 1000 - 181,
      data: { cost: 181, privateMode: true },
    });
    expect(res.body.results).toHaveLength(2);
    expect(res.body.results[0]).toMatchObject({ width: 1344, height: 768 });
  });

  it("lists one's own generations and public ones of others; private ones only to their owner", async () => {
    const owner = await signUp();
    await setPlan(t.databaseUrl, owner.id, 'max');
    const secret = await http.post(
      '/api/ai/predictions',
      { prompt: 'secreto privado', privateMode: true },
      owner.token,
    );
    const open = await http.post('/api/ai/predictions', { prompt: 'público abierto' }, owner.token);
    const other = await signUp();
    const forOther = await http.get(
      '/api/ai/generations?page=1&orderBy=recients&limit=20',
      other.token,
    );
    const ids = forOther.body.data.generations.map((g: { id: string }) => g.id);
    expect(ids).toContain(open.body.data.id);
    expect(ids).not.toContain(secret.body.data.id);
    const forOwner = await http.get('/api/ai/generations?mine=true', owner.token);
    expect(forOwner.body.data.generations.map((g: { id: string }) => g.id)).toEqual([
      open.body.data.id,
      secret.body.data.id,
    ]);
    expect(forOwner.body.data.images[0]).toMatchObject({
      generationId: open.body.data.id,
      prompt: 'público abierto',
    });
    const graphql = await http.graphql('{ generations { items { id } } }', {}, other.token);
    expect(graphql.body.data.generations.items.map((g: { id: string }) => g.id)).not.toContain(
      secret.body.data.id,
    );
    expect((await http.get('/api/ai/generations?page=0')).status).toBe(400);
  });

  it('answers the presets with their costs through GraphQL', async () => {
    const res = await http.graphql(
      '{ generationPresets { id name costPerImage isFeatured isDefault localPreview } generationCost(model: "journey", imageDimensions: "2:3", generationMode: "fast", numberOfImages: 2) }',
    );
    expect(res.body.data.generationPresets).toHaveLength(15);
    expect(
      res.body.data.generationPresets.find((p: { isDefault: boolean }) => p.isDefault),
    ).toMatchObject({ id: 'journey', costPerImage: 50, localPreview: true });
    expect(res.body.data.generationCost).toBe(150);
  });
});
