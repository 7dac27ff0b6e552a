import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { AvatarRenderer } from '../ports/avatar-renderer';
import { AccountsError } from '../domain/accounts.error';
import {
  assertPasswordAcceptable,
  normalizeEmail,
  normalizeFullname,
  normalizeHandle,
  normalizeImageUrl,
} from '../domain/account-rules';
import { planTokens } from '../../billing/domain/plans';
import { Clock } from '../../kernel/clock';
import { browsingChoiceOrThrow, sanctionOf, SessionUser, User } from '../domain/user';
import { AccessTokens } from '../ports/access-tokens';
import { AccountEvents } from '../ports/account-events';
import { PasswordHasher } from '../ports/password-hasher';
import { SessionRepository } from '../ports/session.repository';
import { UserRepository } from '../ports/user.repository';
import { throttleAuth } from './auth-throttle';

export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
}

export interface SignUpCommand {
  name: string;
  fullname: string;
  email: string;
  password: string;
}

export interface SignInCommand {
  login: string;
  password: string;
}

export interface UpdateProfileCommand {
  fullname?: string;
  image?: string | null;
}

export interface AuthResult {
  token: string;
  user: User;
}

/** Limits for brute force and mass sign-up, per client address; 0 turns them off. */
export class AuthRateLimit {
  constructor(readonly perMinute: number) {}
}

/** Tokens in one credit (TOKENS_PER_CREDIT): a plan's credits become its starting tokens. */
export class CreditRate {
  constructor(readonly tokensPerCredit: number) {}
}

@Injectable()
export class AccountsService {
  /** Verified against when the login matches no account, so both paths take the same time. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokens,
    private readonly events: AccountEvents,
    private readonly limiter: RateLimiter,
    private readonly rateLimit: AuthRateLimit,
    private readonly avatars: AvatarRenderer,
    private readonly media: MediaStore,
    private readonly creditRate: CreditRate,
    private readonly clock: Clock = new Clock(),
  ) {}

  async signUp(command: SignUpCommand, client: ClientContext): Promise<AuthResult> {
    const name = normalizeHandle(command.name);
    const fullname = normalizeFullname(command.fullname);
    const email = normalizeEmail(command.email);
    assertPasswordAcceptable(command.password);
    await this.throttle('signup', client);
    const user = await this.users.create({
      name,
      fullname,
      email,
      passwordHash: await this.hasher.hash(command.password),
      image: null,
      plan: 'free',
      fastTokens: planTokens('free', this.creditRate.tokensPerCredit),
      grant: 'grant.signup',
    });
    return this.startSession(user, client);
  }

  async signIn(command: SignInCommand, client: ClientContext): Promise<AuthResult> {
    await this.throttle('signin', client);
    const login = command.login.trim();
    const found = login ? await this.users.findByLoginWithCredential(login) : null;
    const hash = found?.passwordHash ?? (await this.getDummyHash());
    const matches = await this.hasher.verify(hash, command.password);
    if (!found || !found.passwordHash || !matches) {
      throw new AccountsError('ACCOUNTS.INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos.');
    }
    const { passwordHash: _omitted, ...user } = found;
    return this.startSession(user, client);
  }

  /**
   * Whether the person at the keyboard is the account's owner, before something that cannot be
   * undone (deleting the account): their password, throttled like a sign-in. Accounts without a
   * password (OpenID Connect only) answer 'no-password' and confirm another way.
   */
  async confirmPassword(
    userId: string,
    password: string,
    client: ClientContext,
  ): Promise<'confirmed' | 'wrong' | 'no-password'> {
    await this.throttle('confirm', client);
    const user = await this.users.findById(userId);
    const found = user ? await this.users.findByLoginWithCredential(user.name) : null;
    if (!found || found.id !== userId) {
      return 'wrong';
    }
    if (!found.passwordHash) {
      return 'no-password';
    }
    return (await this.hasher.verify(found.passwordHash, password)) ? 'confirmed' : 'wrong';
  }

  /**
   * Resolves a verified token's claims to its session's user (one query); revoked or expired
   * sessions fail.
   */
  async authenticate(sessionId: string, userId: string): Promise<SessionUser> {
    const found = await this.sessions.findActiveUser(sessionId, userId, new Date());
    if (!found) {
      throw new UnauthenticatedError('Tu sesión expiró. Inicia sesión de nuevo.');
    }
    const { suspendedUntil, bannedAt, ...user } = found;
    if (sanctionOf({ suspendedUntil, bannedAt }, this.clock.now())) {
      // suspending revokes the sessions too; this also covers a token checked meanwhile
      throw new UnauthenticatedError('Tu cuenta está suspendida.');
    }
    return user;
  }

  async signOut(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, new Date());
    await this.events.sessionRevoked(sessionId);
  }

  async me(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) {
      throw new UnauthenticatedError('Tu sesión expiró. Inicia sesión de nuevo.');
    }
    return user;
  }

  async updateProfile(userId: string, command: UpdateProfileCommand): Promise<User> {
    const patch: { fullname?: string; image?: string | null } = {};
    if (command.fullname !== undefined) {
      patch.fullname = normalizeFullname(command.fullname);
    }
    if (command.image !== undefined) {
      patch.image = normalizeImageUrl(command.image);
    }
    const user = await this.users.updateProfile(userId, patch);
    await this.events.userChanged(user);
    return user;
  }

  /**
   * The highest content level the user browses: `sensible` is a plain opt-in, `explicito` needs
   * the adult confirmation (stored with its date, the first time).
   */
  async setBrowsingLevel(userId: string, level: unknown, confirmAdult: boolean): Promise<User> {
    const user = await this.me(userId);
    const chosen = browsingChoiceOrThrow(level, confirmAdult, user);
    const confirmedAt = chosen === 'explicito' && confirmAdult ? this.clock.now() : null;
    const updated = await this.users.setBrowsingLevel(user.id, chosen, confirmedAt);
    await this.events.userChanged(updated);
    return updated;
  }

  /** Replaces the profile photo with a square, metadata-free rendition of the upload. */
  async changeAvatar(userId: string, photo: Buffer): Promise<User> {
    const avatar = await this.avatars.render(photo);
    const key = `public/avatars/${userId}/${randomUUID()}.${avatar.extension}`;
    await this.media.put(key, avatar.bytes, avatar.contentType);
    return this.updateProfile(userId, { image: this.media.publicUrl(key) });
  }

  /** Opens a session for a user already identified elsewhere (OpenID Connect). */
  async startSession(user: User, client: ClientContext): Promise<AuthResult> {
    this.assertNotSanctioned(user);
    const sessionId = randomUUID();
    const { token, expiresAt } = await this.tokens.issue({ sessionId, userId: user.id });
    await this.sessions.create({
      id: sessionId,
      userId: user.id,
      expiresAt,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    return { token, user };
  }

  /** A suspended or banned user opens no session (password or OpenID Connect). */
  private assertNotSanctioned(user: User): void {
    const sanction = sanctionOf(user, this.clock.now());
    if (sanction?.kind === 'ban') {
      throw new AccountsError(
        'ACCOUNTS.SUSPENDED',
        'Tu cuenta fue suspendida por incumplir las normas de Mixel.',
      );
    }
    if (sanction?.kind === 'suspension') {
      const until = sanction.until.toLocaleString('es-CO', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Bogota',
      });
      throw new AccountsError('ACCOUNTS.SUSPENDED', `Tu cuenta está suspendida hasta el ${until}.`);
    }
  }

  private throttle(bucket: string, client: ClientContext): Promise<void> {
    return throttleAuth(this.limiter, this.rateLimit.perMinute, bucket, client.ip);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomUUID());
    return this.dummyHash;
  }
}
