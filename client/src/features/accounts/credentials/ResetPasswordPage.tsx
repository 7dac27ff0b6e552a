import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/document-title';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { AuthLayout } from '../components/AuthLayout';
import { useSession } from '../session/SessionProvider';
import { PASSWORD_MIN } from '../validation';
import { postAccount } from './api';
import { credentialStrings as s } from './strings';

/** /reset-password?token=…: the page the reset mail links to. */
export default function ResetPasswordPage() {
  useDocumentTitle(s.resetTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, signOut } = useSession();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string | null>(token ? null : s.missingToken);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password.length < PASSWORD_MIN ? s.passwordTooShort : undefined,
      repeat: password !== repeat ? s.passwordsDiffer : undefined,
    };
    setErrors(found);
    if (found.password || found.repeat) {
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const message = await postAccount('password/reset', { token, password });
      // every session was revoked, this browser's too
      if (user) {
        await signOut();
      }
      setDone(message);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={s.resetTitle}
      subtitle={s.resetSubtitle}
      footer={<Link to="/forgot-password">{s.askAnother}</Link>}
    >
      {done ? (
        <>
          <div className="alert alert--success" role="status">
            {done}
          </div>
          <Link
            to="/signin"
            className={buttonClass({ variant: 'gradient', size: 'lg', block: true })}
          >
            {s.goToSignIn}
          </Link>
        </>
      ) : (
        <form className="auth__form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          {failure ? (
            <div className="alert alert--error" role="alert">
              {failure}
            </div>
          ) : null}
          <PasswordField
            label={s.newPassword}
            name="new-password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={s.repeatPassword}
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            error={errors.repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <Button type="submit" variant="gradient" size="lg" block disabled={busy || !token}>
            {busy ? s.saving : s.savePassword}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
