import { appendPage } from '../../../shared/graphql/paging';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { MyGenerationsQuery } from '../../../gql/graphql';
import { generationUpdatedSubscription, myGenerationsQuery } from '../operations';

type HistoryPage = MyGenerationsQuery['generations'];
export type HistoryItem = HistoryPage['items'][number];

/** Newer items go first; known ones are replaced in place (a status or images changed). */
export function mergeNewest(page: HistoryPage, incoming: readonly HistoryItem[]): HistoryPage {
  const known = new Set(page.items.map((item) => item.id));
  const latest = new Map(incoming.map((item) => [item.id, item]));
  return {
    ...page,
    items: [
      ...incoming.filter((item) => !known.has(item.id)),
      ...page.items.map((item) => latest.get(item.id) ?? item),
    ],
  };
}

const LINK_REFRESH_MS = 60_000;

/**
 * The signed-in user's generations, newest first, page by page. New and updated generations
 * (the generate answer, `generationUpdated`) are merged into the loaded list.
 */
export function useGenerationHistory(enabled: boolean) {
  const client = useApolloClient();
  const query = useQuery(myGenerationsQuery, {
    variables: { page: 1 },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const busy = useRef(false);
  const page = enabled ? query.data?.generations : undefined;

  const merge = useCallback(
    (items: readonly HistoryItem[]) => {
      client.cache.updateQuery({ query: myGenerationsQuery, variables: { page: 1 } }, (data) =>
        data ? { generations: mergeNewest(data.generations, items) } : undefined,
      );
    },
    [client],
  );

  // a page again, outside the cache, merged so the pages already loaded stay in the list
  const fetchPage = useCallback(
    async (page: number) =>
      (
        await client.query({
          query: myGenerationsQuery,
          variables: { page },
          fetchPolicy: 'no-cache',
        })
      ).data?.generations.items ?? [],
    [client],
  );
  const refreshNewest = useCallback(async () => merge(await fetchPage(1)), [fetchPage, merge]);

  useSubscription(generationUpdatedSubscription, {
    skip: !enabled,
    onData: () => {
      refreshNewest().catch(() => undefined);
    },
  });

  const { fetchMore } = query;
  const currentPage = page?.currentPage;

  // Private images come as signed links that expire (after an hour or more): when one fails to
  // load, the loaded pages are asked again for fresh links, at most once a minute.
  const linksRefreshedAt = useRef(0);
  const refreshLinks = useCallback(() => {
    const now = Date.now();
    if (currentPage === undefined || now - linksRefreshedAt.current < LINK_REFRESH_MS) {
      return;
    }
    linksRefreshedAt.current = now;
    Promise.all(Array.from({ length: currentPage }, (_, index) => fetchPage(index + 1)))
      .then((pages) => merge(pages.flat()))
      .catch(() => undefined);
  }, [fetchPage, merge, currentPage]);
  const hasNextPage = page?.hasNextPage ?? false;
  const loadMore = useCallback(() => {
    if (busy.current || !hasNextPage || currentPage === undefined) {
      return;
    }
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    fetchMore({
      variables: { page: currentPage + 1 },
      updateQuery: (previous, { fetchMoreResult }) => ({
        generations: appendPage(previous.generations, fetchMoreResult.generations, 'items'),
      }),
    })
      .catch(() => setLoadMoreFailed(true))
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [fetchMore, currentPage, hasNextPage]);

  return {
    items: page?.items ?? [],
    hasNextPage,
    loading: enabled && query.loading && !page,
    error: page ? null : (query.error ?? null),
    loadingMore,
    loadMoreFailed,
    loadMore,
    retry: () => void query.refetch().catch(() => undefined),
    merge,
    refreshLinks,
  };
}
