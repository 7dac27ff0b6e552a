import { lazy, Suspense } from 'react';
import { CommentMoreButton } from './CommentMoreButton';
import type { CommentMenuProps } from './CommentMenuDropdown';

// Radix and its positioning engine load with the first menu, not with the post's page
const CommentMenuDropdown = lazy(() => import('./CommentMenuDropdown'));

/** A comment's «⋯»: its less frequent actions (delete, report), so that its row fits a phone. */
export function CommentMenu(props: CommentMenuProps) {
  return (
    <Suspense fallback={<CommentMoreButton aria-disabled="true" />}>
      <CommentMenuDropdown {...props} />
    </Suspense>
  );
}
