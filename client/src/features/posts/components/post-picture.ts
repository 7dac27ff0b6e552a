import { graphql } from '../../../gql';

/**
 * What drawing a post's picture reads, in a tile or on its page: the stored size for the
 * reserved box, the placeholder, and the variants a `srcset` is made of.
 */
export const PostPicture_PostFragment = graphql(`
  fragment PostPicture_Post on Post {
    title
    kind
    src
    width
    height
    ...MediaPlaceholder_Post
    variants {
      url
      width
      height
      format
    }
  }
`);

/** "url 400w, url 800w" of one format up to `maxWidth`, narrowest first. */
export function srcSetOf(
  variants: ReadonlyArray<{ url: string; width: number; format: string }>,
  format: string,
  maxWidth = Number.POSITIVE_INFINITY,
): string {
  return variants
    .filter((variant) => variant.format === format && variant.width <= maxWidth)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}
