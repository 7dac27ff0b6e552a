import type { PostAuthor } from '../../content/domain/post';
import { SocialError } from './social.error';

export const COMMENT_MAX_LENGTH = 2200;

export interface Comment {
  id: string;
  postId: string;
  authorId: string;
  parentId: string | null;
  body: string;
  mentions: string[];
  likeCount: number;
  replyCount: number;
  createdAt: Date;
  /** Held for review (a new account's link or flood): only its author sees it until staff release it. */
  pendingReview: boolean;
  /** Whether the viewer the comment was read for likes it (false for nobody, and when new). */
  likedByMe: boolean;
  /** Shown as a post's author is. */
  author: PostAuthor;
}

/** Comments are plain text: trimmed, at most 2,200 characters, never empty. */
export function normalizeCommentBody(raw: string): string {
  const body = raw.replace(/\r\n/g, '\n').trim();
  if (!body) {
    throw new SocialError('SOCIAL.EMPTY_COMMENT', 'Escribe un comentario.');
  }
  if ([...body].length > COMMENT_MAX_LENGTH) {
    throw new SocialError(
      'SOCIAL.COMMENT_TOO_LONG',
      `El comentario no puede superar ${COMMENT_MAX_LENGTH} caracteres.`,
    );
  }
  return body;
}

/** The comment's author deletes it, and so may the owner of the post it is on. */
export function canDeleteComment(
  comment: Pick<Comment, 'authorId'>,
  postOwnerId: string,
  userId: string,
): boolean {
  return comment.authorId === userId || postOwnerId === userId;
}
