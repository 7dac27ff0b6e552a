import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Brush,
  FileText,
  SlidersHorizontal,
  Coins,
  Crown,
  Heart,
  ImageUp,
  Inbox,
  LogOut,
  Megaphone,
  MessageSquareHeart,
  Moon,
  Settings,
  ShieldBan,
  Medal,
  Newspaper,
  PenLine,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { balanceInCredits, creditsLabel } from '../../../shared/format/credits';
import { useOverlays } from '../../../shared/hooks/overlays';
import { useThemeControl } from '../../../shared/hooks/theme';
import { Avatar } from '../../../shared/ui/Avatar';
import { requestPlansTab } from '../../billing/plans-tab';
import { newsStrings } from '../../news/strings';
import { useSession } from '../session/SessionProvider';
import { accountsStrings as s } from '../strings';
import { audienceStrings } from '../../audience/strings';

import type { SessionUser } from '../session/SessionProvider';

// here rather than in strings.ts: this menu is its own chunk, the shell stays within its budget
const MENU_SETTINGS = 'Ajustes de la cuenta';
const CONTENT_SETTINGS = 'Preferencias de contenido';
const STAFF_GROUP = 'Equipo de Mixel';
// a member's phone has no floating '+' (the bottom bar's 'Subir' is theirs): its shortcuts live here
const QUICK_CREATE = 'Crear con IA';
const QUICK_FAVORITES = 'Imagenes Favoritas';
const QUICK_RANKING = 'Ranking';
// Max has nothing to upgrade to: its members buy credits from here instead
const BUY_CREDITS = 'Comprar créditos';
// the rooms a phone's bottom bar has no place for, side by side (a desktop has them in the side nav)
const AREAS = 'Más de Mixel';
const AREA_GROUPS = 'Grupos';
const AREA_CHALLENGES = 'Retos diarios';
const AREA_CANVAS = 'Lienzo';
const MENU_TERMS = 'Términos y condiciones';

function AreaTile({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className="menu__tile">
      <Link to={to}>
        <Icon size={20} aria-hidden="true" />
        <span>{label}</span>
      </Link>
    </DropdownMenu.Item>
  );
}
const EDIT_PROFILE = 'Editar perfil';

function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className="menu__item">
      <Link to={to}>
        <Icon size={18} aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

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
                {creditsLabel(balanceInCredits(user))}
              </span>
            </div>
          </div>
          <DropdownMenu.Separator className="menu__separator" />
          {compact ? (
            <>
              <DropdownMenu.Group className="menu__tiles" aria-label={AREAS}>
                <AreaTile to="/group" icon={Users} label={AREA_GROUPS} />
                <AreaTile to="/daily-challengs" icon={Trophy} label={AREA_CHALLENGES} />
                <AreaTile to="/canvas" icon={Brush} label={AREA_CANVAS} />
              </DropdownMenu.Group>
              <MenuLink to="/create" icon={Wand2} label={QUICK_CREATE} />
              <MenuLink to="/feed-images" icon={Heart} label={QUICK_FAVORITES} />
              <MenuLink to="/ranking" icon={Medal} label={QUICK_RANKING} />
              <DropdownMenu.Separator className="menu__separator" />
            </>
          ) : null}
          <DropdownMenu.Item asChild className="menu__item">
            <Link to={profilePath}>
              <UserRound size={18} aria-hidden="true" />
              {s.menuViewProfile}
            </Link>
          </DropdownMenu.Item>
          <MenuLink to="/settings/profile" icon={PenLine} label={EDIT_PROFILE} />
          <DropdownMenu.Item asChild className="menu__item">
            <Link to={`${profilePath}?avatar=1`}>
              <ImageUp size={18} aria-hidden="true" />
              {s.menuEditAvatar}
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
            <Link to="/ad_tools">
              <Megaphone size={18} aria-hidden="true" />
              {s.menuAdCenter}
            </Link>
          </DropdownMenu.Item>
          {user.entitlements.showUpgrade ? null : (
            <DropdownMenu.Item
              className="menu__item menu__item--accent"
              onSelect={() => {
                requestPlansTab('credits');
                overlays.open('plans');
              }}
            >
              <Coins size={18} aria-hidden="true" />
              {BUY_CREDITS}
            </DropdownMenu.Item>
          )}
          {!user.entitlements.showUpgrade ? null : (
            <DropdownMenu.Item
              className="menu__item menu__item--accent"
              onSelect={() => overlays.open('plans')}
            >
              <Crown size={18} aria-hidden="true" />
              {s.menuUpgrade}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="menu__separator" />
          <MenuLink to="/settings" icon={Settings} label={MENU_SETTINGS} />
          <MenuLink to="/settings/content" icon={SlidersHorizontal} label={CONTENT_SETTINGS} />
          <MenuLink to="/settings/blocked" icon={ShieldBan} label={audienceStrings.settingsTitle} />
          <DropdownMenu.Item className="menu__item" onSelect={() => overlays.open('feedback')}>
            <MessageSquareHeart size={18} aria-hidden="true" />
            {s.menuFeedback}
          </DropdownMenu.Item>
          {/* Novedades is in the bottom bar and the side nav; the terms only here (and sign-up) */}
          <MenuLink to="/terms" icon={FileText} label={MENU_TERMS} />
          {user.staff ? (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Label className="menu__label">{STAFF_GROUP}</DropdownMenu.Label>
              <MenuLink to="/staff/moderation" icon={ShieldCheck} label={s.menuStaffModeration} />
              <MenuLink to="/staff/campaigns" icon={Megaphone} label={s.menuStaffCampaigns} />
              <MenuLink to="/news/equipo" icon={Newspaper} label={newsStrings.staffMenu} />
              <MenuLink to="/staff/feedback" icon={Inbox} label={s.menuStaffFeedback} />
            </DropdownMenu.Group>
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
