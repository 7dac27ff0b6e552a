import { graphql } from '../../../gql';

export const TRENDING_CATEGORIES_LIMIT = 8;

export const trendingCategoriesQuery = graphql(`
  query TrendingCategories($limit: Int!) {
    trendingCategories(limit: $limit) {
      category
      items {
        ...PostCardFields
      }
    }
  }
`);

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
