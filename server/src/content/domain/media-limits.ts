/** Upload limits and the sizes the media pipeline renders. */

const MB = 1024 * 1024;

/** Largest image upload; a phone's 48 MP HEIC or a high-quality 24 MP JPEG stays well below. */
export const IMAGE_MAX_BYTES = 30 * MB;
export const VIDEO_MAX_BYTES = 500 * MB;
/** Optional editable source (Photoshop, any image or binary): stored as is, never decoded. */
export const EDITABLE_MAX_BYTES = 200 * MB;

/** Decompression-bomb guard, checked on the header before any pixel is decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** 8K UHD; anything larger is not a phone or camera video. */
export const VIDEO_MAX_PIXELS = 7680 * 4320;
export const VIDEO_MAX_DURATION_SEC = 10 * 60;

/** Width of the first variant the grid shows (WebP plus a JPEG fallback). */
export const PREVIEW_WIDTH = 400;
/** Responsive widths, ascending; never upscaled past the original. */
export const VARIANT_WIDTHS: readonly number[] = [400, 800, 1200, 1600, 2400];
export const VIDEO_MAX_WIDTH = 1280;
/**
 * The widest variant the post page shows at 1:1 (its main column is at most ~830 CSS px wide).
 * A monetized image's public variants stop here; wider ones and the original are premium media.
 */
export const DETAIL_WIDTH = 1200;

export interface Size {
  width: number;
  height: number;
}

/**
 * The responsive widths for an image `originalWidth` pixels wide: every ladder step narrower than
 * the original, plus the original itself when it falls between steps (or below the first).
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const narrower = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return originalWidth > widest ? narrower : [...narrower, originalWidth];
}

/** Scales `size` down to at most `maxWidth` wide, keeping the aspect ratio, with even sides (H.264 4:2:0). */
export function evenSizeWithin(size: Size, maxWidth: number): Size {
  const scale = Math.min(1, maxWidth / size.width);
  const even = (n: number): number => Math.max(2, 2 * Math.floor((n * scale) / 2));
  return { width: even(size.width), height: even(size.height) };
}
