import { Inject, Injectable } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthSession } from './auth-session';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_SECRET } from './jwt-key';
import { SessionVerifier } from './session-verifier';

interface Claims {
  sub?: string;
  jti?: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) key: KeyObject,
    private readonly sessions: SessionVerifier,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types lag behind
      secretOrKey: key as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Claims): Promise<AuthSession> {
    const sessionId = claims.jti ?? '';
    const user = await this.sessions.verify(sessionId, claims.sub ?? '');
    return { user, sessionId };
  }
}
