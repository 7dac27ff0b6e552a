import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Injectable } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Server } from 'node:http';
import type { ServerOptions } from 'graphql-ws';
import { serveSubscriptions, SubscriptionServer } from './subscription-server';

/**
 * Nest's Apollo driver for queries and mutations; graphql-ws subscriptions served by our own
 * subscription server (Nest's starts graphql-ws with its per-socket keep-alive, which cannot be
 * configured from its options).
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

  override async stop(): Promise<void> {
    await this.subscriptionServer?.dispose();
    await super.stop();
  }
}
