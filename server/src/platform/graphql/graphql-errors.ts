import { HttpException, Logger } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, GraphQLFormattedError } from 'graphql';
import {
  DomainError,
  ErrorKind,
  InputError,
  ServiceUnavailableError,
} from '../../kernel/domain-error';
import { isDatabaseUnavailable } from '../database/database-unavailable';

const log = new Logger('GraphQL');

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  too_large: 413,
  unavailable: 503,
};

/** Apollo codes produced before any resolver runs; their messages hold no secrets. */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables';

const PASSTHROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // the text rule of the edge (input-text.plugin)
  'INVALID_CHARACTERS',
  'INPUT_TOO_DEEP',
  // graphql-over-http: subscriptions are for graphql-ws
  'SUBSCRIPTION_NEEDS_WEBSOCKET',
]);

/** Apollo refuses these requests with a 400 but no code of its own; clients get a stable one. */
const CODE_BY_APOLLO_MESSAGE: Record<string, string> = {
  'provided sha does not match query': 'PERSISTED_QUERY_HASH_MISMATCH',
};

/** graphql-js's "Did you mean …?" after a misspelt field, type, argument or enum value. */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * A message without its suggestion: a client that guesses names would otherwise learn the
 * schema's (which introspection, off in production, keeps to itself). Done here, for HTTP and
 * graphql-ws alike and only when an error happens, instead of by a plugin hooked into every
 * request's validation (Apollo's `hideSchemaDetailsFromClientErrors`, armor's
 * `blockFieldSuggestion`).
 */
function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** An error Apollo raised about the request itself (no resolver ran), with a 4xx status. */
function isRequestError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.path || error.originalError) {
    return false;
  }
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * One formatter for every GraphQL error: domain errors keep their code and Spanish message;
 * anything unexpected is logged and answered with a generic message, never a stack or SQL.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  if (isDatabaseUnavailable(original)) {
    log.warn(`Database unavailable: ${(original as Error).message}`);
    original = new ServiceUnavailableError();
  }
  const base = { locations: formatted.locations, path: formatted.path };
  if (original instanceof DomainError) {
    return {
      ...base,
      message: original.message,
      extensions: {
        code: original.code,
        status: STATUS_BY_KIND[original.kind],
        ...(original instanceof InputError && original.field ? { field: original.field } : {}),
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof HttpException) {
    const status = original.getStatus();
    return {
      ...base,
      message: status === 404 ? 'No encontrado.' : 'Solicitud no válida.',
      extensions: { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', status },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PASSTHROUGH.has(code)) {
    return { ...base, message: withoutSuggestion(formatted.message), extensions: { code } };
  }
  if (isRequestError(error)) {
    const message = withoutSuggestion(formatted.message);
    return {
      ...base,
      message,
      extensions: { code: CODE_BY_APOLLO_MESSAGE[message] ?? 'BAD_REQUEST' },
    };
  }
  if (formatted.message.startsWith(VARIABLE_ERROR_LIMIT)) {
    // graphql-js stops coercing variables after 50 errors and says so without a code
    return {
      ...base,
      message: 'Demasiados valores no válidos en las variables.',
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  log.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
  return {
    ...base,
    message: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
