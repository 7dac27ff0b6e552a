import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { writeSession } from '../session/session-storage';
import { useSession } from '../session/SessionProvider';
import { accountsStrings as s } from '../strings';
import '../components/auth.css';
import { buttonClass } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

/** Reads `#token=…` or `#error=…` left by the server's OpenID Connect callback. */
function readFragment(): { token: string | null; error: string | null } {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return { token: params.get('token'), error: params.get('error') };
}

export default function OAuthCallbackPage() {
  useDocumentTitle(s.oauthTitle);
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [fragment] = useState(readFragment);
  const [validationFailure, setValidationFailure] = useState<string | null>(null);
  const started = useRef(false);
  const failure =
    fragment.error ?? (fragment.token ? null : s.oauthMissingToken) ?? validationFailure;

  useEffect(() => {
    // Keep the token out of the address bar and history.
    window.history.replaceState(null, '', window.location.pathname);
    const { token } = fragment;
    if (started.current || !token || fragment.error) {
      return;
    }
    started.current = true;
    writeSession(token);
    void refresh().then((user) => {
      if (user) {
        void navigate('/', { replace: true });
      } else {
        setValidationFailure(s.oauthMissingToken);
      }
    });
  }, [fragment, navigate, refresh]);

  if (failure) {
    return (
      <section className="auth__oauth" aria-labelledby="oauth-title">
        <h1 id="oauth-title" className="page__title">
          {s.oauthFailedTitle}
        </h1>
        <p role="alert">{failure}</p>
        <Link to="/signin" className={buttonClass({ variant: 'primary', size: 'lg' })}>
          {s.oauthBackToSignIn}
        </Link>
      </section>
    );
  }

  return (
    <section className="auth__oauth" aria-labelledby="oauth-title" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <h1 id="oauth-title" className="page__title">
        {s.oauthTitle}
      </h1>
      <p>{s.oauthChecking}</p>
    </section>
  );
}
