import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import type { Plan } from '../../../billing/billing.public';
import {
  MediaVariant,
  Post,
  PostGeneration,
  PostWithAuthor,
  PremiumMedia,
  VideoMedia,
} from '../../domain/post';
import { listsExplicit } from '../../../kernel/content-level';
import type { Viewer } from '../../../kernel/viewer';
import { MediaSummary, NewPost, Page, PostRepository } from '../../ports/post.repository';

/** Columns of a post joined with its author: one round trip for any list. */
/** Every column a post maps from, and none it doesn't (the search vector stays in the database). */
export const POST_SELECT = `
  p.id, p.author_id, p.kind, p.title, p.description, p.hashtags, p.mentions, p.category, p.visibility,
  p.announcement, p.monetizable, p.content_level, p.status, p.progress, p.failure_reason, p.width, p.height,
  p.dominant_color, p.blurhash, p.phash::text AS phash_text, p.original_key, p.original_content_type,
  p.original_name, p.original_size, p.editable_key, p.editable_name, p.editable_content_type,
  p.editable_size, p.variants, p.premium_media, p.video, p.view_count, p.like_count, p.comment_count,
  p.download_count, p.generation, p.created_at, p.updated_at, p.hidden_at, p.hidden_cause,
  p.hidden_reason, p.deleted_at, p.edited_at, u.name AS author_name, u.fullname AS author_fullname, u.image AS author_image, u.score AS author_score,
  u.plan AS author_plan`;
export const POST_FROM = `FROM posts p JOIN users u ON u.id = p.author_id`;
/** A post moderation has not hidden: every list and search of posts others see has it. */
export const POST_NOT_HIDDEN = `p.hidden_at IS NULL`;
/** What anyone may be shown in a list: ready, public and not hidden by moderation. */
export const POST_LISTED = `p.status = 'ready' AND p.visibility = 'public' AND ${POST_NOT_HIDDEN}`;
/**
 * The content levels a viewer's lists may carry: explicit posts only reach those who opted in
 * (sensible ones are listed, and presented blurred to those who did not). Every list of posts
 * others see has it beside POST_LISTED.
 */
export function levelListed(viewer: Pick<Viewer, 'browsingLevel'> | null): string {
  return explicitListed(listsExplicit(viewer));
}

/** The same as a flag: `p.content_level` of every list of posts others see. */
export function explicitListed(includeExplicit: boolean): string {
  return includeExplicit ? 'true' : `p.content_level <> 'explicito'`;
}

export interface PostRow {
  id: string;
  author_id: string;
  kind: Post['kind'];
  title: string;
  description: string;
  hashtags: string[];
  mentions: string[];
  category: string;
  visibility: Post['visibility'];
  announcement: boolean;
  monetizable: boolean;
  content_level: Post['contentLevel'];
  status: Post['status'];
  progress: number;
  failure_reason: string | null;
  width: number | null;
  height: number | null;
  dominant_color: string | null;
  blurhash: string | null;
  phash_text: string | null;
  original_key: string;
  original_content_type: string;
  original_name: string | null;
  original_size: string;
  editable_key: string | null;
  editable_name: string | null;
  editable_content_type: string | null;
  editable_size: string | null;
  variants: MediaVariant[];
  premium_media: PremiumMedia | null;
  video: VideoMedia | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  download_count: number;
  generation: PostGeneration | null;
  created_at: Date;
  updated_at: Date;
  hidden_at: Date | null;
  hidden_cause: Post['hiddenCause'];
  hidden_reason: string | null;
  deleted_at: Date | null;
  edited_at: Date | null;
  author_name: string;
  author_fullname: string;
  author_image: string | null;
  author_score: number;
  author_plan: Plan;
}

export function toPost(r: PostRow): PostWithAuthor {
  return {
    id: r.id,
    authorId: r.author_id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    hashtags: r.hashtags,
    mentions: r.mentions,
    category: r.category,
    visibility: r.visibility,
    announcement: r.announcement,
    monetizable: r.monetizable,
    contentLevel: r.content_level,
    status: r.status,
    progress: r.progress,
    failureReason: r.failure_reason,
    width: r.width,
    height: r.height,
    dominantColor: r.dominant_color,
    blurhash: r.blurhash,
    phash: r.phash_text ? bitsToHex(r.phash_text) : null,
    original: {
      key: r.original_key,
      name: r.original_name,
      contentType: r.original_content_type,
      size: Number(r.original_size),
    },
    editable: r.editable_key
      ? {
          key: r.editable_key,
          name: r.editable_name,
          contentType: r.editable_content_type ?? 'application/octet-stream',
          size: Number(r.editable_size),
        }
      : null,
    variants: r.variants,
    premium: r.premium_media,
    video: r.video,
    viewCount: r.view_count,
    likeCount: r.like_count,
    commentCount: r.comment_count,
    downloadCount: r.download_count,
    generation: r.generation,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    hiddenAt: r.hidden_at,
    hiddenCause: r.hidden_cause,
    hiddenReason: r.hidden_reason,
    deletedAt: r.deleted_at,
    editedAt: r.edited_at,
    author: {
      id: r.author_id,
      name: r.author_name,
      fullname: r.author_fullname,
      image: r.author_image,
      score: r.author_score,
      plan: r.author_plan,
    },
  };
}

/** PostgreSQL bit(64) ⇄ the domain's 16 hex characters. */
function hexToBits(hex: string): string {
  return [...hex].map((c) => parseInt(c, 16).toString(2).padStart(4, '0')).join('');
}
function bitsToHex(bits: string): string {
  return (bits.match(/.{4}/g) ?? []).map((b) => parseInt(b, 2).toString(16)).join('');
}

@Injectable()
export class TypeormPostRepository extends PostRepository {
  constructor(
    private readonly db: DataSource,
    private readonly transactions: TypeormTransactions,
  ) {
    super();
  }

  async create(post: NewPost): Promise<Post> {
    await this.db.query(
      `INSERT INTO posts (id, author_id, kind, title, description, hashtags, mentions, visibility,
         monetizable, content_level, original_key, original_content_type, original_name, original_size,
         editable_key, editable_name, editable_content_type, editable_size, category,
         generation_id, generation_image, generation, announcement)
       VALUES ($1,$2,$3,$4,$5,$6,
         -- only @handles of existing users are mentions, kept as registered and in text order
         ARRAY(SELECT u.name FROM unnest($7::text[]) WITH ORDINALITY m(handle, i)
               JOIN users u ON lower(u.name) = lower(m.handle) ORDER BY m.i),
         $8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22::jsonb,$23)`,
      [
        post.id,
        post.authorId,
        post.kind,
        post.title,
        post.description,
        post.hashtags,
        post.mentions,
        post.visibility,
        post.monetizable,
        post.contentLevel,
        post.original.key,
        post.original.contentType,
        post.original.name,
        post.original.size,
        post.editable?.key ?? null,
        post.editable?.name ?? null,
        post.editable?.contentType ?? null,
        post.editable?.size ?? null,
        post.category,
        post.generation?.generationId ?? null,
        post.generation?.imageIndex ?? null,
        post.generation ? JSON.stringify(post.generation) : null,
        post.announcement === true,
      ],
    );
    return (await this.findById(post.id))!;
  }

  async findByGeneration(generationId: string, imageIndex: number): Promise<PostWithAuthor | null> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM} WHERE p.generation_id = $1 AND p.generation_image = $2`,
      [generationId, imageIndex],
    );
    return rows[0] ? toPost(rows[0]) : null;
  }

  async findById(id: string): Promise<PostWithAuthor | null> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM} WHERE p.id = $1`,
      [id],
    );
    return rows[0] ? toPost(rows[0]) : null;
  }

  async markReady(
    id: string,
    s: MediaSummary,
    variants: MediaVariant[],
    video: VideoMedia | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE posts SET status = 'ready', progress = 100, failure_reason = NULL, width = $2, height = $3,
         dominant_color = $4, blurhash = $5, phash = $6::bit(64), variants = $7::jsonb, video = $8::jsonb,
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        s.width,
        s.height,
        s.dominantColor,
        s.blurhash,
        hexToBits(s.phash),
        JSON.stringify(variants),
        video ? JSON.stringify(video) : null,
      ],
    );
  }

  async addVariants(id: string, variants: MediaVariant[]): Promise<void> {
    // keeps one entry per key, so a retried job does not duplicate variants
    await this.db.query(
      `UPDATE posts SET variants = (
         SELECT coalesce(jsonb_agg(v ORDER BY (v->>'width')::int, v->>'format'), '[]'::jsonb)
         FROM (SELECT DISTINCT ON (v->>'key') v FROM jsonb_array_elements(variants || $2::jsonb) v) d
       ), updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(variants)],
    );
  }

  async setPremiumMedia(id: string, premium: PremiumMedia | null): Promise<void> {
    await this.db.query(
      `UPDATE posts SET premium_media = $2::jsonb, updated_at = now() WHERE id = $1`,
      [id, premium ? JSON.stringify(premium) : null],
    );
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.db.query(`UPDATE posts SET progress = $2 WHERE id = $1 AND status = 'processing'`, [
      id,
      progress,
    ]);
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE posts SET status = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1 AND status <> 'ready'`,
      [id, reason],
    );
  }

  async resetForRetry(id: string): Promise<boolean> {
    const updated = rowsOf<{ id: string }>(
      await this.db.query(
        `UPDATE posts SET status = 'processing', progress = 0, failure_reason = NULL, updated_at = now()
       WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id],
      ),
    );
    return updated.length === 1;
  }

  async recordView(id: string, viewerKey: string, day: string): Promise<boolean> {
    const result: unknown = await this.db.query(
      `WITH counted AS (
         INSERT INTO post_views (post_id, viewer_key, day) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING post_id)
       UPDATE posts SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM counted) RETURNING id`,
      [id, viewerKey, day],
    );
    return rowsOf(result).length > 0;
  }

  async findSimilar(
    phash: string,
    maxDistance: number,
    excludeId: string,
    limit: number,
    includeExplicit: boolean,
  ): Promise<PostWithAuthor[]> {
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE ${POST_LISTED} AND ${explicitListed(includeExplicit)} AND p.id <> $2 AND p.phash IS NOT NULL
         AND bit_count(p.phash # $1::bit(64)) <= $3
       ORDER BY p.created_at DESC LIMIT $4`,
      [hexToBits(phash), excludeId, maxDistance, limit],
    );
    return rows.map(toPost);
  }

  async findByAuthor(
    authorId: string,
    options: {
      includeHidden: boolean;
      includeExplicit: boolean;
      visibility?: 'public' | 'archived';
      page: number;
      limit: number;
    },
  ): Promise<Page<PostWithAuthor>> {
    // the owner sees their unfinished and hidden posts too (a hidden one says why)
    // deleted posts wait in 'Eliminados recientemente', not in the grid
    const visible = options.includeHidden
      ? 'AND p.deleted_at IS NULL'
      : `AND p.status = 'ready' AND ${POST_NOT_HIDDEN}`;
    const rows: PostRow[] = await this.db.query(
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE p.author_id = $1 AND p.visibility = $2 AND NOT p.announcement ${visible}
         AND ${explicitListed(options.includeExplicit)}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
      [
        authorId,
        options.visibility ?? 'public',
        options.limit + 1,
        (options.page - 1) * options.limit,
      ],
    );
    return {
      items: rows.slice(0, options.limit).map(toPost),
      hasNextPage: rows.length > options.limit,
    };
  }

  async countPublicByAuthor(authorId: string, includeExplicit: boolean): Promise<number> {
    const [row]: Array<{ count: string }> = await this.db.query(
      `SELECT count(*) FROM posts p WHERE p.author_id = $1 AND ${POST_LISTED}
         AND ${explicitListed(includeExplicit)}`,
      [authorId],
    );
    return Number(row.count);
  }

  async findProcessingIds(limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM posts WHERE status = 'processing' ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  async findMonetizedWithoutPremiumIds(limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(
      `(SELECT id, created_at FROM posts
        WHERE monetizable AND kind = 'image' AND status = 'ready' AND premium_media IS NULL
        ORDER BY created_at LIMIT $1)
       UNION ALL
       (SELECT id, created_at FROM posts
        WHERE monetizable AND kind = 'video' AND status = 'ready' AND NOT (video ? 'premiumKey')
        ORDER BY created_at LIMIT $1)
       ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  recordDownload(download: {
    postId: string;
    downloaderId: string | null;
    perDay: number | null;
  }): Promise<boolean> {
    return this.transactions.run(async () => {
      const tx = this.transactions.manager;
      if (download.downloaderId) {
        if (download.perDay !== null) {
          // one downloader's downloads queue here, so two at once cannot both take the last one
          await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
            `post_downloads:${download.downloaderId}`,
          ]);
        }
        const counted = rowsOf<{ id: string }>(
          await tx.query(
            `INSERT INTO post_downloads (user_id, post_id)
             SELECT $1, $2
             WHERE $3::int IS NULL OR (
               SELECT count(*) FROM post_downloads
               WHERE user_id = $1 AND created_at > now() - interval '24 hours') < $3::int
             RETURNING id`,
            [download.downloaderId, download.postId, download.perDay],
          ),
        );
        if (counted.length === 0) {
          return false;
        }
      }
      await tx.query(`UPDATE posts SET download_count = download_count + 1 WHERE id = $1`, [
        download.postId,
      ]);
      return true;
    });
  }
}
