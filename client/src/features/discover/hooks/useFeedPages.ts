import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { FeedOrder } from '../../../gql/graphql';
import type { GalleryEntry } from '../components/VirtualPostGrid';
import { entriesOf } from '../gallery/feed-entries';
import { adViewerToken, rememberAdViewerToken } from '../state/ad-viewer-token';
import type { PostPage } from './usePagedPosts';

export const GALLERY_PAGE_SIZE = 20;

export const galleryFeedQuery = graphql(`
  query GalleryFeed(
    $first: Int!
    $after: String
    $orderBy: FeedOrder
    $query: String
    $category: String
    $adViewerToken: String
  ) {
    feed(
      first: $first
      after: $after
      orderBy: $orderBy
      query: $query
      category: $category
      adViewerToken: $adViewerToken
    ) {
      edges {
        cursor
        node {
          id
          ...VirtualPostGrid_Post
        }
        sponsored {
          adId
          ...SponsoredTile_Sponsored
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      correctedQuery
      adViewerToken
    }
  }
`);

export interface FeedParams {
  orderBy: FeedOrder;
  query?: string | null;
  category?: string | null;
}

/**
 * Loads gallery pages by keyset cursor, with the sponsored tiles the server put between the
 * posts. Pages skip the Apollo cache: the list itself is the store, and thousands of posts
 * should not be kept twice.
 */
export function useFeedPages({ orderBy, query, category }: FeedParams) {
  const client = useApolloClient();
  return useCallback(
    async (
      cursor: string | null,
      correctedQuery: string | null,
    ): Promise<PostPage<GalleryEntry>> => {
      const { data } = await client.query({
        query: galleryFeedQuery,
        fetchPolicy: 'no-cache',
        variables: {
          first: GALLERY_PAGE_SIZE,
          after: cursor,
          orderBy,
          // Once the server searched a corrected term, later pages follow that term.
          query: (cursor ? correctedQuery : null) ?? query ?? null,
          category: category ?? null,
          adViewerToken: adViewerToken(),
        },
      });
      if (!data) {
        throw new Error('feed without data');
      }
      rememberAdViewerToken(data.feed.adViewerToken);
      return {
        posts: entriesOf(data.feed.edges, data.feed.adViewerToken),
        cursor: data.feed.pageInfo.endCursor ?? null,
        hasNextPage: data.feed.pageInfo.hasNextPage,
        correctedQuery: data.feed.correctedQuery ?? null,
      };
    },
    [client, orderBy, query, category],
  );
}
