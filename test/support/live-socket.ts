import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client subscribed to the user's notifications: answers when its socket has
 * acknowledged the subscription, and the close code the server ends it with.
 */
export async function subscribedSocket(baseUrl: string, token: string) {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
  });
  const closed = new Promise<number>((resolve) => {
    client.on('closed', (event) => resolve((event as { code: number }).code));
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  client.subscribe(
    { query: 'subscription { notificationAdded { id } }' },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  return { closed, dispose: () => client.dispose() };
}
