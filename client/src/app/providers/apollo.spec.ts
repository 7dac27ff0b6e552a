import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createRealtimeClient, retryDelay } from './apollo';

/** A WebSocket whose connection never opens (a black-holed network). */
class SilentSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static created = 0;
  readyState = SilentSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  protocol = 'graphql-transport-ws';
  constructor() {
    SilentSocket.created += 1;
  }
  send() {}
  close() {
    this.readyState = SilentSocket.CLOSED;
  }
}

describe('realtime client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    SilentSocket.created = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives up on a socket that does not open within 20 s and connects again', async () => {
    const client = createRealtimeClient({
      url: 'ws://127.0.0.1:9/graphql',
      webSocketImpl: SilentSocket,
    });
    const dispose = client.subscribe(
      { query: 'subscription { unreadCountChanged }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await jest.advanceTimersByTimeAsync(19_000);
    expect(SilentSocket.created).toBe(1);
    // 20 s after connecting began, then the first retry waits 1 s
    await jest.advanceTimersByTimeAsync(2_000);
    expect(SilentSocket.created).toBe(2);
    dispose();
    client.terminate();
  });

  it('waits 1 s before the first retry, growing to at most 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([
      1_000, 2_000, 3_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});
