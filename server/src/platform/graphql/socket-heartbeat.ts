/**
 * How often each open socket is pinged. Under the 60 s idle timeout of the usual proxies and load
 * balancers (nginx's proxy_read_timeout, AWS ALB), so an idle subscriber is never cut by them; a
 * peer that has not answered one ping by the next is gone and its socket is terminated.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** The interval is worked in this many ticks, each pinging its own slice of the sockets. */
const SLICES = 30;

/** The part of a `ws` WebSocket the heartbeat uses. */
export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: (this: HeartbeatSocket) => void): unknown;
}

/**
 * WebSocket keep-alive for many idle sockets, as `ws` documents it: one timer for the server and
 * one `pong` and one `close` listener per socket, kept for the socket's life. graphql-ws's own
 * keep-alive runs a timer per socket and, every 12 s, a timeout and a fresh `pong` listener too:
 * at 5,000 subscribers that was 416 pings a second and most of what the idle sockets cost the
 * collector. Sockets are spread over the interval's slices as they arrive, so their pings leave
 * a slice per tick instead of all at once.
 */
export class SocketHeartbeat {
  private readonly slices: Array<Set<HeartbeatSocket>>;
  private readonly sliceOf = new Map<HeartbeatSocket, Set<HeartbeatSocket>>();
  private readonly unanswered = new Set<HeartbeatSocket>();
  private readonly timer: ReturnType<typeof setInterval>;
  private joining = 0;
  private beating = 0;
  /** Shared by every socket (a listener is called on its socket), so none holds a closure. */
  private readonly onPong: (this: HeartbeatSocket) => void;
  private readonly onClose: (this: HeartbeatSocket) => void;

  constructor(intervalMs = HEARTBEAT_INTERVAL_MS, slices = SLICES) {
    this.slices = Array.from({ length: slices }, () => new Set<HeartbeatSocket>());
    const unanswered = this.unanswered;
    this.onPong = function answered(this: HeartbeatSocket) {
      unanswered.delete(this);
    };
    const sliceOf = this.sliceOf;
    this.onClose = function closed(this: HeartbeatSocket) {
      sliceOf.get(this)?.delete(this);
      sliceOf.delete(this);
      unanswered.delete(this);
    };
    this.timer = setInterval(() => this.beat(), intervalMs / slices);
    this.timer.unref();
  }

  /** Keeps `socket` alive from now until it closes (or stops answering). */
  add(socket: HeartbeatSocket): void {
    const slice = this.slices[this.joining];
    this.joining = (this.joining + 1) % this.slices.length;
    slice.add(socket);
    this.sliceOf.set(socket, slice);
    socket.on('pong', this.onPong);
    socket.on('close', this.onClose);
  }

  get size(): number {
    return this.sliceOf.size;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(): void {
    const slice = this.slices[this.beating];
    this.beating = (this.beating + 1) % this.slices.length;
    for (const socket of slice) {
      if (this.unanswered.has(socket)) {
        // no pong since the last ping, a whole interval ago: the peer or the path to it is gone
        // (its close event then forgets it)
        socket.terminate();
        continue;
      }
      this.unanswered.add(socket);
      socket.ping();
    }
  }
}
