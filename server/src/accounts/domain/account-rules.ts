import { AccountsError } from './accounts.error';

export const HANDLE_PATTERN = /^[a-z0-9_.]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but unbounded input is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULLNAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
// A pragmatic RFC 5322 subset: one @, no spaces, a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Handles are case-insensitive: they are stored and compared in lower case. */
export function normalizeHandle(raw: string): string {
  const handle = raw.trim().replace(/^@/, '').toLowerCase();
  if (!HANDLE_PATTERN.test(handle)) {
    throw new AccountsError(
      'ACCOUNTS.INVALID_HANDLE',
      'El nombre de usuario debe tener de 3 a 30 caracteres: letras, números, "_" o ".".',
    );
  }
  return handle;
}

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new AccountsError('ACCOUNTS.INVALID_EMAIL', 'El correo electrónico no es válido.');
  }
  return email;
}

export function assertPasswordAcceptable(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AccountsError(
      'ACCOUNTS.WEAK_PASSWORD',
      `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AccountsError(
      'ACCOUNTS.WEAK_PASSWORD',
      `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`,
    );
  }
}

export function normalizeFullname(raw: string): string {
  const fullname = raw.trim().replace(/\s+/g, ' ');
  if (fullname.length === 0 || fullname.length > FULLNAME_MAX_LENGTH) {
    throw new AccountsError(
      'ACCOUNTS.INVALID_FULLNAME',
      `El nombre completo es obligatorio y no puede superar ${FULLNAME_MAX_LENGTH} caracteres.`,
    );
  }
  return fullname;
}

/** Profile images are our own media paths or https URLs; never javascript: or data: URLs. */
export function normalizeImageUrl(raw: string | null): string | null {
  if (raw === null || raw.trim() === '') {
    return null;
  }
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    return value;
  }
  try {
    if (new URL(value).protocol === 'https:' && value.length <= 2048) {
      return value;
    }
  } catch {
    // falls through to the error below
  }
  throw new AccountsError(
    'ACCOUNTS.INVALID_IMAGE',
    'La imagen de perfil no es una dirección válida.',
  );
}

/** Derives a valid, not yet unique handle from a display name or email (OIDC sign-ups). */
export function handleCandidate(source: string): string {
  const base = source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/@.*$/, '')
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .slice(0, 24);
  return base.length >= 3 ? base : `user_${base}`.slice(0, 24);
}
