import { Compass, Home, Newspaper, Plus, Search, UserRound } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { focusSiteSearch, useOverlays } from '../../shared/hooks/overlays';
import { Avatar } from '../../shared/ui/Avatar';
import { layoutStrings as s } from './strings';

/** Explorar is also the active tab while looking at search results. */
export function isExploreActive(pathname: string): boolean {
  return pathname === '/explorer' || pathname === '/results';
}

/** Fixed bottom bar on narrow screens: five entries with active states. */
export function BottomBar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const overlays = useOverlays();
  const exploreActive = isExploreActive(pathname);
  const profilePath = user ? `/u/${encodeURIComponent(user.name)}` : '/signin';

  return (
    <nav className="bottombar" aria-label={s.bottomNav} data-testid="bottom-bar">
      <NavLink to="/" end className="bottombar__item">
        <Home size={22} aria-hidden="true" />
        <span>{s.barHome}</span>
      </NavLink>
      <Link
        to="/explorer"
        className={`bottombar__item${exploreActive ? ' active' : ''}`}
        aria-current={exploreActive ? 'page' : undefined}
      >
        <Compass size={22} aria-hidden="true" />
        <span>{s.barExplore}</span>
      </Link>
      {user ? (
        <button
          type="button"
          className="bottombar__item bottombar__item--primary"
          onClick={() => overlays.open('upload')}
        >
          <span className="brand-tile bottombar__upload" aria-hidden="true">
            <Plus size={22} />
          </span>
          <span>{s.barUpload}</span>
        </button>
      ) : (
        <button type="button" className="bottombar__item" onClick={focusSiteSearch}>
          <Search size={22} aria-hidden="true" />
          <span>{s.barSearch}</span>
        </button>
      )}
      <NavLink to="/news" className="bottombar__item">
        <Newspaper size={22} aria-hidden="true" />
        <span>{s.barNews}</span>
      </NavLink>
      <NavLink to={profilePath} className="bottombar__item">
        {user ? (
          <Avatar name={user.fullname || user.name} src={user.image} size={24} />
        ) : (
          <UserRound size={22} aria-hidden="true" />
        )}
        <span>{s.barProfile}</span>
      </NavLink>
    </nav>
  );
}
