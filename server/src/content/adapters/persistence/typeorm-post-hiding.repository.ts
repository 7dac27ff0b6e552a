import { postInFeedsOfSql } from '../../../kernel/audience';
import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import type { ContentLevel } from '../../../kernel/content-level';
import { HiddenCause } from '../../domain/post';
import { PostHidingRepository, PostModerationState } from '../../ports/post-hiding.repository';

const STATE = `id, author_id AS "authorId", title, hashtags, category, content_level AS "contentLevel",
  hidden_at AS "hiddenAt",
  hidden_cause AS "hiddenCause", hidden_reason AS "hiddenReason",
  (status = 'ready' AND visibility = 'public' AND hidden_at IS NULL) AS listed,
  (SELECT v->>'key' FROM jsonb_array_elements(variants) v
   ORDER BY (v->>'format' = 'webp') DESC, (v->>'width')::int LIMIT 1) AS "previewKey"`;

/** Ends a hiding; a post its owner deleted meanwhile stays hidden, as deleted. */
const UNHIDE = `UPDATE posts SET
  hidden_at = CASE WHEN deleted_at IS NULL THEN NULL ELSE hidden_at END,
  hidden_cause = CASE WHEN deleted_at IS NULL THEN NULL ELSE 'deleted' END,
  hidden_reason = NULL`;

@Injectable()
export class TypeormPostHidingRepository extends PostHidingRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async stateOf(id: string): Promise<PostModerationState | null> {
    const [row] = await this.query<PostModerationState>(
      `SELECT ${STATE} FROM posts WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async hide(id: string, cause: HiddenCause, reason: string): Promise<boolean> {
    const rows = await this.query(
      // a post its owner deleted is hidden already: the decision is still taken, so a restore
      // from 'Eliminados recientemente' keeps it hidden
      `UPDATE posts SET hidden_at = coalesce(hidden_at, now()), hidden_cause = $2, hidden_reason = $3
       WHERE id = $1 AND (hidden_at IS NULL OR hidden_cause = 'deleted') RETURNING id`,
      [id, cause, reason],
    );
    return rows.length === 1;
  }

  async restore(id: string, cause: HiddenCause): Promise<PostModerationState | null> {
    const [row] = await this.query<PostModerationState>(
      `WITH shown AS (${UNHIDE} WHERE id = $1 AND hidden_cause = $2 RETURNING *)
       SELECT ${STATE} FROM shown`,
      [id, cause],
    );
    return row ?? null;
  }

  hideAllBy(authorId: string, cause: HiddenCause, reason: string) {
    return this.query<PostModerationState>(
      `UPDATE posts SET hidden_at = now(), hidden_cause = $2, hidden_reason = $3
       WHERE author_id = $1 AND hidden_at IS NULL RETURNING ${STATE}`,
      [authorId, cause, reason],
    );
  }

  restoreAllBy(authorId: string, cause: HiddenCause) {
    return this.query<PostModerationState>(
      `WITH shown AS (${UNHIDE} WHERE author_id = $1 AND hidden_cause = $2 RETURNING *)
       SELECT ${STATE} FROM shown`,
      [authorId, cause],
    );
  }

  async listedIds(ids: string[], viewerId: string | null): Promise<string[]> {
    const rows = await this.query<{ id: string }>(
      `SELECT p.id FROM posts p
       WHERE p.id = ANY($1::uuid[]) AND p.status = 'ready' AND p.visibility = 'public' AND p.hidden_at IS NULL
         AND ${postInFeedsOfSql('$2::uuid')}`,
      [ids, viewerId],
    );
    return rows.map((r) => r.id);
  }

  async setLevel(id: string, level: ContentLevel): Promise<ContentLevel | null> {
    const [row] = await this.query<{ before: ContentLevel }>(
      `UPDATE posts p SET content_level = $2, updated_at = now()
       FROM (SELECT id, content_level AS before FROM posts WHERE id = $1 FOR UPDATE) old
       WHERE p.id = old.id RETURNING old.before`,
      [id, level],
    );
    return row?.before ?? null;
  }

  async isWithheld(id: string): Promise<boolean> {
    const rows = await this.query(`SELECT 1 FROM posts WHERE id = $1 AND hidden_at IS NOT NULL`, [
      id,
    ]);
    return rows.length > 0;
  }

  async adjustSearchTerms(terms: string[], by: 1 | -1, safe: boolean): Promise<void> {
    if (terms.length === 0) {
      return;
    }
    const explicitBy = safe ? 0 : by;
    if (by === 1) {
      await this.query(
        `INSERT INTO search_terms (normalized, term, weight, explicit_weight)
         SELECT DISTINCT ON (mixel_unaccent(lower(t))) mixel_unaccent(lower(t)), t, 1, $2
         FROM unnest($1::text[]) t
         ON CONFLICT (normalized) DO UPDATE SET weight = search_terms.weight + 1,
           explicit_weight = search_terms.explicit_weight + $2`,
        [terms, explicitBy],
      );
      return;
    }
    // a term only this post brought leaves the suggestions; a shared one weighs one less
    const normalized = `SELECT DISTINCT mixel_unaccent(lower(t)) FROM unnest($1::text[]) t`;
    await this.query(
      `UPDATE search_terms SET weight = weight - 1,
         explicit_weight = greatest(explicit_weight + $2, 0)
       WHERE normalized IN (${normalized})`,
      [terms, explicitBy],
    );
    await this.query(
      `DELETE FROM search_terms WHERE weight <= 0 AND normalized IN (${normalized})`,
      [terms],
    );
  }
}
