import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older (or further in the future) than this are refused: a replay window. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * Standard Webhooks (Replicate's signatures): HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed
 * with the base64 secret after `whsec_`; the header lists space-separated `v1,<base64>` entries,
 * any of which may match. Compared in constant time.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: { id?: string; timestamp?: string; signature?: string },
  rawBody: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) {
    return false;
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    return false;
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) {
      return false;
    }
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The signature header a Standard Webhooks sender computes (tests and fakes use it). */
export function signStandardWebhook(
  secret: string,
  id: string,
  timestamp: number,
  rawBody: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`;
}
