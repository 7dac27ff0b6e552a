import { Injectable } from '@nestjs/common';
import { PublicCatalog, SitemapKind } from '../ports/public-catalog';

export class SitemapSettings {
  constructor(
    /** Addresses per sitemap page (the protocol allows 50,000). */
    readonly pageSize = 10_000,
    /** Rows read per query while a page streams out. */
    readonly chunkSize = 1_000,
  ) {}
}

export const SITEMAP_KINDS: readonly SitemapKind[] = ['posts', 'profiles'];

/** Page boundaries looked up per query while the index streams out. */
const ENDS_PER_QUERY = 100;

/**
 * Sitemaps of public posts and profiles, paged by key: page n+1 starts after the last key of
 * page n, so no page costs more than its own rows, and both the index and a page are written
 * out as they are read, a chunk at a time.
 */
@Injectable()
export class SitemapService {
  constructor(
    private readonly catalog: PublicCatalog,
    private readonly settings: SitemapSettings,
  ) {}

  /** Each page of the index, as the key it starts after (null: the first page). */
  async *pages(kind: SitemapKind): AsyncGenerator<string | null> {
    yield null;
    let after: string | null = null;
    for (;;) {
      const ends = await this.catalog.pageEnds(kind, after, this.settings.pageSize, ENDS_PER_QUERY);
      yield* ends;
      if (ends.length < ENDS_PER_QUERY) {
        return;
      }
      after = ends[ends.length - 1];
    }
  }

  /** The addresses of one page: the `pageSize` entries after `after`. */
  async *page(kind: SitemapKind, after: string | null) {
    let left = this.settings.pageSize;
    let cursor = after;
    while (left > 0) {
      const rows = await this.catalog.entries(
        kind,
        cursor,
        Math.min(left, this.settings.chunkSize),
      );
      yield* rows;
      if (rows.length < Math.min(left, this.settings.chunkSize)) {
        return;
      }
      left -= rows.length;
      cursor = rows[rows.length - 1].key;
    }
  }
}
