import type { ApolloCache } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import {
  notificationAddedSubscription,
  notificationsQuery,
  unreadCountChangedSubscription,
  unreadNotificationCountQuery,
} from '../operations';

/** Stores the unread count where the bell reads it. */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.writeQuery({
    query: unreadNotificationCountQuery,
    data: { unreadNotificationCount: Math.max(0, count) },
  });
}

/** Puts a notification pushed by the server at the top of the first page, if it is loaded. */
function prependNotification(cache: ApolloCache, item: NotificationFieldsFragment): void {
  cache.updateQuery({ query: notificationsQuery, variables: { page: 1 } }, (data) => {
    if (!data) {
      return undefined;
    }
    const rest = data.notifications.items.filter((existing) => existing.id !== item.id);
    return { notifications: { ...data.notifications, items: [item, ...rest] } };
  });
}

/**
 * The signed-in user's unread count, kept live: `unreadCountChanged` writes it, each
 * `notificationAdded` adds the item to the list and refetches the count.
 */
export function useUnreadNotifications(enabled = true): number {
  const { data, refetch } = useQuery(unreadNotificationCountQuery, {
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });

  useSubscription(unreadCountChangedSubscription, {
    skip: !enabled,
    onData: ({ client, data: event }) => {
      const count = event.data?.unreadCountChanged;
      if (typeof count === 'number') {
        writeUnreadCount(client.cache, count);
      }
    },
  });

  useSubscription(notificationAddedSubscription, {
    skip: !enabled,
    onData: ({ client, data: event }) => {
      const item = event.data?.notificationAdded;
      if (!item) {
        return;
      }
      prependNotification(client.cache, item);
      refetch().catch(() => {
        // The next unreadCountChanged event or refetch brings the count; nothing to show.
      });
    },
  });

  return data?.unreadNotificationCount ?? 0;
}
