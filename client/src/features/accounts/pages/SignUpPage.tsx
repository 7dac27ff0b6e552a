import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorCode, errorField, errorMessage } from '../../../shared/graphql/errors';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import { AuthLayout } from '../components/AuthLayout';
import { OidcButton } from '../components/OidcButton';
import { signUpMutation } from '../session/operations';
import { useSession } from '../session/SessionProvider';
import { accountsStrings as s } from '../strings';
import { validateSignUp, type FieldErrors, type SignUpValues } from '../validation';
import { Button } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const FIELD_BY_CODE: Record<string, keyof SignUpValues> = {
  'ACCOUNTS.HANDLE_TAKEN': 'name',
  'ACCOUNTS.EMAIL_TAKEN': 'email',
};

function isSignUpField(value: string | null): value is keyof SignUpValues {
  return value === 'name' || value === 'fullname' || value === 'email' || value === 'password';
}

export default function SignUpPage() {
  useDocumentTitle(s.signUp);
  const navigate = useNavigate();
  const { user, startSession } = useSession();
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    fullname: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof SignUpValues, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signUp, { loading }] = useMutation(signUpMutation);

  if (user && !loading) {
    return <Navigate to="/" replace />;
  }

  const clientErrors = validateSignUp(values);
  const visibleError = (field: keyof SignUpValues) =>
    errors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  const update = (field: keyof SignUpValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A server error for a field goes away as soon as the user edits it.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const blur = (field: keyof SignUpValues) => {
    if (values[field] !== '') {
      setTouched((current) => ({ ...current, [field]: true }));
    }
  };

  const handleSuggestion = values.name.toLowerCase();
  const showSuggestion =
    visibleError('name') === s.handleLowercase(handleSuggestion) &&
    handleSuggestion !== values.name;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setTouched({ name: true, fullname: true, email: true, password: true });
    setErrors({});
    if (Object.keys(clientErrors).length > 0) {
      return;
    }
    try {
      const result = await signUp({
        variables: {
          input: {
            name: values.name.trim(),
            fullname: values.fullname.trim(),
            email: values.email.trim(),
            password: values.password,
          },
        },
      });
      const payload = result.data?.signUp;
      if (!payload) {
        throw new Error('signUp returned no data');
      }
      startSession(payload.token, payload.user);
      notify.success(s.accountCreated);
      await navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      const code = errorCode(error);
      const field = (code ? FIELD_BY_CODE[code] : undefined) ?? errorField(error);
      if (isSignUpField(field)) {
        setErrors({ [field]: message });
      } else {
        setFormError(message);
        notify.error(message);
      }
    }
  };

  return (
    <AuthLayout
      title={s.signUpTitle}
      subtitle={s.signUpSubtitle}
      footer={
        <>
          {s.haveAccount} <Link to="/signin">{s.goToSignIn}</Link>
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
        <div className="field">
          <TextField
            label={s.handleLabel}
            name="name"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            placeholder={s.handlePlaceholder}
            hint={s.handleHint}
            value={values.name}
            error={visibleError('name')}
            onChange={(event) => update('name', event.target.value)}
            onBlur={() => blur('name')}
          />
          {showSuggestion ? (
            <button
              type="button"
              className="auth__suggestion"
              onClick={() => update('name', handleSuggestion)}
            >
              {s.useSuggestion}: {handleSuggestion}
            </button>
          ) : null}
        </div>
        <TextField
          label={s.fullnameLabel}
          name="fullname"
          autoComplete="name"
          maxLength={60}
          placeholder={s.fullnamePlaceholder}
          value={values.fullname}
          error={visibleError('fullname')}
          onChange={(event) => update('fullname', event.target.value)}
          onBlur={() => blur('fullname')}
        />
        <TextField
          label={s.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={s.emailPlaceholder}
          value={values.email}
          error={visibleError('email')}
          onChange={(event) => update('email', event.target.value)}
          onBlur={() => blur('email')}
        />
        <PasswordField
          label={s.passwordLabel}
          name="password"
          autoComplete="new-password"
          hint={s.passwordHint}
          value={values.password}
          error={visibleError('password')}
          onChange={(event) => update('password', event.target.value)}
          onBlur={() => blur('password')}
        />
        <Button type="submit" variant="gradient" size="lg" block disabled={loading}>
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {loading ? s.signUpPending : s.signUpSubmit}
        </Button>
        <p className="auth__legal">
          {s.acceptTermsPrefix} <Link to="/terms">{s.termsLink}</Link>.
        </p>
      </form>
    </AuthLayout>
  );
}
