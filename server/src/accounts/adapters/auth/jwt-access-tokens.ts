import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../../platform/config/app-config';
import { durationMs } from '../../../platform/config/secrets';
import { AccessTokenClaims, AccessTokens } from '../../ports/access-tokens';

@Injectable()
export class JwtAccessTokens extends AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const ttlSeconds = Math.floor(durationMs(this.config.jwtTtl) / 1000);
    const token = await this.jwt.signAsync(
      {},
      { subject: claims.userId, jwtid: claims.sessionId, expiresIn: ttlSeconds },
    );
    return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }
}
