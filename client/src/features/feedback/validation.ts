import { feedbackStrings as s } from './strings';

/** The server's limit (server/src/community/domain/feedback.ts). */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;

/** The spec's checks, in its order: the emoji first, then a comment. Null when it can be sent. */
export function feedbackProblem(rating: string | null, comment: string): string | null {
  if (!rating) {
    return s.ratingRequired;
  }
  const text = comment.trim();
  if (!text) {
    return s.commentRequired;
  }
  if ([...text].length > FEEDBACK_MESSAGE_MAX_LENGTH) {
    return s.tooLong(FEEDBACK_MESSAGE_MAX_LENGTH);
  }
  return null;
}
