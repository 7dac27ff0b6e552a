import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token: the mail carries `token`, the database keeps only `hash`. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as mailed: 43 base64url characters; anything else is not looked up. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
