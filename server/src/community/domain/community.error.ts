import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type CommunityErrorCode =
  | 'COMMUNITY.RATING_REQUIRED'
  | 'COMMUNITY.MESSAGE_REQUIRED'
  | 'COMMUNITY.MESSAGE_TOO_LONG'
  | 'COMMUNITY.TOO_MUCH_FEEDBACK'
  | 'COMMUNITY.FEEDBACK_NOT_FOUND';

const KIND: Record<CommunityErrorCode, ErrorKind> = {
  'COMMUNITY.RATING_REQUIRED': 'invalid',
  'COMMUNITY.MESSAGE_REQUIRED': 'invalid',
  'COMMUNITY.MESSAGE_TOO_LONG': 'invalid',
  'COMMUNITY.TOO_MUCH_FEEDBACK': 'rate_limited',
  'COMMUNITY.FEEDBACK_NOT_FOUND': 'not_found',
};

export class CommunityError extends DomainError {
  constructor(code: CommunityErrorCode, message: string, retryAfterSeconds?: number) {
    super(code, message, KIND[code]);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
