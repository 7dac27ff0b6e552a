import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../shared/ui/Logo';
import { accountsStrings as s } from '../strings';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** Split screen: brand panel on wide screens, a single focused column on phones. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth">
      <aside className="auth__brand" aria-hidden="true">
        <div className="auth__brand-inner">
          <Logo inverted />
          <div className="auth__mosaic">
            <span className="auth__tile auth__tile--a" />
            <span className="auth__tile auth__tile--b" />
            <span className="auth__tile auth__tile--c" />
            <span className="auth__tile auth__tile--d" />
            <span className="auth__tile auth__tile--e" />
            <span className="auth__tile auth__tile--f" />
          </div>
          <div className="auth__pitch">
            <p className="auth__headline">{s.brandHeadline}</p>
            <p className="auth__body">{s.brandBody}</p>
            <ul className="auth__points">
              {s.brandPoints.map((point) => (
                <li key={point}>
                  <Check size={16} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </aside>
      <section className="auth__panel">
        <div className="auth__form-wrap">
          <header className="auth__header">
            <h1 className="auth__title">{title}</h1>
            <p className="auth__subtitle">{subtitle}</p>
          </header>
          {children}
          <footer className="auth__footer">{footer}</footer>
        </div>
      </section>
    </div>
  );
}
