import { createHmac } from 'node:crypto';

/**
 * Signs a notice as MercadoPago signs its webhooks, which the sandbox copies (and verifies with
 * MercadoPago's own validator): `x-signature: ts=<ms>,v1=<hex>`, v1 = HMAC-SHA256(secret,
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`).
 */
export function signNotice(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}
