import { ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Logger, Module, Type } from '@nestjs/common';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ExecutionResult, specifiedRules, ValidationRule } from 'graphql';
import type { Context as WsContext } from 'graphql-ws';
import { join } from 'node:path';
import { SessionSockets } from '../auth/session-sockets';
import { AppConfig } from '../config/app-config';
import { ApolloSocketDriver } from './apollo-socket.driver';
import { armorOptions } from './armor-options';
import { formatGraphqlError } from './graphql-errors';
import { graphqlOverHttpPlugin } from './graphql-over-http';
import { inputGraphqlError, inputTextPlugin, operationInputProblem } from './input-text.plugin';
import { SubscriptionAuthenticator } from './subscription-authenticator';
import { SubscriptionDocuments } from './subscription-documents';

type ModuleImports = Array<Type | DynamicModule>;

const log = new Logger('GraphQL');

export const SCHEMA_FILE = join(process.cwd(), 'schema.graphql');

type HttpContext = { req: unknown; reply: unknown };
type UpgradeRequest = {
  headers: Record<string, string | undefined>;
  socket: { remoteAddress?: string };
};
/** What a socket's operations see as `req`, built once when the socket opens. */
type SocketRequest = { ip?: string; headers: Record<string, string | undefined>; user?: unknown };
type ConnectionExtra = {
  request?: UpgradeRequest;
  req?: SocketRequest;
  socket?: {
    close(code: number, reason: string): void;
    once(event: 'close', l: () => void): unknown;
  };
};

/** Longest document parsed, in tokens: graphql-js stops there with a syntax error (400). */
const MAX_TOKENS = 2000;

/** WebSocket 'Try Again Later': graphql-ws clients reconnect after it (4500 they do not). */
const CLOSE_TRY_AGAIN_LATER = 1013;
type SocketContext = WsContext<Record<string, unknown>, ConnectionExtra>;

function isSocketContext(value: unknown): value is SocketContext {
  return (
    typeof value === 'object' && value !== null && 'extra' in value && 'connectionParams' in value
  );
}

function bearerOf(params: Record<string, unknown> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : undefined;
}

@Module({})
export class GraphqlPlatformModule {
  static forRoot(options: { emitSchema: boolean; imports: ModuleImports }) {
    return NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloSocketDriver,
      imports: options.imports,
      inject: [AppConfig, SubscriptionAuthenticator, SessionSockets],
      useFactory: (
        config: AppConfig,
        authenticator: SubscriptionAuthenticator,
        sessionSockets: SessionSockets,
      ): ApolloDriverConfig => {
        const armor = new ApolloArmor(
          armorOptions({ maxDepth: config.graphqlMaxDepth, maxCost: config.graphqlMaxCost }),
        ).protect();
        const rules: ValidationRule[] = [...specifiedRules, ...armor.validationRules];
        const documents = new SubscriptionDocuments(rules, MAX_TOKENS);
        return {
          path: '/graphql',
          autoSchemaFile: options.emitSchema ? SCHEMA_FILE : true,
          sortSchema: true,
          playground: false,
          introspection: config.graphqlIntrospection,
          csrfPrevention: true,
          // suggestions ("Did you mean …?") leave in formatGraphqlError, only from errors: the
          // option did it with a plugin on every request's validation
          hideSchemaDetailsFromClientErrors: false,
          allowBatchedHttpRequests: false,
          includeStacktraceInErrorResponses: false,
          parseOptions: { maxTokens: MAX_TOKENS },
          plugins: [
            ...armor.plugins,
            graphqlOverHttpPlugin(),
            inputTextPlugin(),
            ApolloServerPluginLandingPageDisabled(),
            // no type or field carries a cache hint, so every answer was `no-store` anyway (set by
            // graphqlOverHttpPlugin); the plugin's per-field hook cost 0.1 ms a feed page
            ApolloServerPluginCacheControlDisabled(),
          ],
          validationRules: armor.validationRules,
          formatError: formatGraphqlError,
          context: (first: unknown, second: unknown) => {
            if (isSocketContext(first)) {
              return { req: { ...first.extra.req } };
            }
            return { req: first, reply: second } satisfies HttpContext;
          },
          subscriptions: {
            'graphql-ws': {
              path: '/graphql',
              connectionInitWaitTimeout: 10_000,
              onConnect: async (ctx: SocketContext) => {
                const authorization = bearerOf(ctx.connectionParams);
                let auth: unknown;
                try {
                  auth = await authenticator.authenticate(authorization);
                } catch (error) {
                  // the token could not be checked (not an invalid one): never go on anonymous
                  log.warn(`subscription token check failed: ${String(error)}`);
                  ctx.extra.socket?.close(CLOSE_TRY_AGAIN_LATER, 'Try again later');
                  return false;
                }
                const sessionId = (auth as { sessionId?: unknown } | null)?.sessionId;
                if (typeof sessionId === 'string' && ctx.extra.socket) {
                  // signing out (on any instance) closes this socket with 4401
                  sessionSockets.track(sessionId, ctx.extra.socket);
                }
                const request = ctx.extra.request!;
                // anonymous sockets may connect; guarded subscriptions refuse them
                ctx.extra.req = {
                  ip: request.socket.remoteAddress,
                  headers: { ...request.headers, authorization },
                  user: auth ?? undefined,
                };
                // the upgrade request (its headers, raw headers, stream state) is not kept for
                // the life of the socket: thousands of idle subscribers each held one
                delete ctx.extra.request;
                return true;
              },
              onSubscribe: (
                _ctx: SocketContext,
                _id: string,
                payload: { query: string; variables?: unknown },
              ) => {
                const errors = documents.check(SUBSCRIPTION_SCHEMA.current!, payload.query);
                if (errors) {
                  return errors;
                }
                // the same text rule as queries and mutations over HTTP
                const problem = operationInputProblem(
                  documents.parse(payload.query),
                  payload.variables,
                );
                return problem ? [inputGraphqlError(problem)] : undefined;
              },
              parse: documents.parse,
              validate: documents.validate,
              // errors of a subscription (a guard refusing a visitor, a resolver's domain error)
              // leave in the same shape as over HTTP: extensions.code and the Spanish message
              onNext: (
                _ctx: SocketContext,
                _id: string,
                _payload: unknown,
                _args: unknown,
                result: ExecutionResult,
              ) =>
                result.errors?.length
                  ? {
                      ...result,
                      errors: result.errors.map((error) =>
                        formatGraphqlError(error.toJSON(), error),
                      ),
                    }
                  : undefined,
            } as never,
          },
          transformSchema: (schema) => {
            SUBSCRIPTION_SCHEMA.current = schema;
            return schema;
          },
        };
      },
    });
  }
}

/** The built schema, kept to validate operations arriving over graphql-ws with the same rules. */
const SUBSCRIPTION_SCHEMA: { current?: import('graphql').GraphQLSchema } = {};
