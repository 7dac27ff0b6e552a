import { factories } from '../../support/factories';
import sharp from 'sharp';
import { SignedMediaUrls } from '../../../server/src/platform/storage/signed-media-urls';
import { api, startTestApp, TEST_JWT_SECRET, TestApp } from '../../support/test-app';

describe('images of private generations: only their owner sees them, through signed links', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  const signUp = (plan: 'free' | 'max' = 'free') => factories(t).user({ plan });
  const fetchImage = (path: string) => fetch(`${t.baseUrl}${path}`);

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('gives the owner a signed link that loads without a bearer token; the unsigned path is refused', async () => {
    const owner = await signUp('max');
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'diario secreto', privateMode: true },
      owner.token,
    );
    expect(res.status).toBe(200);
    const url: string = res.body.results[0].url;
    expect(url).toMatch(
      /^\/media\/private\/generations\/[0-9a-f-]+\/1\.webp\?expires=\d+&signature=[\w-]+$/,
    );
    const loaded = await fetchImage(url);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await loaded.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1024 });

    const path = url.split('?')[0];
    // a visitor or another user holding no link (or guessing the public path) gets nothing
    const unsigned = await fetchImage(path);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ ok: false, code: 'MEDIA.LINK_INVALID' });
    expect((await fetchImage(path.replace('/media/private/', '/media/'))).status).toBe(404);

    // and the owner's listing (REST and GraphQL) carries signed links too
    const listed = await http.get('/api/ai/generations?mine=true', owner.token);
    expect(listed.body.data.images[0].src).toMatch(/^\/media\/private\/.*&signature=/);
    const graphql = await http.graphql(
      '{ generations(mine: true) { items { images { url } } } }',
      {},
      owner.token,
    );
    const graphqlUrl: string = graphql.body.data.generations.items[0].images[0].url;
    expect((await fetchImage(graphqlUrl)).status).toBe(200);
  });

  it('refuses a tampered, borrowed or expired link', async () => {
    const owner = await signUp('max');
    const first = await http.post(
      '/api/ai/predictions',
      { prompt: 'dos imágenes privadas', privateMode: true, numberOfImages: 2 },
      owner.token,
    );
    const [one, two]: string[] = first.body.results.map((r: { url: string }) => r.url);
    const signature = new URL(one, t.baseUrl).searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = one.replace(/signature=.*/, `signature=${flipped}`);
    expect((await fetchImage(tampered)).status).toBe(403);
    const laterExpiry = one.replace(
      /expires=(\d+)/,
      (_m, e: string) => `expires=${Number(e) + 900}`,
    );
    expect((await fetchImage(laterExpiry)).status).toBe(403);
    // the first image's signature does not open the second image
    const borrowed = `${two.split('?')[0]}?${one.split('?')[1]}`;
    expect((await fetchImage(borrowed)).status).toBe(403);

    const key = one.split('?')[0].slice('/media/'.length);
    const yesterday = new SignedMediaUrls(TEST_JWT_SECRET, () => Date.now() - 86_400_000).url(key);
    const expired = await fetchImage(yesterday);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ ok: false, code: 'MEDIA.LINK_EXPIRED' });
  });

  it('keeps public generations on plain, cacheable /media URLs', async () => {
    const user = await signUp();
    const res = await http.post('/api/ai/predictions', { prompt: 'un faro' }, user.token);
    expect(res.body.results[0].url).toMatch(/^\/media\/generations\/[0-9a-f-]+\/1\.webp$/);
    const loaded = await fetchImage(res.body.results[0].url);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('cache-control')).toContain('public');
  });

  it('still publishes a private generation as a post', async () => {
    const owner = await signUp('max');
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'privada y luego publicada', privateMode: true },
      owner.token,
    );
    const published = await http.post(
      `/api/ai/generations/${res.body.data.id}/publish`,
      { title: 'Ahora pública' },
      owner.token,
    );
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ ok: true, data: { created: true } });
    const other = await signUp();
    const refused = await http.post(
      `/api/ai/generations/${res.body.data.id}/publish`,
      { title: 'Robada' },
      other.token,
    );
    expect(refused.status).toBe(404);
  });
});
