import sharp from 'sharp';
import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

/** A solid picture as a data URL, the way the canvas and /create send it. */
async function dataUrl(
  format: 'png' | 'jpeg' | 'webp',
  colour = { r: 220, g: 20, b: 30 },
): Promise<string> {
  const bytes = await sharp({
    create: { width: 300, height: 200, channels: 3, background: colour },
  })
    .toFormat(format)
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

describe('FLUX.1 Kontext: an input image sent with /api/ai/predictions and generate', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('keeps the image privately and the generator edits it: the result shows the input', async () => {
    const user = await factories(t).user();
    const res = await http.post(
      '/api/ai/predictions',
      {
        prompt: 'conviértelo en acuarela',
        model: 'flux-kontext',
        inputImage: await dataUrl('png'),
      },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, remainingTokens: 930 });
    const [row] = await sql(
      t.databaseUrl,
      'SELECT input_image_key FROM generations WHERE user_id = $1',
      [user.id],
    );
    expect(row.input_image_key).toMatch(/^private\/generation-inputs\/[\w-]+\.png$/);
    // never served as public media
    const direct = await fetch(`${t.baseUrl}/media/${row.input_image_key}`);
    expect(direct.status).not.toBe(200);

    const image = Buffer.from(
      await (await fetch(`${t.baseUrl}${res.body.results[0].url}`)).arrayBuffer(),
    );
    const { data } = await sharp(image)
      .extract({ left: 8, top: 8, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // the top-left corner is the input's red, not a rendering of the prompt
    expect(data[0]).toBeGreaterThan(170);
    expect(data[1]).toBeLessThan(70);
    expect(data[2]).toBeLessThan(80);
  });

  it('takes JPEG and WebP inputs through GraphQL too', async () => {
    const user = await factories(t).user();
    for (const format of ['jpeg', 'webp'] as const) {
      const res = await http.graphql(
        `mutation ($input: GenerateInput!) { generate(input: $input) { remainingTokens generation { status model } } }`,
        {
          input: {
            prompt: 'añade un sombrero',
            model: 'flux-kontext-dev',
            inputImage: await dataUrl(format),
          },
        },
        user.token,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.generate.generation).toEqual({
        status: 'completed',
        model: 'flux-kontext-dev',
      });
    }
  });

  it('refuses a file that is not a PNG, JPG or WebP, whatever it claims, and charges nothing', async () => {
    const user = await factories(t).user();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const inputImage of [
      `data:image/png;base64,${gif.toString('base64')}`,
      `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}`,
      'https://example.com/foto.png',
    ]) {
      const res = await http.post(
        '/api/ai/predictions',
        { prompt: 'hazlo de noche', model: 'flux-kontext', inputImage },
        user.token,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        ok: false,
        code: 'GENERATION.INPUT_IMAGE_TYPE',
        message: 'La imagen de entrada debe ser un PNG, JPG o WebP.',
      });
    }
    expect(await tokenBalance(t.databaseUrl, user.id)).toBe(1000);
    const rows = await sql(t.databaseUrl, 'SELECT id FROM generations WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses an input over 700 KB with a clear message and charges nothing', async () => {
    const user = await factories(t).user();
    const png = Buffer.from(await (await dataUrl('png')).split(',')[1], 'base64');
    const big = Buffer.concat([png, Buffer.alloc(710 * 1024)]);
    const res = await http.post(
      '/api/ai/predictions',
      {
        prompt: 'hazlo de noche',
        model: 'flux-kontext',
        inputImage: `data:image/png;base64,${big.toString('base64')}`,
      },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'GENERATION.INPUT_IMAGE_TOO_LARGE',
      message: 'La imagen de entrada no puede superar 700 KB.',
    });
    expect(await tokenBalance(t.databaseUrl, user.id)).toBe(1000);
  });

  it('refuses an input image for a preset that does not edit images', async () => {
    const user = await factories(t).user();
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un faro', model: 'journey', inputImage: await dataUrl('png') },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('GENERATION.INPUT_IMAGE_NOT_SUPPORTED');
    expect(res.body.message).toMatch(/Journey no edita imágenes/);
    expect(await tokenBalance(t.databaseUrl, user.id)).toBe(1000);
  });
});
