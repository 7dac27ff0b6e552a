import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SubscriptionAuthenticator } from '../../../platform/graphql/subscription-authenticator';
import { AccountsService } from '../../application/accounts.service';
import { AuthUser, JWT_AUDIENCE, JWT_ISSUER } from './auth-user';

@Injectable()
export class JwtSubscriptionAuthenticator extends SubscriptionAuthenticator {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    private readonly accounts: AccountsService,
  ) {
    super();
  }

  async authenticate(authorization: string | undefined): Promise<AuthUser | null> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) {
      return null;
    }
    try {
      const claims = await this.jwt.verifyAsync<{ sub: string; jti: string }>(token, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      return {
        user: await this.accounts.authenticate(claims.jti, claims.sub),
        sessionId: claims.jti,
      };
    } catch {
      return null;
    }
  }
}
