import { retryAfterMs } from './http-provider';

describe('Retry-After of a rate-limited provider call', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads seconds and HTTP dates as milliseconds from now', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
  });

  it('knows nothing from a missing or unreadable header, and never waits a negative time', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });
});
