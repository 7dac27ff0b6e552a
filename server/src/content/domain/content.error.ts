import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type ContentErrorCode =
  | 'CONTENT.TITLE_REQUIRED'
  | 'CONTENT.TITLE_TOO_LONG'
  | 'CONTENT.DESCRIPTION_TOO_LONG'
  | 'CONTENT.FILE_REQUIRED'
  | 'CONTENT.UNSUPPORTED_TYPE'
  | 'CONTENT.CORRUPT_FILE'
  | 'CONTENT.FILE_TOO_LARGE'
  | 'CONTENT.TOO_MANY_PIXELS'
  | 'CONTENT.VIDEO_TOO_LONG'
  | 'CONTENT.EDITABLE_NOT_ALLOWED'
  | 'CONTENT.VIDEO_REQUIRES_MAX'
  | 'CONTENT.POST_NOT_FOUND'
  | 'CONTENT.NOT_OWNER'
  | 'CONTENT.NOT_RETRYABLE'
  | 'CONTENT.INVALID_CATEGORY'
  | 'CONTENT.DOWNLOAD_LIMIT';

const KIND: Record<ContentErrorCode, ErrorKind> = {
  'CONTENT.TITLE_REQUIRED': 'invalid',
  'CONTENT.TITLE_TOO_LONG': 'invalid',
  'CONTENT.DESCRIPTION_TOO_LONG': 'invalid',
  'CONTENT.FILE_REQUIRED': 'invalid',
  'CONTENT.UNSUPPORTED_TYPE': 'invalid',
  'CONTENT.CORRUPT_FILE': 'invalid',
  'CONTENT.FILE_TOO_LARGE': 'invalid',
  'CONTENT.TOO_MANY_PIXELS': 'invalid',
  'CONTENT.VIDEO_TOO_LONG': 'invalid',
  'CONTENT.EDITABLE_NOT_ALLOWED': 'invalid',
  'CONTENT.VIDEO_REQUIRES_MAX': 'forbidden',
  'CONTENT.POST_NOT_FOUND': 'not_found',
  'CONTENT.NOT_OWNER': 'forbidden',
  'CONTENT.NOT_RETRYABLE': 'conflict',
  'CONTENT.INVALID_CATEGORY': 'invalid',
  'CONTENT.DOWNLOAD_LIMIT': 'rate_limited',
};

export class ContentError extends DomainError {
  constructor(code: ContentErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
