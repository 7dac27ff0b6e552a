/** What kind of failure a domain error is; each transport maps it to its own status. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  /** A body or file larger than allowed: refused while it arrives. */
  | 'too_large'
  /** An outside system we depend on (a payment gateway) failed: retry later. */
  | 'unavailable';

/**
 * Base of every module's error class: a stable code for API clients and a Spanish message
 * that the UI shows as is.
 */
export abstract class DomainError extends Error {
  /** For rate_limited errors: when to try again, sent as Retry-After (REST) and extensions.retryAfter. */
  retryAfterSeconds?: number;

  protected constructor(
    readonly code: string,
    message: string,
    readonly kind: ErrorKind,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Raised at the edge when input fails validation before any use case runs. */
export class InputError extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super('BAD_USER_INPUT', message, 'invalid');
  }
}

/** No valid session: missing, malformed, forged, expired or revoked token. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Inicia sesión para continuar.') {
    super('UNAUTHENTICATED', message, 'unauthenticated');
  }
}

/** A valid session that may not do this (a staff screen opened by someone who is not staff). */
export class ForbiddenError extends DomainError {
  constructor(message = 'No tienes permiso para hacer esto.') {
    super('FORBIDDEN', message, 'forbidden');
  }
}

/** The database cannot be reached right now (restarting, paused, failing over): try again soon. */
export class ServiceUnavailableError extends DomainError {
  constructor() {
    super(
      'DATABASE_UNAVAILABLE',
      'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      'unavailable',
    );
    this.retryAfterSeconds = 5;
  }
}

/** Too many attempts of one action: the message says what and when; `retryAfterSeconds` is sent as Retry-After. */
export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, 'rate_limited');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
