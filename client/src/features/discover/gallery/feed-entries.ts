/**
 * A feed's tiles as the gallery lists keep them: posts under their own id, and sponsored tiles
 * under their ad and position, so an ad never collides with the same creative shown as a post
 * and `appendUnseen` keeps both paging rules (no repeated post, every ad in its slot).
 */

export interface SponsoredEntry<P, A> {
  /** `ad:{adId}@{cursor of the post before it}` */
  id: string;
  ad: A;
  creative: P;
  viewerToken: string;
}

export type FeedEntry<P extends { id: string }, A> = P | SponsoredEntry<P, A>;

interface FeedEdge<P, A> {
  cursor: string;
  node: P;
  sponsored?: (A & { adId: string }) | null;
}

export function sponsoredKey(adId: string, cursor: string): string {
  return `ad:${adId}@${cursor}`;
}

export function isSponsored<P extends { id: string }, A>(
  entry: FeedEntry<P, A>,
): entry is SponsoredEntry<P, A> {
  return 'creative' in entry && 'ad' in entry;
}

/** A page's edges as list entries, the sponsored ones keyed by ad and position. */
export function entriesOf<P extends { id: string }, A>(
  edges: ReadonlyArray<FeedEdge<P, A>>,
  viewerToken: string,
): Array<FeedEntry<P, A>> {
  return edges.map((edge) =>
    edge.sponsored
      ? {
          id: sponsoredKey(edge.sponsored.adId, edge.cursor),
          ad: edge.sponsored,
          creative: edge.node,
          viewerToken,
        }
      : edge.node,
  );
}

/** How many of the entries are posts (what `data-loaded` and page counts speak of). */
export function postCount<P extends { id: string }, A>(
  entries: ReadonlyArray<FeedEntry<P, A>>,
): number {
  let count = 0;
  for (const entry of entries) {
    if (!isSponsored(entry)) {
      count += 1;
    }
  }
  return count;
}

/** The ids of the posts among the entries: what a restored list asks the server about. */
export function postIds<P extends { id: string }, A>(
  entries: ReadonlyArray<FeedEntry<P, A>>,
): string[] {
  return entries.filter((entry) => !isSponsored(entry)).map((entry) => entry.id);
}

/**
 * The entries without the posts the server no longer lists. Sponsored tiles stay: their creative
 * is shown only as an ad, never listed, and their ad answers for itself when it is counted.
 */
export function withoutUnlisted<E extends FeedEntry<{ id: string }, unknown>>(
  entries: readonly E[],
  listed: ReadonlySet<string>,
): E[] {
  return entries.filter((entry) => isSponsored(entry) || listed.has(entry.id));
}
