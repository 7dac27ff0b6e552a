import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  notificationAddedSubscription,
  unreadCountChangedSubscription,
  unreadNotificationCountQuery,
} from '../operations';
import { coalesce, createResubscriber, refreshNotificationList } from './notification-refresh';

/** How long a failed bell subscription waits before subscribing again. */
const RESUBSCRIBE_DELAY_MS = 5_000;

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

  // A subscription that errors (refused, or its socket closed for good) is started again later;
  // the count and list are refetched then, for the events missed meanwhile.
  const [countRetry] = useState(() => createResubscriber(RESUBSCRIBE_DELAY_MS));
  const [addedRetry] = useState(() => createResubscriber(RESUBSCRIBE_DELAY_MS));
  useEffect(
    () => () => {
      countRetry.cancel();
      addedRetry.cancel();
    },
    [enabled, countRetry, addedRetry],
  );

  const countEvents = useSubscription(unreadCountChangedSubscription, {
    skip: !enabled,
    onData: ({ client: apollo, data: event }) => {
      const count = event.data?.unreadCountChanged;
      if (typeof count === 'number') {
        writeUnreadCount(apollo.cache, count);
      }
    },
    onError: () =>
      countRetry.schedule(() => {
        countEvents.restart();
        refresh();
      }),
  });

  const addedEvents = useSubscription(notificationAddedSubscription, {
    skip: !enabled,
    onData: ({ data: event }) => {
      if (event.data?.notificationAdded) {
        refresh();
      }
    },
    onError: () =>
      addedRetry.schedule(() => {
        addedEvents.restart();
        refresh();
      }),
  });

  return data?.unreadNotificationCount ?? 0;
}
