import { lazy, Suspense } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { accountsStrings as s } from '../strings';
import type { UserMenuProps } from './UserMenuDropdown';

// The dropdown (Radix and its positioning engine) is not part of the first visit's JavaScript.
const UserMenuDropdown = lazy(() => import('./UserMenuDropdown'));

export function UserMenu(props: UserMenuProps) {
  const { user, compact = false } = props;
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className="user-menu__trigger"
          aria-label={s.userMenuLabel}
          aria-disabled="true"
        >
          <Avatar name={user.fullname || user.name} src={user.image} size={compact ? 32 : 36} />
        </button>
      }
    >
      <UserMenuDropdown {...props} />
    </Suspense>
  );
}
