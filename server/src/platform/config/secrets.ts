import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from './app-config';

/**
 * The JWT signing key: JWT_SECRET when set (required when several instances run), otherwise a
 * random key created once under the data directory so sessions survive a restart.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) {
    return config.jwtSecret;
  }
  const dir = join(config.dataDir, 'secrets');
  const file = join(dir, 'jwt.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // another instance sharing the data directory created it first
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw err;
      }
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** Milliseconds in a duration such as 15m, 12h or 7d (validated by the config). */
export function durationMs(value: string): number {
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[value.slice(-1)] ?? 1_000;
  return Number.parseInt(value, 10) * unit;
}

/** The key the sandbox payment gateway signs its webhooks with, derived from the JWT secret. */
export function sandboxWebhookSecret(config: AppConfig): string {
  return createHmac('sha256', resolveJwtSecret(config))
    .update('mixel-sandbox-webhooks')
    .digest('hex');
}
