import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  explicitListed,
  POST_FROM,
  POST_LISTED,
  POST_SELECT,
  PostRow,
  PostWithAuthor,
  toPost,
} from '../../../content/content.public';
import { namedQuery } from '../../../platform/database/named-query';
import { postPath, Profile, profilePath } from '../../domain/share-card';
import { PublicCatalog, SitemapEntry, SitemapKind } from '../../ports/public-catalog';

/** The posts a sitemap lists: those whose page carries their card (see isShareable). */
const SHAREABLE = `${POST_LISTED} AND p.content_level = 'general'`;

/** Each kind's keys in order, after $1 when it is given (keyset: never an OFFSET). */
const KEYS: Record<SitemapKind, string> = {
  posts: `SELECT p.id AS key FROM posts p
          WHERE ${SHAREABLE} AND ($1::uuid IS NULL OR p.id > $1::uuid) ORDER BY p.id`,
  profiles: `SELECT u.id AS key FROM users u
             WHERE ($1::uuid IS NULL OR u.id > $1::uuid)
               AND EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND ${SHAREABLE})
             ORDER BY u.id`,
};

const ENTRIES: Record<SitemapKind, string> = {
  posts: `SELECT p.id AS key, p.updated_at FROM posts p
          WHERE ${SHAREABLE} AND ($1::uuid IS NULL OR p.id > $1::uuid) ORDER BY p.id LIMIT $2`,
  profiles: `SELECT u.id AS key, u.name, u.updated_at FROM users u
             WHERE ($1::uuid IS NULL OR u.id > $1::uuid)
               AND EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND ${SHAREABLE})
             ORDER BY u.id LIMIT $2`,
};

/** Public posts and profiles read in SQL, with content's post read model. */
@Injectable()
export class SqlPublicCatalog extends PublicCatalog {
  constructor(private readonly db: DataSource) {
    super();
  }

  async findPost(id: string): Promise<PostWithAuthor | null> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM} WHERE p.id = $1`,
      [id],
    );
    return rows[0] ? toPost(rows[0]) : null;
  }

  async galleryStart(limit: number): Promise<PostWithAuthor[]> {
    // the gallery's own filter and order for a visitor (discover's feedSql, order 'recents')
    const rows = await namedQuery<PostRow>(
      this.db,
      'seo.gallery-start',
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE ${POST_LISTED} AND ${explicitListed(false)}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toPost);
  }

  async findProfile(name: string): Promise<Profile | null> {
    const rows: Profile[] = await this.db.query(
      `SELECT name, fullname, image, bio, cover_image AS "coverImage" FROM users
       WHERE lower(name) = lower($1)`,
      [name],
    );
    return rows[0] ?? null;
  }

  async findMovedProfile(oldName: string): Promise<string | null> {
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT u.name FROM handle_redirects r JOIN users u ON u.id = r.user_id
       WHERE r.old_name = lower($1) AND r.expires_at > now()`,
      [oldName],
    );
    return rows[0]?.name ?? null;
  }

  async entries(kind: SitemapKind, after: string | null, limit: number): Promise<SitemapEntry[]> {
    const rows: Array<{ key: string; name?: string; updated_at: Date }> = await this.db.query(
      ENTRIES[kind],
      [after, limit],
    );
    return rows.map((r) => ({
      key: r.key,
      path: kind === 'posts' ? postPath(r.key) : profilePath(r.name!),
      updatedAt: r.updated_at,
    }));
  }

  async pageEnds(
    kind: SitemapKind,
    after: string | null,
    pageSize: number,
    pages: number,
  ): Promise<string[]> {
    // one key past the last page read, so that its end is kept only when something follows it
    const rows: Array<{ key: string }> = await this.db.query(
      `SELECT key FROM (
         SELECT key, row_number() OVER (ORDER BY key) AS n, lead(key) OVER (ORDER BY key) AS next
         FROM (${KEYS[kind]} LIMIT $2::int * $3::int + 1) keys
       ) numbered
       WHERE n % $2::int = 0 AND next IS NOT NULL
       ORDER BY key`,
      [after, pageSize, pages],
    );
    return rows.map((r) => r.key);
  }
}
