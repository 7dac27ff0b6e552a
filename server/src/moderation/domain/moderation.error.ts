import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type ModerationErrorCode =
  | 'MODERATION.INVALID_TARGET'
  | 'MODERATION.TARGET_NOT_FOUND'
  | 'MODERATION.REASON_REQUIRED'
  | 'MODERATION.TEXT_REQUIRED'
  | 'MODERATION.TEXT_TOO_LONG'
  | 'MODERATION.OWN_CONTENT'
  | 'MODERATION.INVALID_ACTION'
  | 'MODERATION.INVALID_DAYS'
  | 'MODERATION.INVALID_LEVEL'
  | 'MODERATION.NOTHING_TO_CHANGE'
  | 'MODERATION.NOT_APPEALABLE'
  | 'MODERATION.ALREADY_APPEALED';

const KIND: Record<ModerationErrorCode, ErrorKind> = {
  'MODERATION.INVALID_TARGET': 'invalid',
  'MODERATION.TARGET_NOT_FOUND': 'not_found',
  'MODERATION.REASON_REQUIRED': 'invalid',
  'MODERATION.TEXT_REQUIRED': 'invalid',
  'MODERATION.TEXT_TOO_LONG': 'invalid',
  'MODERATION.OWN_CONTENT': 'forbidden',
  'MODERATION.INVALID_ACTION': 'invalid',
  'MODERATION.INVALID_DAYS': 'invalid',
  'MODERATION.INVALID_LEVEL': 'invalid',
  'MODERATION.NOTHING_TO_CHANGE': 'conflict',
  'MODERATION.NOT_APPEALABLE': 'forbidden',
  'MODERATION.ALREADY_APPEALED': 'conflict',
};

export class ModerationError extends DomainError {
  constructor(code: ModerationErrorCode, message: string, retryAfterSeconds?: number) {
    super(code, message, KIND[code]);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
