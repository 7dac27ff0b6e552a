import { Module } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../platform/config/app-config';
import { resolveJwtSecret } from '../platform/config/secrets';
import { SubscriptionAuthenticator } from '../platform/graphql/subscription-authenticator';
import { AccountsService, AuthRateLimit, CreditRate } from './application/accounts.service';
import { OidcSignInService } from './application/oidc-sign-in.service';
import { DemoSeedService } from './application/demo-seed.service';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_SECRET } from './adapters/auth/auth-user';
import { JwtAccessTokens } from './adapters/auth/jwt-access-tokens';
import { JwtSubscriptionAuthenticator } from './adapters/auth/jwt-subscription-authenticator';
import { JwtStrategy } from './adapters/auth/jwt.strategy';
import { PubSubAccountEvents } from './adapters/events/pubsub-account-events';
import { AccountsResolver } from './adapters/graphql/accounts.resolver';
import { OidcController } from './adapters/oidc/oidc.controller';
import { OpenIdConnectProvider } from './adapters/oidc/openid-connect-provider';
import {
  IdentityEntity,
  SessionEntity,
  UserEntity,
} from './adapters/persistence/user.entity-schema';
import { TypeormSessionRepository } from './adapters/persistence/typeorm-session.repository';
import { TypeormUserRepository } from './adapters/persistence/typeorm-user.repository';
import { AccountController } from './adapters/rest/account.controller';
import { AccessTokens } from './ports/access-tokens';
import { AvatarRenderer } from './ports/avatar-renderer';
import { SharpAvatarRenderer } from './adapters/sharp/sharp-avatar-renderer';
import { AccountEvents } from './ports/account-events';
import { ExternalIdentityProvider } from './ports/external-identity-provider';
import { PasswordHasher } from './ports/password-hasher';
import { SessionRepository } from './ports/session.repository';
import { UserRepository } from './ports/user.repository';

/**
 * The HS256 key as a KeyObject, built once: given a string, jsonwebtoken builds one on every
 * sign and verify, about a millisecond of CPU per authenticated request.
 */
const jwtKey = (config: AppConfig) => createSecretKey(Buffer.from(resolveJwtSecret(config)));

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, IdentityEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config),
        signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  controllers: [AccountController, OidcController],
  providers: [
    AccountsResolver,
    AccountsService,
    OidcSignInService,
    DemoSeedService,
    JwtStrategy,
    { provide: JWT_SECRET, inject: [AppConfig], useFactory: jwtKey },
    {
      provide: AuthRateLimit,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new AuthRateLimit(c.authRateLimitPerMinute),
    },
    {
      provide: CreditRate,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => new CreditRate(c.tokensPerCredit),
    },
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: SessionRepository, useClass: TypeormSessionRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: AvatarRenderer, useClass: SharpAvatarRenderer },
    { provide: AccessTokens, useClass: JwtAccessTokens },
    { provide: AccountEvents, useClass: PubSubAccountEvents },
    { provide: SubscriptionAuthenticator, useClass: JwtSubscriptionAuthenticator },
    {
      provide: ExternalIdentityProvider,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => (c.oidc ? new OpenIdConnectProvider(c.oidc) : null),
    },
  ],
  exports: [AccountsService, SubscriptionAuthenticator, DemoSeedService, AccountEvents],
})
export class AccountsModule {}
