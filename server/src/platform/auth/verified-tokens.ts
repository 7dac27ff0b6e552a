/** What the app reads from a verified token. */
export interface TokenClaims {
  sub?: string;
  jti?: string;
  /** Seconds since the epoch; a token without it is not kept. */
  exp?: number;
}

/**
 * Bearer tokens whose signature, issuer, audience and expiry were checked, by their exact text,
 * until they expire: a client sends the same token on every request, and checking it again (an
 * HMAC and two JSON parses) was a few percent of a small request. Only the text that was checked
 * is found here, so nothing can be forged through it; revocation is the session check's, which
 * still runs on every request. Bounded: past `capacity` the oldest token is forgotten (and
 * checked in full on its next request).
 */
export class VerifiedTokens {
  private readonly byText = new Map<string, TokenClaims & { exp: number }>();

  constructor(private readonly capacity = 10_000) {}

  /** The claims of a token checked before and not yet expired at `nowMs`. */
  get(token: string, nowMs: number): TokenClaims | undefined {
    const claims = this.byText.get(token);
    if (claims && claims.exp * 1000 <= nowMs) {
      this.byText.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Keeps a token that was just checked in full. */
  remember(token: string, claims: TokenClaims): void {
    if (typeof claims.exp !== 'number' || this.byText.has(token)) {
      return;
    }
    if (this.byText.size >= this.capacity) {
      this.byText.delete(this.byText.keys().next().value as string);
    }
    this.byText.set(token, { sub: claims.sub, jti: claims.jti, exp: claims.exp });
  }

  get size(): number {
    return this.byText.size;
  }
}
