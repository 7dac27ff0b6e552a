import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { AuthSession } from './auth-session';
import { BearerSessions, bearerToken } from './bearer-sessions';
import { JWT_SECRET, JWT_VERIFY } from './jwt-key';
import { TokenClaims } from './verified-tokens';

type RequestWithHeaders = Parameters<typeof bearerToken>[0];

/**
 * passport-jwt's full check of a bearer token the app has not seen yet; JwtAuthGuard lets a
 * token it checked before through without it (BearerSessions).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) key: KeyObject,
    private readonly bearer: BearerSessions,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types lag behind
      secretOrKey: key as unknown as Buffer,
      ...JWT_VERIFY,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** Called by passport-jwt once the token's signature and claims are checked. */
  validate(req: RequestWithHeaders, claims: TokenClaims): Promise<AuthSession> {
    return this.bearer.accept(bearerToken(req), claims);
  }
}
