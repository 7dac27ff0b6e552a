import { RateLimiter } from '../../platform/rate-limit/rate-limiter.port';
import { AccountsError } from '../domain/accounts.error';

/**
 * The brute-force limit of everything that checks a password or mails a link: AUTH_RATE_LIMIT_PER_MINUTE
 * attempts per client address and minute, counted per bucket.
 */
export async function throttleAuth(
  limiter: RateLimiter,
  perMinute: number,
  bucket: string,
  ip: string | null,
): Promise<void> {
  const allowed = await limiter.consume(`auth-${bucket}`, ip ?? 'unknown', perMinute);
  if (!allowed) {
    throw new AccountsError(
      'ACCOUNTS.TOO_MANY_ATTEMPTS',
      'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    );
  }
}
