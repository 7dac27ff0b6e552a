import type { CSSProperties } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { blurhashDataUrl } from './blurhash';

export const MediaPlaceholder_PostFragment = graphql(`
  fragment MediaPlaceholder_Post on Post {
    blurhash
    dominantColor
  }
`);

/** The post's colour and blurred preview, painted in its box until the pixels arrive. */
export function placeholderStyle(
  post: FragmentType<typeof MediaPlaceholder_PostFragment>,
  ratio: number,
): CSSProperties {
  const { blurhash, dominantColor } = getFragmentData(MediaPlaceholder_PostFragment, post);
  const preview = blurhashDataUrl(blurhash, ratio);
  return {
    backgroundColor: dominantColor ?? undefined,
    backgroundImage: preview ? `url(${preview})` : undefined,
  };
}
