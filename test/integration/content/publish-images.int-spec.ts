import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { jpegWithGps, pixelBomb, postForm, solidImage } from '../../support/media-fixtures';
import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

describe('publishing images through /api/image/add-image', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let owner: TestUser;
  let other: TestUser;

  async function waitForReady(id: string, token: string) {
    for (let i = 0; i < 100; i++) {
      const res = await http.get(`/api/image/image-detail/${id}`, token);
      // AVIF comes last, with the remaining variants
      if (
        res.body.data?.status === 'ready' &&
        res.body.data.variants.some((v: { format: string }) => v.format === 'avif')
      ) {
        return res.body.data;
      }
      if (res.body.data?.status === 'failed') {
        throw new Error(`post ${id} failed`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`post ${id} never became ready`);
  }

  async function fetchBytes(url: string, token?: string) {
    const res = await fetch(`${t.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  const postCount = async (userId: string) =>
    Number(
      (
        await sql<{ n: string }>(
          t.databaseUrl,
          'SELECT count(*) AS n FROM posts WHERE author_id = $1',
          [userId],
        )
      )[0].n,
    );

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
    owner = await f.user();
    other = await f.user();
  });
  afterAll(() => t.close());

  it('publishes a JPEG: answers at once, then serves oriented, metadata-free variants', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      {
        title: 'Atardecer en la #Montaña',
        desc: `Con @nadie, @${owner.name.toUpperCase()} y #cielo`,
        visibility: 'public',
        monetizable: 'false',
        sensitive: 'false',
      },
      { image: { bytes: await jpegWithGps(1200, 800), name: 'foto.jpg', type: 'image/jpeg' } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, message: 'Publicado', data: { id: expect.any(String) } });

    const post = await waitForReady(res.body.data.id, owner.token);
    expect(post).toMatchObject({
      title: 'Atardecer en la #Montaña',
      hashtags: ['montaña', 'cielo'],
      // @nadie names no user: plain text; a user's handle is kept as registered
      mentions: [owner.name],
      sensitive: false,
      monetizable: false,
      visibility: 'public',
      width: 800, // EXIF orientation 6 turns 1200×800 upright
      height: 1200,
      author: { id: owner.id, level: 'Novato' },
    });
    expect(post.blurhash).toEqual(expect.any(String));
    expect(post.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(post.variants.map((v: { format: string }) => v.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    );

    for (const variant of post.variants) {
      const { res: media, bytes } = await fetchBytes(variant.url);
      expect(media.status).toBe(200);
      expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(media.headers.get('content-type')).toBe(`image/${variant.format}`);
      // the media's own resource policy wins over the default of every answer (same-origin)
      expect(media.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(media.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('MixelCam'))).toBe(false);
      expect(meta.width).toBe(variant.width);
    }
    // visitors see it too, and the original is never public
    expect((await http.get(`/api/image/image-detail/${post.id}`)).status).toBe(200);
    // neither a key outside public/ nor a traversal reaches an original (fetch resolves %2e%2e)
    for (const path of [
      `/media/private/originals/${post.id}`,
      `/media/%2e%2e/private/originals/${post.id}`,
    ]) {
      const { res: attempt } = await fetchBytes(path);
      expect(attempt.headers.get('content-type')).not.toMatch(/^image\//);
    }
    // private files need a signed link: the bare path is refused
    expect((await fetchBytes(`/media/private/originals/${post.id}`)).res.status).toBe(403);
  });

  it.each(['png', 'webp', 'avif', 'gif'] as const)(
    'accepts %s, identified by its bytes whatever its name',
    async (format) => {
      const res = await postForm(
        t.baseUrl,
        '/api/image/add-image',
        owner.token,
        { title: `Imagen ${format}` },
        {
          image: { bytes: await solidImage(format), name: 'archivo.txt', type: 'text/plain' },
        },
      );
      expect(res.status).toBe(201);
      const post = await waitForReady(res.body.data.id, owner.token);
      expect(post.variants.length).toBeGreaterThan(0);
    },
  );

  it.each([
    [
      'a renamed executable',
      () => readFileSync(process.execPath).subarray(0, 200_000),
      'CONTENT.UNSUPPORTED_TYPE',
    ],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'CONTENT.UNSUPPORTED_TYPE'],
    [
      'a truncated JPEG',
      async () => (await jpegWithGps(600, 400)).subarray(0, 4000),
      'CONTENT.CORRUPT_FILE',
    ],
    ['a pixel bomb', pixelBomb, 'CONTENT.TOO_MANY_PIXELS'],
  ])('refuses %s with a clear error and stores nothing', async (_name, make, code) => {
    const user = await f.user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title: 'No debería' },
      {
        image: { bytes: await make(), name: 'foto.jpg', type: 'image/jpeg' },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, code });
    expect(typeof res.body.message).toBe('string');
    expect(await postCount(user.id)).toBe(0);
  });

  it('refuses an oversized image (over 30 MB)', async () => {
    const user = await f.user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title: 'Enorme' },
      {
        image: { bytes: Buffer.alloc(31 * 1024 * 1024, 1), name: 'big.jpg' },
      },
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect(await postCount(user.id)).toBe(0);
  });

  it.each([
    ['a missing title', {}, 'CONTENT.TITLE_REQUIRED', 'El título es obligatorio.'],
    [
      'a 101-character title',
      { title: 'x'.repeat(101) },
      'CONTENT.TITLE_TOO_LONG',
      'El título no puede superar 100 caracteres.',
    ],
    [
      'a 2,201-character description',
      { title: 'ok', desc: 'd'.repeat(2201) },
      'CONTENT.DESCRIPTION_TOO_LONG',
      'La descripción no puede superar 2200 caracteres.',
    ],
    [
      'a bad visibility',
      { title: 'ok', visibility: 'secret' },
      'BAD_USER_INPUT',
      'La visibilidad debe ser public o archived.',
    ],
    [
      'a bad boolean',
      { title: 'ok', sensitive: 'quizás' },
      'BAD_USER_INPUT',
      'El campo "sensitive" debe ser true o false.',
    ],
  ])('refuses %s and stores nothing', async (_name, fields, code, message) => {
    const user = await f.user();
    const res = await postForm(t.baseUrl, '/api/image/add-image', user.token, fields, {
      image: { bytes: await solidImage('png'), name: 'a.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, code, message });
    expect(await postCount(user.id)).toBe(0);
  });

  it('refuses a request without a file, without a token, or with an unexpected file field', async () => {
    expect(
      (await postForm(t.baseUrl, '/api/image/add-image', owner.token, { title: 'Sin archivo' }, {}))
        .body.code,
    ).toBe('CONTENT.FILE_REQUIRED');
    expect(
      (
        await postForm(
          t.baseUrl,
          '/api/image/add-image',
          undefined,
          { title: 'x' },
          { image: { bytes: await solidImage('png'), name: 'a.png' } },
        )
      ).status,
    ).toBe(401);
    const extra = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'x' },
      {
        image: { bytes: await solidImage('png'), name: 'a.png' },
        other: { bytes: Buffer.from('x'), name: 'x.bin' },
      },
    );
    expect(extra.status).toBe(400);
  });

  it('refuses videos from users below the Max plan with a clear reason', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-video',
      owner.token,
      { title: 'Mi vídeo' },
      {
        video: { bytes: Buffer.from('not really a video'), name: 'v.mp4', type: 'video/mp4' },
      },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false, code: 'CONTENT.VIDEO_REQUIRES_MAX' });
    expect(res.body.message).toContain('plan Max');
  });

  it('keeps archived posts from everyone but their owner', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Solo para mí', visibility: 'archived' },
      {
        image: { bytes: await solidImage('jpeg'), name: 'a.jpg' },
      },
    );
    expect(res.body.message).toBe('Subido');
    const id = res.body.data.id;
    await waitForReady(id, owner.token);
    expect((await http.get(`/api/image/image-detail/${id}`)).status).toBe(404);
    expect((await http.get(`/api/image/image-detail/${id}`, other.token)).status).toBe(404);
    const mine = await http.get(`/api/image/get-channel/${owner.id}?tab=archived`, owner.token);
    expect(mine.body.data.images.map((p: { id: string }) => p.id)).toContain(id);
    const theirs = await http.get(`/api/image/get-channel/${owner.id}?tab=archived`, other.token);
    expect(theirs.body.data.images.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('stores sensitive as chosen, and counts a viewer once per day', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Sensible', sensitive: 'true' },
      {
        image: { bytes: await solidImage('webp'), name: 'a.webp' },
      },
    );
    const post = await waitForReady(res.body.data.id, owner.token);
    expect(post.sensitive).toBe(true);
    await http.get(`/api/image/image-detail/${post.id}`, other.token);
    await http.get(`/api/image/image-detail/${post.id}`, other.token);
    const seen = await http.get(`/api/image/image-detail/${post.id}`);
    expect(seen.body.data.counts.views).toBe(2); // `other` once, this visitor once; the owner never
  });

  it('watermarks monetized downloads for visitors and free users, and pays the uploader for paid ones', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Premium', monetizable: 'true' },
      {
        image: { bytes: await jpegWithGps(900, 600), name: 'premium.jpg' },
      },
    );
    const post = await waitForReady(res.body.data.id, owner.token);

    const visitor = await fetchBytes(post.downloadUrl);
    expect(visitor.res.headers.get('x-mixel-watermarked')).toBe('true');
    const free = await fetchBytes(post.downloadUrl, other.token);
    expect(free.res.headers.get('x-mixel-watermarked')).toBe('true');

    const payer = await f.user({ plan: 'pro' });
    const paid = await fetchBytes(post.downloadUrl, payer.token);
    expect(paid.res.headers.get('x-mixel-watermarked')).toBe('false');
    expect(paid.res.headers.get('content-disposition')).toContain(
      'attachment; filename="premium.jpg"',
    );
    const full = await sharp(paid.bytes).metadata();
    expect([full.width, full.height]).toEqual([600, 900]);
    expect(full.exif).toBeUndefined();

    // the watermark is visible: the free copy differs from the clean one at the same size
    const a = await sharp(paid.bytes).resize(300, 450).raw().toBuffer();
    const b = await sharp(free.bytes).resize(300, 450).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i++) {
      diff += Math.abs(a[i] - b[i]);
    }
    expect(diff / a.length).toBeGreaterThan(2);

    await fetchBytes(post.downloadUrl, payer.token);
    const commissions = await sql(
      t.databaseUrl,
      `SELECT user_id, delta, key FROM token_ledger
       WHERE post_id = $1 AND reason = 'download.commission'`,
      [post.id],
    );
    expect(commissions).toEqual([
      { user_id: owner.id, delta: 5, key: `download.commission:${post.id}:${payer.id}` },
    ]);
  });

  it('lets the owner retry a failed post, which then becomes visible', async () => {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Reintento' },
      {
        image: { bytes: await solidImage('png'), name: 'a.png' },
      },
    );
    const id = res.body.data.id;
    await waitForReady(id, owner.token);
    await sql(
      t.databaseUrl,
      `UPDATE posts SET status = 'failed', failure_reason = 'x' WHERE id = $1`,
      [id],
    );
    expect((await http.get(`/api/image/image-detail/${id}`)).status).toBe(404);
    expect((await http.get(`/api/image/image-detail/${id}`, owner.token)).body.data.status).toBe(
      'failed',
    );
    expect((await http.post(`/api/image/retry/${id}`, undefined, other.token)).status).toBe(404);
    expect((await http.post(`/api/image/retry/${id}`, undefined, owner.token)).status).toBe(200);
    await waitForReady(id, owner.token);
    expect((await http.post(`/api/image/retry/${id}`, undefined, owner.token)).status).toBe(409);
  });

  it('publishes through GraphQL: stage the file, then createPost', async () => {
    const staged = await postForm(
      t.baseUrl,
      '/api/uploads',
      owner.token,
      {},
      { file: { bytes: await solidImage('png'), name: 'a.png' } },
    );
    expect(staged.body).toEqual({
      ok: true,
      data: { uploadId: expect.any(String), kind: 'image' },
    });
    const created = await http.graphql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id title status } }`,
      {
        input: {
          uploadId: staged.body.data.uploadId,
          title: 'Desde GraphQL',
          visibility: 'public',
          monetizable: false,
          sensitive: false,
        },
      },
      owner.token,
    );
    // the post exists at once; a tiny image may already be processed when it is read back
    expect(created.body.data.createPost).toMatchObject({
      title: 'Desde GraphQL',
      status: expect.stringMatching(/^(processing|ready)$/),
    });
    await waitForReady(created.body.data.createPost.id, owner.token);
    const again = await http.graphql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      {
        input: {
          uploadId: staged.body.data.uploadId,
          title: 'Otra vez',
          visibility: 'public',
          monetizable: false,
          sensitive: false,
        },
      },
      owner.token,
    );
    expect(again.body.errors[0].extensions.code).toBe('CONTENT.FILE_REQUIRED');
  });

  it('answers the channel by handle with the public posts and the level label', async () => {
    const { body } = await http.get('/api/account/me', owner.token);
    const channel = await http.get(`/api/image/get-channel/${body.data.name}`);
    expect(channel.body.data.user).toMatchObject({
      id: owner.id,
      name: body.data.name,
      level: 'Novato',
    });
    expect(channel.body.data.images.length).toBeGreaterThan(0);
    expect(channel.body.data.pagination).toEqual({ currentPage: 1, hasNextPage: false });
    expect((await http.get('/api/image/get-channel/nadie_existe')).status).toBe(404);

    const query = `query ($h: String!, $tab: Visibility! = public) { channel(idOrHandle: $h, tab: $tab) { user { name } postCount posts { id } } }`;
    const viaGraphql = await http.graphql(query, { h: body.data.name });
    expect(viaGraphql.body.data.channel).toMatchObject({
      user: { name: body.data.name },
      postCount: channel.body.data.images.length,
    });
    const archived = await http.graphql(query, { h: body.data.name, tab: 'archived' }, owner.token);
    expect(archived.body.data.channel.posts.length).toBeGreaterThan(0);
    expect((await http.get(`/api/image/get-channel/${owner.id}?page=0`)).status).toBe(400);
  });

  it('never leaves files of refused uploads in the data directory', () => {
    const originals = join(t.dataDir, 'media', 'private', 'originals');
    const stored = existsSync(originals)
      ? readdirSync(originals).filter((f) => !f.endsWith('.meta.json'))
      : [];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((f) => !f.endsWith('.tmp'))).toBe(true);
  });
});
