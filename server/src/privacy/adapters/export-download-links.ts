import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../domain/your-data';

/**
 * Download links of a data archive. A browser follows a plain link (no bearer token), so the link
 * carries an HMAC over the export, its owner and an expiry; it is minted only for the signed-in
 * owner and lives a few minutes. The owner's bearer token also opens the download without it.
 */
export class ExportDownloadLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    // its own key, derived from the server secret: a link is never a valid token elsewhere
    this.key = createHmac('sha256', secret).update('mixel:data-export-links:v1').digest();
  }

  url(exportId: string, ownerId: string): { url: string; expiresAt: Date } {
    const expires = Math.floor(this.now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    const signature = this.signature(exportId, ownerId, expires);
    return {
      url: `/api/account/data-export/${exportId}/download?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  isValid(
    exportId: string,
    ownerId: string,
    expires: string | undefined,
    signature: string | undefined,
  ): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) {
      return false;
    }
    const expected = Buffer.from(this.signature(exportId, ownerId, Number(expires)));
    const given = Buffer.from(signature);
    return (
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      Number(expires) > Math.floor(this.now() / 1000)
    );
  }

  private signature(exportId: string, ownerId: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${exportId}\n${ownerId}\n${expires}`)
      .digest('base64url');
  }
}
