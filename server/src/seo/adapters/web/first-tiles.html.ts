import { PostWithAuthor, presentPostSummary } from '../../../content/content.public';
import { escapeHtml, PageHead } from '../../../platform/web/page-head';
import type { MediaStore } from '../../../platform/storage/media-store.port';
import { COLUMN_COUNTS, masonryPlaces, safeRatio } from '../../domain/first-tiles';
import { isShareable, POST_MEDIA_SIZES } from '../../domain/share-card';

/** The id the client looks for to remove the server's tiles once it draws its own. */
export const FIRST_TILES_ID = 'first-tiles';

/** Tiles of the first row on a phone: fetched first, with high priority (the page's LCP). */
const PRIORITY_TILES = 2;

/**
 * How wide a tile is drawn, in the viewport's terms: the grid is the viewport less the page's
 * margins (and the side bar from 768 px), shared by 2 to 5 columns (client optionsFor/columnsFor).
 */
export const FIRST_TILE_SIZES = [
  '(min-width: 1528px) calc((100vw - 176px) / 5)',
  '(min-width: 1128px) calc((100vw - 164px) / 4)',
  '(min-width: 768px) calc((100vw - 152px) / 3)',
  '(min-width: 664px) calc((100vw - 48px) / 3)',
  'calc((100vw - 32px) / 2)',
].join(', ');

/**
 * The grid's box as the app lays it out (layout.css: header 7rem on phones, 4rem + the 3.25rem
 * filter strip and the 5rem side bar from 768 px; .discover-page padding), and each tile's box
 * from its column, what stands above it and its ratio, per column count by container query.
 */
const STYLE = `#${FIRST_TILES_ID}{position:absolute;z-index:0;top:7.75rem;left:.75rem;right:.75rem;margin:0;container-type:inline-size}
@media (min-width:768px){#${FIRST_TILES_ID}{top:8.25rem;left:6.5rem;right:1.5rem}}
.ft{--n:2;--g:8px;--c:var(--c2);--a:var(--a2);--k:var(--k2);--w:calc((100cqw - (var(--n) - 1) * var(--g)) / var(--n));position:absolute;left:calc(var(--c) * (var(--w) + var(--g)));top:calc(var(--a) * var(--w) + var(--k) * var(--g));width:var(--w);height:calc(var(--w) / var(--r));display:block;overflow:hidden;border-radius:var(--radius-lg);background:var(--color-surface-2)}
@container (min-width:640px){.ft{--n:3;--g:12px;--c:var(--c3);--a:var(--a3);--k:var(--k3)}}
@container (min-width:1000px){.ft{--n:4;--c:var(--c4);--a:var(--a4);--k:var(--k4)}}
@container (min-width:1400px){.ft{--n:5;--c:var(--c5);--a:var(--a5);--k:var(--k5)}}
.ft picture,.ft img{display:block;width:100%;height:100%;object-fit:cover}`;

const COLOR = /^#[0-9a-f]{3,8}$/i;

/** "url 400w, url 800w" of one format up to `max` px, narrowest first (client tileSrcSet). */
function srcset(
  variants: ReadonlyArray<{ url: string; width: number; format: string }>,
  format: string,
  max = 1200,
) {
  return variants
    .filter((v) => v.format === format && v.width <= max)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export interface FirstTilesHtml {
  /** The grid, to put after the app's root element. */
  body: string;
  /** The first tile's picture, preloaded from the head. */
  preload: PageHead['preloadImage'];
}

/**
 * The gallery's first tiles as plain HTML, drawn with the page before any script runs: pictures
 * only of shareable posts (ready, public, general, not hidden), the others an empty box of their
 * size, exactly where the app's grid then draws them.
 */
export function renderFirstTiles(
  posts: readonly PostWithAuthor[],
  media: MediaStore,
): FirstTilesHtml | null {
  if (posts.length === 0) {
    return null;
  }
  const ratios = posts.map((p) => safeRatio(p.width && p.height ? p.width / p.height : 1));
  const places = COLUMN_COUNTS.map((columns) => masonryPlaces(ratios, columns));
  let preload: PageHead['preloadImage'];
  // a phone's largest paint: the taller tile of its first row
  const largest = ratios[1] !== undefined && ratios[1] < ratios[0] ? 1 : 0;
  const tiles = posts.map((post, index) => {
    const vars = [`--r:${ratios[index]}`];
    COLUMN_COUNTS.forEach((columns, i) => {
      const place = places[i][index];
      vars.push(
        `--c${columns}:${place.column}`,
        `--a${columns}:${place.above}`,
        `--k${columns}:${place.count}`,
      );
    });
    const shown = post.kind === 'image' && isShareable(post);
    const summary = shown ? presentPostSummary(post, media, null) : null;
    if (!summary?.src) {
      return `<span class="ft" style="${vars.join(';')}"></span>`;
    }
    if (summary.dominantColor && COLOR.test(summary.dominantColor)) {
      vars.push(`background:${summary.dominantColor}`);
    }
    const priority = index < PRIORITY_TILES;
    const avif = srcset(summary.variants, 'avif');
    const webp = srcset(summary.variants, 'webp');
    if (index === largest && (avif || webp)) {
      preload = {
        type: avif ? 'image/avif' : 'image/webp',
        srcset: avif || webp,
        sizes: FIRST_TILE_SIZES,
      };
    }
    const attr = (name: string, value: string | number | null | undefined) =>
      value === null || value === undefined || value === ''
        ? ''
        : ` ${name}="${escapeHtml(String(value))}"`;
    return (
      `<a class="ft" href="/p/${encodeURIComponent(post.id)}"${attr('aria-label', summary.title)} style="${escapeHtml(vars.join(';'))}"><picture>` +
      (avif
        ? `<source type="image/avif"${attr('srcset', avif)}${attr('sizes', FIRST_TILE_SIZES)} />`
        : '') +
      (webp
        ? `<source type="image/webp"${attr('srcset', webp)}${attr('sizes', FIRST_TILE_SIZES)} />`
        : '') +
      `<img${attr('src', summary.src)}${attr('srcset', webp)}${attr('sizes', FIRST_TILE_SIZES)} alt=""` +
      `${attr('width', summary.width)}${attr('height', summary.height)}` +
      // none lazy: they are the first screen, and the first row comes first; decoded off the
      // main thread, so the first frame (the page's first paint) never waits for a picture
      (priority ? ' fetchpriority="high"' : '') +
      ' decoding="async"' +
      ' /></picture></a>'
    );
  });
  return {
    body: `<style>${STYLE}</style><div id="${FIRST_TILES_ID}" data-path="/">${tiles.join('')}</div>`,
    preload,
  };
}

/**
 * The post page's stage as the app lays it out for a visitor (post-detail.css: .post-page,
 * .post-layout, .post-stage, .post-media), under the header and beside the side bar.
 */
const POST_STYLE = `#${FIRST_TILES_ID}{position:absolute;z-index:0;top:7rem;left:0;right:0;margin:0}
#${FIRST_TILES_ID} .fp-page{max-width:80rem;margin:0 auto;padding:0 1rem}
#${FIRST_TILES_ID} .fp-stage{display:grid;place-items:center;min-width:0;margin:0 -1rem;overflow:hidden;background:var(--color-surface-2)}
#${FIRST_TILES_ID} .fp-media{width:min(100%, calc(min(80dvh, 56rem) * var(--ratio)));aspect-ratio:var(--ratio);overflow:hidden}
#${FIRST_TILES_ID} picture,#${FIRST_TILES_ID} img{display:block;width:100%;height:100%;object-fit:contain}
@media (min-width:768px){#${FIRST_TILES_ID}{top:4rem;left:5rem}#${FIRST_TILES_ID} .fp-page{padding:1.5rem 2rem 0}#${FIRST_TILES_ID} .fp-stage{margin:0;border-radius:var(--radius-xl)}}
@media (min-width:1024px){#${FIRST_TILES_ID} .fp-layout{display:grid;grid-template-columns:minmax(0, 1fr) 22rem;gap:2rem;align-items:start}}`;

/**
 * A shareable picture post's picture as plain HTML, where the post page then draws it: painted
 * before the script runs (its sources are the ones the head preloads). Null for anything else.
 */
export function renderPostPicture(post: PostWithAuthor, media: MediaStore): string | null {
  if (post.kind !== 'image' || !isShareable(post) || !post.width || !post.height) {
    return null;
  }
  const { variants } = presentPostSummary(post, media, null);
  const jpegs = variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  // the client's fallbackOf: the widest JPEG up to 1600 px
  const fallback = jpegs.filter((v) => v.width <= 1600).pop() ?? jpegs[0];
  if (!fallback) {
    return null;
  }
  const attr = (name: string, value: string | number) => ` ${name}="${escapeHtml(String(value))}"`;
  const source = (format: string) => {
    const set = srcset(variants, format, Infinity);
    return set
      ? `<source type="image/${format}"${attr('srcset', set)}${attr('sizes', POST_MEDIA_SIZES)} />`
      : '';
  };
  const color =
    post.dominantColor && COLOR.test(post.dominantColor) ? `;background:${post.dominantColor}` : '';
  return (
    `<style>${POST_STYLE}</style>` +
    `<div id="${FIRST_TILES_ID}"${attr('data-path', `/p/${encodeURIComponent(post.id)}`)}>` +
    `<div class="fp-page"><div class="fp-layout"><div class="fp-stage">` +
    `<div class="fp-media" style="--ratio:${post.width / post.height}${color}"><picture>` +
    source('avif') +
    source('webp') +
    `<img${attr('src', fallback.url)}${attr('srcset', srcset(variants, 'jpeg', Infinity))}` +
    `${attr('sizes', POST_MEDIA_SIZES)}${attr('width', post.width)}${attr('height', post.height)}` +
    `${attr('alt', post.title)} decoding="async" fetchpriority="high" /></picture></div>` +
    `</div></div></div></div>`
  );
}
