import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const TRENDING_CATEGORIES_LIMIT = 8;

export const trendingCategoriesQuery = graphql(`
  query TrendingCategories($limit: Int!) {
    trendingCategories(limit: $limit) {
      category
      items {
        ...TrendRow_Post
        ...TrendCover_Post
      }
    }
  }
`);

/** A category's cover: its first post with a picture, over the post's dominant colour. */
export const TrendCover_PostFragment = graphql(`
  fragment TrendCover_Post on Post {
    src
    dominantColor
  }
`);

export function trendCover(items: ReadonlyArray<FragmentType<typeof TrendCover_PostFragment>>) {
  return getFragmentData(TrendCover_PostFragment, items).find((item) => item.src);
}

export const trendingTagsQuery = graphql(`
  query TrendingTags {
    trendingTags {
      tag
      count
    }
  }
`);

/** Hashtags are stored bare; searches and chips show them with '#'. */
export function tagTerm(tag: string): string {
  return `#${tag.replace(/^#/, '')}`;
}
