import { DynamicModule, Module, Type } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { SubscriptionAuthenticator } from '../graphql/subscription-authenticator';
import { BearerSessions } from './bearer-sessions';
import { JwtSubscriptionAuthenticator } from './jwt-subscription-authenticator';
import { JWT_SECRET, jwtKey } from './jwt-key';
import { JwtStrategy } from './jwt.strategy';
import { SessionSockets } from './session-sockets';

/**
 * Bearer-token auth for every module: the JWT strategy behind JwtAuthGuard and
 * OptionalJwtAuthGuard, and the graphql-ws authenticator. Sessions are checked through
 * SessionVerifier, which `sessions` (the accounts module) provides.
 */
@Module({})
export class AuthModule {
  static forRoot(options: { sessions: Type | DynamicModule }): DynamicModule {
    return {
      module: AuthModule,
      // JwtAuthGuard, used by every module's resolvers and controllers, needs BearerSessions
      global: true,
      imports: [
        PassportModule,
        JwtModule.registerAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({ secret: jwtKey(config) }),
        }),
        options.sessions,
      ],
      providers: [
        { provide: JWT_SECRET, inject: [AppConfig], useFactory: jwtKey },
        BearerSessions,
        JwtStrategy,
        { provide: SubscriptionAuthenticator, useClass: JwtSubscriptionAuthenticator },
        SessionSockets,
      ],
      exports: [BearerSessions, SubscriptionAuthenticator, SessionSockets],
    };
  }
}
