import { ApolloServer, BaseContext } from '@apollo/server';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Injectable } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { ServerOptions } from 'graphql-ws';
import { apolloFastifyHandler } from './apollo-fastify-handler';
import { serveSubscriptions, SubscriptionServer } from './subscription-server';

/**
 * Nest's Apollo driver for queries and mutations, on a route of our own handler (Nest's driver
 * mounts `@as-integrations/fastify`'s); graphql-ws subscriptions served by our own subscription
 * server (Nest's starts graphql-ws with its per-socket keep-alive, which cannot be configured
 * from its options).
 */
@Injectable()
export class ApolloSocketDriver extends ApolloDriver {
  private subscriptionServer?: SubscriptionServer;

  constructor(modulesContainer: ModulesContainer) {
    super(modulesContainer);
  }

  override async start(options: ApolloDriverConfig): Promise<void> {
    const { subscriptions, ...http } = options;
    await super.start(http);
    const graphqlWs = subscriptions?.['graphql-ws'];
    if (graphqlWs) {
      const { path = options.path ?? '/graphql', ...rest } = graphqlWs === true ? {} : graphqlWs;
      this.subscriptionServer = serveSubscriptions(
        this.httpAdapterHost.httpAdapter.getHttpServer() as Server,
        path,
        { schema: options.schema, context: options.context, ...rest } as ServerOptions,
      );
    }
  }

  /** As Nest's driver registers Apollo on Fastify, with `apolloFastifyHandler` as the route's handler. */
  protected override async registerFastify(
    options: ApolloDriverConfig,
    { preStartHook }: { preStartHook?: () => void } = {},
  ): Promise<void> {
    const app = this.httpAdapterHost.httpAdapter.getInstance<FastifyInstance>();
    const drain = fastifyApolloDrainPlugin(app);
    preStartHook?.();
    const server = new ApolloServer<BaseContext>({
      ...(options as object),
      plugins: [...(options.plugins ?? []), drain],
    } as ConstructorParameters<typeof ApolloServer<BaseContext>>[0]);
    await server.start();
    // Nest's merged options always carry the context function (its own wraps ours)
    const context = (options.context ?? (async () => ({}))) as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<BaseContext>;
    app.route({
      url: options.path ?? '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      handler: apolloFastifyHandler(server, context),
    });
    this.apolloServer = server;
  }

  override async stop(): Promise<void> {
    await this.subscriptionServer?.dispose();
    await super.stop();
  }
}
