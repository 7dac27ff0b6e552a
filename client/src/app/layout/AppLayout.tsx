import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { FilterStrip } from '../../features/discover/components/FilterStrip';
import { useHeaderVisibility } from '../../shared/hooks/useHeaderVisibility';
import { releaseServerTilesOff } from '../../shared/hooks/server-tiles';
import { useIsDesktop } from '../../shared/hooks/useMediaQuery';
import { TopProgressBar } from '../../shared/ui/TopProgressBar';
import { BottomBar } from './BottomBar';
import { FloatingCreateMenu } from './FloatingCreateMenu';
import { Header } from './Header';
import { OverlaysHost } from './OverlaysHost';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SideNav } from './SideNav';
import { VerifyEmailBanner } from '../../features/accounts/credentials/VerifyEmailBanner';
import { layoutStrings as s } from './strings';
import './layout.css';

export function AppLayout() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const headerVisible = useHeaderVisibility(!isDesktop);
  const { user } = useSession();
  // A member's bottom bar has its own '+' ('Subir'): a second floating one duplicated it and
  // covered pages' own buttons; their three shortcuts are in the phone's user menu.
  const withFab = !isDesktop && pathname !== '/home' && user === null;
  // the home page's first tiles, drawn by the server, leave with the page they were drawn for
  useEffect(() => releaseServerTilesOff(pathname), [pathname]);
  // the dot on 'Novedades': news/dot.ts decides when to ask (session known or renewed, /news left)
  useEffect(() => {
    void import('../../features/news/dot').then((m) => m.showNewsDot(user, pathname));
  }, [user, pathname]);

  return (
    <OverlaysHost>
      <div
        className={`app ${isDesktop ? 'app--wide' : 'app--narrow'}${withFab ? ' app--fab' : ''}`}
      >
        <a className="skip-link" href="#main">
          {s.skipToContent}
        </a>
        <Header isDesktop={isDesktop} hidden={!headerVisible} />
        {isDesktop ? <SideNav /> : null}
        <div className="app__content">
          {isDesktop ? <FilterStrip /> : null}
          <main id="main" className="app__main" tabIndex={-1}>
            <VerifyEmailBanner />
            {/* A fresh boundary per path shows the progress bar while the page chunk loads. */}
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<TopProgressBar />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
        </div>
        {isDesktop ? null : <BottomBar />}
        {withFab ? <FloatingCreateMenu /> : null}
      </div>
    </OverlaysHost>
  );
}
