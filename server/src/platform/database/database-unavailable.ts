/** How a failing database shows itself: connections that end or cannot be made, waits that run out. */

/** Server codes of a connection that ended (admin or crash shutdown, terminated backend) or failed. */
const CONNECTION_SQLSTATE = /^(57P0[123]|08...)$/;
const CONNECTION_ERRNO = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres says so in words when the socket closed under a query. */
const CONNECTION_MESSAGE = /connection terminated|not queryable|connection error/i;

/** A failure of the connection, not of the statement: the same statement may succeed on another. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') {
    return false;
  }
  if (
    typeof e.code === 'string' &&
    (CONNECTION_SQLSTATE.test(e.code) || CONNECTION_ERRNO.has(e.code))
  ) {
    return true;
  }
  if (typeof e.message === 'string' && CONNECTION_MESSAGE.test(e.message)) {
    return true;
  }
  return e.driverError !== undefined && e.driverError !== err && isConnectionError(e.driverError);
}

/** node-postgres's words when a bound of DatabaseTimeouts ran out. */
const TIMEOUT_MESSAGE =
  /timeout exceeded when trying to connect|query read timeout|due to connection timeout/i;

/** A connection or query time-out (see DatabaseTimeouts). */
export function isTimeout(err: unknown): boolean {
  const e = err as { message?: unknown; driverError?: unknown } | null;
  if (!e || typeof e !== 'object') {
    return false;
  }
  if (typeof e.message === 'string' && TIMEOUT_MESSAGE.test(e.message)) {
    return true;
  }
  return e.driverError !== undefined && e.driverError !== err && isTimeout(e.driverError);
}

/**
 * PostgreSQL cannot be reached or does not answer (stopped, restarting, paused, failing over):
 * not a fault of the request, which may succeed in a moment.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return isConnectionError(err) || isTimeout(err);
}
