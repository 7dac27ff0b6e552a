import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../kernel/clock';
import { EmailSender } from '../../platform/mail/email-sender.port';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { assertPasswordAcceptable, normalizeEmail } from '../domain/account-rules';
import { AccountsError } from '../domain/accounts.error';
import { AccountEvents } from '../ports/account-events';
import { CredentialRepository } from '../ports/credential.repository';
import { PasswordHasher } from '../ports/password-hasher';
import { UserRepository } from '../ports/user.repository';
import { passwordChangedLetter, resetPasswordLetter } from './account-emails';
import { hashLinkToken, LINK_TOKEN, newLinkToken } from './account-links';
import { AuthRateLimit, ClientContext } from './accounts.service';
import { throttleAuth } from './auth-throttle';

const RESET_TTL_MS = 60 * 60 * 1000;
const log = new Logger('PasswordReset');

export const INVALID_RESET_LINK =
  'Este enlace para restablecer la contraseña no es válido, ya se usó o venció. Pide uno nuevo.';

/**
 * Changing a known password and recovering a forgotten one by mail. Both sign out the other
 * sessions; a reset signs out all of them.
 */
@Injectable()
export class PasswordResetService {
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

  async changePassword(
    userId: string,
    sessionId: string,
    current: string,
    next: string,
    client: ClientContext,
  ): Promise<void> {
    await this.throttle('password', client);
    assertPasswordAcceptable(next);
    const hash = await this.credentials.passwordHashOf(userId);
    if (!hash || !(await this.hasher.verify(hash, current))) {
      throw new AccountsError('ACCOUNTS.WRONG_PASSWORD', 'La contraseña actual no es correcta.');
    }
    await this.setPassword(userId, next, sessionId);
  }

  /**
   * Mails a reset link when the address has an account; answers the same either way, so the
   * answer tells nothing about who has an account.
   */
  async requestReset(email: string, origin: string, client: ClientContext): Promise<void> {
    await this.throttle('reset', client);
    const address = normalizeEmail(email);
    const found = await this.users.findByLoginWithCredential(address);
    if (!found?.email || found.email.toLowerCase() !== address.toLowerCase()) {
      return;
    }
    const { token, hash } = newLinkToken();
    await this.credentials.saveToken({
      tokenHash: hash,
      userId: found.id,
      kind: 'reset-password',
      email: found.email,
      expiresAt: new Date(this.clock.now().getTime() + RESET_TTL_MS),
    });
    const url = `${origin}/reset-password?token=${token}`;
    // not awaited: neither a slow nor a failing mail server may tell that the address has an account
    void this.mail
      .send({ to: found.email, ...resetPasswordLetter(found.fullname, url) })
      .catch((error: unknown) => log.error(`Reset mail not sent: ${String(error)}`));
  }

  async resetPassword(token: string, next: string, client: ClientContext): Promise<void> {
    await this.throttle('reset', client);
    assertPasswordAcceptable(next);
    const used = LINK_TOKEN.test(token)
      ? await this.credentials.useToken(hashLinkToken(token), 'reset-password', this.clock.now())
      : null;
    if (!used) {
      throw new AccountsError('ACCOUNTS.INVALID_LINK', INVALID_RESET_LINK);
    }
    await this.setPassword(used.userId, next);
  }

  private async setPassword(userId: string, password: string, keepSession?: string) {
    await this.credentials.setPasswordHash(userId, await this.hasher.hash(password));
    const revoked = await this.credentials.revokeSessions(userId, this.clock.now(), keepSession);
    await Promise.all(revoked.map((id) => this.events.sessionRevoked(id)));
    const user = await this.users.findById(userId);
    if (user?.email) {
      await this.mail
        .send({ to: user.email, ...passwordChangedLetter(user.fullname) })
        .catch((error: unknown) => log.error(`Password notice not sent: ${String(error)}`));
    }
  }

  private throttle(bucket: string, client: ClientContext): Promise<void> {
    return throttleAuth(this.limiter, this.rateLimit.perMinute, bucket, client.ip);
  }
}
