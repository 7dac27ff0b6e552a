import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import { AuthLayout } from '../components/AuthLayout';
import { OidcButton } from '../components/OidcButton';
import { signInMutation } from '../session/operations';
import { useSession } from '../session/SessionProvider';
import { accountsStrings as s } from '../strings';
import { credentialStrings } from '../credentials/strings';
import { validateSignIn, type FieldErrors, type SignInValues } from '../validation';
import { Button } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export default function SignInPage() {
  useDocumentTitle(s.signIn);
  const navigate = useNavigate();
  const { user, startSession } = useSession();
  const [values, setValues] = useState<SignInValues>({ login: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [signIn, { loading }] = useMutation(signInMutation);

  if (user && !loading) {
    return <Navigate to="/" replace />;
  }

  const update = (field: keyof SignInValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      setErrors(validateSignIn(next));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    try {
      const result = await signIn({
        variables: { input: { login: values.login.trim(), password: values.password } },
      });
      const payload = result.data?.signIn;
      if (!payload) {
        throw new Error('signIn returned no data');
      }
      const signedIn = startSession(payload.token, payload.user);
      notify.success(s.welcome(signedIn.fullname || signedIn.name));
      await navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      setFormError(message);
      if (errorCode(error) !== 'ACCOUNTS.INVALID_CREDENTIALS') {
        notify.error(message);
      }
    }
  };

  return (
    <AuthLayout
      title={s.signInTitle}
      subtitle={s.signInSubtitle}
      footer={
        <>
          {s.noAccount} <Link to="/signup">{s.goToSignUp}</Link>
        </>
      }
    >
      <OidcButton />
      <form className="auth__form" noValidate onSubmit={onSubmit} aria-busy={loading}>
        {formError ? (
          <div className="alert alert--error" role="alert">
            {formError}
          </div>
        ) : null}
        <TextField
          label={s.loginLabel}
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={s.loginPlaceholder}
          value={values.login}
          error={errors.login}
          onChange={(event) => update('login')(event.target.value)}
        />
        <PasswordField
          label={s.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => update('password')(event.target.value)}
        />
        <Link className="auth__forgot" to="/forgot-password">
          {credentialStrings.forgotLink}
        </Link>
        <Button type="submit" variant="gradient" size="lg" block disabled={loading}>
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {loading ? s.signInPending : s.signInSubmit}
        </Button>
      </form>
    </AuthLayout>
  );
}
