import type { PresentedPostSummary } from '../../../content/content.public';
import type { presentSponsored } from '../sponsored-presenter';

/**
 * The JSON schema of a gallery page's answer (`GET /api/image/contents`), for Fastify's serializer:
 * fast-json-stringify writes the page from it in about two thirds of `JSON.stringify`'s time
 * (20 posts of nine variants each, about 26 KB). A serializer writes only the fields its schema
 * names, so each object's properties are typed as exactly the keys of what the presenters build:
 * a field added to a presenter and not here fails the type check, and a unit test holds the
 * serialized page equal to `JSON.stringify`'s, nulls and optional fields included.
 */

type Schema =
  | { type: 'string' | 'number' | 'boolean' | ['string', 'null'] | ['number', 'null'] }
  | { type: 'object' | ['object', 'null']; properties: Record<string, Schema> }
  | { type: 'array'; items: Schema };

const text: Schema = { type: 'string' };
const maybeText: Schema = { type: ['string', 'null'] };
// 'number', not 'integer': the serializer would truncate a fraction the presenter let through
const num: Schema = { type: 'number' };
const maybeNum: Schema = { type: ['number', 'null'] };
const bool: Schema = { type: 'boolean' };

/** An object whose schema names every key of `T`, and only those. */
function object<T extends object>(
  properties: { [K in keyof Required<T>]: Schema },
  nullable = false,
): Schema {
  return { type: nullable ? ['object', 'null'] : 'object', properties };
}

type Post = PresentedPostSummary;
type Sponsored = ReturnType<typeof presentSponsored>;

const post = {
  id: text,
  _id: text,
  title: text,
  kind: text,
  category: maybeText,
  src: maybeText,
  width: maybeNum,
  height: maybeNum,
  blurhash: maybeText,
  dominantColor: maybeText,
  variants: {
    type: 'array',
    items: object<Post['variants'][number]>({ url: text, width: num, height: num, format: text }),
  },
  video: object<NonNullable<Post['video']>>(
    { url: text, poster: text, width: num, height: num, duration: num },
    true,
  ),
  author: object<Post['author']>({
    id: text,
    name: text,
    fullname: text,
    image: maybeText,
    level: text,
    verified: bool,
  }),
  counts: object<Post['counts']>({ views: num, likes: num, comments: num, downloads: num }),
  sensitive: bool,
  contentLevel: text,
  blurred: bool,
  createdAt: text,
} satisfies { [K in keyof Required<Post>]: Schema };

/** A gallery page's answer, as the controller builds it. */
export interface GalleryPage {
  ok: boolean;
  data: {
    /** Tiles: posts, and sponsored posts carrying their ad's fields. */
    images: Array<Post & { sponsored?: Sponsored }>;
    pagination: { currentPage: number; hasNextPage: boolean; nextCursor: string | null };
    correctedQuery: string | null;
    viewerToken: string;
  };
}

type Tile = GalleryPage['data']['images'][number];

export const GALLERY_PAGE_SCHEMA = object<GalleryPage>({
  ok: bool,
  data: object<GalleryPage['data']>({
    images: {
      type: 'array',
      items: object<Tile>({
        ...post,
        sponsored: object<Sponsored>({
          adId: text,
          campaignId: text,
          cta: text,
          ctaLabel: text,
          destinationUrl: text,
          clickUrl: text,
        }),
      }),
    },
    pagination: object<GalleryPage['data']['pagination']>({
      currentPage: num,
      hasNextPage: bool,
      nextCursor: maybeText,
    }),
    correctedQuery: maybeText,
    viewerToken: text,
  }),
});
