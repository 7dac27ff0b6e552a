import { MoreHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { socialStrings as s } from '../strings';

/** A comment's «⋯»: the trigger of its menu, and the same button while the menu's chunk loads. */
export function CommentMoreButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="comment__action comment__more"
      aria-label={s.commentMenuLabel}
      {...props}
    >
      <MoreHorizontal size={16} aria-hidden="true" />
    </button>
  );
}
