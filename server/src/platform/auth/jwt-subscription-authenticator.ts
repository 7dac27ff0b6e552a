import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { SubscriptionAuthenticator } from '../graphql/subscription-authenticator';
import { AuthSession } from './auth-session';
import { BearerSessions, bearerToken } from './bearer-sessions';
import { JWT_VERIFY } from './jwt-key';
import { TokenClaims } from './verified-tokens';

@Injectable()
export class JwtSubscriptionAuthenticator extends SubscriptionAuthenticator {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    private readonly bearer: BearerSessions,
  ) {
    super();
  }

  /**
   * The socket's user, or null for a missing or invalid token (the socket stays anonymous).
   * Anything else (the database not answering) is thrown, so the socket is refused with a
   * retryable close rather than silently treated as a visitor's. A token checked before (over
   * HTTP or another socket) is known to BearerSessions; its session is checked either way.
   */
  async authenticate(authorization: string | undefined): Promise<AuthSession | null> {
    const token = bearerToken({ headers: { authorization } });
    if (!token) {
      return null;
    }
    let session = this.bearer.known(token);
    if (!session) {
      let claims: TokenClaims;
      try {
        claims = await this.jwt.verifyAsync<TokenClaims>(token, JWT_VERIFY);
      } catch {
        return null;
      }
      session = this.bearer.accept(token, claims);
    }
    try {
      return await session;
    } catch (error) {
      if (error instanceof UnauthenticatedError) {
        return null;
      }
      throw error;
    }
  }
}
