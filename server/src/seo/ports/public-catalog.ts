import type { PostWithAuthor } from '../../content/domain/post';
import type { Profile } from '../domain/share-card';

export type SitemapKind = 'posts' | 'profiles';

/** One address of a sitemap page, with the key the page is ordered by. */
export interface SitemapEntry {
  key: string;
  path: string;
  updatedAt: Date;
}

/** What everyone may read of posts and profiles, for link previews and sitemaps. */
export abstract class PublicCatalog {
  /** A post by id whatever its visibility (the caller decides what to show); null when missing. */
  abstract findPost(id: string): Promise<PostWithAuthor | null>;
  /**
   * The gallery's first posts as a visitor gets them (newest first, explicit ones left out,
   * sensible ones kept for the caller to veil): at most `limit`.
   */
  abstract galleryStart(limit: number): Promise<PostWithAuthor[]>;
  /** A profile by handle, case-insensitively. */
  abstract findProfile(name: string): Promise<Profile | null>;
  /** The current handle of the profile that left `oldName` behind less than 30 days ago. */
  abstract findMovedProfile(oldName: string): Promise<string | null>;
  /**
   * Shareable posts, or profiles with at least one, in key order after `after` (keyset paging):
   * at most `limit`.
   */
  abstract entries(kind: SitemapKind, after: string | null, limit: number): Promise<SitemapEntry[]>;
  /**
   * The last key of each of the next `pages` full pages of `pageSize` entries after `after`,
   * leaving out a last page that nothing follows: where each following sitemap page starts.
   */
  abstract pageEnds(
    kind: SitemapKind,
    after: string | null,
    pageSize: number,
    pages: number,
  ): Promise<string[]>;
}
