import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestClip } from '../../fixtures/media/synthetic-media';
import { factories } from '../../support/factories';
import { postForm } from '../../support/media-fixtures';
import { MediaProcessingService } from '../../../server/src/content/application/media-processing.service';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

interface VideoPost {
  status: string;
  video: { url: string; poster: string } | null;
}

describe('a monetized video: the public rendition carries the mark, the clean one is paid for', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());
  let id: string;
  let ownerToken: string;

  const detail = async (id: string, token?: string) =>
    (await http.get(`/api/image/image-detail/${id}`, token)).body.data as VideoPost;

  it('serves visitors and free users the watermarked MP4, and the owner and paid plans a signed clean one', async () => {
    const f = factories(t);
    const owner = await f.user({ plan: 'max' });
    const free = await f.user();
    const paid = await f.user({ plan: 'pro' });
    const path = join(mkdtempSync(join(tmpdir(), 'mixel-monetized-')), 'clip.mp4');
    await makeTestClip(ffmpeg.path, path, { container: 'mp4', seconds: 2 });
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-video',
      owner.token,
      { title: 'Vídeo de pago', monetizable: 'true' },
      { video: { bytes: readFileSync(path), name: 'clip.mp4' } },
    );
    expect(res.status).toBe(201);
    id = res.body.data.id as string;
    ownerToken = owner.token;
    for (let i = 0; i < 150 && (await detail(id, owner.token)).status !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 200));
    }

    const publicUrl = `/media/${id}/video.mp4`;
    expect((await detail(id)).video!.url).toBe(publicUrl);
    expect((await detail(id, free.token)).video!.url).toBe(publicUrl);
    for (const token of [owner.token, paid.token]) {
      const url = (await detail(id, token)).video!.url;
      expect(url).toMatch(
        new RegExp(`^/media/private/premium/${id}/video\\.mp4\\?expires=\\d+&signature=`),
      );
      const clean = await fetch(`${t.baseUrl}${url}`);
      expect(clean.status).toBe(200);
      expect(clean.headers.get('content-type')).toBe('video/mp4');
    }
    // the clean rendition is not public, and differs from the public one
    expect((await fetch(`${t.baseUrl}/media/private/premium/${id}/video.mp4`)).status).toBe(403);
    const [marked, clean] = await Promise.all([
      fetch(`${t.baseUrl}${publicUrl}`).then((r) => r.arrayBuffer()),
      fetch(`${t.baseUrl}${(await detail(id, owner.token)).video!.url}`).then((r) =>
        r.arrayBuffer(),
      ),
    ]);
    expect(Buffer.from(marked).equals(Buffer.from(clean))).toBe(false);
  });

  it('renders a monetized video processed before the split again at start, with its clean copy', async () => {
    await sql(t.databaseUrl, `UPDATE posts SET video = video - 'premiumKey' WHERE id = $1`, [id]);
    expect((await detail(id, ownerToken)).video!.url).toBe(`/media/${id}/video.mp4`);

    await t.app.get(MediaProcessingService).onApplicationBootstrap();

    let url = '';
    for (let i = 0; i < 150 && !url.startsWith('/media/private/'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      url = (await detail(id, ownerToken)).video!.url;
    }
    expect(url).toMatch(new RegExp(`^/media/private/premium/${id}/video\\.mp4\\?`));
    expect((await detail(id, ownerToken)).status).toBe('ready');
  });
});
