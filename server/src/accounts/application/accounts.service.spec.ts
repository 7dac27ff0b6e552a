import type { ContentLevel } from '../../kernel/content-level';
import { randomUUID } from 'node:crypto';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { User, UserWithCredential } from '../domain/user';
import { AccessTokens } from '../ports/access-tokens';
import { AvatarRenderer } from '../ports/avatar-renderer';
import { MediaStore, PUBLIC_PREFIX } from '../../platform/storage/media-store.port';
import { AccountEvents } from '../ports/account-events';
import { PasswordHasher } from '../ports/password-hasher';
import { NewSession, SessionRepository } from '../ports/session.repository';
import { NewUser, ProfilePatch, UserRepository } from '../ports/user.repository';
import { AccountsService, AuthRateLimit, CreditRate } from './accounts.service';

class FakeUsers extends UserRepository {
  rows: UserWithCredential[] = [];
  async findById(id: string) {
    const row = this.rows.find((u) => u.id === id);
    return row ? strip(row) : null;
  }
  async findByLoginWithCredential(login: string) {
    const l = login.toLowerCase();
    return this.rows.find((u) => u.name === l || u.email === l) ?? null;
  }
  async isHandleTaken(name: string) {
    return this.rows.some((u) => u.name === name.toLowerCase());
  }
  grants: Array<{ userId: string; delta: number; reason: string }> = [];
  async create({ grant, ...user }: NewUser): Promise<User> {
    const now = new Date();
    const row = {
      ...user,
      id: randomUUID(),
      score: 0,
      subscriptionStatus: null,
      mercadoPagoSubscriptionId: null,
      role: 'user' as const,
      createdAt: now,
      updatedAt: now,
    };
    this.rows.push(row);
    this.grants.push({ userId: row.id, delta: user.fastTokens, reason: grant });
    return strip(row);
  }
  async updateProfile(id: string, patch: ProfilePatch) {
    const row = this.rows.find((u) => u.id === id)!;
    Object.assign(row, patch);
    return strip(row);
  }
  async setBrowsingLevel(id: string, level: ContentLevel, adultConfirmedAt: Date | null) {
    const row = this.rows.find((u) => u.id === id)!;
    Object.assign(row, {
      browsingLevel: level,
      adultConfirmedAt: row.adultConfirmedAt ?? adultConfirmedAt,
    });
    return strip(row);
  }
  async findByIdentity() {
    return null;
  }
  async linkIdentity() {}
}

function strip({ passwordHash: _p, ...user }: UserWithCredential): User {
  return user;
}

class FakeSessions extends SessionRepository {
  rows = new Map<string, NewSession & { revoked?: boolean }>();
  constructor(private readonly users: FakeUsers) {
    super();
  }
  async create(session: NewSession) {
    this.rows.set(session.id, session);
  }
  async findActiveUser(id: string, userId: string, now: Date) {
    const s = this.rows.get(id);
    const user = s && !s.revoked && s.expiresAt > now && s.userId === userId;
    return user ? this.users.findById(userId) : null;
  }
  async revoke(id: string) {
    const s = this.rows.get(id);
    if (s) {
      s.revoked = true;
    }
  }
}

class PlainHasher extends PasswordHasher {
  async hash(p: string) {
    return `h:${p}`;
  }
  async verify(hash: string, p: string) {
    return hash === `h:${p}`;
  }
}

class FakeTokens extends AccessTokens {
  async issue(claims: { sessionId: string }) {
    return { token: `token-${claims.sessionId}`, expiresAt: new Date(Date.now() + 60_000) };
  }
}

class RecordedEvents extends AccountEvents {
  changed: User[] = [];
  revoked: string[] = [];
  async userChanged(user: User) {
    this.changed.push(user);
  }
  async sessionRevoked(sessionId: string) {
    this.revoked.push(sessionId);
  }
}

class CountingLimiter extends RateLimiter {
  counts = new Map<string, number>();
  async secondsToWait(bucket: string, key: string, limit: number) {
    const k = `${bucket}:${key}`;
    const n = (this.counts.get(k) ?? 0) + 1;
    this.counts.set(k, n);
    return limit <= 0 || n <= limit ? 0 : 60;
  }
}

class PassThroughAvatars extends AvatarRenderer {
  async render(bytes: Buffer) {
    return { bytes, contentType: 'image/webp', extension: 'webp' };
  }
}

/** Keeps objects in memory; public URLs as the local store serves them. */
class MemoryMedia extends MediaStore {
  objects = new Map<string, Buffer>();
  async *list(): AsyncIterable<string> {
    yield* this.objects.keys();
  }
  async put(key: string, body: Buffer) {
    this.objects.set(key, body);
  }
  async putFile() {}
  async get() {
    return null;
  }
  async delete(keys: string[]) {
    keys.forEach((key) => this.objects.delete(key));
  }
  publicUrl(key: string) {
    return `/media/${key.slice(PUBLIC_PREFIX.length)}`;
  }
}

const client = { ip: '203.0.113.7', userAgent: 'jest' };
const signUp = { name: 'Ana', fullname: 'Ana', email: 'ana@example.com', password: 'long enough' };

describe(AccountsService.name, () => {
  let users: FakeUsers;
  let sessions: FakeSessions;
  let events: RecordedEvents;
  let sut: AccountsService;

  beforeEach(() => {
    users = new FakeUsers();
    sessions = new FakeSessions(users);
    events = new RecordedEvents();
    sut = new AccountsService(
      users,
      sessions,
      new PlainHasher(),
      new FakeTokens(),
      events,
      new CountingLimiter(),
      new AuthRateLimit(3),
      new PassThroughAvatars(),
      new MemoryMedia(),
      new CreditRate(100),
    );
  });

  it('creates new users on the free plan with 10 credits in tokens, granted through the ledger, and opens a session', async () => {
    const result = await sut.signUp(signUp, client);
    expect(result.user).toMatchObject({ name: 'ana', plan: 'free', fastTokens: 1000 });
    expect(users.grants).toEqual([{ userId: result.user.id, delta: 1000, reason: 'grant.signup' }]);
    expect(sessions.rows.size).toBe(1);
    expect(users.rows[0].passwordHash).toBe('h:long enough');
  });

  it('authenticates a live session and refuses it once revoked', async () => {
    const { user } = await sut.signUp(signUp, client);
    const [sessionId] = sessions.rows.keys();
    await expect(sut.authenticate(sessionId, user.id)).resolves.toMatchObject({ id: user.id });
    await expect(sut.authenticate(sessionId, 'someone-else')).rejects.toThrow(UnauthenticatedError);
    await sut.signOut(sessionId);
    await expect(sut.authenticate(sessionId, user.id)).rejects.toThrow(UnauthenticatedError);
    // open subscriptions of the session hear of it, wherever they are
    expect(events.revoked).toEqual([sessionId]);
  });

  it('gives one answer for a wrong password and an unknown login', async () => {
    await sut.signUp(signUp, client);
    await expect(sut.signIn({ login: 'ana', password: 'wrong' }, client)).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_CREDENTIALS',
    });
    await expect(sut.signIn({ login: 'nadie', password: 'wrong' }, client)).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_CREDENTIALS',
    });
  });

  it('throttles sign-in per client address', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(sut.signIn({ login: 'x', password: 'y' }, client)).rejects.toMatchObject({
        code: 'ACCOUNTS.INVALID_CREDENTIALS',
      });
    }
    await expect(sut.signIn({ login: 'x', password: 'y' }, client)).rejects.toMatchObject({
      code: 'ACCOUNTS.TOO_MANY_ATTEMPTS',
    });
    await expect(
      sut.signIn({ login: 'x', password: 'y' }, { ...client, ip: '198.51.100.1' }),
    ).rejects.toMatchObject({
      code: 'ACCOUNTS.INVALID_CREDENTIALS',
    });
  });

  it('stores a new avatar under public media and publishes the change', async () => {
    const { user } = await sut.signUp(signUp, client);
    const updated = await sut.changeAvatar(user.id, Buffer.from('webp-bytes'));
    expect(updated.image).toMatch(new RegExp(`^/media/avatars/${user.id}/[0-9a-f-]+\\.webp$`));
    expect(events.changed.at(-1)?.image).toBe(updated.image);
  });

  it('publishes the changed user when the profile is updated', async () => {
    const { user } = await sut.signUp(signUp, client);
    await sut.updateProfile(user.id, { fullname: 'Ana B' });
    expect(events.changed.map((u) => u.fullname)).toEqual(['Ana B']);
  });
});
