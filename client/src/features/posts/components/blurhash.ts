import { decode, isBlurhashValid } from 'blurhash';

const SIZE = 32;
const cache = new Map<string, string | null>();

/**
 * A tiny PNG data URL painted from a blurhash, cached per hash. Stretched with CSS it is the
 * placeholder a picture shows until it loads (and the only thing a blurred sensitive post shows).
 */
export function blurhashDataUrl(hash: string | null | undefined, ratio = 1): string | null {
  if (!hash) {
    return null;
  }
  const width = ratio >= 1 ? SIZE : Math.max(4, Math.round(SIZE * ratio));
  const height = ratio >= 1 ? Math.max(4, Math.round(SIZE / ratio)) : SIZE;
  const key = `${hash}|${width}x${height}`;
  const known = cache.get(key);
  if (known !== undefined) {
    return known;
  }
  let url: string | null = null;
  try {
    if (isBlurhashValid(hash).result) {
      const pixels = decode(hash, width, height);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context) {
        const image = context.createImageData(width, height);
        image.data.set(pixels);
        context.putImageData(image, 0, 0);
        url = canvas.toDataURL('image/png');
      }
    }
  } catch {
    url = null;
  }
  cache.set(key, url);
  return url;
}
