import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';

/** Published (on every instance, through pub/sub) when a session ends: sign-out, and later more. */
export const SESSION_REVOKED_TOPIC = 'auth.sessionRevoked';

export interface SessionRevoked {
  sessionId: string;
}

/** graphql-ws's 'Unauthorized' close code: clients stop using the token. */
export const CLOSE_UNAUTHORIZED = 4401;

/** The part of a `ws` socket this needs. */
export interface LiveSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The subscription sockets each session opened on this instance, closed with 4401 as soon as the
 * session is revoked anywhere (the revocation reaches every instance through pub/sub).
 */
@Injectable()
export class SessionSockets implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(SessionSockets.name);
  private readonly bySession = new Map<string, Set<LiveSocket>>();
  private subscription: number | undefined;

  constructor(private readonly pubsub: PubSubEngine) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.pubsub.subscribe(
      SESSION_REVOKED_TOPIC,
      (event: SessionRevoked) => this.closeSession(event.sessionId),
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscription !== undefined) {
      this.pubsub.unsubscribe(this.subscription);
    }
  }

  track(sessionId: string, socket: LiveSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) {
      sockets = new Set();
      this.bySession.set(sessionId, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      const live = this.bySession.get(sessionId);
      live?.delete(socket);
      if (live?.size === 0) {
        this.bySession.delete(sessionId);
      }
    });
  }

  /** How many sockets are open for a session on this instance. */
  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  private closeSession(sessionId: string): void {
    const sockets = this.bySession.get(sessionId);
    if (!sockets) {
      return;
    }
    this.bySession.delete(sessionId);
    for (const socket of sockets) {
      try {
        socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
      } catch (error) {
        this.log.warn(`closing a revoked session's socket failed: ${String(error)}`);
      }
    }
  }
}
