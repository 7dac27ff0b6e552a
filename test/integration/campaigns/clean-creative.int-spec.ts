import sharp from 'sharp';
import { photoLikeJpeg } from '../../fixtures/media/synthetic-media';
import { factories, TestUser } from '../../support/factories';
import { postForm } from '../../support/media-fixtures';
import { api, createTestDatabase, startTestApp, TestApp } from '../../support/test-app';
import { createCampaign, galleryPage } from './campaign-helpers';

interface Variant {
  url: string;
  width: number;
  format: string;
}

const DETAIL_WIDTH = 1200;
const FEED = `query ($token: String) {
  feed(first: 20, adViewerToken: $token) {
    edges { node { id src originalUrl variants { url width format } } sponsored { adId } }
  } }`;

describe('an ad made from a monetized post: its creative is served clean to every viewer', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let advertiser: TestUser;
  let source: Buffer;
  let creative: string;

  async function fetchBytes(url: string) {
    const res = await fetch(`${t.baseUrl}${url}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /** Mean absolute difference per channel at `width` (0 = identical). */
  async function difference(a: Buffer, b: Buffer, width: number): Promise<number> {
    const raw = (input: Buffer) => sharp(input).resize({ width }).removeAlpha().raw().toBuffer();
    const [x, y] = await Promise.all([raw(a), raw(b)]);
    let sum = 0;
    for (let i = 0; i < x.length; i++) {
      sum += Math.abs(x[i] - y[i]);
    }
    return sum / x.length;
  }

  beforeAll(async () => {
    // a database of its own: the only campaign that can serve is this one
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    const f = factories(t);
    const author = await f.user();
    await f.posts(
      author.id,
      Array.from({ length: 20 }, (_, i) => ({ title: `Paisaje ${i}`, category: 'Paisajes' })),
    );
    advertiser = await f.user({ tokens: 10_000 });
    source = await photoLikeJpeg(1700, 1000, 23, { noise: 6 });
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      advertiser.token,
      { title: 'Cordillera en oferta', monetizable: 'true' },
      { image: { bytes: source, name: 'premium.jpg', type: 'image/jpeg' } },
    );
    expect(res.status).toBe(201);
    creative = res.body.data.id as string;
    // the clean set is ready once the owner sees variants wider than the detail size
    for (let i = 0; ; i++) {
      const detail = await http.get(`/api/image/image-detail/${creative}`, advertiser.token);
      const variants = (detail.body.data?.variants ?? []) as Variant[];
      if (variants.some((v) => v.width > DETAIL_WIDTH)) {
        break;
      }
      if (i > 300) {
        throw new Error('the creative never got its premium media');
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await createCampaign(http, advertiser.token, creative, {
      objective: 'reach',
      bidModel: 'CPM',
      bidCredits: 2,
      budgetCredits: 50,
    });
  }, 120_000);
  afterAll(() => t.close());

  async function expectClean(tile: { src: string | null; variants: Variant[] }) {
    expect(tile.variants.length).toBeGreaterThan(0);
    expect(Math.max(...tile.variants.map((v) => v.width))).toBe(DETAIL_WIDTH);
    for (const url of [tile.src!, ...tile.variants.map((v) => v.url)]) {
      expect(url).toMatch(
        new RegExp(`^/media/private/premium/${creative}/w\\d+\\.\\w+\\?expires=`),
      );
    }
    const jpeg = tile.variants.find((v) => v.width === DETAIL_WIDTH && v.format === 'jpeg')!;
    const { res, bytes } = await fetchBytes(jpeg.url);
    expect(res.status).toBe(200);
    // no watermark: the picture itself at the same size
    expect(await difference(bytes, source, 600)).toBeLessThan(2);
  }

  it('serves visitors and free users the clean image in the REST gallery, never larger than the detail size', async () => {
    const free = await factories(t).user();
    for (const token of [undefined, free.token]) {
      const page = await galleryPage(http, 'limit=20', token);
      const ad = page.tiles.find((tile) => tile.sponsored) as
        { id: string; src: string; variants: Variant[] } | undefined;
      expect(ad?.id).toBe(creative);
      await expectClean(ad!);
    }
  });

  it('serves the GraphQL feed clean too, and keeps the full-resolution original private', async () => {
    const free = await factories(t).user();
    const res = await http.graphql(FEED, {}, free.token);
    const edge = (
      res.body.data.feed.edges as Array<{
        node: { id: string; src: string; originalUrl: string | null; variants: Variant[] };
        sponsored: { adId: string } | null;
      }>
    ).find((e) => e.sponsored);
    expect(edge?.node.id).toBe(creative);
    await expectClean(edge!.node);
    expect(edge!.node.originalUrl).toBeNull();
  });

  it('still shows the organic post page watermarked to a free user', async () => {
    const free = await factories(t).user();
    const detail = await http.get(`/api/image/image-detail/${creative}`, free.token);
    for (const variant of detail.body.data.variants as Variant[]) {
      expect(variant.url).toMatch(new RegExp(`^/media/${creative}/watermarked/`));
    }
  });
});
