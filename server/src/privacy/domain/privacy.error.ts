import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type PrivacyErrorCode =
  | 'PRIVACY.EXPORT_IN_PROGRESS'
  | 'PRIVACY.EXPORT_NOT_FOUND'
  | 'PRIVACY.EXPORT_EXPIRED'
  | 'PRIVACY.PASSWORD_REQUIRED'
  | 'PRIVACY.WRONG_PASSWORD'
  | 'PRIVACY.CONFIRMATION_MISMATCH'
  | 'PRIVACY.REAUTHENTICATION_REQUIRED';

const KIND: Record<PrivacyErrorCode, ErrorKind> = {
  'PRIVACY.EXPORT_IN_PROGRESS': 'conflict',
  'PRIVACY.EXPORT_NOT_FOUND': 'not_found',
  'PRIVACY.EXPORT_EXPIRED': 'not_found',
  'PRIVACY.PASSWORD_REQUIRED': 'invalid',
  'PRIVACY.WRONG_PASSWORD': 'invalid',
  'PRIVACY.CONFIRMATION_MISMATCH': 'invalid',
  'PRIVACY.REAUTHENTICATION_REQUIRED': 'invalid',
};

/** "Tus datos": exports and account deletion. */
export class PrivacyError extends DomainError {
  constructor(code: PrivacyErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
