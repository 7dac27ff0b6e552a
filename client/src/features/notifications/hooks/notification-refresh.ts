import type { ApolloClient } from '@apollo/client';
import { getOperationAST } from 'graphql';
import { notificationsQuery } from '../operations';

const LIST = getOperationAST(notificationsQuery)?.name?.value;

/**
 * After a notification arrives the list is refetched where it is on screen (items, unread
 * count and paging all current); a list nobody is looking at is dropped from the cache so it
 * loads fresh when opened, instead of showing a stale copy.
 */
export function refreshNotificationList(client: ApolloClient): Promise<unknown> {
  const open = [...client.getObservableQueries('active')].filter((q) => q.queryName === LIST);
  if (open.length === 0) {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
    client.cache.gc();
    return Promise.resolve();
  }
  return Promise.all(open.map((q) => q.refetch()));
}

/**
 * Wraps a refresh so a burst of events costs at most one run in flight plus one more for the
 * events that arrived meanwhile.
 */
export function coalesce(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = () => {
    running = true;
    again = false;
    run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          start();
        }
      });
  };
  return () => {
    if (running) {
      again = true;
    } else {
      start();
    }
  };
}

/**
 * Restarts a subscription that ended in error after `delayMs` (the socket itself reconnects on
 * its own; an operation the server refused does not). One pending restart at a time.
 */
export function createResubscriber(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(restart: () => void): void {
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          restart();
        }, delayMs);
      }
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
