import { browserTimers, type Timers } from './view-timer';

/** What the server takes in one request (`MAX_EVENTS_PER_BATCH`). */
export const MAX_BATCH = 100;
export const FLUSH_AFTER_MS = 3000;

export interface AdEventsBody {
  viewerToken: string;
  events: Array<{ adId: string; type: 'impression' }>;
}

/**
 * Sends one batch; `leaving` when the page is being hidden or unloaded. Answers false when the
 * batch did not get out (no connection), so it is tried again with the next one.
 */
export type SendAdEvents = (body: AdEventsBody, leaving: boolean) => Promise<boolean>;

export interface ImpressionBatcher {
  /** Queues an ad's impression; false when this page view already counted that ad. */
  record: (adId: string, viewerToken: string) => boolean;
  /** Sends what is queued now. */
  flush: (leaving?: boolean) => void;
}

/**
 * Viewable impressions of a page view, one per ad, sent in batches a few seconds apart (and at
 * once when the page is left). The server dedups again per viewer and ad within 30 minutes.
 */
export function createImpressionBatcher(
  send: SendAdEvents,
  { timers = browserTimers, delayMs = FLUSH_AFTER_MS }: { timers?: Timers; delayMs?: number } = {},
): ImpressionBatcher {
  const recorded = new Set<string>();
  // per viewer token: the token of a batch is its sender (it changes when someone signs in)
  let queued = new Map<string, string[]>();
  let scheduled: unknown = null;

  const requeue = (body: AdEventsBody) => {
    const ids = queued.get(body.viewerToken) ?? [];
    queued.set(body.viewerToken, [...body.events.map((event) => event.adId), ...ids]);
  };

  const flush = (leaving = false) => {
    if (scheduled !== null) {
      timers.clearTimeout(scheduled);
      scheduled = null;
    }
    const batches = queued;
    queued = new Map();
    for (const [viewerToken, adIds] of batches) {
      for (let start = 0; start < adIds.length; start += MAX_BATCH) {
        const body: AdEventsBody = {
          viewerToken,
          events: adIds
            .slice(start, start + MAX_BATCH)
            .map((adId) => ({ adId, type: 'impression' })),
        };
        void send(body, leaving).then(
          (sent) => (sent ? undefined : requeue(body)),
          () => requeue(body),
        );
      }
    }
  };

  return {
    record(adId, viewerToken) {
      if (recorded.has(adId)) {
        return false;
      }
      recorded.add(adId);
      queued.set(viewerToken, [...(queued.get(viewerToken) ?? []), adId]);
      scheduled ??= timers.setTimeout(() => {
        scheduled = null;
        flush();
      }, delayMs);
      return true;
    },
    flush,
  };
}
