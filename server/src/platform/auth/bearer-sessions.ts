import { Injectable } from '@nestjs/common';
import { ExtractJwt } from 'passport-jwt';
import { AuthSession } from './auth-session';
import { SessionVerifier } from './session-verifier';
import { TokenClaims, VerifiedTokens } from './verified-tokens';

/** The bearer token of a request's `Authorization` header, or null. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * The session behind a bearer token. passport-jwt checks a token the first time it is seen
 * (signature, issuer, audience, expiry); from then on it is known by its exact text until it
 * expires, so nothing can be forged through it. Revocation is the session's: checked on every
 * request, known token or not.
 */
@Injectable()
export class BearerSessions {
  private readonly verified = new VerifiedTokens();

  constructor(private readonly sessions: SessionVerifier) {}

  /** The session of a token checked in full before and not yet expired; null when it must be checked. */
  known(token: string | null | undefined): Promise<AuthSession> | null {
    const claims = token ? this.verified.get(token, Date.now()) : undefined;
    return claims ? this.sessionOf(claims) : null;
  }

  /** The session of a token passport-jwt has just checked; the token is kept if its session is open. */
  async accept(token: string | null | undefined, claims: TokenClaims): Promise<AuthSession> {
    const session = await this.sessionOf(claims);
    if (token) {
      this.verified.remember(token, claims);
    }
    return session;
  }

  private async sessionOf(claims: TokenClaims): Promise<AuthSession> {
    const sessionId = claims.jti ?? '';
    const user = await this.sessions.verify(sessionId, claims.sub ?? '');
    return { user, sessionId };
  }
}
