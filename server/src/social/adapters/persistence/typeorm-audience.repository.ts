import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MODERATION_NOTICE_TYPES } from '../../../notifications/notifications.public';
import { rowsOf } from '../../../platform/database/sql-rows';
import { AudienceRepository, ListedUser, MutedHashtag } from '../../ports/audience.repository';

/**
 * A block and a follow between the same two users queue on this lock (either order of the
 * pair), so a follow sent while the block is written never survives it. The SQL function
 * `social_follow` takes the same key.
 */
export const PAIR_LOCK = `SELECT pg_advisory_xact_lock(hashtextextended(
  'user-pair:' || least($1::text, $2::text) || ':' || greatest($1::text, $2::text), 0))`;

@Injectable()
export class TypeormAudienceRepository extends AudienceRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  block(blockerId: string, blockedId: string): Promise<boolean> {
    return this.db.transaction(async (tx: EntityManager) => {
      await tx.query(PAIR_LOCK, [blockerId, blockedId]);
      const added = rowsOf(
        await tx.query(
          `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING blocker_id`,
          [blockerId, blockedId],
        ),
      );
      // the follows both ways go, and both users' counters with them, in one statement
      await tx.query(
        `WITH gone AS (
           DELETE FROM follows
           WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)
           RETURNING follower_id, followee_id)
         UPDATE users u SET
           following_count = GREATEST(u.following_count - (SELECT count(*) FROM gone WHERE follower_id = u.id), 0),
           follower_count = GREATEST(u.follower_count - (SELECT count(*) FROM gone WHERE followee_id = u.id), 0)
         WHERE u.id IN ($1, $2) AND EXISTS (SELECT 1 FROM gone)`,
        [blockerId, blockedId],
      );
      // what they told each other goes too (the team's moderation notices stay)
      await tx.query(
        `DELETE FROM notifications
         WHERE ((recipient_id = $1 AND actor_id = $2) OR (recipient_id = $2 AND actor_id = $1))
           AND type NOT IN (${MODERATION_NOTICE_TYPES.map((t) => `'${t}'`).join(', ')})`,
        [blockerId, blockedId],
      );
      return added.length > 0;
    });
  }

  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    return this.changed(
      `DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING 1`,
      [blockerId, blockedId],
    );
  }

  mute(userId: string, mutedId: string): Promise<boolean> {
    return this.changed(
      `INSERT INTO user_mutes (user_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, mutedId],
    );
  }

  unmute(userId: string, mutedId: string): Promise<boolean> {
    return this.changed(`DELETE FROM user_mutes WHERE user_id = $1 AND muted_id = $2 RETURNING 1`, [
      userId,
      mutedId,
    ]);
  }

  muteHashtag(userId: string, tag: string): Promise<boolean> {
    return this.changed(
      `INSERT INTO hashtag_mutes (user_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, tag],
    );
  }

  unmuteHashtag(userId: string, tag: string): Promise<boolean> {
    return this.changed(`DELETE FROM hashtag_mutes WHERE user_id = $1 AND tag = $2 RETURNING 1`, [
      userId,
      tag,
    ]);
  }

  async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`,
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  blockedUsers(userId: string, limit: number): Promise<ListedUser[]> {
    return this.db.query(
      `SELECT u.id, u.name, u.fullname, u.image, b.created_at AS since
       FROM user_blocks b JOIN users u ON u.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, u.id LIMIT $2`,
      [userId, limit],
    );
  }

  mutedUsers(userId: string, limit: number): Promise<ListedUser[]> {
    return this.db.query(
      `SELECT u.id, u.name, u.fullname, u.image, m.created_at AS since
       FROM user_mutes m JOIN users u ON u.id = m.muted_id
       WHERE m.user_id = $1 ORDER BY m.created_at DESC, u.id LIMIT $2`,
      [userId, limit],
    );
  }

  mutedHashtags(userId: string, limit: number): Promise<MutedHashtag[]> {
    return this.db.query(
      `SELECT tag, created_at AS since FROM hashtag_mutes
       WHERE user_id = $1 ORDER BY created_at DESC, tag LIMIT $2`,
      [userId, limit],
    );
  }

  private async changed(sql: string, params: unknown[]): Promise<boolean> {
    return rowsOf(await this.db.query(sql, params)).length > 0;
  }
}
