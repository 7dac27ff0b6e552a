import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../kernel/domain-error';
import { PUBLIC_PREFIX } from './media-store.port';

/** A signed media link that is expired, altered or for another key. */
export class MediaLinkError extends DomainError {
  constructor(code: 'MEDIA.LINK_EXPIRED' | 'MEDIA.LINK_INVALID', message: string) {
    super(code, message, 'forbidden');
  }
}

/** How long a signed link lives, at least; expiries are rounded up to a window (see `url`). */
const SIGNED_URL_TTL_SECONDS = 3600;
const WINDOW_SECONDS = 900;

/**
 * Short-lived links to private media (images of private generations). Browsers load images with
 * <img src>, which sends no bearer token, so whoever may see a private key gets a URL carrying an
 * HMAC over the key and its expiry; /media checks it. Any store (disk or S3) is served this way.
 */
export class SignedMediaUrls {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    // its own key, derived from the server secret: a media link is never a valid session token
    this.key = createHmac('sha256', secret).update('mixel:signed-media-urls:v1').digest();
  }

  /**
   * The URL of a private key, valid for at least `ttlSeconds`. The expiry is rounded up to a
   * 15-minute window, so the same image keeps the same URL for a while and browsers cache it.
   */
  url(key: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    if (key.startsWith(PUBLIC_PREFIX)) {
      throw new Error(`Public keys need no signature: ${key}`);
    }
    const earliest = Math.floor(this.now() / 1000) + ttlSeconds;
    const expires = Math.ceil(earliest / WINDOW_SECONDS) * WINDOW_SECONDS;
    return `/media/${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** Seconds the link stays valid; throws MediaLinkError when it is expired or not ours. */
  verify(key: string, expires: string | undefined, signature: string | undefined): number {
    const invalid = () =>
      new MediaLinkError('MEDIA.LINK_INVALID', 'El enlace de esta imagen no es válido.');
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) {
      throw invalid();
    }
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalid();
    }
    const left = Number(expires) - Math.floor(this.now() / 1000);
    if (left <= 0) {
      throw new MediaLinkError(
        'MEDIA.LINK_EXPIRED',
        'El enlace de esta imagen caducó. Recarga la página para verla.',
      );
    }
    return left;
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }
}
