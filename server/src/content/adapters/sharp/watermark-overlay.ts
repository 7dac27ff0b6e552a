/** 'Mixel' drawn with strokes, so the watermark needs no font on the server. Box: 124×40 units. */
const MIXEL_STROKES =
  'M0 40V0l16 26L32 0v40 M44 40V16 M44 4v2 M56 16l20 24 M76 16L56 40 M88 28h22a11 12 0 1 0-3 9 M122 0v40';

/**
 * An SVG of `width`×`height` tiled with a rotated, semi-transparent 'Mixel' mark: white strokes over
 * a darker halo, so it stays visible on light and dark pictures alike.
 */
export function watermarkOverlay(width: number, height: number): Buffer {
  const scale = Math.min(3, Math.max(0.6, width / 900)).toFixed(3);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><pattern id="mixel" width="200" height="120" patternUnits="userSpaceOnUse" ` +
      `patternTransform="rotate(-25) scale(${scale})">` +
      `<g transform="translate(38 40)" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="${MIXEL_STROKES}" stroke="#000" stroke-opacity="0.3" stroke-width="9"/>` +
      `<path d="${MIXEL_STROKES}" stroke="#fff" stroke-opacity="0.6" stroke-width="5"/>` +
      `</g></pattern></defs>` +
      `<rect width="100%" height="100%" fill="url(#mixel)"/></svg>`,
  );
}
