import sharp from 'sharp';
import { photoLikeJpeg } from '../../fixtures/media/synthetic-media';
import { factories, TestUser } from '../../support/factories';
import { postForm } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

interface Variant {
  url: string;
  width: number;
  height: number;
  format: string;
}

const DETAIL_WIDTH = 1200;
const LIMIT_MESSAGE =
  'Llegaste al límite de descargas de tu plan por hoy. Mejora tu plan para descargar más.';

describe('monetized posts: watermarked public media, premium media for entitled viewers', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let owner: TestUser;
  let free: TestUser;
  let pro: TestUser;
  let source: Buffer;
  let postId: string;

  async function fetchBytes(url: string, token?: string) {
    const res = await fetch(`${t.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function detail(id: string, token?: string) {
    const res = await http.get(`/api/image/image-detail/${id}`, token);
    expect(res.status).toBe(200);
    return res.body.data as {
      variants: Variant[];
      originalUrl: string | null;
      src: string;
      counts: { downloads: number };
      status: string;
    };
  }

  /** Until the owner sees the premium media: the clean set wider than the detail size. */
  async function waitForPremium(id: string, widest: number) {
    for (let i = 0; i < 300; i++) {
      const post = await detail(id, owner.token);
      if (post.originalUrl && post.variants.some((v) => v.width === widest)) {
        return post;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`post ${id} never got its premium media`);
  }

  /** Mean absolute difference per channel between two images at `width` (0 = identical). */
  async function difference(a: Buffer, b: Buffer, width: number): Promise<number> {
    const raw = (input: Buffer) => sharp(input).resize({ width }).removeAlpha().raw().toBuffer();
    const [x, y] = await Promise.all([raw(a), raw(b)]);
    let sum = 0;
    for (let i = 0; i < x.length; i++) {
      sum += Math.abs(x[i] - y[i]);
    }
    return sum / x.length;
  }

  async function publishMonetized(bytes: Buffer, title: string): Promise<string> {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title, monetizable: 'true' },
      { image: { bytes, name: 'premium.jpg', type: 'image/jpeg' } },
    );
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  const postQuery = `query ($id: ID!) { post(id: $id) { post { id originalUrl variants { url width format } } } }`;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
    owner = await f.user();
    free = await f.user();
    pro = await f.user({ plan: 'pro' });
    source = await photoLikeJpeg(1700, 1000, 11, { noise: 6 });
    postId = await publishMonetized(source, 'Cordillera premium');
    await waitForPremium(postId, 1700);
  }, 120_000);
  afterAll(() => t.close());

  it('gives visitors and free users only watermarked public variants up to the detail size', async () => {
    const reference = await sharp(source).resize({ width: DETAIL_WIDTH }).png().toBuffer();
    const viaGraphql = await http.graphql(postQuery, { id: postId }, free.token);
    for (const post of [
      await detail(postId),
      await detail(postId, free.token),
      viaGraphql.body.data.post.post as { variants: Variant[]; originalUrl: string | null },
    ]) {
      expect(post.originalUrl).toBeNull();
      expect(post.variants.length).toBeGreaterThan(0);
      expect(Math.max(...post.variants.map((v) => v.width))).toBe(DETAIL_WIDTH);
      for (const variant of post.variants) {
        expect(variant.url).toMatch(new RegExp(`^/media/${postId}/watermarked/w\\d+\\.\\w+$`));
      }
    }
    const detailJpeg = (await detail(postId)).variants.find(
      (v) => v.width === DETAIL_WIDTH && v.format === 'jpeg',
    )!;
    const { res, bytes } = await fetchBytes(detailJpeg.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // the mark is visible: far from the picture itself at the same size
    expect(await difference(bytes, reference, 600)).toBeGreaterThan(4);

    // nothing clean or larger is public, and private keys need a signed link
    for (const width of [1200, 1600, 1700]) {
      expect((await fetchBytes(`/media/${postId}/w${width}.jpg`)).res.status).toBe(404);
    }
    for (const key of [`premium/${postId}/w1700.jpg`, `downloads/${postId}/original.jpg`]) {
      expect((await fetchBytes(`/media/private/${key}`)).res.status).toBe(403);
      expect((await fetchBytes(`/media/private/${key}`, free.token)).res.status).toBe(403);
    }
  });

  it('gives a pro user signed links to the clean large variants and the original, which refuse tampering', async () => {
    const post = await detail(postId, pro.token);
    const viaGraphql = (await http.graphql(postQuery, { id: postId }, pro.token)).body.data.post
      .post as { variants: Variant[]; originalUrl: string };
    expect(viaGraphql.originalUrl).toBe(post.originalUrl);
    expect(viaGraphql.variants.map((v) => v.url)).toEqual(post.variants.map((v) => v.url));
    expect([...new Set(post.variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([
      400, 800, 1200, 1600, 1700,
    ]);
    // the grid image is clean for them too, through a signed link
    expect(post.src).toMatch(
      new RegExp(`^/media/private/premium/${postId}/w\\d+\\.webp\\?expires=\\d+&signature=`),
    );

    const large = post.variants.find((v) => v.width === 1700 && v.format === 'jpeg')!;
    expect(large.url).toMatch(
      new RegExp(`^/media/private/premium/${postId}/w1700\\.jpg\\?expires=\\d+&signature=`),
    );
    const clean = await fetchBytes(large.url);
    expect(clean.res.status).toBe(200);
    expect(clean.res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(clean.bytes).metadata()).width).toBe(1700);
    expect(await difference(clean.bytes, source, 600)).toBeLessThan(2);

    const original = await fetchBytes(post.originalUrl!);
    expect(original.res.status).toBe(200);
    const meta = await sharp(original.bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1700, 1000, undefined]);

    const url = new URL(large.url, t.baseUrl);
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const tampered of [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${Number(expires) + 900}&signature=${signature}`,
      `${url.pathname.replace('w1700', 'w1600')}?expires=${expires}&signature=${signature}`,
      url.pathname,
    ]) {
      const { res } = await fetchBytes(tampered, pro.token);
      expect(res.status).toBe(403);
    }
  });

  it('shows the owner the premium media too', async () => {
    const post = await detail(postId, owner.token);
    expect(post.originalUrl).toMatch(/^\/media\/private\/downloads\//);
    expect(post.variants.some((v) => v.width > DETAIL_WIDTH)).toBe(true);
    // their own tile (profile grid, feeds) is the clean image, not the watermarked one
    expect(post.src).toMatch(new RegExp(`^/media/private/premium/${postId}/`));
    const { res } = await fetchBytes(post.src);
    expect(res.status).toBe(200);
  });

  it('pays the uploader one download.commission however many times the same user downloads', async () => {
    const before = await tokenBalance(t.databaseUrl, owner.id);
    const payer = await f.user({ plan: 'basic' });
    for (let i = 0; i < 3; i++) {
      const { res } = await fetchBytes(`/api/image/download/${postId}`, payer.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-mixel-watermarked')).toBe('false');
    }
    const rows = await sql(
      t.databaseUrl,
      `SELECT user_id, delta, post_id FROM token_ledger WHERE reason = 'download.commission'
       AND key = $1`,
      [`download.commission:${postId}:${payer.id}`],
    );
    expect(rows).toEqual([{ user_id: owner.id, delta: 5, post_id: postId }]);
    expect(await tokenBalance(t.databaseUrl, owner.id)).toBe(before + 5);
    // a free user's watermarked download earns nothing
    await fetchBytes(`/api/image/download/${postId}`, free.token);
    const all = await sql(
      t.databaseUrl,
      `SELECT count(*)::int AS n FROM token_ledger WHERE reason = 'download.commission' AND post_id = $1`,
      [postId],
    );
    expect(all).toEqual([{ n: 1 }]);
  });

  it("refuses a free user's 6th download of the day with 429, never the owner's or a visitor's", async () => {
    const user = await f.user();
    const downloads = async () => (await detail(postId, owner.token)).counts.downloads;
    for (let i = 0; i < 5; i++) {
      const { res } = await fetchBytes(`/api/image/download/${postId}`, user.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-mixel-watermarked')).toBe('true');
    }
    const counted = await downloads();
    const refused = await http.get(`/api/image/download/${postId}`, user.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      ok: false,
      code: 'CONTENT.DOWNLOAD_LIMIT',
      message: LIMIT_MESSAGE,
    });
    expect(await downloads()).toBe(counted);

    // the allowance is the user's, whatever the post
    const other = await publishMonetized(await photoLikeJpeg(600, 400, 3), 'Otra');
    await waitForPremium(other, 600);
    expect((await http.get(`/api/image/download/${other}`, user.token)).status).toBe(429);

    // a day later the allowance is back (rolling 24 hours)
    await sql(
      t.databaseUrl,
      `UPDATE post_downloads SET created_at = created_at - interval '25 hours' WHERE user_id = $1`,
      [user.id],
    );
    expect((await fetchBytes(`/api/image/download/${postId}`, user.token)).res.status).toBe(200);

    for (let i = 0; i < 6; i++) {
      expect((await fetchBytes(`/api/image/download/${postId}`, owner.token)).res.status).toBe(200);
      expect((await fetchBytes(`/api/image/download/${postId}`)).res.status).toBe(200);
    }
  });

  it('never lets two downloads at once take the last one of the allowance', async () => {
    const user = await f.user();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { res } = await fetchBytes(`/api/image/download/${postId}`, user.token);
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('renders again at start a monetized post processed before its media was split', async () => {
    // a post as the pipeline left it before: clean public variants up to 1600 px, no premium media
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'De antes', monetizable: 'false' },
      { image: { bytes: await photoLikeJpeg(1600, 900, 5), name: 'antes.jpg' } },
    );
    const id = res.body.data.id as string;
    for (let i = 0; i < 300; i++) {
      const post = await detail(id, owner.token);
      if (post.status === 'ready' && post.variants.some((v) => v.width === 1600)) {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await sql(t.databaseUrl, `UPDATE posts SET monetizable = true WHERE id = $1`, [id]);
    expect((await fetchBytes(`/media/${id}/w1600.jpg`)).res.status).toBe(200);

    // meanwhile nobody is shown a public variant above the detail size
    const waiting = await detail(id, free.token);
    expect(Math.max(...waiting.variants.map((v) => v.width))).toBeLessThanOrEqual(DETAIL_WIDTH);

    // a restart (another instance on the same database and media) queues it again
    const restarted = await startTestApp({ DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir });
    try {
      await waitForPremium(id, 1600);
      for (let i = 0; i < 100; i++) {
        if ((await fetchBytes(`/media/${id}/w1600.jpg`)).res.status === 404) {
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      for (const width of [400, 800, 1200, 1600]) {
        expect((await fetchBytes(`/media/${id}/w${width}.jpg`)).res.status).toBe(404);
      }
      const now = await detail(id, free.token);
      expect(now.variants.every((v) => v.url.startsWith(`/media/${id}/watermarked/`))).toBe(true);
      expect(Math.max(...now.variants.map((v) => v.width))).toBe(DETAIL_WIDTH);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
