import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Flag, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { moderationStrings } from '../../moderation/strings';
import { socialStrings as s } from '../strings';
import { CommentMoreButton } from './CommentMoreButton';

export interface CommentMenuProps {
  /** 'Eliminar': the comment's author and the post's owner. */
  onDelete: (() => void) | null;
  /** 'Denunciar': any signed-in reader but the comment's author. */
  onReport: (() => void) | null;
}

/** The Radix dropdown behind CommentMenu, in its own chunk. */
export default function CommentMenuDropdown({ onDelete, onReport }: CommentMenuProps) {
  // an item's dialog opens once the menu has closed and given the focus back to «⋯», so that
  // the dialog, when it closes, gives it back there too (not to the item, gone by then)
  const chosen = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <CommentMoreButton data-testid="comment-menu" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu menu--small"
          align="end"
          sideOffset={4}
          collisionPadding={12}
          onCloseAutoFocus={() => {
            const action = chosen.current;
            chosen.current = null;
            action?.();
          }}
        >
          {onReport ? (
            <DropdownMenu.Item
              className="menu__item"
              onSelect={() => {
                chosen.current = onReport;
              }}
            >
              <Flag size={16} aria-hidden="true" />
              {moderationStrings.report}
            </DropdownMenu.Item>
          ) : null}
          {onDelete ? (
            <DropdownMenu.Item
              className="menu__item menu__item--danger"
              onSelect={() => {
                chosen.current = onDelete;
              }}
            >
              <Trash2 size={16} aria-hidden="true" />
              {s.deleteComment}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
