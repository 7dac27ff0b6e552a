import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  AccountErasureRepository,
  ErasureResult,
  MediaCleanup,
  OwnedMedia,
} from '../../ports/account-erasure.repository';

const ids = async (tx: EntityManager, sql: string, params: unknown[]): Promise<string[]> =>
  ((await tx.query(sql, params)) as { id: string }[]).map((r) => r.id);

@Injectable()
export class PostgresAccountErasureRepository extends AccountErasureRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async sessionStartedAt(sessionId: string): Promise<Date | null> {
    const rows: { created_at: Date }[] = await this.db.query(
      `SELECT created_at FROM user_sessions
       WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [sessionId],
    );
    return rows[0]?.created_at ?? null;
  }

  erase(
    userId: string,
    prefixesOf: (owned: OwnedMedia) => string[],
  ): Promise<ErasureResult | null> {
    return this.db.transaction(async (tx) => {
      const found = await ids(tx, `SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (found.length === 0) {
        return null;
      }
      // the random id that stands for the account in the records kept for accounting
      const former = randomUUID();
      const owned: OwnedMedia = {
        userId,
        postIds: await ids(tx, `SELECT id FROM posts WHERE author_id = $1`, [userId]),
        generationIds: await ids(tx, `SELECT id FROM generations WHERE user_id = $1`, [userId]),
        uploadIds: await ids(tx, `SELECT id FROM uploads WHERE owner_id = $1`, [userId]),
      };
      const sessionIds = await ids(
        tx,
        `SELECT id FROM user_sessions WHERE user_id = $1 AND revoked_at IS NULL`,
        [userId],
      );

      // counters of other people's posts, comments and profiles that this account moved (comments count while shown)
      const goneComments = await ids(
        tx,
        `WITH RECURSIVE gone AS (
           SELECT id FROM comments WHERE author_id = $1
           UNION SELECT c.id FROM comments c JOIN gone g ON c.parent_id = g.id)
         SELECT id FROM gone`,
        [userId],
      );
      await tx.query(
        `UPDATE posts p SET comment_count = GREATEST(p.comment_count - x.n, 0)
         FROM (SELECT post_id, count(*)::int AS n FROM comments
               WHERE id = ANY($2) AND hidden_at IS NULL GROUP BY post_id) x
         WHERE p.id = x.post_id AND p.author_id <> $1`,
        [userId, goneComments],
      );
      await tx.query(
        `UPDATE comments c SET reply_count = GREATEST(c.reply_count - x.n, 0)
         FROM (SELECT parent_id, count(*)::int AS n FROM comments
               WHERE id = ANY($1) AND hidden_at IS NULL AND parent_id IS NOT NULL
                 AND NOT parent_id = ANY($1)
               GROUP BY parent_id) x
         WHERE c.id = x.parent_id`,
        [goneComments],
      );
      await tx.query(
        `UPDATE posts p SET like_count = GREATEST(p.like_count - 1, 0)
         FROM post_likes l WHERE l.user_id = $1 AND l.post_id = p.id AND p.author_id <> $1`,
        [userId],
      );
      await tx.query(
        `UPDATE comments c SET like_count = GREATEST(c.like_count - 1, 0)
         FROM comment_likes l WHERE l.user_id = $1 AND l.comment_id = c.id AND NOT c.id = ANY($2)`,
        [userId, goneComments],
      );
      await tx.query(
        `UPDATE users u SET follower_count = GREATEST(u.follower_count - 1, 0)
         FROM follows f WHERE f.follower_id = $1 AND u.id = f.followee_id`,
        [userId],
      );
      await tx.query(
        `UPDATE users u SET following_count = GREATEST(u.following_count - 1, 0)
         FROM follows f WHERE f.followee_id = $1 AND u.id = f.follower_id`,
        [userId],
      );
      // its votes leave the challenge boards (the places of closed challenges are already awarded)
      await tx.query(
        `UPDATE challenge_entries e SET vote_count = GREATEST(e.vote_count - 1, 0)
         FROM challenge_votes v WHERE v.voter_id = $1 AND v.entry_id = e.id AND e.user_id <> $1`,
        [userId],
      );
      await tx.query(`DELETE FROM comments WHERE id = ANY($1)`, [goneComments]);

      // reports about the account or its content, and what it reported, go with it
      await tx.query(
        `DELETE FROM reports WHERE reporter_id = $1
           OR (target_type = 'user' AND target_id = $1)
           OR (target_type = 'post' AND target_id = ANY($2))
           OR (target_type = 'comment' AND target_id = ANY($3))`,
        [userId, owned.postIds, goneComments],
      );

      // records kept for accounting and audit: the account's id becomes the former-account id
      const pattern = `%${userId}%`;
      await tx.query(
        `UPDATE token_ledger SET user_id = NULL, former_account = $2 WHERE user_id = $1`,
        [userId, former],
      );
      await tx.query(
        `UPDATE token_ledger SET key = replace(key, $1, $2::text), note = replace(note, $1, $2::text)
         WHERE key LIKE $3 OR note LIKE $3`,
        [userId, former, pattern],
      );
      await tx.query(`UPDATE payments SET user_id = NULL, former_account = $2 WHERE user_id = $1`, [
        userId,
        former,
      ]);
      await tx.query(`UPDATE ad_rollups_hourly SET advertiser_id = $2 WHERE advertiser_id = $1`, [
        userId,
        former,
      ]);
      await tx.query(`SELECT set_config('mixel.erasing_account', 'on', true)`);
      await tx.query(`UPDATE ad_events SET viewer_key = $2 WHERE viewer_key = $1`, [
        `u:${userId}`,
        `d:${former}`,
      ]);
      await tx.query(
        `UPDATE moderation_audit SET
           actor_id = CASE WHEN actor_id = $1 THEN $2 ELSE actor_id END,
           actor_name = CASE WHEN actor_id = $1 THEN 'cuenta eliminada' ELSE actor_name END,
           target_id = CASE WHEN target_id = $1 THEN $2 ELSE target_id END,
           before = replace(before::text, $1::text, $2::text)::jsonb,
           after = replace(after::text, $1::text, $2::text)::jsonb
         WHERE actor_id = $1 OR target_id = $1 OR before::text LIKE $3 OR after::text LIKE $3`,
        [userId, former, pattern],
      );
      await tx.query(`SELECT set_config('mixel.erasing_account', 'off', true)`);
      for (const table of ['post_views', 'ad_frequency', 'ad_event_dedup']) {
        await tx.query(`UPDATE ${table} SET viewer_key = $2 WHERE viewer_key = $1`, [
          `u:${userId}`,
          `d:${former}`,
        ]);
      }

      // the rest goes with the user row: posts (and their comments, likes, views, ads),
      // likes, follows, notifications both ways, sessions, identities, generations, campaigns,
      // uploads, subscriptions, exports; the handle and email are free again
      await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);

      const [cleanup] = (await tx.query(
        `INSERT INTO media_cleanups (prefixes) VALUES ($1) RETURNING id`,
        [prefixesOf(owned)],
      )) as { id: string }[];
      return { sessionIds, cleanupId: cleanup.id, postIds: owned.postIds };
    });
  }

  async findCleanup(id: string): Promise<MediaCleanup | null> {
    const rows: MediaCleanup[] = await this.db.query(
      `SELECT id, prefixes, attempts FROM media_cleanups WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async pendingCleanupIds(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM media_cleanups ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  async cleanupDone(id: string): Promise<void> {
    await this.db.query(`DELETE FROM media_cleanups WHERE id = $1`, [id]);
  }

  async cleanupFailed(id: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE media_cleanups SET attempts = attempts + 1, last_error = left($2, 300) WHERE id = $1`,
      [id, error],
    );
  }
}
