import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type ProfileErrorCode =
  | 'ACCOUNTS.BIO_TOO_LONG'
  | 'ACCOUNTS.TOO_MANY_LINKS'
  | 'ACCOUNTS.INVALID_LINK'
  | 'ACCOUNTS.INVALID_COVER';

const KIND: Record<ProfileErrorCode, ErrorKind> = {
  'ACCOUNTS.BIO_TOO_LONG': 'invalid',
  'ACCOUNTS.TOO_MANY_LINKS': 'invalid',
  'ACCOUNTS.INVALID_LINK': 'invalid',
  'ACCOUNTS.INVALID_COVER': 'invalid',
};

/** The profile editor's own refusals (the accounts module's codes, kept apart from sign-up's). */
export class ProfileError extends DomainError {
  constructor(code: ProfileErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
