import {
  Brush,
  Heart,
  Home,
  LayoutGrid,
  Medal,
  Newspaper,
  Smartphone,
  Trophy,
  UserRound,
  Users,
  Wand2,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { Skeleton } from '../../shared/ui/Skeleton';
import { Tooltip } from '../../shared/ui/Tooltip';
import { layoutStrings as s } from './strings';

interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  end?: boolean;
}

function entriesFor(userName: string | null): NavEntry[] {
  if (userName === null) {
    return [
      { to: '/', label: s.navGallery, icon: LayoutGrid, end: true },
      { to: '/ranking', label: s.navRanking, icon: Medal },
    ];
  }
  return [
    { to: '/', label: s.navHome, icon: Home, end: true },
    { to: '/home', label: s.navHomePage, icon: Smartphone },
    { to: `/u/${encodeURIComponent(userName)}`, label: s.navProfile, icon: UserRound },
    { to: '/news', label: s.navNews, icon: Newspaper },
    { to: '/feed-images', label: s.navFavorites, icon: Heart },
    { to: '/create', label: s.navGenerator, icon: Wand2 },
    { to: '/group', label: s.navGroups, icon: Users },
    { to: '/daily-challengs', label: s.navChallenges, icon: Trophy },
    { to: '/canvas', label: s.navCanvas, icon: Brush },
    { to: '/ranking', label: s.navRanking, icon: Medal },
  ];
}

/** Fixed 5rem rail on wide screens; every entry has a tooltip with its full name. */
export function SideNav() {
  const { user } = useSession();
  return (
    <nav className="sidenav" aria-label={s.mainNav} data-testid="side-nav">
      {user === undefined ? (
        <div className="sidenav__list" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} width={44} height={44} className="sidenav__skeleton" />
          ))}
        </div>
      ) : (
        <ul className="sidenav__list">
          {entriesFor(user ? user.name : null).map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <Tooltip content={label} side="right">
                <NavLink to={to} end={end} className="sidenav__link" aria-label={label}>
                  <Icon size={22} aria-hidden />
                </NavLink>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
