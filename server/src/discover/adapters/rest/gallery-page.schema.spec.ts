import Fastify from 'fastify';
import { GALLERY_PAGE_SCHEMA, GalleryPage } from './gallery-page.schema';

type Tile = GalleryPage['data']['images'][number];

const author = {
  id: 'a1',
  name: 'ana',
  fullname: 'Ana "la del lago" Núñez\n',
  image: '/media/avatars/a1.webp',
  level: 'Novato',
  verified: true,
};

const image: Tile = {
  id: 'p1',
  _id: 'p1',
  title: 'Montaña </script> & «lago» 🏔️',
  kind: 'image',
  category: 'Naturaleza',
  src: '/media/public/p1/w400.webp',
  width: 1200,
  height: 800,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  dominantColor: '#336699',
  variants: [
    { url: '/media/public/p1/w400.avif', width: 400, height: 267, format: 'avif' },
    { url: '/media/public/p1/w400.webp', width: 400, height: 266.5, format: 'webp' },
  ],
  video: null,
  author,
  counts: { views: 7919, likes: 0, comments: 3, downloads: 1 },
  sensitive: false,
  contentLevel: 'general',
  blurred: false,
  createdAt: '2026-11-28T03:00:43.837Z',
};

const video: Tile = {
  ...image,
  id: 'p2',
  _id: 'p2',
  kind: 'video',
  category: null,
  video: {
    url: '/media/public/p2/video.mp4',
    poster: '/media/public/p2/poster.webp',
    width: 1920,
    height: 1080,
    duration: 12.48,
  },
};

/** Above the viewer's level: no media, and nulls where the presenter leaves them out. */
const veiled: Tile = {
  ...image,
  id: 'p3',
  _id: 'p3',
  src: null,
  width: null,
  height: null,
  blurhash: null,
  dominantColor: null,
  variants: [],
  author: { ...author, image: null, verified: false },
  sensitive: true,
  contentLevel: 'explicito',
  blurred: true,
};

const sponsored: Tile = {
  ...image,
  id: 'p4',
  _id: 'p4',
  sponsored: {
    adId: 'ad1',
    campaignId: 'c1',
    cta: 'comprar',
    ctaLabel: 'Comprar',
    destinationUrl: 'https://tienda.example/?a=1&b=2',
    clickUrl: '/api/ads/ad1/click?vt=v%3Aabc.1.sig',
  },
};

const pages: GalleryPage[] = [
  {
    ok: true,
    data: {
      images: [image, video, veiled, sponsored],
      pagination: { currentPage: 1, hasNextPage: true, nextCursor: 'eyJvIjoicmVjZW50cyJ9' },
      correctedQuery: 'montaña',
      viewerToken: 'v:abc.1.sig',
    },
  },
  {
    ok: true,
    data: {
      images: [],
      pagination: { currentPage: 7, hasNextPage: false, nextCursor: null },
      correctedQuery: null,
      viewerToken: 'u:def.2.sig',
    },
  },
];

describe('GALLERY_PAGE_SCHEMA', () => {
  it("has Fastify write a gallery page exactly as JSON.stringify does: every field, the nulls, and a sponsored tile's ad", async () => {
    const app = Fastify();
    let next: GalleryPage = pages[0];
    app.get('/page', { schema: { response: { 200: GALLERY_PAGE_SCHEMA } } }, async () => next);
    try {
      for (const page of pages) {
        next = page;
        const res = await app.inject({ method: 'GET', url: '/page' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(page));
      }
    } finally {
      await app.close();
    }
  });
});
