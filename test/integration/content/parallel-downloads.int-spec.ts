import { photoLikeJpeg } from '../../fixtures/media/synthetic-media';
import { factories } from '../../support/factories';
import { postForm } from '../../support/media-fixtures';
import { api, startTestApp, TestApp } from '../../support/test-app';

describe('the first downloads of a new monetized post, all at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers every one of 20 simultaneous first downloads with the whole image', async () => {
    const f = factories(t);
    const owner = await f.user();
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Primeras descargas', monetizable: 'true' },
      {
        image: {
          bytes: await photoLikeJpeg(1700, 1000, 5, { noise: 6 }),
          name: 'a.jpg',
          type: 'image/jpeg',
        },
      },
    );
    const id = res.body.data.id as string;
    for (let i = 0; i < 300; i++) {
      const { body } = await api(t.baseUrl).get(`/api/image/image-detail/${id}`, owner.token);
      if (body.data.status === 'ready') {
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const downloaders = await Promise.all(
      Array.from({ length: 10 }, (_, i) => f.user(i % 2 ? { plan: 'pro' } : {})),
    );

    const answers = await Promise.all(
      [...downloaders, ...downloaders].map(async (user) => {
        const download = await fetch(`${t.baseUrl}/api/image/download/${id}`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        const bytes = Buffer.from(await download.arrayBuffer());
        return { status: download.status, complete: bytes.subarray(-2).toString('hex') };
      }),
    );

    // every answer is a whole JPEG (it ends with the EOI marker), watermarked or clean
    expect(answers).toEqual(Array(20).fill({ status: 200, complete: 'ffd9' }));
  });
});
