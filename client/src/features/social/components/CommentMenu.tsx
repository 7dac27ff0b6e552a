import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { socialStrings as s } from '../strings';
import type { CommentMenuProps } from './CommentMenuDropdown';

// Radix and its positioning engine load with the first menu, not with the post's page
const CommentMenuDropdown = lazy(() => import('./CommentMenuDropdown'));

/** A comment's «⋯»: its less frequent actions (delete, report), so that its row fits a phone. */
export function CommentMenu(props: CommentMenuProps) {
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className="comment__action comment__more"
          aria-label={s.commentMenuLabel}
          aria-disabled="true"
        >
          <MoreHorizontal size={16} aria-hidden="true" />
        </button>
      }
    >
      <CommentMenuDropdown {...props} />
    </Suspense>
  );
}
