import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../../platform/database/sql-rows';
import { Feedback, FeedbackDraft, FeedbackQuery, FeedbackRating } from '../../domain/feedback';
import { FeedbackRepository } from '../../ports/feedback.repository';

interface Row {
  id: string;
  user_id: string;
  rating: FeedbackRating;
  message: string;
  page_path: string | null;
  user_agent: string | null;
  created_at: Date;
  handled_at: Date | null;
  author_name: string;
  author_fullname: string;
  author_image: string | null;
}

const toFeedback = (r: Row): Feedback => ({
  id: r.id,
  rating: r.rating,
  message: r.message,
  pagePath: r.page_path,
  userAgent: r.user_agent,
  createdAt: r.created_at,
  handledAt: r.handled_at,
  author: {
    id: r.user_id,
    name: r.author_name,
    fullname: r.author_fullname,
    image: r.author_image,
  },
});

/** Rows of `f` joined with their author. */
const WITH_AUTHOR = `
  SELECT f.*, u.name AS author_name, u.fullname AS author_fullname, u.image AS author_image
  FROM f JOIN users u ON u.id = f.user_id`;

@Injectable()
export class TypeormFeedbackRepository extends FeedbackRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(draft: FeedbackDraft): Promise<Feedback> {
    const rows: Row[] = await this.db.query(
      `WITH f AS (
         INSERT INTO feedback (user_id, rating, message, page_path, user_agent)
         VALUES ($1, $2, $3, $4, $5) RETURNING *)
       ${WITH_AUTHOR}`,
      [draft.authorId, draft.rating, draft.message, draft.pagePath, draft.userAgent],
    );
    return toFeedback(rows[0]);
  }

  async findPage(query: FeedbackQuery, pageSize: number) {
    const handled =
      query.status === 'open'
        ? 'AND f.handled_at IS NULL'
        : query.status === 'handled'
          ? 'AND f.handled_at IS NOT NULL'
          : '';
    const rows: Row[] = await this.db.query(
      `SELECT f.*, u.name AS author_name, u.fullname AS author_fullname, u.image AS author_image
       FROM feedback f JOIN users u ON u.id = f.user_id
       WHERE ($1::varchar IS NULL OR f.rating = $1) ${handled}
       ORDER BY f.created_at DESC, f.id DESC
       LIMIT $2 OFFSET $3`,
      [query.rating, pageSize + 1, (query.page - 1) * pageSize],
    );
    return {
      items: rows.slice(0, pageSize).map(toFeedback),
      hasNextPage: rows.length > pageSize,
    };
  }

  async setHandled(id: string, staffId: string | null): Promise<Feedback | null> {
    // handling again keeps the first handling's time and person
    const rows = rowsOf<Row>(
      await this.db.query(
        `WITH f AS (
           UPDATE feedback SET
             handled_at = CASE WHEN $2::uuid IS NULL THEN NULL ELSE coalesce(handled_at, now()) END,
             handled_by = CASE WHEN $2::uuid IS NULL THEN NULL ELSE coalesce(handled_by, $2) END
           WHERE id = $1 RETURNING *)
         ${WITH_AUTHOR}`,
        [id, staffId],
      ),
    );
    return rows[0] ? toFeedback(rows[0]) : null;
  }
}
