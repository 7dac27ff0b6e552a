import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useSession } from '../session/SessionProvider';
import './staff-page.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const s = {
  forbiddenTitle: 'No autorizado',
  forbiddenText: 'Esta sección es solo para el equipo de Mixel.',
  goHome: 'Volver al inicio',
  loading: 'Cargando…',
} as const;

export interface StaffPageProps {
  /** Names the page's landmark and heading ids. */
  name: string;
  title: string;
  intro: string;
  /** Tabs and selects above the list. */
  filters?: ReactNode;
  children: ReactNode;
}

/** What anyone but staff sees of a staff screen (and staff whose role was just revoked). */
export function StaffForbidden() {
  return (
    <section className="page empty-state" aria-labelledby="staff-forbidden-title">
      <span className="empty-state__icon" aria-hidden="true">
        <ShieldAlert size={28} />
      </span>
      <h1 id="staff-forbidden-title">{s.forbiddenTitle}</h1>
      <p>{s.forbiddenText}</p>
      <Link to="/" className={buttonClass({ variant: 'primary' })}>
        {s.goHome}
      </Link>
    </section>
  );
}

/**
 * The frame of a screen of the Mixel team: for staff its title, filters and content; for anyone
 * else a refusal (the server refuses their queries too).
 */
export function StaffPage({ name, title, intro, filters, children }: StaffPageProps) {
  useDocumentTitle(title);
  const { user } = useSession();
  if (user === undefined) {
    return (
      <div className="page staff-page" role="status" aria-label={s.loading}>
        <Skeleton width="14rem" height="2rem" />
      </div>
    );
  }
  if (!user?.staff) {
    return <StaffForbidden />;
  }
  return (
    <section className={`page staff-page ${name}`} aria-labelledby={`${name}-title`}>
      <header className="staff-page__head">
        <h1 id={`${name}-title`} className="page__title">
          {title}
        </h1>
        <p>{intro}</p>
      </header>
      {filters ? <div className="staff-page__filters">{filters}</div> : null}
      {children}
    </section>
  );
}
