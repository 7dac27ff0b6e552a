import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { NewsDraft, NewsImage, NewsImageVariant, NewsItem, NewsStatus } from '../../domain/news';
import { NewImage, NewsPage, NewsRepository } from '../../ports/news.repository';

interface ImageRow {
  id: string;
  width: number;
  height: number;
  dominant_color: string;
  variants: NewsImageVariant[];
}

interface Row {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  status: NewsStatus;
  publish_at: Date | null;
  created_at: Date;
  updated_at: Date;
  cover: ImageRow | null;
}

const toImage = (r: ImageRow): NewsImage => ({
  id: r.id,
  width: r.width,
  height: r.height,
  dominantColor: r.dominant_color,
  variants: r.variants,
});

const toItem = (r: Row): NewsItem => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  body: r.body,
  cover: r.cover ? toImage(r.cover) : null,
  status: r.status,
  publishAt: r.publish_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Items of `n` with their cover, in one statement. */
const WITH_COVER = `
  SELECT n.id, n.slug, n.title, n.summary, n.body, n.status, n.publish_at, n.created_at, n.updated_at,
         CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
           'id', i.id, 'width', i.width, 'height', i.height,
           'dominant_color', i.dominant_color, 'variants', i.variants) END AS cover
  FROM n LEFT JOIN news_images i ON i.id = n.cover_image_id`;

@Injectable()
export class TypeormNewsRepository extends NewsRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async create(draft: NewsDraft, slug: string, authorId: string | null): Promise<NewsItem> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (
         INSERT INTO news (slug, title, summary, body, cover_image_id, author_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
       ${WITH_COVER}`,
      [slug, draft.title, draft.summary, draft.body, draft.coverImageId, authorId],
    );
    return toItem(rows[0]);
  }

  async update(id: string, draft: NewsDraft): Promise<NewsItem | null> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (
         UPDATE news SET title = $2, summary = $3, body = $4, cover_image_id = $5, updated_at = now()
         WHERE id = $1 RETURNING *)
       ${WITH_COVER}`,
      [id, draft.title, draft.summary, draft.body, draft.coverImageId],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async setPublication(
    id: string,
    status: NewsStatus,
    publishAt: Date | null,
  ): Promise<NewsItem | null> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (
         UPDATE news SET status = $2, publish_at = $3, updated_at = now()
         WHERE id = $1 RETURNING *)
       ${WITH_COVER}`,
      [id, status, publishAt],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async delete(id: string): Promise<NewsItem | null> {
    const rows = rowsOf<Row>(
      await this.db.query(`WITH n AS (DELETE FROM news WHERE id = $1 RETURNING *) ${WITH_COVER}`, [
        id,
      ]),
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async findById(id: string): Promise<NewsItem | null> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (SELECT * FROM news WHERE id = $1) ${WITH_COVER}`,
      [id],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async findBySlug(slug: string): Promise<NewsItem | null> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (SELECT * FROM news WHERE slug = $1) ${WITH_COVER}`,
      [slug],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM news WHERE slug = $1`, [slug]);
    return rows.length > 0;
  }

  async findPublishedPage(now: Date, page: number, pageSize: number): Promise<NewsPage> {
    const rows: Row[] = await this.db.query(
      `WITH n AS (
         SELECT * FROM news WHERE status = 'published' AND publish_at <= $1
         ORDER BY publish_at DESC, id DESC LIMIT $2 OFFSET $3)
       ${WITH_COVER} ORDER BY n.publish_at DESC, n.id DESC`,
      [now, pageSize + 1, (page - 1) * pageSize],
    );
    return { items: rows.slice(0, pageSize).map(toItem), hasNextPage: rows.length > pageSize };
  }

  async findAllPage(page: number, pageSize: number): Promise<NewsPage> {
    const order = `(n.status = 'draft') DESC, COALESCE(n.publish_at, n.updated_at) DESC, n.id DESC`;
    const rows: Row[] = await this.db.query(
      `WITH n AS (
         SELECT * FROM news n ORDER BY ${order} LIMIT $1 OFFSET $2)
       ${WITH_COVER} ORDER BY ${order}`,
      [pageSize + 1, (page - 1) * pageSize],
    );
    return { items: rows.slice(0, pageSize).map(toItem), hasNextPage: rows.length > pageSize };
  }

  async latestPublishedAt(now: Date): Promise<Date | null> {
    const rows: Array<{ at: Date | null }> = await this.db.query(
      `SELECT max(publish_at) AS at FROM news WHERE status = 'published' AND publish_at <= $1`,
      [now],
    );
    return rows[0]?.at ?? null;
  }

  async lastSeenAt(userId: string): Promise<Date | null> {
    const rows: Array<{ at: Date | null }> = await this.db.query(
      `SELECT COALESCE(r.last_seen_at, u.created_at) AS at
       FROM users u LEFT JOIN news_reads r ON r.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    return rows[0]?.at ?? null;
  }

  async markSeen(userId: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO news_reads (user_id, last_seen_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET last_seen_at = GREATEST(news_reads.last_seen_at, EXCLUDED.last_seen_at)`,
      [userId, at],
    );
  }

  async addImage(image: NewImage, uploaderId: string): Promise<NewsImage> {
    const rows: ImageRow[] = await this.db.query(
      `INSERT INTO news_images (id, uploaded_by, width, height, dominant_color, blurhash, variants)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        image.id,
        uploaderId,
        image.width,
        image.height,
        image.dominantColor,
        image.blurhash,
        JSON.stringify(image.variants),
      ],
    );
    return toImage(rows[0]);
  }

  async findImage(id: string): Promise<NewsImage | null> {
    const rows: ImageRow[] = await this.db.query(`SELECT * FROM news_images WHERE id = $1`, [id]);
    return rows[0] ? toImage(rows[0]) : null;
  }
}
