import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ViewerTokens } from '../../ports/viewer-tokens';

/** Tokens live 30 days: long enough for a visitor's frequency cap, short enough to rotate. */
const TTL_SECONDS = 30 * 86_400;
const KEY = /^(u:[0-9a-f-]{36}|v:[A-Za-z0-9_-]{22})$/;

/**
 * A new visitor's 22 characters: a random UUID's 16 bytes. `randomUUID` draws from a pool it
 * refills in batches, where `randomBytes(16)` asked the system on each of the many first pages.
 */
function visitorId(): string {
  return Buffer.from(randomUUID().replaceAll('-', ''), 'hex').toString('base64url');
}

/** `<viewer key>.<issued at>.<HMAC-SHA256>` with a key derived from the app's signing secret. */
export class HmacViewerTokens extends ViewerTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.key = createHmac('sha256', secret).update('mixel ad viewer tokens').digest();
  }

  issue(viewerKey: string | null): { token: string; viewerKey: string } {
    const key = viewerKey ?? `v:${visitorId()}`;
    const payload = `${key}.${Math.floor(this.now() / 1000).toString(36)}`;
    return { token: `${payload}.${this.sign(payload)}`, viewerKey: key };
  }

  verify(token: string | null | undefined): string | null {
    if (!token || token.length > 200) {
      return null;
    }
    const parts = token.split('.');
    if (parts.length !== 3 || !KEY.test(parts[0])) {
      return null;
    }
    const payload = `${parts[0]}.${parts[1]}`;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(parts[2]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return null;
    }
    const issuedAt = parseInt(parts[1], 36);
    const age = this.now() / 1000 - issuedAt;
    return Number.isFinite(issuedAt) && age >= -300 && age <= TTL_SECONDS ? parts[0] : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
