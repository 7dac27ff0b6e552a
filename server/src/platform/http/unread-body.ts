import type { IncomingMessage, ServerResponse } from 'node:http';

/** How much of a body refused before it arrived is read and thrown away, at most. */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
/** For how long after the answer, at most, and how long without a byte (nginx's defaults). */
const DISCARD_MAX_MS = 30_000;
const DISCARD_IDLE_MS = 5_000;

/**
 * A request answered before its body was read (an upload refused for its token, its plan or its
 * size) keeps its connection while the rest of the body arrives, read and thrown away: up to
 * `maxBytes`, `maxMs` after the answer, or `idleMs` without a byte, then the connection closes.
 *
 * Closing at once, as Node does on `Connection: close`, resets a client that is still sending,
 * and clients report the reset instead of the answer: fetch fails the request, a browser shows a
 * network error where the 401 or 413 had a message for the user. nginx's lingering close is
 * there for the same reason. The limits keep a refused 500 MB upload from being read whole.
 */
export function discardUnreadBody(
  request: IncomingMessage,
  response: ServerResponse,
  limits = { maxBytes: DISCARD_MAX_BYTES, maxMs: DISCARD_MAX_MS, idleMs: DISCARD_IDLE_MS },
): void {
  response.once('finish', () => {
    if (request.complete || request.socket.destroyed) {
      return;
    }
    // Node's parser reads the socket itself and drops the body of a request answered without
    // reading it (no 'data' events): the socket's own count says how much came in
    const socket = request.socket;
    const started = Date.now();
    const first = socket.bytesRead;
    let last = first;
    let lastAt = started;
    const check = setInterval(
      () => {
        const now = Date.now();
        const read = socket.bytesRead;
        if (read !== last) {
          last = read;
          lastAt = now;
        }
        if (
          read - first > limits.maxBytes ||
          now - lastAt >= limits.idleMs ||
          now - started >= limits.maxMs
        ) {
          stop();
          socket.destroy();
        }
      },
      Math.min(100, limits.idleMs / 3),
    ).unref();
    const stop = () => {
      clearInterval(check);
      request.off('end', stop);
      socket.off('close', stop);
    };
    request.once('end', stop);
    socket.once('close', stop);
    // a parser that stopped reading (a multipart limit) no longer takes the stream: drop it here
    request.unpipe();
    request.resume();
  });
}
