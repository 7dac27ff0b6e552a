import type { AdEventsBody } from './impression-batcher';

export const AD_EVENTS_PATH = '/api/ads/events';

export interface Transport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch: typeof fetch;
}

const browser = (): Transport => ({
  sendBeacon:
    typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
  fetch: globalThis.fetch.bind(globalThis),
});

/**
 * POSTs a batch as JSON. The signed viewer token in the body identifies the sender, signed in or
 * not, so no header is needed and a beacon can carry it while the page goes away; when the
 * browser refuses the beacon, a keepalive fetch outlives the page instead.
 */
export async function sendAdEvents(
  body: AdEventsBody,
  leaving: boolean,
  transport: Transport = browser(),
): Promise<boolean> {
  const json = JSON.stringify(body);
  if (leaving && transport.sendBeacon) {
    try {
      if (transport.sendBeacon(AD_EVENTS_PATH, new Blob([json], { type: 'application/json' }))) {
        return true;
      }
    } catch {
      // a browser that refuses JSON beacons: the fetch below
    }
  }
  try {
    const res = await transport.fetch(AD_EVENTS_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    // a refused batch (4xx) would be refused again: only server and network failures retry
    return res.status < 500;
  } catch {
    return false;
  }
}
