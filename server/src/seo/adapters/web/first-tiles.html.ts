import { PostWithAuthor, presentPostSummary } from '../../../content/content.public';
import { escapeHtml, PageHead } from '../../../platform/web/page-head';
import type { MediaStore } from '../../../platform/storage/media-store.port';
import { COLUMN_COUNTS, masonryPlaces, safeRatio } from '../../domain/first-tiles';
import { isShareable } from '../../domain/share-card';

/** The id the client looks for to remove the server's tiles once it draws its own. */
export const FIRST_TILES_ID = 'first-tiles';

/** Tiles of the first row on a phone: loaded at once, with high priority (the page's LCP). */
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

/** "url 400w, url 800w" of one format up to 1200 px, narrowest first (client tileSrcSet). */
function srcset(
  variants: ReadonlyArray<{ url: string; width: number; format: string }>,
  format: string,
) {
  return variants
    .filter((v) => v.format === format && v.width <= 1200)
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
    if (index === 0 && (avif || webp)) {
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
      (priority
        ? ' loading="eager" fetchpriority="high" decoding="sync"'
        : ' loading="lazy" decoding="async"') +
      ' /></picture></a>'
    );
  });
  return {
    body: `<style>${STYLE}</style><div id="${FIRST_TILES_ID}" data-path="/">${tiles.join('')}</div>`,
    preload,
  };
}
