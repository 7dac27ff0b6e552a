import { decode, isBlurhashValid } from 'blurhash';
import type { CSSProperties } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

/** What a picture's box is painted with until its pixels arrive. */
export const MediaPlaceholder_PostFragment = graphql(`
  fragment MediaPlaceholder_Post on Post {
    blurhash
    dominantColor
  }
`);

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

/** The box's background: the dominant colour under the blurhash stretched to the ratio. */
export function placeholderStyle(
  ref: FragmentType<typeof MediaPlaceholder_PostFragment>,
  ratio: number,
): CSSProperties {
  const post = getFragmentData(MediaPlaceholder_PostFragment, ref);
  const placeholder = blurhashDataUrl(post.blurhash, ratio);
  return {
    backgroundColor: post.dominantColor ?? undefined,
    backgroundImage: placeholder ? `url(${placeholder})` : undefined,
  };
}
