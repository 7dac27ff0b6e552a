import { Plus, Upload } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { UserMenu } from '../../features/accounts/components/UserMenu';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { GalleryHeaderMenus } from '../../features/discover/components/GalleryHeaderMenus';
import { HeaderSearch } from '../../features/discover/components/HeaderSearch';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { useOverlays } from '../../shared/hooks/overlays';
import { Logo } from '../../shared/ui/Logo';
import { Skeleton } from '../../shared/ui/Skeleton';
import { Tooltip } from '../../shared/ui/Tooltip';
import { layoutStrings as s } from './strings';
import { buttonClass } from '../../shared/ui/Button';

interface HeaderProps {
  isDesktop: boolean;
  hidden: boolean;
}

function SessionActions({ isDesktop }: { isDesktop: boolean }) {
  const { user } = useSession();
  const overlays = useOverlays();

  if (user === undefined) {
    return (
      <div
        className="header__actions"
        role="status"
        aria-label={s.sessionLoading}
        data-testid="session-placeholder"
      >
        <Skeleton circle width={36} height={36} />
        <Skeleton circle width={36} height={36} />
        <Skeleton circle width={36} height={36} />
      </div>
    );
  }

  if (user === null) {
    return (
      <div className="header__actions header__actions--guest">
        <Link
          to="/signin"
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} header__sign-in`}
        >
          {s.signIn}
        </Link>
        <Link to="/signup" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {s.signUp}
        </Link>
      </div>
    );
  }

  return (
    <div className="header__actions">
      {isDesktop ? (
        <>
          <Link to="/create" className={buttonClass({ variant: 'gradient', size: 'sm' })}>
            <Plus size={18} aria-hidden="true" />
            {s.create}
          </Link>
          <Tooltip content={s.uploadTooltip}>
            <button
              type="button"
              className="icon-btn"
              aria-label={s.uploadTooltip}
              onClick={() => overlays.open('upload')}
            >
              <Upload size={20} aria-hidden="true" />
            </button>
          </Tooltip>
        </>
      ) : null}
      <NotificationsBell />
      <UserMenu user={user} compact={!isDesktop} />
    </div>
  );
}

export function Header({ isDesktop, hidden }: HeaderProps) {
  const { pathname } = useLocation();
  const galleryMenus = !isDesktop && (pathname === '/' || pathname === '/home');
  return (
    <header className={`header${hidden ? ' header--hidden' : ''}`} data-testid="site-header">
      <div className="header__row">
        <Link to="/" className="header__logo" aria-label={s.homeLink}>
          {/* On phones the gallery menus share the row: the mark alone leaves room for both buttons. */}
          <Logo compact={galleryMenus} />
        </Link>
        {isDesktop ? <HeaderSearch /> : null}
        {galleryMenus ? <GalleryHeaderMenus /> : null}
        <SessionActions isDesktop={isDesktop} />
      </div>
      {isDesktop ? null : (
        <div className="header__row header__row--search">
          <HeaderSearch />
        </div>
      )}
    </header>
  );
}
