import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { AuthLayout } from '../components/AuthLayout';
import { isEmail } from '../validation';
import { postAccount } from './api';
import { credentialStrings as s } from './strings';

/** /forgot-password: asks for the address; the answer is the same whether it has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle(s.forgotTitle);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? s.emailRequired : isEmail(value) ? null : s.emailInvalid;
    setError(problem);
    if (problem) {
      return;
    }
    setBusy(true);
    try {
      setSent(await postAccount('password/forgot', { email: value }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={s.forgotTitle}
      subtitle={s.forgotSubtitle}
      footer={
        <>
          {s.rememberIt} <Link to="/signin">{s.backToSignIn}</Link>
        </>
      }
    >
      {sent ? (
        <div className="alert alert--success" role="status">
          {sent}
        </div>
      ) : (
        <form className="auth__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          <TextField
            label={s.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={s.emailPlaceholder}
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="gradient" size="lg" block disabled={busy}>
            {busy ? s.sending : s.sendLink}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
