import { describe, expect, it } from '@jest/globals';
import { FakeTimers } from './fake-timers';
import {
  createImpressionBatcher,
  FLUSH_AFTER_MS,
  type AdEventsBody,
  type SendAdEvents,
} from './impression-batcher';
import { AD_EVENTS_PATH, sendAdEvents, type Transport } from './send-ad-events';

/** Lets the batcher's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(answer: () => Promise<boolean> = () => Promise.resolve(true)) {
  const timers = new FakeTimers();
  const sent: Array<{ body: AdEventsBody; leaving: boolean }> = [];
  const send: SendAdEvents = (body, leaving) => {
    sent.push({ body, leaving });
    return answer();
  };
  return { sut: createImpressionBatcher(send, { timers }), timers, sent };
}

const ids = (body: AdEventsBody) => body.events.map((event) => event.adId);

describe(createImpressionBatcher.name, () => {
  it('sends the impressions of a few seconds in one batch with the viewer token', () => {
    const { sut, timers, sent } = setup();
    sut.record('ad-1', 'vt');
    timers.advance(1000);
    sut.record('ad-2', 'vt');
    expect(sent).toHaveLength(0);
    timers.advance(FLUSH_AFTER_MS - 1000);
    expect(sent).toEqual([
      {
        body: {
          viewerToken: 'vt',
          events: [
            { adId: 'ad-1', type: 'impression' },
            { adId: 'ad-2', type: 'impression' },
          ],
        },
        leaving: false,
      },
    ]);
    timers.advance(FLUSH_AFTER_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('counts an ad once per page view, however many tiles or times it shows', () => {
    const { sut, timers, sent } = setup();
    expect(sut.record('ad-1', 'vt')).toBe(true);
    expect(sut.record('ad-1', 'vt')).toBe(false);
    timers.advance(FLUSH_AFTER_MS);
    expect(sut.record('ad-1', 'vt')).toBe(false);
    timers.advance(FLUSH_AFTER_MS);
    expect(sent.flatMap(({ body }) => ids(body))).toEqual(['ad-1']);
  });

  it('sends at once, as the page is left, what is still queued', () => {
    const { sut, timers, sent } = setup();
    sut.record('ad-1', 'vt');
    sut.flush(true);
    expect(sent).toEqual([{ body: expect.objectContaining({ viewerToken: 'vt' }), leaving: true }]);
    timers.advance(FLUSH_AFTER_MS);
    expect(sent).toHaveLength(1);
    sut.flush(true);
    expect(sent).toHaveLength(1);
  });

  it('sends one batch per viewer token, at most 100 events each', () => {
    const { sut, sent } = setup();
    for (let i = 0; i < 130; i += 1) {
      sut.record(`ad-${i}`, 'visitor');
    }
    sut.record('ad-x', 'signed-in');
    sut.flush();
    expect(sent.map(({ body }) => [body.viewerToken, body.events.length])).toEqual([
      ['visitor', 100],
      ['visitor', 30],
      ['signed-in', 1],
    ]);
  });

  it('tries a batch again with the next one when it did not get out', async () => {
    let online = false;
    const { sut, timers, sent } = setup(() =>
      online ? Promise.resolve(true) : Promise.reject(new Error('offline')),
    );
    sut.record('ad-1', 'vt');
    timers.advance(FLUSH_AFTER_MS);
    await settle();
    online = true;
    sut.record('ad-2', 'vt');
    timers.advance(FLUSH_AFTER_MS);
    await settle();
    expect(sent.map(({ body }) => ids(body))).toEqual([['ad-1'], ['ad-1', 'ad-2']]);
  });
});

describe(sendAdEvents.name, () => {
  const body: AdEventsBody = { viewerToken: 'vt', events: [{ adId: 'ad-1', type: 'impression' }] };

  function transport(beacon?: boolean | 'throws', status = 202) {
    const beacons: Array<{ url: string; data: Blob }> = [];
    const fetches: Array<{ url: string; init: RequestInit }> = [];
    const sut: Transport = {
      sendBeacon:
        beacon === undefined
          ? undefined
          : (url, data) => {
              if (beacon === 'throws') {
                throw new TypeError('refused');
              }
              beacons.push({ url, data });
              return beacon;
            },
      fetch: ((url: string, init: RequestInit) => {
        fetches.push({ url, init });
        return Promise.resolve(new Response(null, { status }));
      }) as typeof fetch,
    };
    return { sut, beacons, fetches };
  }

  it('leaves the page with a JSON beacon carrying the viewer token', async () => {
    const { sut, beacons, fetches } = transport(true);
    await expect(sendAdEvents(body, true, sut)).resolves.toBe(true);
    expect(fetches).toHaveLength(0);
    expect(beacons[0].url).toBe(AD_EVENTS_PATH);
    expect(beacons[0].data.type).toBe('application/json');
    expect(JSON.parse(await beacons[0].data.text())).toEqual(body);
  });

  it.each([false, 'throws', undefined] as const)(
    'falls back to a keepalive fetch when the beacon is %s',
    async (beacon) => {
      const { sut, fetches } = transport(beacon);
      await expect(sendAdEvents(body, true, sut)).resolves.toBe(true);
      expect(fetches).toEqual([
        {
          url: AD_EVENTS_PATH,
          init: expect.objectContaining({
            method: 'POST',
            keepalive: true,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        },
      ]);
    },
  );

  it('sends the batches of a visible page with fetch, not a beacon', async () => {
    const { sut, beacons, fetches } = transport(true);
    await sendAdEvents(body, false, sut);
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(1);
  });

  it('asks for a retry only when the server failed', async () => {
    await expect(sendAdEvents(body, false, transport(undefined, 503).sut)).resolves.toBe(false);
    await expect(sendAdEvents(body, false, transport(undefined, 400).sut)).resolves.toBe(true);
  });
});
