import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type GroupsErrorCode =
  | 'GROUPS.NOT_FOUND'
  | 'GROUPS.NAME_REQUIRED'
  | 'GROUPS.NAME_TOO_SHORT'
  | 'GROUPS.NAME_TOO_LONG'
  | 'GROUPS.DESCRIPTION_TOO_LONG'
  | 'GROUPS.INVALID_VISIBILITY'
  | 'GROUPS.TOO_MANY_MEMBERS'
  | 'GROUPS.USER_NOT_FOUND'
  | 'GROUPS.NOT_ALLOWED'
  | 'GROUPS.ALREADY_MEMBER'
  | 'GROUPS.NOT_A_MEMBER'
  | 'GROUPS.INVITE_NOT_FOUND'
  | 'GROUPS.PRIVATE_NEEDS_INVITE'
  | 'GROUPS.OWNER_CANNOT_LEAVE'
  | 'GROUPS.INVALID_ROLE'
  | 'GROUPS.POST_NOT_FOUND'
  | 'GROUPS.NOT_YOUR_POST'
  | 'GROUPS.POST_NOT_PUBLIC'
  | 'GROUPS.ALREADY_SHARED'
  | 'GROUPS.CAPTION_TOO_LONG'
  | 'GROUPS.SHARED_POST_NOT_FOUND'
  | 'GROUPS.COMMENT_NOT_FOUND'
  | 'GROUPS.QUERY_TOO_LONG';

const KIND: Record<GroupsErrorCode, ErrorKind> = {
  'GROUPS.NOT_FOUND': 'not_found',
  'GROUPS.NAME_REQUIRED': 'invalid',
  'GROUPS.NAME_TOO_SHORT': 'invalid',
  'GROUPS.NAME_TOO_LONG': 'invalid',
  'GROUPS.DESCRIPTION_TOO_LONG': 'invalid',
  'GROUPS.INVALID_VISIBILITY': 'invalid',
  'GROUPS.TOO_MANY_MEMBERS': 'invalid',
  'GROUPS.USER_NOT_FOUND': 'invalid',
  'GROUPS.NOT_ALLOWED': 'forbidden',
  'GROUPS.ALREADY_MEMBER': 'conflict',
  'GROUPS.NOT_A_MEMBER': 'forbidden',
  'GROUPS.INVITE_NOT_FOUND': 'not_found',
  'GROUPS.PRIVATE_NEEDS_INVITE': 'forbidden',
  'GROUPS.OWNER_CANNOT_LEAVE': 'conflict',
  'GROUPS.INVALID_ROLE': 'invalid',
  'GROUPS.POST_NOT_FOUND': 'not_found',
  'GROUPS.NOT_YOUR_POST': 'forbidden',
  'GROUPS.POST_NOT_PUBLIC': 'invalid',
  'GROUPS.ALREADY_SHARED': 'conflict',
  'GROUPS.CAPTION_TOO_LONG': 'invalid',
  'GROUPS.SHARED_POST_NOT_FOUND': 'not_found',
  'GROUPS.COMMENT_NOT_FOUND': 'not_found',
  'GROUPS.QUERY_TOO_LONG': 'invalid',
};

export class GroupsError extends DomainError {
  constructor(code: GroupsErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}

/** What a non-member of a private group gets, the same as for a group that does not exist. */
export const groupNotFound = () => new GroupsError('GROUPS.NOT_FOUND', 'El grupo no existe.');
