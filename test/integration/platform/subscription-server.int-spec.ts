import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket, { WebSocketServer } from 'ws';
import {
  serveSubscriptions,
  SubscriptionServer,
} from '../../../server/src/platform/graphql/subscription-server';

jest.setTimeout(30_000);

const HEARTBEAT_MS = 300;

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { ticks: Int }
`);
const rootValue = {
  ticks: async function* () {
    for (let i = 1; i <= 3; i++) {
      await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_MS));
      yield { ticks: i };
    }
  },
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** graphql-ws over real sockets with a 300 ms heartbeat: what a subscriber and a dead peer see. */
describe('serveSubscriptions', () => {
  let http: Server;
  let subscriptions: SubscriptionServer;
  let url: string;

  beforeEach(async () => {
    http = createServer((_req, res) => res.writeHead(404).end());
    subscriptions = serveSubscriptions(
      http,
      '/graphql',
      { schema, roots: { subscription: rootValue } },
      HEARTBEAT_MS,
    );
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await subscriptions.dispose();
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
  });

  it('streams a subscription across several heartbeats to a client that answers pings', async () => {
    const client = createClient({ url: `${url}/graphql`, webSocketImpl: WebSocket, lazy: false });
    const received: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      client.subscribe(
        { query: 'subscription { ticks }' },
        { next: (v) => received.push(v.data), error: reject, complete: resolve },
      ),
    );
    expect(received).toEqual([{ ticks: 1 }, { ticks: 2 }, { ticks: 3 }]);
    expect(subscriptions.sockets).toBe(1);
    await client.dispose();
  });

  it('terminates a socket that stops answering pings, and forgets it', async () => {
    const silent = new WebSocket(`${url}/graphql`, 'graphql-transport-ws', { autoPong: false });
    const pings: number[] = [];
    silent.on('ping', () => pings.push(Date.now()));
    const closed = new Promise<number>((r) => silent.once('close', (code) => r(code)));
    await new Promise((r) => silent.once('open', r));
    silent.send(JSON.stringify({ type: 'connection_init' }));

    const code = await closed;
    // terminated (no close frame) at its second ping's turn, one interval after the first
    expect(code).toBe(1006);
    expect(pings).toHaveLength(1);
    await sleep(50);
    expect(subscriptions.sockets).toBe(0);
  });

  it('closes its open sockets with 1001 (going away) when disposed, as the app does at shutdown', async () => {
    const socket = new WebSocket(`${url}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    await new Promise((r) => socket.once('open', r));
    await subscriptions.dispose();
    expect(await closed).toBe(1001);
  });

  it('leaves upgrades to other paths to their own listeners', async () => {
    const other = new WebSocketServer({ noServer: true });
    http.on('upgrade', (request, socket, head) => {
      if (request.url === '/other') {
        other.handleUpgrade(request, socket, head, (ws) => ws.send('other'));
      }
    });
    const socket = new WebSocket(`${url}/other`);
    const message = await new Promise<string>((r) => socket.once('message', (d) => r(String(d))));
    expect(message).toBe('other');
    expect(subscriptions.sockets).toBe(0);
    socket.close();
  });
});
