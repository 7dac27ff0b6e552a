import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../session/SessionProvider';
import { postAccount } from './api';
import { credentialStrings as s } from './strings';
import './credentials.css';

/** Until the address is confirmed: a quiet line above the page with 'Reenviar'. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!user?.email || user.emailVerified !== false) {
    return null;
  }
  const resend = async () => {
    setBusy(true);
    try {
      notify.success(await postAccount('email/verification'), 'verify-email');
    } catch (err) {
      notify.error((err as Error).message, 'verify-email');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="verify-banner" role="status" data-testid="verify-email-banner">
      <MailWarning size={18} aria-hidden="true" />
      <p>{s.bannerText(user.email)}</p>
      <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={busy}>
        {s.resend}
      </Button>
    </div>
  );
}
