import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  SlidersHorizontal,
  Crown,
  ImageUp,
  Inbox,
  LogOut,
  Megaphone,
  MessageSquareHeart,
  Moon,
  Settings,
  ShieldBan,
  Newspaper,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatCompactCount } from '../../../shared/format/compact-count';
import { useOverlays } from '../../../shared/hooks/overlays';
import { useThemeControl } from '../../../shared/hooks/theme';
import { Avatar } from '../../../shared/ui/Avatar';
import { newsStrings } from '../../news/strings';
import { useSession } from '../session/SessionProvider';
import { accountsStrings as s } from '../strings';
import { audienceStrings } from '../../audience/strings';

import type { SessionUser } from '../session/SessionProvider';

// here rather than in strings.ts: this menu is its own chunk, the shell stays within its budget
const MENU_SETTINGS = 'Ajustes de la cuenta';
const CONTENT_SETTINGS = 'Preferencias de contenido';

export interface UserMenuProps {
  user: SessionUser;
  /** Phones get a smaller trigger and a wider sheet-like menu. */
  compact?: boolean;
}

/** The Radix dropdown behind UserMenu, in its own chunk. */
export default function UserMenuDropdown({ user, compact = false }: UserMenuProps) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { theme, toggleTheme } = useThemeControl();
  const overlays = useOverlays();
  const profilePath = `/u/${encodeURIComponent(user.name)}`;

  const onSignOut = async () => {
    await signOut();
    await navigate('/signin', { replace: true });
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="user-menu__trigger"
          aria-label={s.userMenuLabel}
          data-testid="user-menu-trigger"
        >
          <Avatar name={user.fullname || user.name} src={user.image} size={compact ? 32 : 36} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`menu${compact ? ' menu--compact' : ''}`}
          align="end"
          sideOffset={8}
          collisionPadding={12}
        >
          <div className="menu__header">
            <Avatar name={user.fullname || user.name} src={user.image} size={44} />
            <div className="menu__identity">
              <strong>{user.fullname || user.name}</strong>
              <span>@{user.name}</span>
              <span>
                <span className="plan-pill">{s.planLabel(user.plan)}</span>{' '}
                {s.creditsLabel(formatCompactCount(user.credits))}
              </span>
            </div>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item asChild className="menu__item">
            <Link to={profilePath}>
              <UserRound size={18} aria-hidden="true" />
              {s.menuViewProfile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to={`${profilePath}?avatar=1`}>
              <ImageUp size={18} aria-hidden="true" />
              {s.menuEditAvatar}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/settings/content">
              <SlidersHorizontal size={18} aria-hidden="true" />
              {CONTENT_SETTINGS}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.CheckboxItem
            className="menu__item"
            checked={theme === 'dark'}
            onCheckedChange={toggleTheme}
            onSelect={(event) => event.preventDefault()}
          >
            <Moon size={18} aria-hidden="true" />
            {s.menuDarkMode}
            <span className="menu__switch" data-on={theme === 'dark'} aria-hidden="true" />
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/settings">
              <Settings size={18} aria-hidden="true" />
              {MENU_SETTINGS}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/ad_tools">
              <Megaphone size={18} aria-hidden="true" />
              {s.menuAdCenter}
            </Link>
          </DropdownMenu.Item>
          {!user.entitlements.showUpgrade ? null : (
            <DropdownMenu.Item
              className="menu__item menu__item--accent"
              onSelect={() => overlays.open('plans')}
            >
              <Crown size={18} aria-hidden="true" />
              {s.menuUpgrade}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className="menu__item">
            <Link to="/settings/blocked">
              <ShieldBan size={18} aria-hidden="true" />
              {audienceStrings.settingsTitle}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => overlays.open('feedback')}>
            <MessageSquareHeart size={18} aria-hidden="true" />
            {s.menuFeedback}
          </DropdownMenu.Item>
          {user.staff ? (
            <DropdownMenu.Item asChild className="menu__item">
              <Link to="/staff/feedback">
                <Inbox size={18} aria-hidden="true" />
                {s.menuStaffFeedback}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.staff ? (
            <DropdownMenu.Item asChild className="menu__item">
              <Link to="/news/equipo">
                <Newspaper size={18} aria-hidden="true" />
                {newsStrings.staffMenu}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.staff ? (
            <DropdownMenu.Item asChild className="menu__item">
              <Link to="/staff/moderation">
                <ShieldCheck size={18} aria-hidden="true" />
                {s.menuStaffModeration}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.staff ? (
            <DropdownMenu.Item asChild className="menu__item">
              <Link to="/staff/campaigns">
                <Megaphone size={18} aria-hidden="true" />
                {s.menuStaffCampaigns}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={onSignOut}>
            <LogOut size={18} aria-hidden="true" />
            {s.menuSignOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
