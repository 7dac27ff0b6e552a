import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { UnauthenticatedError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { AuthSession } from './auth-session';
import { BearerSessions } from './bearer-sessions';
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt-key';
import { JwtStrategy } from './jwt.strategy';
import { SessionVerifier } from './session-verifier';
import { VerifiedTokens } from './verified-tokens';

const key = createSecretKey(Buffer.from('a-test-secret-of-enough-length-for-hs256'));
const T0 = Date.parse('2026-11-27T12:00:00Z');

class Sessions extends SessionVerifier {
  readonly revoked = new Set<string>();
  async verify(sessionId: string, userId: string): Promise<Viewer> {
    if (this.revoked.has(sessionId)) {
      throw new UnauthenticatedError();
    }
    return { id: userId, plan: 'free' } as Viewer;
  }
  async isStaff(): Promise<boolean> {
    return false;
  }
}

type Outcome = { success?: AuthSession; fail?: unknown; error?: unknown };

/** Runs the strategy on one request the way passport does (a per-request copy with callbacks). */
function authenticate(strategy: JwtStrategy, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const attempt = Object.create(strategy) as JwtStrategy & Record<string, unknown>;
    attempt.success = (user: AuthSession) => resolve({ success: user });
    attempt.fail = (info: unknown) => resolve({ fail: info ?? true });
    attempt.error = (error: unknown) => resolve({ error });
    attempt.authenticate({ headers: { authorization: `Bearer ${token}` } } as never, {});
  });
}

const sign = (claims: object, expiresIn: number, secret = key) =>
  jwt.sign(claims, secret, {
    algorithm: 'HS256',
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    expiresIn,
  });

describe(JwtStrategy.name, () => {
  let sessions: Sessions;
  let strategy: JwtStrategy;

  beforeEach(() => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    sessions = new Sessions();
    strategy = new JwtStrategy(key, new BearerSessions(sessions));
  });
  afterEach(() => jest.useRealTimers());

  it('lets the same token in again, with its session checked on every request', async () => {
    const token = sign({ sub: 'u1', jti: 's1' }, 900);
    expect((await authenticate(strategy, token)).success).toEqual({
      user: { id: 'u1', plan: 'free' },
      sessionId: 's1',
    });
    expect((await authenticate(strategy, token)).success?.sessionId).toBe('s1');
    sessions.revoked.add('s1');
    expect((await authenticate(strategy, token)).error).toBeInstanceOf(UnauthenticatedError);
  });

  it('refuses a token that was let in once, once it expires', async () => {
    const token = sign({ sub: 'u1', jti: 's1' }, 60);
    expect((await authenticate(strategy, token)).success).toBeDefined();
    jest.setSystemTime(T0 + 61_000);
    expect((await authenticate(strategy, token)).fail).toBeDefined();
  });

  it('refuses a token signed with another key, or altered, after a good one', async () => {
    const token = sign({ sub: 'u1', jti: 's1' }, 900);
    expect((await authenticate(strategy, token)).success).toBeDefined();
    const forged = sign(
      { sub: 'u2', jti: 's2' },
      900,
      createSecretKey(Buffer.from('x'.repeat(40))),
    );
    expect((await authenticate(strategy, forged)).fail).toBeDefined();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'u2', jti: 's1' })).toString('base64url');
    expect((await authenticate(strategy, `${header}.${payload}.${signature}`)).fail).toBeDefined();
  });

  it('does not keep a token whose session was refused', async () => {
    const token = sign({ sub: 'u1', jti: 's1' }, 900);
    sessions.revoked.add('s1');
    expect((await authenticate(strategy, token)).error).toBeInstanceOf(UnauthenticatedError);
    sessions.revoked.delete('s1');
    expect((await authenticate(strategy, token)).success?.user.id).toBe('u1');
  });
});

describe(BearerSessions.name, () => {
  let sessions: Sessions;
  let bearer: BearerSessions;
  const exp = T0 / 1000 + 60;

  beforeEach(() => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    sessions = new Sessions();
    bearer = new BearerSessions(sessions);
  });
  afterEach(() => jest.useRealTimers());

  it('knows no token until one is accepted after its full check, then finds its session', async () => {
    expect(bearer.known('t')).toBeNull();
    expect(bearer.known(null)).toBeNull();
    await bearer.accept('t', { sub: 'u1', jti: 's1', exp });
    await expect(bearer.known('t')).resolves.toEqual({
      user: { id: 'u1', plan: 'free' },
      sessionId: 's1',
    });
    expect(bearer.known('t2')).toBeNull();
  });

  it('checks the session of a known token on every request, and forgets the token at its expiry', async () => {
    await bearer.accept('t', { sub: 'u1', jti: 's1', exp });
    sessions.revoked.add('s1');
    await expect(bearer.known('t')).rejects.toBeInstanceOf(UnauthenticatedError);
    sessions.revoked.delete('s1');
    jest.setSystemTime(T0 + 60_000);
    expect(bearer.known('t')).toBeNull();
  });

  it('does not keep a token whose session was refused', async () => {
    sessions.revoked.add('s1');
    await expect(bearer.accept('t', { sub: 'u1', jti: 's1', exp })).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
    expect(bearer.known('t')).toBeNull();
  });
});

describe(VerifiedTokens.name, () => {
  it('finds a token until its expiry, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t', { sub: 'u', jti: 's', exp: T0 / 1000 + 60 });
    expect(tokens.get('t', T0 + 59_999)).toEqual({ sub: 'u', jti: 's', exp: T0 / 1000 + 60 });
    expect(tokens.get('t', T0 + 60_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps no token without an expiry, and no more than its capacity (oldest first out)', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('forever', { sub: 'u' });
    expect(tokens.get('forever', T0)).toBeUndefined();
    const exp = T0 / 1000 + 60;
    tokens.remember('a', { sub: 'a', exp });
    tokens.remember('b', { sub: 'b', exp });
    tokens.remember('c', { sub: 'c', exp });
    expect(tokens.size).toBe(2);
    expect(tokens.get('a', T0)).toBeUndefined();
    expect(tokens.get('c', T0)?.sub).toBe('c');
  });
});
