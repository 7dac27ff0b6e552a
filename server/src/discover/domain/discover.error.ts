import { InputError } from '../../kernel/domain-error';

export type DiscoverErrorCode =
  | 'DISCOVER.INVALID_ORDER'
  | 'DISCOVER.QUERY_TOO_LONG'
  | 'DISCOVER.INVALID_CURSOR'
  | 'DISCOVER.INVALID_CATEGORY'
  | 'DISCOVER.INVALID_PERIOD';

/** The request parameter each failure points at (the client highlights it). */
const FIELD: Record<DiscoverErrorCode, string> = {
  'DISCOVER.INVALID_ORDER': 'orderBy',
  'DISCOVER.QUERY_TOO_LONG': 'q',
  'DISCOVER.INVALID_CURSOR': 'cursor',
  'DISCOVER.INVALID_CATEGORY': 'category',
  'DISCOVER.INVALID_PERIOD': 'period',
};

/**
 * Discover only refuses malformed list parameters, so its errors are input errors: clients keep
 * receiving `BAD_USER_INPUT` with the field; `reason` names the rule for logs and tests.
 */
export class DiscoverError extends InputError {
  constructor(
    readonly reason: DiscoverErrorCode,
    message: string,
  ) {
    super(message, FIELD[reason]);
  }
}
