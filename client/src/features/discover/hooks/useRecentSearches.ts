import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { graphql } from '../../../gql';
import { useSession } from '../../accounts/session/SessionProvider';
import { localRecentSearches } from '../state/local-recent-searches';

export const recentSearchesQuery = graphql(`
  query RecentSearches {
    recentSearches
  }
`);

const removeRecentSearchMutation = graphql(`
  mutation RemoveRecentSearch($term: String!) {
    removeRecentSearch(term: $term)
  }
`);

const ANONYMOUS = 'anonymous';
const EMPTY: string[] = [];

export interface RecentSearches {
  terms: readonly string[];
  loading: boolean;
  remove: (term: string) => void;
  /** Called after a search ran: the server records it for signed-in users, the device otherwise. */
  recordSearch: (term: string) => void;
}

/**
 * Recent searches: the server's list for signed-in users (it records their feed queries),
 * the device's list for visitors.
 */
export function useRecentSearches(): RecentSearches {
  const { user } = useSession();
  const client = useApolloClient();
  const signedIn = Boolean(user);
  const { data, loading } = useQuery(recentSearchesQuery, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [removeOnServer] = useMutation(removeRecentSearchMutation);
  const local = useSyncExternalStore(
    localRecentSearches.subscribe,
    () => localRecentSearches.get(ANONYMOUS),
    () => EMPTY,
  );

  const remove = useCallback(
    (term: string) => {
      if (!signedIn) {
        localRecentSearches.remove(ANONYMOUS, term);
        return;
      }
      client.cache.updateQuery({ query: recentSearchesQuery }, (previous) =>
        previous
          ? { ...previous, recentSearches: previous.recentSearches.filter((t) => t !== term) }
          : previous,
      );
      removeOnServer({ variables: { term } }).catch(() => {
        void client.refetchQueries({ include: [recentSearchesQuery] });
      });
    },
    [client, removeOnServer, signedIn],
  );

  const recordSearch = useCallback(
    (term: string) => {
      if (signedIn) {
        void client.refetchQueries({ include: [recentSearchesQuery] });
      } else {
        localRecentSearches.add(ANONYMOUS, term);
      }
    },
    [client, signedIn],
  );

  if (user === undefined) {
    return { terms: EMPTY, loading: true, remove, recordSearch };
  }
  return {
    terms: signedIn ? (data?.recentSearches ?? EMPTY) : local,
    loading: signedIn && loading && !data,
    remove,
    recordSearch,
  };
}
