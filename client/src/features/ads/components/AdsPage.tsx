import { BarChart3, LayoutDashboard, LayoutList, Megaphone, PlusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { SignInPrompt } from '../../../shared/ui/SignInPrompt';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession, type SessionUser } from '../../accounts/session/SessionProvider';
import { adsStrings as s } from '../strings';
import '../ads.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const NAV = [
  { to: '/ad_tools', label: s.navDashboard, icon: LayoutDashboard, end: true },
  { to: '/ad_tools/create', label: s.navCreate, icon: PlusCircle, end: false },
  { to: '/ad_tools/campaigns', label: s.navCampaigns, icon: LayoutList, end: true },
  { to: '/ad_tools/analytics', label: s.navAnalytics, icon: BarChart3, end: true },
] as const;

/**
 * A page of the advertising centre: its title, the centre's navigation, and the content for a
 * signed-in advertiser (a sign-in prompt for visitors, placeholders while the session loads).
 */
export function AdsPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: (user: SessionUser) => ReactNode;
}) {
  const { user } = useSession();
  useDocumentTitle(title);
  return (
    <section className="page ads" aria-labelledby="ads-title">
      <header className="ads__head">
        <div className="ads__heading">
          <h1 id="ads-title" className="page__title">
            {title}
          </h1>
          {intro ? <p className="ads__intro">{intro}</p> : null}
        </div>
        {user && actions ? <div className="ads__actions">{actions}</div> : null}
      </header>
      {user ? (
        <nav className="ads-nav" aria-label={s.navLabel}>
          {NAV.map(({ to, label, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) => `ads-nav__link${isActive ? ' is-active' : ''}`}
            >
              <Icon size={16} aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      {user === undefined ? (
        <div className="ads-loading" role="status" aria-label={s.loading}>
          <Skeleton height="6rem" />
          <Skeleton height="16rem" />
        </div>
      ) : null}
      {user === null ? (
        <SignInPrompt
          icon={<Megaphone size={26} />}
          title={s.signInTitle}
          text={s.signInText}
          actionsClassName="ads-signin__actions"
        />
      ) : null}
      {user ? children(user) : null}
    </section>
  );
}

/** A failed load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass({ size: 'sm' })} onClick={onRetry}>
        {s.tryAgain}
      </button>
    </div>
  );
}
