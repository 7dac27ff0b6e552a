import { Clock } from '../../kernel/clock';
import { RateLimitedError } from '../../kernel/domain-error';
import {
  ABUSE_LIMITS,
  isNewAccount,
  LIMITED_ACTIONS,
  limitMessage,
  limitsFor,
  waitText,
} from './abuse-limits';
import { CountedActionLimits } from './counted-action-limits';
import { RateLimiter } from './rate-limiter.port';
import { InMemoryRateLimiter } from './rate-limiters';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;

class FixedClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  override now(): Date {
    return this.at;
  }
}

/** Counts per bucket, key and window; `nextMinute()` starts new one-minute windows. */
class WindowCounts extends RateLimiter {
  counts = new Map<string, number>();
  async secondsToWait(bucket: string, key: string, limit: number, windowSeconds = 60) {
    const k = `${bucket}|${key}|${windowSeconds}`;
    const n = (this.counts.get(k) ?? 0) + 1;
    this.counts.set(k, n);
    return limit > 0 && n > limit ? windowSeconds - 10 : 0;
  }
  nextMinute() {
    for (const k of [...this.counts.keys()]) {
      if (k.endsWith('|60')) {
        this.counts.delete(k);
      }
    }
  }
}

async function refusal(p: Promise<unknown>): Promise<RateLimitedError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe('abuse limits', () => {
  it('gives accounts younger than a day the stricter limits, and unknown ages too', () => {
    const young = new Date(NOW.getTime() - 23 * HOUR);
    const old = new Date(NOW.getTime() - 25 * HOUR);
    expect(isNewAccount(young, NOW)).toBe(true);
    expect(isNewAccount(old, NOW)).toBe(false);
    expect(isNewAccount(undefined, NOW)).toBe(true);
    expect(limitsFor('comment', young, NOW)).toEqual(ABUSE_LIMITS.comment.newAccount);
    expect(limitsFor('comment', old, NOW)).toEqual(ABUSE_LIMITS.comment.established);
  });

  it('never lets a new account do more than an established one', () => {
    for (const action of LIMITED_ACTIONS) {
      const { newAccount, established } = ABUSE_LIMITS[action];
      expect(newAccount.perMinute).toBeLessThanOrEqual(established.perMinute);
      expect(newAccount.perDay).toBeLessThanOrEqual(established.perDay);
      expect(newAccount.perMinute).toBeGreaterThan(0);
      expect(newAccount.perDay).toBeGreaterThan(newAccount.perMinute);
    }
  });

  it('says how long to wait in Spanish, rounded up', () => {
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(42.2)).toBe('43 segundos');
    expect(waitText(60)).toBe('1 minuto');
    expect(waitText(61)).toBe('2 minutos');
    expect(waitText(7200)).toBe('2 horas');
    expect(limitMessage('comment', 'minute', 30, true)).toBe(
      'Has comentado mucho en poco tiempo. Espera 30 segundos e inténtalo de nuevo.',
    );
    expect(limitMessage('like', 'day', 3 * 3600, false)).toBe(
      'Llegaste al límite diario de «me gusta». Podrás dar «me gusta» de nuevo en 3 horas.',
    );
    expect(limitMessage('post', 'day', 100, true)).toContain('de las cuentas nuevas');
  });
});

describe(CountedActionLimits.name, () => {
  const young = { id: 'ana', createdAt: new Date(NOW.getTime() - HOUR) };
  const veteran = { id: 'bruno', createdAt: new Date(NOW.getTime() - 30 * 24 * HOUR) };
  let counts: WindowCounts;
  let sut: CountedActionLimits;

  beforeEach(() => {
    counts = new WindowCounts();
    sut = new CountedActionLimits(counts, new FixedClock(NOW));
  });

  it('widens every limit by its scale (ABUSE_LIMIT_SCALE), still refusing past it', async () => {
    const scaled = new CountedActionLimits(counts, new FixedClock(NOW), 3);
    const { perMinute } = ABUSE_LIMITS.comment.newAccount;
    for (let i = 0; i < perMinute * 3; i++) {
      await scaled.consumeOrThrow('comment', young);
    }
    expect((await refusal(scaled.consumeOrThrow('comment', young))).code).toBe('RATE_LIMITED');
  });

  it("refuses a new account's comment past its minute with RATE_LIMITED and the wait", async () => {
    const { perMinute } = ABUSE_LIMITS.comment.newAccount;
    for (let i = 0; i < perMinute; i++) {
      await sut.consumeOrThrow('comment', young);
    }
    const error = await refusal(sut.consumeOrThrow('comment', young));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBe(50);
    expect(error.message).toBe(
      'Has comentado mucho en poco tiempo. Espera 50 segundos e inténtalo de nuevo.',
    );
  });

  it('lets an established account go further than a new one', async () => {
    const { perMinute } = ABUSE_LIMITS.comment.established;
    for (let i = 0; i < perMinute; i++) {
      await sut.consumeOrThrow('comment', veteran);
    }
    await refusal(sut.consumeOrThrow('comment', veteran));
  });

  it('counts each user and each action on its own', async () => {
    const { perMinute } = ABUSE_LIMITS.follow.newAccount;
    for (let i = 0; i < perMinute; i++) {
      await sut.consumeOrThrow('follow', young);
    }
    await refusal(sut.consumeOrThrow('follow', young));
    await expect(sut.consumeOrThrow('follow', { ...young, id: 'carla' })).resolves.toBeUndefined();
    await expect(sut.consumeOrThrow('like', young)).resolves.toBeUndefined();
  });

  it("stops at the day's limit even when every minute stays within its own", async () => {
    const { perMinute, perDay } = ABUSE_LIMITS.post.newAccount;
    for (let done = 0; done < perDay; done++) {
      if (done % perMinute === 0) {
        counts.nextMinute();
      }
      await sut.consumeOrThrow('post', young);
    }
    counts.nextMinute();
    const error = await refusal(sut.consumeOrThrow('post', young));
    expect(error.retryAfterSeconds).toBe(86_390);
    expect(error.message).toBe(
      'Llegaste al límite diario de publicaciones de las cuentas nuevas. Podrás publicar de nuevo en 24 horas.',
    );
  });
});

describe(InMemoryRateLimiter.name, () => {
  it('keeps one count per key and window whatever limit the caller asks for', async () => {
    const sut = new InMemoryRateLimiter();
    expect(await sut.secondsToWait('b', 'k', 2)).toBe(0);
    expect(await sut.secondsToWait('b', 'k', 2)).toBe(0);
    const wait = await sut.secondsToWait('b', 'k', 2);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // a higher limit for the same key sees the three attempts already made
    expect(await sut.secondsToWait('b', 'k', 4)).toBe(0);
    expect(await sut.secondsToWait('b', 'k', 4)).toBeGreaterThan(0);
    // the day's window is counted apart, and waits up to a day
    expect(await sut.secondsToWait('b', 'k', 1, 86_400)).toBe(0);
    const day = await sut.secondsToWait('b', 'k', 1, 86_400);
    expect(day).toBeGreaterThan(86_000);
    expect(day).toBeLessThanOrEqual(86_400);
    expect(await sut.secondsToWait('b', 'other', 1)).toBe(0);
    expect(await sut.secondsToWait('b', 'k', 0)).toBe(0);
  });
});
