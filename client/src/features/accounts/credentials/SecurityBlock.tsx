import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { useSession } from '../session/SessionProvider';
import { isEmail, PASSWORD_MIN } from '../validation';
import { postAccount } from './api';
import { credentialStrings as s } from './strings';
import './credentials.css';

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : s.currentRequired,
      next: next.length < PASSWORD_MIN ? s.passwordTooShort : undefined,
    };
    setErrors(found);
    if (found.current || found.next) {
      return;
    }
    setBusy(true);
    try {
      notify.success(
        await postAccount('password', { currentPassword: current, newPassword: next }),
        'password',
      );
      setCurrent('');
      setNext('');
    } catch (err) {
      setErrors({ current: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="card card--padded your-data__block security-block"
      data-testid="change-password"
    >
      <h3>{s.changePasswordTitle}</h3>
      <p>{s.changePasswordText}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <PasswordField
          label={s.currentPassword}
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label={s.newPassword}
          name="new-password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onChange={(e) => setNext(e.target.value)}
        />
        <div className="your-data__actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? s.saving : s.changePassword}
          </Button>
        </div>
      </form>
    </div>
  );
}

function ChangeEmailForm({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = next.trim();
    const found = {
      email: !value ? s.emailRequired : isEmail(value) ? undefined : s.emailInvalid,
      password: password ? undefined : s.currentRequired,
    };
    setErrors(found);
    if (found.email || found.password) {
      return;
    }
    setBusy(true);
    try {
      setSent(await postAccount('email', { email: value, password }));
      setPassword('');
    } catch (err) {
      const message = (err as Error).message;
      setErrors(/contraseña/i.test(message) ? { password: message } : { email: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card card--padded your-data__block security-block" data-testid="change-email">
      <h3>{s.changeEmailTitle}</h3>
      <p>{s.changeEmailText(email)}</p>
      {sent ? (
        <div className="alert alert--success" role="status">
          {sent}
        </div>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <TextField
          label={s.newEmail}
          name="new-email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={next}
          error={errors.email}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordField
          label={s.currentPassword}
          name="email-password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="your-data__actions">
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? s.sending : s.changeEmail}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** /settings: 'Contraseña y correo'. */
export function SecurityBlock() {
  const { user } = useSession();
  if (!user) {
    return null;
  }
  return (
    <section id="seguridad" className="your-data" aria-labelledby="seguridad-title">
      <div>
        <h2 id="seguridad-title">{s.securityTitle}</h2>
        <p className="your-data__intro">{s.securityIntro}</p>
      </div>
      <ChangePasswordForm />
      {user.email ? <ChangeEmailForm email={user.email} /> : null}
    </section>
  );
}
