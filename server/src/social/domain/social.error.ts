import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type SocialErrorCode =
  | 'SOCIAL.POST_NOT_FOUND'
  | 'SOCIAL.COMMENT_NOT_FOUND'
  | 'SOCIAL.USER_NOT_FOUND'
  | 'SOCIAL.EMPTY_COMMENT'
  | 'SOCIAL.COMMENT_TOO_LONG'
  | 'SOCIAL.REPLY_TO_REPLY'
  | 'SOCIAL.NOT_ALLOWED'
  | 'SOCIAL.SELF_FOLLOW'
  | 'SOCIAL.BLOCKED'
  | 'SOCIAL.SELF_BLOCK'
  | 'SOCIAL.SELF_MUTE'
  | 'SOCIAL.INVALID_HASHTAG';

const KIND: Record<SocialErrorCode, ErrorKind> = {
  'SOCIAL.POST_NOT_FOUND': 'not_found',
  'SOCIAL.COMMENT_NOT_FOUND': 'not_found',
  'SOCIAL.USER_NOT_FOUND': 'not_found',
  'SOCIAL.EMPTY_COMMENT': 'invalid',
  'SOCIAL.COMMENT_TOO_LONG': 'invalid',
  'SOCIAL.REPLY_TO_REPLY': 'invalid',
  'SOCIAL.NOT_ALLOWED': 'forbidden',
  'SOCIAL.SELF_FOLLOW': 'invalid',
  'SOCIAL.BLOCKED': 'forbidden',
  'SOCIAL.SELF_BLOCK': 'invalid',
  'SOCIAL.SELF_MUTE': 'invalid',
  'SOCIAL.INVALID_HASHTAG': 'invalid',
};

export class SocialError extends DomainError {
  constructor(code: SocialErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}

/** A post that is missing or not the viewer's to see: both read the same. */
export const postNotFound = (): SocialError =>
  new SocialError('SOCIAL.POST_NOT_FOUND', 'La publicación no existe.');

/** A comment that is missing or not the viewer's to see: both read the same. */
export const commentNotFound = (): SocialError =>
  new SocialError('SOCIAL.COMMENT_NOT_FOUND', 'El comentario no existe.');

/** A user who is missing or kept apart from the viewer by a block: both read the same. */
export const userNotFound = (): SocialError =>
  new SocialError('SOCIAL.USER_NOT_FOUND', 'El usuario no existe.');
