import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { notificationsQuery } from '../operations';
import { coalesce, createResubscriber, refreshNotificationList } from './notification-refresh';

function item(id: string) {
  return {
    __typename: 'Notification' as const,
    id,
    typeNotification: 'like-image',
    clicked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    postId: null,
    commentId: null,
    href: '/u/ana',
    author: {
      __typename: 'NotificationActor' as const,
      id: 'a',
      name: 'ana',
      fullname: '',
      image: null,
    },
  };
}

/** A client whose server answers the first page with whatever `server` holds now. */
function setup() {
  const server = { items: [item('n1')], unreadCount: 1, hasNextPage: false, requests: 0 };
  const link = new ApolloLink(() => {
    server.requests += 1;
    return of({
      data: {
        notifications: {
          __typename: 'NotificationPage',
          items: server.items,
          unreadCount: server.unreadCount,
          currentPage: 1,
          hasNextPage: server.hasNextPage,
        },
      },
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, server };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshNotificationList', () => {
  it('refetches the open list, so its items, unread count and paging are all current', async () => {
    const { client, server } = setup();
    const seen: Array<{ unread: number; ids: string[]; more: boolean }> = [];
    const watch = client
      .watchQuery({ query: notificationsQuery, variables: { page: 1 } })
      .subscribe(({ data, dataState }) => {
        if (dataState === 'complete') {
          seen.push({
            unread: data.notifications.unreadCount,
            ids: data.notifications.items.map((n) => n.id),
            more: data.notifications.hasNextPage,
          });
        }
      });
    await flush();
    server.items = [item('n2'), item('n1')];
    server.unreadCount = 2;
    server.hasNextPage = true;
    await refreshNotificationList(client);
    await flush();
    expect(seen.at(-1)).toEqual({ unread: 2, ids: ['n2', 'n1'], more: true });
    watch.unsubscribe();
  });

  it('drops a list nobody is looking at, so opening it later loads it fresh', async () => {
    const { client, server } = setup();
    await client.query({ query: notificationsQuery, variables: { page: 1 } });
    const before = server.requests;
    await refreshNotificationList(client);
    expect(server.requests).toBe(before);
    expect(client.readQuery({ query: notificationsQuery, variables: { page: 1 } })).toBeNull();
  });
});

describe('coalesce', () => {
  it('runs once for a burst of events, plus once more for those that came while it ran', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const trigger = coalesce(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          finish = resolve;
        }),
    );
    for (let i = 0; i < 10; i++) {
      trigger();
    }
    expect(runs).toBe(1);
    finish();
    await flush();
    expect(runs).toBe(2);
    finish();
    await flush();
    expect(runs).toBe(2);
  });
});

describe('createResubscriber', () => {
  it('restarts a failed subscription once after the delay, not at all once cancelled', () => {
    jest.useFakeTimers();
    try {
      const resubscriber = createResubscriber(5_000);
      let restarts = 0;
      resubscriber.schedule(() => (restarts += 1));
      resubscriber.schedule(() => (restarts += 1));
      jest.advanceTimersByTime(4_999);
      expect(restarts).toBe(0);
      jest.advanceTimersByTime(1);
      expect(restarts).toBe(1);
      resubscriber.schedule(() => (restarts += 1));
      resubscriber.cancel();
      jest.advanceTimersByTime(10_000);
      expect(restarts).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
