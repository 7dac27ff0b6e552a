import { Injectable } from '@nestjs/common';
import type { HiddenCause } from '../../../content/content.public';
import { moveCommentCounts } from './comment-counts';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import {
  CommentHidingRepository,
  CommentModerationState,
} from '../../ports/comment-hiding.repository';

@Injectable()
export class TypeormCommentHidingRepository extends CommentHidingRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async stateOf(id: string): Promise<CommentModerationState | null> {
    const [row] = await this.query<CommentModerationState>(
      `SELECT c.id, c.post_id AS "postId", c.author_id AS "authorId", c.body,
         c.hidden_at AS "hiddenAt", c.hidden_cause AS "hiddenCause", c.hidden_reason AS "hiddenReason",
         (c.hidden_at IS NULL AND p.status = 'ready' AND p.visibility = 'public'
           AND p.hidden_at IS NULL) AS listed
       FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async hide(id: string, cause: HiddenCause, reason: string): Promise<boolean> {
    // a comment held for review is hidden for good by a moderator's decision
    const [row] = await this.query<{ was_shown: boolean }>(
      `UPDATE comments c SET hidden_at = now(), hidden_cause = $2, hidden_reason = $3
       FROM (SELECT id, hidden_at IS NULL AS was_shown FROM comments WHERE id = $1 FOR UPDATE) old
       WHERE c.id = old.id AND (c.hidden_at IS NULL OR c.hidden_cause = 'review')
       RETURNING old.was_shown`,
      [id, cause, reason],
    );
    if (row?.was_shown) {
      await this.moveCounts([id], -1);
    }
    return row !== undefined;
  }

  async restore(id: string, cause: HiddenCause): Promise<boolean> {
    const rows = await this.query<{ id: string }>(
      `UPDATE comments SET hidden_at = NULL, hidden_cause = NULL, hidden_reason = NULL
       WHERE id = $1 AND hidden_cause = $2 RETURNING id`,
      [id, cause],
    );
    await this.moveCounts(
      rows.map((r) => r.id),
      1,
    );
    return rows.length === 1;
  }

  async hideAllBy(authorId: string, cause: HiddenCause, reason: string): Promise<number> {
    const rows = await this.query<{ id: string }>(
      `UPDATE comments SET hidden_at = now(), hidden_cause = $2, hidden_reason = $3
       WHERE author_id = $1 AND hidden_at IS NULL RETURNING id`,
      [authorId, cause, reason],
    );
    await this.moveCounts(
      rows.map((r) => r.id),
      -1,
    );
    return rows.length;
  }

  async restoreAllBy(authorId: string, cause: HiddenCause): Promise<number> {
    const rows = await this.query<{ id: string }>(
      `UPDATE comments SET hidden_at = NULL, hidden_cause = NULL, hidden_reason = NULL
       WHERE author_id = $1 AND hidden_cause = $2 RETURNING id`,
      [authorId, cause],
    );
    await this.moveCounts(
      rows.map((r) => r.id),
      1,
    );
    return rows.length;
  }

  /** The posts' comment counts and the parents' reply counts hold only the shown comments. */
  private moveCounts(ids: string[], sign: 1 | -1): Promise<void> {
    return moveCommentCounts((text, params) => this.query(text, params), ids, sign);
  }
}
