import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const GENERIC_ERROR_MESSAGE = 'Algo salió mal. Inténtalo de nuevo.';
export const NETWORK_ERROR_MESSAGE = 'Error de conexión, intente más tarde';

interface WireError {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** GraphQL errors of a failed operation, also when they came inside a non-2xx HTTP response. */
function graphQLErrorsOf(error: unknown): WireError[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors as WireError[];
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: WireError[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The server's stable code (`extensions.code`), e.g. `ACCOUNTS.HANDLE_TAKEN`. */
export function errorCode(error: unknown): string | null {
  for (const item of graphQLErrorsOf(error)) {
    if (typeof item.extensions?.code === 'string') {
      return item.extensions.code;
    }
  }
  if (ServerError.is(error) && error.statusCode === 401) {
    return 'UNAUTHENTICATED';
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    return 'TOO_MANY_REQUESTS';
  }
  return null;
}

/** Field name a BAD_USER_INPUT error points at, when the server says so. */
export function errorField(error: unknown): string | null {
  for (const item of graphQLErrorsOf(error)) {
    const field = (item.extensions as { field?: unknown } | undefined)?.field;
    if (typeof field === 'string') {
      return field;
    }
  }
  return null;
}

/** The Spanish message meant for the UI. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  for (const item of graphQLErrorsOf(error)) {
    if (typeof item.message === 'string' && item.message.trim() !== '') {
      return item.message;
    }
  }
  if (isConnectionError(error)) {
    return NETWORK_ERROR_MESSAGE;
  }
  return fallback;
}

/** True when the server could not be reached or failed (5xx), so retrying may help. */
export function isConnectionError(error: unknown): boolean {
  if (ServerError.is(error)) {
    return error.statusCode >= 500 || graphQLErrorsOf(error).length === 0;
  }
  if (CombinedGraphQLErrors.is(error)) {
    return false;
  }
  return true;
}
