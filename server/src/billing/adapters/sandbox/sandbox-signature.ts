import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature MercadoPago puts on its webhooks, which the sandbox copies: `x-signature:
 * ts=<ms>,v1=<hex>` with v1 = HMAC-SHA256(secret, `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`).
 */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId};request-id:${requestId};ts:${ts};`;
}

export function signNotice(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/** True when the header carries a v1 made with `secret` over this notice. */
export function hasValidSignature(
  secret: string,
  header: string | undefined,
  dataId: string,
  requestId: string,
): boolean {
  if (!header) {
    return false;
  }
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [k, ...v] = part.trim().split('=');
      return [k, v.join('=')];
    }),
  );
  if (!parts.ts || !parts.v1 || !/^[0-9a-f]{64}$/i.test(parts.v1)) {
    return false;
  }
  const expected = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, parts.ts))
    .digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
