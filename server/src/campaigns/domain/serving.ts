/**
 * Where sponsored tiles go in the feed: after every `every - 1` organic posts counted from the
 * feed's start, so every `every`-th tile is an ad (free: 8th, basic and pro: 16th; null: none)
 * across page boundaries. A page starting after `offset` posts goes on with the cadence. Ads are
 * added between the organic posts, which are never dropped or moved to another page, so keyset
 * paging of the organic feed is unaffected.
 */
function followsAd(position: number, every: number | null): boolean {
  return every !== null && every >= 2 && position % (every - 1) === 0;
}

/** How many ads a page of `organicCount` posts after `offset` posts of its feed has room for. */
export function adSlots(organicCount: number, every: number | null, offset = 0): number {
  if (every === null || every < 2 || organicCount <= 0) {
    return 0;
  }
  const start = Math.max(0, offset);
  return Math.floor((start + organicCount) / (every - 1)) - Math.floor(start / (every - 1));
}

export type Tile<P, A> = { kind: 'post'; post: P; index: number } | { kind: 'ad'; ad: A };

/** The page's tiles: an ad after each post whose place in the feed the cadence falls on, while ads last. */
export function weave<P, A>(
  posts: P[],
  ads: A[],
  every: number | null,
  offset = 0,
): Array<Tile<P, A>> {
  const tiles: Array<Tile<P, A>> = [];
  let next = 0;
  const start = Math.max(0, offset);
  posts.forEach((post, index) => {
    tiles.push({ kind: 'post', post, index });
    if (followsAd(start + index + 1, every) && next < ads.length) {
      tiles.push({ kind: 'ad', ad: ads[next++] });
    }
  });
  return tiles;
}

/** User agents of crawlers, link previewers and scripted clients: their events are not counted. */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|phantomjs|lighthouse|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|libwww|httpclient|scrapy|postman/i;

export function isKnownBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOTS.test(userAgent);
}

/**
 * Pacing: the share of a daily cap a campaign may have spent by `now` (UTC day), one hour ahead
 * of an even spread, so a daily budget lasts the day instead of going in the first minutes.
 */
export function pacedShare(now: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.min(1, (now.getTime() - start) / 86_400_000 + 1 / 24);
}

/** An ad that may serve the viewer now, with what choosing among them needs. */
export interface ServingCandidate {
  campaignId: string;
  /** Expected value of a thousand impressions: the weight of its bid. */
  ecpm: number;
  targetCategories: readonly string[];
  targetHashtags: readonly string[];
}

/** What the page speaks of: its posts' categories and hashtags, the category asked, the words searched. */
export interface PageContext {
  categories: ReadonlySet<string>;
  hashtags: ReadonlySet<string>;
}

/** A campaign that targets nobody in particular serves everywhere; otherwise where a target is. */
export function targets(candidate: ServingCandidate, page: PageContext): boolean {
  return (
    (candidate.targetCategories.length === 0 && candidate.targetHashtags.length === 0) ||
    candidate.targetCategories.some((c) => page.categories.has(c)) ||
    candidate.targetHashtags.some((h) => page.hashtags.has(h))
  );
}

/**
 * Up to `count` ads for a page: of the candidates its context targets, one ad per campaign (any
 * of its ads, at random), drawn without replacement with odds in proportion to their bids
 * (each keyed `random^(1/ecpm)`, the largest keys win: Efraimidis and Spirakis).
 */
export function chooseAds<C extends ServingCandidate>(
  candidates: readonly C[],
  page: PageContext,
  count: number,
  random: () => number = Math.random,
): C[] {
  if (count <= 0) {
    return [];
  }
  const perCampaign = new Map<string, C[]>();
  for (const candidate of candidates) {
    if (targets(candidate, page)) {
      const ads = perCampaign.get(candidate.campaignId) ?? [];
      ads.push(candidate);
      perCampaign.set(candidate.campaignId, ads);
    }
  }
  return [...perCampaign.values()]
    .map((ads) => ads[Math.floor(random() * ads.length)])
    .map((ad) => ({ ad, key: Math.pow(random(), 1 / Math.max(ad.ecpm, Number.MIN_VALUE)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map(({ ad }) => ad);
}

/**
 * Whether a committed transaction's writes are visible to a PostgreSQL snapshot, as
 * `pg_visible_in_snapshot` answers: `snapshot` is `pg_current_snapshot()` as text
 * (`xmin:xmax:xip,…`), `xid` is `pg_current_xact_id()` as text. Before xmin every transaction had
 * ended; from xmax on none had begun; in between, all but the listed ones (in progress) had.
 */
export function seenIn(snapshot: string, xid: string): boolean {
  const [xmin, xmax, inProgress] = snapshot.split(':');
  const id = BigInt(xid);
  if (id < BigInt(xmin)) {
    return true;
  }
  if (id >= BigInt(xmax)) {
    return false;
  }
  return !(inProgress ?? '').split(',').some((x) => x !== '' && BigInt(x) === id);
}
