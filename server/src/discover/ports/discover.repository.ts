import { PostWithAuthor } from '../../content/domain/post';
import { FeedCursor, FeedOrder } from '../domain/feed';

export interface FeedQuery {
  order: FeedOrder;
  query: string | null;
  category: string | null;
  after: FeedCursor | null;
  /** Rows to skip after `after` (only when jumping to a page with no known cursor). */
  skip: number;
  limit: number;
  /** Who is looking (null: a visitor): their blocks and mutes leave the list. */
  viewerId?: string | null;
  /** Explicit posts are listed only to viewers who opted in to them. */
  includeExplicit: boolean;
}

export interface RankedPost extends PostWithAuthor {
  rank: number;
  /** Past the matches ranked by relevance: listed by date. */
  byDate: boolean;
}

export interface RankedUser {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  score: number;
  allTimeScore: number;
  likes: number;
  views: number;
  followers: number;
  /** Points won in daily challenges closed in the period (part of `score`). */
  challengePoints: number;
}

/** A person a search found (the social module's user summary). */
export interface FoundPerson {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  score: number;
  followerCount: number;
  followingCount: number;
}

export abstract class DiscoverRepository {
  /**
   * People whose handle or display name has a word starting with `query` (case and accents
   * folded), best first: the handle itself, handles starting with it, names starting with it,
   * then the most followed. Banned accounts and anyone a block keeps apart from the viewer are
   * left out.
   */
  abstract people(query: string, limit: number, viewerId: string | null): Promise<FoundPerson[]>;
  /** Ready public posts in the requested order; one SQL round trip. */
  abstract feed(query: FeedQuery): Promise<RankedPost[]>;
  /** Suggestions by trigram distance and prefix, best first. */
  abstract suggest(
    prefix: string,
    limit: number,
    includeExplicit: boolean,
    viewerId?: string | null,
  ): Promise<string[]>;
  /** Which of the searched `terms` (websearch syntax) find at least one of the posts. */
  abstract termsMatching(terms: string[], postIds: string[]): Promise<string[]>;
  /** Whether the user blocked or muted anyone or anything, or was blocked (shared caches do not fit them). */
  abstract hasAudienceFilters(userId: string): Promise<boolean>;
  abstract recordSearch(
    userId: string,
    term: string,
    normalized: string,
    keep: number,
  ): Promise<void>;
  abstract recentSearches(userId: string, limit: number): Promise<string[]>;
  abstract removeRecentSearch(userId: string, normalized: string): Promise<void>;
  abstract clearRecentSearches(userId: string): Promise<void>;
  /** Categories by recent heat (views and likes of the last days), each with its hottest posts. */
  abstract trendingCategories(
    limit: number,
    perCategory: number,
    includeExplicit: boolean,
    viewerId?: string | null,
  ): Promise<Array<{ category: string; items: PostWithAuthor[] }>>;
  abstract trendingTags(
    limit: number,
    includeExplicit: boolean,
    viewerId?: string | null,
  ): Promise<Array<{ tag: string; count: number }>>;
  /** Posts the user liked, newest like first. */
  abstract favorites(
    userId: string,
    page: number,
    limit: number,
    includeExplicit: boolean,
  ): Promise<{ items: PostWithAuthor[]; hasNextPage: boolean }>;
  /** Users by score since `since`, each with their current all-time score (the level reads it). */
  abstract ranking(since: Date, limit: number, viewerId?: string | null): Promise<RankedUser[]>;
  /** Stores each user's all-time score (the level label of posts, comments and profiles reads it). */
  abstract refreshScores(): Promise<number>;
}
