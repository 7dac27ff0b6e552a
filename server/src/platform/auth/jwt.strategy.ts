import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthSession } from './auth-session';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_SECRET } from './jwt-key';
import { SessionVerifier } from './session-verifier';
import { TokenClaims, VerifiedTokens } from './verified-tokens';

type RequestWithHeaders = Parameters<ReturnType<typeof ExtractJwt.fromAuthHeaderAsBearerToken>>[0];

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(JWT_SECRET) key: KeyObject,
    private readonly sessions: SessionVerifier,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types lag behind
      secretOrKey: key as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** A token checked before (and unexpired) skips passport-jwt's check, not the session's. */
  override authenticate(req: RequestWithHeaders, options?: object): void {
    const token = bearerToken(req);
    const claims = token ? this.verified.get(token, Date.now()) : undefined;
    if (!claims) {
      super.authenticate(req, options);
      return;
    }
    this.sessionOf(claims).then(
      (session) => this.success(session),
      (error: unknown) => this.error(error as Error),
    );
  }

  /** Called by passport-jwt once the token's signature and claims are checked. */
  async validate(req: RequestWithHeaders, claims: TokenClaims): Promise<AuthSession> {
    const session = await this.sessionOf(claims);
    const token = bearerToken(req);
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
