import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UnauthenticatedError } from '../../kernel/domain-error';
import { SubscriptionAuthenticator } from '../graphql/subscription-authenticator';
import { AuthSession } from './auth-session';
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt-key';
import { SessionVerifier } from './session-verifier';

@Injectable()
export class JwtSubscriptionAuthenticator extends SubscriptionAuthenticator {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    private readonly sessions: SessionVerifier,
  ) {
    super();
  }

  /**
   * The socket's user, or null for a missing or invalid token (the socket stays anonymous).
   * Anything else (the database not answering) is thrown, so the socket is refused with a
   * retryable close rather than silently treated as a visitor's.
   */
  async authenticate(authorization: string | undefined): Promise<AuthSession | null> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) {
      return null;
    }
    let claims: { sub: string; jti: string };
    try {
      claims = await this.jwt.verifyAsync<{ sub: string; jti: string }>(token, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
    } catch {
      return null;
    }
    try {
      return {
        user: await this.sessions.verify(claims.jti, claims.sub),
        sessionId: claims.jti,
      };
    } catch (error) {
      if (error instanceof UnauthenticatedError) {
        return null;
      }
      throw error;
    }
  }
}
