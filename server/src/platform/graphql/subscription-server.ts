import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerOptions } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { HEARTBEAT_INTERVAL_MS, HeartbeatSocket, SocketHeartbeat } from './socket-heartbeat';

export interface SubscriptionServer {
  /** Open sockets the heartbeat keeps. */
  readonly sockets: number;
  dispose(): Promise<void>;
}

/**
 * graphql-ws on `path` of `httpServer`'s upgrades, kept alive by one SocketHeartbeat instead of
 * graphql-ws's timers per socket. Upgrades to other paths are left to other listeners.
 */
export function serveSubscriptions(
  httpServer: Server,
  path: string,
  options: ServerOptions,
  heartbeatMs = HEARTBEAT_INTERVAL_MS,
): SubscriptionServer {
  const wss = new WebSocketServer({ noServer: true, path });
  const heartbeat = new SocketHeartbeat(heartbeatMs);
  wss.on('connection', (socket) => heartbeat.add(socket as unknown as HeartbeatSocket));
  // 0: graphql-ws's own keep-alive off, the heartbeat pings
  const graphqlWs = useServer(options, wss, 0);
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (wss.shouldHandle(request)) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    }
  };
  httpServer.on('upgrade', onUpgrade);
  let disposed: Promise<void> | undefined;
  return {
    get sockets() {
      return heartbeat.size;
    },
    /** Closes every socket with 1001 (going away); once, however often it is called. */
    dispose() {
      disposed ??= (async () => {
        httpServer.off('upgrade', onUpgrade);
        heartbeat.stop();
        await graphqlWs.dispose();
      })();
      return disposed;
    },
  };
}
