import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { buttonClass } from '../../../shared/ui/Button';
import { useSession } from '../session/SessionProvider';
import { postAccount } from './api';
import { credentialStrings as s } from './strings';

/** /verify-email and /confirm-email: follows the mailed link once, and says how it went. */
export default function EmailLinkPage({ kind }: { kind: 'verify' | 'confirm' }) {
  const title = kind === 'verify' ? s.verifyTitle : s.confirmTitle;
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refresh } = useSession();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: s.missingToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    // a link is single-use: React's development double effects must not spend it twice
    if (!token || sent.current) {
      return;
    }
    sent.current = true;
    postAccount(kind === 'verify' ? 'email/verify' : 'email/confirm', { token })
      .then(async (message) => {
        setState({ ok: true, message });
        await refresh().catch(() => null);
      })
      .catch((err: Error) => setState({ ok: false, message: err.message }));
  }, [kind, token, refresh]);

  return (
    <section className="page email-link" aria-live="polite">
      <h1>{title}</h1>
      {state ? (
        <div className={`alert ${state.ok ? 'alert--success' : 'alert--error'}`} role="status">
          {state.message}
        </div>
      ) : (
        <p>{s.checking}</p>
      )}
      {state ? (
        <Link
          to={user ? (state.ok ? '/' : '/settings') : '/signin'}
          className={buttonClass({ variant: 'primary' })}
        >
          {user ? s.goHome : s.goToSignIn}
        </Link>
      ) : null}
    </section>
  );
}
