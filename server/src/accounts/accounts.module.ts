import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JWT_AUDIENCE, JWT_ISSUER, jwtKey } from '../platform/auth/jwt-key';
import { SessionVerifier } from '../platform/auth/session-verifier';
import { AppConfig } from '../platform/config/app-config';
import { AccountsService, AuthRateLimit, CreditRate } from './application/accounts.service';
import { OidcSignInService } from './application/oidc-sign-in.service';
import { DemoSeedService } from './application/demo-seed.service';
import { StaffRolesService } from './application/staff-roles.service';
import { AccountSanctionsService } from './application/account-sanctions.service';
import { TypeormSanctionRepository } from './adapters/persistence/typeorm-sanction.repository';
import { SanctionRepository } from './ports/sanction.repository';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher';
import { AccountsSessionVerifier } from './adapters/auth/accounts-session-verifier';
import { SessionViewerCache } from './adapters/auth/session-viewer-cache';
import { JwtAccessTokens } from './adapters/auth/jwt-access-tokens';
import { PubSubAccountEvents } from './adapters/events/pubsub-account-events';
import { AccountsResolver } from './adapters/graphql/accounts.resolver';
import { OidcController } from './adapters/oidc/oidc.controller';
import { OpenIdConnectProvider } from './adapters/oidc/openid-connect-provider';
import {
  IdentityEntity,
  SessionEntity,
  UserEntity,
} from './adapters/persistence/user.entity-schema';
import { TypeormRoleRepository } from './adapters/persistence/typeorm-role.repository';
import { TypeormSessionRepository } from './adapters/persistence/typeorm-session.repository';
import { TypeormUserRepository } from './adapters/persistence/typeorm-user.repository';
import { AccountController } from './adapters/rest/account.controller';
import { AccountCredentialsController } from './adapters/rest/account-credentials.controller';
import { PasswordResetService } from './application/password-reset.service';
import { EmailVerificationService } from './application/email-verification.service';
import { CredentialRepository } from './ports/credential.repository';
import { SqlCredentialRepository } from './adapters/persistence/sql-credential.repository';
import { ProfileController } from './adapters/rest/profile.controller';
import { ProfileResolver } from './adapters/graphql/profile.resolver';
import { ProfileService } from './application/profile.service';
import { TypeormProfileRepository } from './adapters/persistence/typeorm-profile.repository';
import { ProfileRepository } from './ports/profile.repository';
import { CoverRenderer } from './ports/cover-renderer';
import { SharpCoverRenderer } from './adapters/sharp/sharp-cover-renderer';
import { AccessTokens } from './ports/access-tokens';
import { AvatarRenderer } from './ports/avatar-renderer';
import { SharpAvatarRenderer } from './adapters/sharp/sharp-avatar-renderer';
import { AccountEvents } from './ports/account-events';
import { ExternalIdentityProvider } from './ports/external-identity-provider';
import { PasswordHasher } from './ports/password-hasher';
import { RoleRepository } from './ports/role.repository';
import { SessionRepository } from './ports/session.repository';
import { UserRepository } from './ports/user.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, IdentityEntity]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config),
        signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  controllers: [AccountController, AccountCredentialsController, ProfileController, OidcController],
  providers: [
    AccountsResolver,
    AccountsService,
    ProfileResolver,
    ProfileService,
    { provide: ProfileRepository, useClass: TypeormProfileRepository },
    { provide: CoverRenderer, useClass: SharpCoverRenderer },
    OidcSignInService,
    DemoSeedService,
    StaffRolesService,
    AccountSanctionsService,
    PasswordResetService,
    EmailVerificationService,
    { provide: CredentialRepository, useClass: SqlCredentialRepository },
    { provide: SanctionRepository, useClass: TypeormSanctionRepository },
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
    { provide: RoleRepository, useClass: TypeormRoleRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: AvatarRenderer, useClass: SharpAvatarRenderer },
    { provide: AccessTokens, useClass: JwtAccessTokens },
    { provide: AccountEvents, useClass: PubSubAccountEvents },
    // platform auth (the JWT strategy, graphql-ws, StaffGuard) checks every token's session and role here
    SessionViewerCache,
    { provide: SessionVerifier, useClass: AccountsSessionVerifier },
    {
      provide: ExternalIdentityProvider,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => (c.oidc ? new OpenIdConnectProvider(c.oidc) : null),
    },
  ],
  exports: [
    AccountsService,
    SessionVerifier,
    DemoSeedService,
    AccountEvents,
    AccountSanctionsService,
  ],
})
export class AccountsModule {}
