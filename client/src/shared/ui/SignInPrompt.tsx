import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './Button';

interface SignInPromptProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The actions row's own class, for its spacing. */
  actionsClassName?: string;
}

/** What a visitor sees on a page that needs an account: why, then 'Ingresar' and 'Registrarse'. */
export function SignInPrompt({ icon, title, text, actionsClassName }: SignInPromptProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={actionsClassName}>
        <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
          Ingresar
        </Link>
        <Link to="/signup" className={buttonClass({ variant: 'secondary' })}>
          Registrarse
        </Link>
      </div>
    </div>
  );
}
