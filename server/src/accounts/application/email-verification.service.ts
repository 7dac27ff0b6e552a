import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../kernel/clock';
import { EmailSender } from '../../platform/mail/email-sender.port';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { normalizeEmail } from '../domain/account-rules';
import { AccountsError } from '../domain/accounts.error';
import { User } from '../domain/user';
import { AccountEvents } from '../ports/account-events';
import { CredentialRepository } from '../ports/credential.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { UserRepository } from '../ports/user.repository';
import { changeEmailLetter, emailChangedLetter, verifyEmailLetter } from './account-emails';
import { hashLinkToken, LINK_TOKEN, newLinkToken } from './account-links';
import { AuthRateLimit, ClientContext } from './accounts.service';
import { throttleAuth } from './auth-throttle';

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 7 * 24 * HOUR_MS;
const CHANGE_TTL_MS = 24 * HOUR_MS;
const log = new Logger('EmailVerification');

export const INVALID_EMAIL_LINK =
  'Este enlace para confirmar el correo no es válido, ya se usó o venció. Pide uno nuevo.';

/**
 * The account's address: confirmed by a mailed link after sign-up (the account works meanwhile),
 * and changed only once the new address follows its link (the old one works until then).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UserRepository,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: EmailSender,
    private readonly events: AccountEvents,
    private readonly limiter: RateLimiter,
    private readonly rateLimit: AuthRateLimit,
    private readonly clock: Clock,
  ) {}

  /** Mails the confirmation link of a new account; a failing mail server does not fail sign-up. */
  async welcome(user: User, origin: string): Promise<void> {
    await this.sendVerification(user, origin).catch((error: unknown) =>
      log.error(`Verification mail not sent: ${String(error)}`),
    );
  }

  /** 'Reenviar': a new link to the current address, throttled like a sign-in. */
  async resend(userId: string, origin: string, client: ClientContext): Promise<void> {
    await this.throttle('verify', client);
    const user = await this.users.findById(userId);
    if (!user?.email) {
      throw new AccountsError('ACCOUNTS.NO_EMAIL', 'Tu cuenta no tiene un correo que confirmar.');
    }
    if (user.emailVerifiedAt) {
      return;
    }
    await this.sendVerification(user, origin);
  }

  async verify(token: string, client: ClientContext): Promise<void> {
    await this.throttle('verify', client);
    const used = await this.use(token, 'verify-email');
    const verified = used.email
      ? await this.credentials.markEmailVerified(used.userId, used.email, this.clock.now())
      : false;
    if (!verified) {
      throw new AccountsError('ACCOUNTS.INVALID_LINK', INVALID_EMAIL_LINK);
    }
    await this.changed(used.userId);
  }

  async requestChange(
    userId: string,
    password: string,
    newEmail: string,
    origin: string,
    client: ClientContext,
  ): Promise<void> {
    await this.throttle('email', client);
    const email = normalizeEmail(newEmail);
    const hash = await this.credentials.passwordHashOf(userId);
    if (!hash || !(await this.hasher.verify(hash, password))) {
      throw new AccountsError('ACCOUNTS.WRONG_PASSWORD', 'La contraseña actual no es correcta.');
    }
    const user = await this.users.findById(userId);
    if (!user) {
      throw new AccountsError('ACCOUNTS.USER_NOT_FOUND', 'No encontramos tu cuenta.');
    }
    if (user.email?.toLowerCase() === email) {
      throw new AccountsError('ACCOUNTS.INVALID_EMAIL', 'Ese ya es el correo de tu cuenta.');
    }
    if (await this.credentials.isEmailTaken(email)) {
      throw new AccountsError('ACCOUNTS.EMAIL_TAKEN', 'Ese correo electrónico ya está registrado.');
    }
    const { token, hash: tokenHash } = newLinkToken();
    await this.credentials.saveToken({
      tokenHash,
      userId,
      kind: 'change-email',
      email,
      expiresAt: new Date(this.clock.now().getTime() + CHANGE_TTL_MS),
    });
    const url = `${origin}/confirm-email?token=${token}`;
    await this.mail.send({ to: email, ...changeEmailLetter(user.fullname, url) });
  }

  async confirmChange(token: string, client: ClientContext): Promise<void> {
    await this.throttle('email', client);
    const used = await this.use(token, 'change-email');
    const before = await this.users.findById(used.userId);
    if (!before || !used.email) {
      throw new AccountsError('ACCOUNTS.INVALID_LINK', INVALID_EMAIL_LINK);
    }
    await this.credentials.changeEmail(used.userId, used.email, this.clock.now());
    await this.changed(used.userId);
    if (before.email) {
      await this.mail
        .send({ to: before.email, ...emailChangedLetter(before.fullname, used.email) })
        .catch((error: unknown) => log.error(`Old-address notice not sent: ${String(error)}`));
    }
  }

  private async use(token: string, kind: 'verify-email' | 'change-email') {
    const used = LINK_TOKEN.test(token)
      ? await this.credentials.useToken(hashLinkToken(token), kind, this.clock.now())
      : null;
    if (!used) {
      throw new AccountsError('ACCOUNTS.INVALID_LINK', INVALID_EMAIL_LINK);
    }
    return used;
  }

  private async sendVerification(user: User, origin: string): Promise<void> {
    if (!user.email) {
      return;
    }
    const { token, hash } = newLinkToken();
    await this.credentials.saveToken({
      tokenHash: hash,
      userId: user.id,
      kind: 'verify-email',
      email: user.email,
      expiresAt: new Date(this.clock.now().getTime() + VERIFY_TTL_MS),
    });
    const url = `${origin}/verify-email?token=${token}`;
    await this.mail.send({ to: user.email, ...verifyEmailLetter(user.fullname, url) });
  }

  /** Every open tab of the account sees the new state (banner gone, new address). */
  private async changed(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user) {
      await this.events.userChanged(user);
    }
  }

  private throttle(bucket: string, client: ClientContext): Promise<void> {
    return throttleAuth(this.limiter, this.rateLimit.perMinute, bucket, client.ip);
  }
}
