import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type NewsErrorCode =
  | 'NEWS.NOT_FOUND'
  | 'NEWS.TITLE_REQUIRED'
  | 'NEWS.TITLE_TOO_LONG'
  | 'NEWS.SUMMARY_TOO_LONG'
  | 'NEWS.BODY_REQUIRED'
  | 'NEWS.BODY_TOO_LONG'
  | 'NEWS.COVER_NOT_FOUND'
  | 'NEWS.INVALID_DATE'
  | 'NEWS.TOO_FAR_AHEAD'
  | 'NEWS.IMAGE_REQUIRED';

const KIND: Record<NewsErrorCode, ErrorKind> = {
  'NEWS.NOT_FOUND': 'not_found',
  'NEWS.TITLE_REQUIRED': 'invalid',
  'NEWS.TITLE_TOO_LONG': 'invalid',
  'NEWS.SUMMARY_TOO_LONG': 'invalid',
  'NEWS.BODY_REQUIRED': 'invalid',
  'NEWS.BODY_TOO_LONG': 'invalid',
  'NEWS.COVER_NOT_FOUND': 'invalid',
  'NEWS.INVALID_DATE': 'invalid',
  'NEWS.TOO_FAR_AHEAD': 'invalid',
  'NEWS.IMAGE_REQUIRED': 'invalid',
};

export class NewsError extends DomainError {
  constructor(code: NewsErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}

export const newsNotFound = () => new NewsError('NEWS.NOT_FOUND', 'No encontramos esa noticia.');
