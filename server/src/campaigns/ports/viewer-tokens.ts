/** Signed viewer tokens issued with the feed: they let visitors' ad events count (and be capped). */
export abstract class ViewerTokens {
  /** A token for a signed-in viewer's key, or for a new visitor when `viewerKey` is null. */
  abstract issue(viewerKey: string | null): { token: string; viewerKey: string };
  /** The viewer key a token was issued for; null when forged, malformed or expired. */
  abstract verify(token: string | null | undefined): string | null;
}
