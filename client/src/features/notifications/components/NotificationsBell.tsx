import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { notificationsStrings as s } from '../strings';
import './notifications.css';

/** Bell with the unread badge ('9+' from 10) and the notifications list. */
export function NotificationsBell({ unreadCount = 0 }: { unreadCount?: number }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="icon-btn" aria-label={s.bellLabel}>
          <Bell size={20} aria-hidden="true" />
          <CountBadge count={unreadCount} label={s.unread} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu notifications" align="end" sideOffset={8}>
          <DropdownMenu.Label className="notifications__title">{s.title}</DropdownMenu.Label>
          <div className="notifications__empty">
            <BellOff size={28} aria-hidden="true" />
            <p>{s.empty}</p>
            <p className="notifications__hint">{s.emptyHint}</p>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
