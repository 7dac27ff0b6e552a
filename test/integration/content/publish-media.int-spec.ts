import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { makeTestClip } from '../../fixtures/media/synthetic-media';
import { jpegWithGps, postForm, solidImage } from '../../support/media-fixtures';
import { factories } from '../../support/factories';
import { api, startTestApp, TestApp } from '../../support/test-app';

async function waitFor(
  t: TestApp,
  id: string,
  token: string,
  done: (post: Record<string, unknown>) => boolean,
) {
  for (let i = 0; i < 150; i++) {
    const res = await api(t.baseUrl).get(`/api/image/image-detail/${id}`, token);
    if (res.body.data && done(res.body.data)) {
      return res.body.data;
    }
    if (res.body.data?.status === 'failed') {
      throw new Error(`post ${id} failed`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`post ${id} never finished`);
}

describe('videos, HEIC and avatars', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'mixel-clips-'));

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['mp4', 'webm', 'mov'] as const)(
    'publishes a %s video for a Max user: a web-playable MP4 and a poster, without the GPS tag',
    async (container) => {
      const max = await factories(t).user({ plan: 'max' });
      const path = join(dir, `clip.${container}`);
      await makeTestClip(ffmpeg.path, path, { container, seconds: 2 });
      const res = await postForm(
        t.baseUrl,
        '/api/image/add-video',
        max.token,
        { title: `Vídeo ${container}` },
        {
          video: { bytes: readFileSync(path), name: `clip.${container}` },
        },
      );
      expect(res.status).toBe(201);
      const post = await waitFor(t, res.body.data.id, max.token, (p) => p.status === 'ready');
      expect(post).toMatchObject({ kind: 'video', width: 320, height: 240 });
      const video = post.video as { url: string; poster: string; duration: number };
      expect(video.duration).toBeCloseTo(2, 0);
      const mp4 = await fetch(`${t.baseUrl}${video.url}`);
      expect(mp4.headers.get('content-type')).toBe('video/mp4');
      const bytes = Buffer.from(await mp4.arrayBuffer());
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.includes(Buffer.from('+40.4168'))).toBe(false);
      const poster = await fetch(`${t.baseUrl}${video.poster}`);
      expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).format).toBe('jpeg');
    },
  );

  it('refuses a text file sent as a video', async () => {
    const max = await factories(t).user({ plan: 'max' });
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-video',
      max.token,
      { title: 'Falso' },
      {
        video: {
          bytes: Buffer.from('hola, no soy un vídeo '.repeat(100)),
          name: 'falso.mp4',
          type: 'video/mp4',
        },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CONTENT.UNSUPPORTED_TYPE');
  });

  it('accepts an iPhone HEIC photo and serves it as AVIF, WebP and JPEG', async () => {
    const user = await factories(t).user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title: 'Desde el iPhone' },
      {
        image: {
          bytes: readFileSync(join(__dirname, '../../fixtures/media/sample.heic')),
          name: 'IMG_0001.HEIC',
        },
      },
    );
    expect(res.status).toBe(201);
    const post = await waitFor(t, res.body.data.id, user.token, (p) => p.status === 'ready');
    expect(post).toMatchObject({ width: 320, height: 240 });
  });

  it('keeps an optional editable file and tells viewers it exists', async () => {
    const user = await factories(t).user();
    const psd = Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(2048, 3)]);
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title: 'Con PSD' },
      {
        image: { bytes: await solidImage('png'), name: 'a.png' },
        editable: { bytes: psd, name: 'capas.psd' },
      },
    );
    const post = await waitFor(t, res.body.data.id, user.token, (p) => p.status === 'ready');
    expect(post.hasEditable).toBe(true);
  });

  it('changes the avatar: a square, metadata-free WebP, pushed to the profile', async () => {
    const user = await factories(t).user();
    const res = await postForm(
      t.baseUrl,
      '/api/account/avatar',
      user.token,
      {},
      {
        image: { bytes: await jpegWithGps(900, 600), name: 'yo.jpg' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const avatar = Buffer.from(
      await (await fetch(`${t.baseUrl}${res.body.data.image}`)).arrayBuffer(),
    );
    const meta = await sharp(avatar).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      512,
      512,
      undefined,
    ]);
    const me = await api(t.baseUrl).get('/api/account/me', user.token);
    expect(me.body.data.image).toBe(res.body.data.image);

    const bad = await postForm(
      t.baseUrl,
      '/api/account/avatar',
      user.token,
      {},
      {
        image: { bytes: Buffer.from('%PDF-1.4'), name: 'yo.pdf' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('ACCOUNTS.INVALID_IMAGE');
  });
});

describe('publishing into S3-compatible storage', () => {
  let emulator: S3rver;
  let t: TestApp;

  beforeAll(async () => {
    emulator = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'mixel-s3-app-')),
      configureBuckets: [{ name: 'mixel-media', configs: [] }],
    });
    const { port } = (await emulator.run()) as { port: number };
    t = await startTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'mixel-media',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t.close();
    await emulator.close();
  });

  it('runs the pipeline into the bucket and serves the variants through /media', async () => {
    const user = await factories(t).user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title: 'En S3' },
      {
        image: { bytes: await jpegWithGps(800, 600), name: 'a.jpg' },
      },
    );
    const post = await waitFor(t, res.body.data.id, user.token, (p) =>
      (p.variants as Array<{ format: string }>).some((v) => v.format === 'avif'),
    );
    for (const variant of post.variants as Array<{ url: string; format: string }>) {
      const media = await fetch(`${t.baseUrl}${variant.url}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).exif).toBeUndefined();
    }
  });
});
