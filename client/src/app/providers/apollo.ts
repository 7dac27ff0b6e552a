import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { onTokenChange, readToken } from '../../shared/session/token-storage';

const WS_CONNECT_TIMEOUT_MS = 20_000;
const WS_RETRY_MIN_MS = 1_000;
const WS_RETRY_MAX_MS = 5_000;

function bearer(): string | null {
  const token = readToken();
  return token ? `Bearer ${token}` : null;
}

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/** Wait before reconnect attempt `retries` (0-based): 1 s, 2 s, … never more than 5 s. */
export function retryDelay(retries: number): number {
  return Math.min(WS_RETRY_MIN_MS * (retries + 1), WS_RETRY_MAX_MS);
}

interface RealtimeOptions {
  url?: string;
  /** For tests: a WebSocket implementation other than the browser's. */
  webSocketImpl?: unknown;
}

/**
 * Realtime client: bearer in connectionParams, 20 s to open the socket and 20 s more for the
 * server to acknowledge it, retries forever every 1–5 s.
 */
export function createRealtimeClient(options: RealtimeOptions = {}): Client {
  // graphql-ws only times out the acknowledgement: a socket that never opens (a dropped
  // network, a proxy that holds the upgrade) would wait forever without this timer.
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  const stopOpenTimer = () => clearTimeout(openTimer);
  const client: Client = createClient({
    url: options.url ?? websocketUrl(),
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    connectionParams: () => {
      const authorization = bearer();
      return authorization ? { authorization } : {};
    },
    connectionAckWaitTimeout: WS_CONNECT_TIMEOUT_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) => {
        setTimeout(resolve, retryDelay(retries));
      }),
    on: {
      connecting: () => {
        stopOpenTimer();
        openTimer = setTimeout(() => client.terminate(), WS_CONNECT_TIMEOUT_MS);
      },
      opened: stopOpenTimer,
      closed: stopOpenTimer,
    },
  });
  // A new token must reach the server: drop the socket so it reconnects with fresh params.
  onTokenChange(() => client.terminate());
  return client;
}

export function createApolloClient(realtime: Client = createRealtimeClient()): ApolloClient {
  const authLink = new SetContextLink((previous) => {
    const authorization = bearer();
    return {
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        ...(authorization ? { authorization } : {}),
      },
    };
  });

  const httpLink = ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]);
  const wsLink = new GraphQLWsLink(realtime);

  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return (
        definition.kind === 'OperationDefinition' &&
        definition.operation === OperationTypeNode.SUBSCRIPTION
      );
    },
    wsLink,
    httpLink,
  );

  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
  });
}
