import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type AccountsErrorCode =
  | 'ACCOUNTS.INVALID_HANDLE'
  | 'ACCOUNTS.INVALID_EMAIL'
  | 'ACCOUNTS.WEAK_PASSWORD'
  | 'ACCOUNTS.INVALID_FULLNAME'
  | 'ACCOUNTS.INVALID_IMAGE'
  | 'ACCOUNTS.HANDLE_TAKEN'
  | 'ACCOUNTS.EMAIL_TAKEN'
  | 'ACCOUNTS.INVALID_CREDENTIALS'
  | 'ACCOUNTS.TOO_MANY_ATTEMPTS'
  | 'ACCOUNTS.OIDC_FAILED'
  | 'ACCOUNTS.USER_NOT_FOUND'
  | 'ACCOUNTS.SUSPENDED'
  | 'ACCOUNTS.INVALID_BROWSING_LEVEL'
  | 'ACCOUNTS.ADULT_CONFIRMATION_REQUIRED'
  | 'ACCOUNTS.WRONG_PASSWORD'
  | 'ACCOUNTS.INVALID_LINK'
  | 'ACCOUNTS.NO_EMAIL';

const KIND: Record<AccountsErrorCode, ErrorKind> = {
  'ACCOUNTS.INVALID_HANDLE': 'invalid',
  'ACCOUNTS.INVALID_EMAIL': 'invalid',
  'ACCOUNTS.WEAK_PASSWORD': 'invalid',
  'ACCOUNTS.INVALID_FULLNAME': 'invalid',
  'ACCOUNTS.INVALID_IMAGE': 'invalid',
  'ACCOUNTS.HANDLE_TAKEN': 'conflict',
  'ACCOUNTS.EMAIL_TAKEN': 'conflict',
  'ACCOUNTS.INVALID_CREDENTIALS': 'unauthenticated',
  'ACCOUNTS.TOO_MANY_ATTEMPTS': 'rate_limited',
  'ACCOUNTS.OIDC_FAILED': 'unauthenticated',
  'ACCOUNTS.USER_NOT_FOUND': 'not_found',
  'ACCOUNTS.SUSPENDED': 'forbidden',
  'ACCOUNTS.INVALID_BROWSING_LEVEL': 'invalid',
  'ACCOUNTS.ADULT_CONFIRMATION_REQUIRED': 'invalid',
  'ACCOUNTS.WRONG_PASSWORD': 'invalid',
  'ACCOUNTS.INVALID_LINK': 'invalid',
  'ACCOUNTS.NO_EMAIL': 'invalid',
};

export class AccountsError extends DomainError {
  constructor(code: AccountsErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
