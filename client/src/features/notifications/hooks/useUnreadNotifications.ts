import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  notificationAddedSubscription,
  unreadCountChangedSubscription,
  unreadNotificationCountQuery,
} from '../operations';
import { coalesce, refreshNotificationList } from './notification-refresh';

/** Stores the unread count where the bell reads it. */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({
    query: unreadNotificationCountQuery,
    data: { unreadNotificationCount: Math.max(0, count) },
  });
}

/**
 * The signed-in user's unread count, kept live: `unreadCountChanged` writes it; each
 * `notificationAdded` refetches the count and the open list (coalesced under bursts).
 */
export function useUnreadNotifications(enabled = true): number {
  const client = useApolloClient();
  const { data } = useQuery(unreadNotificationCountQuery, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useMemo(
    () =>
      coalesce(() =>
        Promise.all([
          client.query({ query: unreadNotificationCountQuery, fetchPolicy: 'network-only' }),
          refreshNotificationList(client),
        ]),
      ),
    [client],
  );

  useSubscription(unreadCountChangedSubscription, {
    skip: !enabled,
    onData: ({ client: apollo, data: event }) => {
      const count = event.data?.unreadCountChanged;
      if (typeof count === 'number') {
        writeUnreadCount(apollo.cache, count);
      }
    },
  });

  useSubscription(notificationAddedSubscription, {
    skip: !enabled,
    onData: ({ data: event }) => {
      if (event.data?.notificationAdded) {
        refresh();
      }
    },
  });

  return data?.unreadNotificationCount ?? 0;
}
