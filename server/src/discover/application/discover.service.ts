import { Injectable } from '@nestjs/common';
import { PostWithAuthor, Viewer } from '../../content/domain/post';
import { listsExplicit } from '../../kernel/content-level';
import {
  decodeCursor,
  effectiveOrder,
  encodeCursor,
  FeedCursor,
  FeedOrder,
  normalizeTerm,
  RECENT_SEARCHES_KEPT,
} from '../domain/feed';
import { peopleQuery } from '../domain/people';
import { DiscoverRepository, FoundPerson, RankedPost } from '../ports/discover.repository';
import { ShortLivedCache } from './short-lived-cache';

export interface FeedRequest {
  /** Null: the default for the request (relevance for a search, else the newest first). */
  order: FeedOrder | null;
  query: string | null;
  category: string | null;
  limit: number;
  /** 1-based page number (REST); ignored when `cursor` is given. */
  page: number;
  cursor: string | null;
  /** Explicit posts: only for viewers who opted in (listsExplicit). */
  includeExplicit: boolean;
}

/** A feed request with its order settled. */
type ResolvedFeedRequest = FeedRequest & { order: FeedOrder };

export interface FeedPage {
  items: PostWithAuthor[];
  /** Posts of the feed before this page's first (the ads' cadence goes on from there). */
  offset: number;
  hasNextPage: boolean;
  nextCursor: string | null;
  /** The cursor of each item (GraphQL edges): the page after it starts with the next item. */
  cursorAt(index: number): string;
  /** Set when nothing matched the query and a close known term did. */
  correctedQuery: string | null;
}

/** How long trends are served from memory: they scan every recent post, and three screens ask. */
const TRENDS_TTL_MS = 60_000;
/**
 * How long a visitor's suggestions for what they typed are served from memory: every keystroke
 * of every visitor asks, terms change slowly, and a new term may wait this long to be suggested.
 */
const SUGGESTIONS_TTL_MS = 30_000;
/** Distinct typed texts whose suggestions are kept (the oldest kept is dropped first). */
const SUGGESTIONS_KEPT = 10_000;
/**
 * How long the first page of a visitor's search is served from memory: a popular word is
 * searched again and again, and its page is the same for every visitor. A post listed meanwhile
 * that the search finds drops it at once; counters and views-ordered pages may lag this long.
 */
const SEARCH_PAGES_TTL_MS = 30_000;
/** Distinct searches whose first page is kept (a page is about 20 posts with their authors). */
const SEARCH_PAGES_KEPT = 1_000;

export class DiscoverSettings {
  constructor(
    readonly trendsTtlMs = TRENDS_TTL_MS,
    readonly now: () => number = Date.now,
    readonly suggestionsTtlMs = SUGGESTIONS_TTL_MS,
    readonly searchPagesTtlMs = SEARCH_PAGES_TTL_MS,
  ) {}
}

/** Remembers where each page ends, so page N is a keyset seek from page N-1, not an OFFSET. */
class PageAnchors {
  private readonly anchors = new Map<string, FeedCursor>();

  constructor(private readonly capacity: number) {}

  get(key: string): FeedCursor | undefined {
    return this.anchors.get(key);
  }

  set(key: string, cursor: FeedCursor): void {
    this.anchors.delete(key);
    this.anchors.set(key, cursor);
    if (this.anchors.size > this.capacity) {
      this.anchors.delete(this.anchors.keys().next().value!);
    }
  }
}

function cursorOf(
  post: RankedPost,
  order: FeedOrder,
  correction: string | null,
  position: number,
): FeedCursor {
  const cursor: FeedCursor = {
    order,
    createdAt: post.createdAt.toISOString(),
    views: post.viewCount,
    rank: post.rank,
    id: post.id,
    position,
  };
  if (post.byDate) {
    cursor.byDate = true;
  }
  if (correction !== null) {
    cursor.query = correction;
  }
  return cursor;
}

@Injectable()
export class DiscoverService {
  private readonly anchors = new PageAnchors(50_000);
  private readonly trendsCache: ShortLivedCache;
  private readonly suggestionsCache: ShortLivedCache;
  private readonly searchPages: ShortLivedCache;

  constructor(
    private readonly discover: DiscoverRepository,
    settings: DiscoverSettings = new DiscoverSettings(),
  ) {
    this.trendsCache = new ShortLivedCache(settings.trendsTtlMs, settings.now);
    this.suggestionsCache = new ShortLivedCache(
      settings.suggestionsTtlMs,
      settings.now,
      SUGGESTIONS_KEPT,
    );
    this.searchPages = new ShortLivedCache(
      settings.searchPagesTtlMs,
      settings.now,
      SEARCH_PAGES_KEPT,
    );
  }

  async feed(asked: FeedRequest, viewer: Viewer | null): Promise<FeedPage> {
    const request: ResolvedFeedRequest = {
      ...asked,
      order: effectiveOrder(asked.order, asked.query),
    };
    const { query } = request;
    const firstPageOfSearch = query && request.page === 1 && !request.cursor;
    if (!viewer && firstPageOfSearch) {
      // every visitor gets the same first page (no blocks, no mutes, no recent searches)
      const key = [
        request.order,
        query,
        request.category ?? '',
        request.limit,
        request.includeExplicit,
      ].join('|');
      return this.searchPages.get<FeedPage>(
        key,
        () => this.search(request, null),
        (page) => (page.correctedQuery ? [query, page.correctedQuery] : [query]),
      );
    }
    const page = await this.search(request, viewer?.id ?? null);
    if (viewer && firstPageOfSearch) {
      await this.discover.recordSearch(
        viewer.id,
        query,
        normalizeTerm(query),
        RECENT_SEARCHES_KEPT,
      );
    }
    return page;
  }

  /** A page of the feed; a search that finds nothing is tried again with a close known term. */
  private async search(request: ResolvedFeedRequest, viewerId: string | null): Promise<FeedPage> {
    let page = await this.page(request, null, viewerId);
    if (request.query && page.items.length === 0 && page.correctedQuery === null) {
      // typo tolerance: "montña" finds what "montaña" finds, on every page. A cursor or a known
      // page end carries the correction; without them, an empty later page is corrected only when
      // the query matches nothing at all (else it is simply past the end)
      const matchesNothing =
        !request.cursor &&
        (request.page === 1 ||
          (await this.page({ ...request, page: 1 }, null, viewerId)).items.length === 0);
      const [suggestion] = matchesNothing
        ? await this.discover.suggest(request.query, 1, request.includeExplicit)
        : [];
      if (suggestion && normalizeTerm(suggestion) !== normalizeTerm(request.query)) {
        const corrected = await this.page(request, suggestion, viewerId);
        page = corrected.items.length > 0 ? corrected : page;
      }
    }
    return page;
  }

  /**
   * Autocomplete; a signed-in viewer's muted hashtags and blocked or muted users' terms are left
   * out, and terms only explicit posts bring are suggested only to viewers who opted in to them.
   * Visitors' suggestions are shared and kept for a while (SUGGESTIONS_TTL_MS).
   */
  suggest(prefix: string, viewer: Viewer | null): Promise<string[]> {
    const explicit = listsExplicit(viewer);
    if (viewer) {
      return this.discover.suggest(prefix, 10, explicit, viewer.id);
    }
    return this.suggestionsCache.get(`${explicit}|${prefix}`, () =>
      this.discover.suggest(prefix, 10, explicit, null),
    );
  }

  /**
   * People by handle or display name ("@" optional, case and accents folded), for the results
   * page and the search box; blocks either way leave them out.
   */
  async people(query: string | null, limit: number, viewer: Viewer | null): Promise<FoundPerson[]> {
    const asked = peopleQuery(query);
    return asked ? this.discover.people(asked, limit, viewer?.id ?? null) : [];
  }

  recentSearches(viewer: Viewer): Promise<string[]> {
    return this.discover.recentSearches(viewer.id, 16);
  }

  removeRecentSearch(viewer: Viewer, term: string): Promise<void> {
    return this.discover.removeRecentSearch(viewer.id, normalizeTerm(term));
  }

  clearRecentSearches(viewer: Viewer): Promise<void> {
    return this.discover.clearRecentSearches(viewer.id);
  }

  /**
   * Trending categories, at most a minute old (one answer per limit and explicit or not); a viewer
   * who blocked or muted someone (or was blocked) gets them computed for them, without what they
   * keep out.
   */
  async trends(limit: number, viewer: Viewer | null) {
    const explicit = listsExplicit(viewer);
    if (viewer && (await this.discover.hasAudienceFilters(viewer.id))) {
      return this.discover.trendingCategories(limit, 8, explicit, viewer.id);
    }
    return this.trendsCache.get(`categories|${limit}|${explicit}`, () =>
      this.discover.trendingCategories(limit, 8, explicit),
    );
  }

  /** Posts were hidden by moderation: trends and searches computed before are not shown again. */
  forgetCachedPosts(): void {
    this.trendsCache.clear();
    this.suggestionsCache.clear();
    this.searchPages.clear();
  }

  /**
   * Posts were listed: their words are suggested from the next keystroke on, and the kept
   * searches that find them are searched again.
   */
  async postsListed(postIds: string[]): Promise<void> {
    this.suggestionsCache.clear();
    await this.searchPages.forgetMatching((terms) => this.discover.termsMatching(terms, postIds));
  }

  /** Trending hashtags, at most a minute old; as `trends` for viewers with blocks or mutes. */
  async trendingTags(viewer: Viewer | null) {
    const explicit = listsExplicit(viewer);
    if (viewer && (await this.discover.hasAudienceFilters(viewer.id))) {
      return this.discover.trendingTags(20, explicit, viewer.id);
    }
    return this.trendsCache.get(`tags|${explicit}`, () => this.discover.trendingTags(20, explicit));
  }

  favorites(viewer: Viewer, page: number, limit: number) {
    return this.discover.favorites(viewer.id, page, limit, listsExplicit(viewer));
  }

  /**
   * One page of the feed. The term searched is `correction` when given, else the one the cursor
   * (or the known end of the previous page) carries, else the query asked for.
   */
  private async page(
    request: ResolvedFeedRequest,
    correction: string | null,
    viewerId: string | null,
  ) {
    // a signed-in viewer's blocks and mutes change where pages end: their anchors are their own
    const key = [
      request.order,
      request.query ?? '',
      request.category ?? '',
      request.limit,
      viewerId ?? '',
      request.includeExplicit,
    ].join('|');
    let after: FeedCursor | null = request.cursor
      ? decodeCursor(request.cursor, request.order)
      : null;
    let skip = 0;
    // a cursor knows its post's place; a page number says it (page N starts after N-1 pages)
    const offset = request.cursor ? (after?.position ?? 0) : (request.page - 1) * request.limit;
    if (!after && request.page > 1) {
      // the nearest page whose end we know; usually the previous one
      let known = request.page - 1;
      while (known > 0 && !this.anchors.get(`${key}|${known}`)) {
        known--;
      }
      after = known > 0 ? this.anchors.get(`${key}|${known}`)! : null;
      skip = (request.page - 1 - known) * request.limit;
    }
    const searched = request.query && (correction ?? after?.query ?? request.query);
    const corrected = searched !== request.query ? searched : null;
    // when jumping, read the row before the page too: it anchors the next request for this page
    const lead = skip > 0 ? 1 : 0;
    const fetched = await this.discover.feed({
      order: request.order,
      query: searched,
      category: request.category,
      after,
      skip: skip - lead,
      limit: request.limit + 1 + lead,
      viewerId,
      includeExplicit: request.includeExplicit,
    });
    if (lead && fetched.length > 0) {
      this.anchors.set(
        `${key}|${request.page - 1}`,
        cursorOf(fetched[0], request.order, corrected, offset),
      );
    }
    const rows = fetched.slice(lead);
    const items = rows.slice(0, request.limit);
    const last = items[items.length - 1];
    const nextCursor = last
      ? cursorOf(last, request.order, corrected, offset + items.length)
      : null;
    if (nextCursor && !request.cursor) {
      this.anchors.set(`${key}|${request.page}`, nextCursor);
    }
    return {
      items,
      offset,
      correctedQuery: corrected,
      hasNextPage: rows.length > request.limit,
      nextCursor: nextCursor && rows.length > request.limit ? encodeCursor(nextCursor) : null,
      cursorAt: (index: number) =>
        encodeCursor(cursorOf(items[index], request.order, corrected, offset + index + 1)),
    };
  }
}
