import { accountsStrings as s } from './strings';

export const HANDLE_PATTERN = /^[a-z0-9_.]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The shortest password the server takes. */
export const PASSWORD_MIN = 8;

/** Whether a trimmed value looks like an email address (the server checks it fully). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface SignUpValues {
  name: string;
  fullname: string;
  email: string;
  password: string;
}

export interface SignInValues {
  login: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Error for a handle, with a lowercase suggestion when only the case is wrong. */
export function validateHandle(value: string): string | null {
  const handle = value.trim();
  if (handle.length < 3 || handle.length > 30) {
    return s.handleLength;
  }
  if (HANDLE_PATTERN.test(handle)) {
    return null;
  }
  const lower = handle.toLowerCase();
  if (HANDLE_PATTERN.test(lower)) {
    return s.handleLowercase(lower);
  }
  return s.handleChars;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  const handleError = validateHandle(values.name);
  if (handleError) {
    errors.name = handleError;
  }
  const fullname = values.fullname.trim();
  if (fullname.length < 1 || fullname.length > 60) {
    errors.fullname = s.fullnameLength;
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = s.emailInvalid;
  }
  if (values.password.length < PASSWORD_MIN) {
    errors.password = s.passwordTooShort;
  }
  return errors;
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  if (values.login.trim() === '') {
    errors.login = s.loginRequired;
  }
  if (values.password === '') {
    errors.password = s.passwordRequired;
  }
  return errors;
}
