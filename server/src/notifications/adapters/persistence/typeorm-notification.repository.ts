import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notBlockedSql } from '../../../kernel/audience';
import { rowsOf } from '../../../platform/database/sql-rows';
import {
  GROUPED_NOTICES,
  isModerationNotice,
  MIXEL_TEAM,
  MODERATION_NOTICE_TYPES,
  Notification,
  NotificationDraft,
} from '../../domain/notification';
import { NotificationRepository } from '../../ports/notification.repository';

interface Row {
  id: string;
  type: Notification['type'];
  recipient_id: string;
  actor_id: string;
  post_id: string | null;
  comment_id: string | null;
  detail: string | null;
  clicked: boolean;
  created_at: Date;
  actor_name: string;
  actor_fullname: string;
  actor_image: string | null;
  challenge_id: string | null;
  challenge_rank: number | null;
  challenge_title: string | null;
  group_id: string | null;
  group_size?: number;
  group_actors?: number;
}

const toNotification = (r: Row): Notification => ({
  id: r.id,
  type: r.type,
  recipientId: r.recipient_id,
  actorId: r.actor_id,
  postId: r.post_id,
  commentId: r.comment_id,
  detail: r.detail,
  groupId: r.group_id,
  clicked: r.clicked,
  createdAt: r.created_at,
  actor: isModerationNotice(r.type)
    ? MIXEL_TEAM
    : { id: r.actor_id, name: r.actor_name, fullname: r.actor_fullname, image: r.actor_image },
  challenge:
    r.challenge_id && r.challenge_rank
      ? { id: r.challenge_id, title: r.challenge_title ?? '', rank: r.challenge_rank }
      : null,
  ...(r.group_size === undefined
    ? {}
    : { group: { size: r.group_size, actors: r.group_actors ?? 1 } }),
});

const groupedTypes = (about: 'post' | 'comment') =>
  Object.entries(GROUPED_NOTICES)
    .filter(([, on]) => on === about)
    .map(([type]) => `'${type}'`)
    .join(', ');

/** What a notice groups by in a grouped list: its kind and post or comment, else itself. */
const groupKey = (n: string) => `CASE
  WHEN ${n}.type IN (${groupedTypes('post')}) AND ${n}.post_id IS NOT NULL
    THEN ${n}.type || ':' || ${n}.post_id::text
  WHEN ${n}.type IN (${groupedTypes('comment')}) AND ${n}.comment_id IS NOT NULL
    THEN ${n}.type || ':' || ${n}.comment_id::text
  ELSE ${n}.id::text END`;

/** New rows joined with their actor, in one statement. */
const WITH_ACTOR = `
  SELECT n.*, u.name AS actor_name, u.fullname AS actor_fullname, u.image AS actor_image,
    ch.title AS challenge_title
  FROM inserted n JOIN users u ON u.id = n.actor_id LEFT JOIN challenges ch ON ch.id = n.challenge_id`;

/**
 * Nothing passes between users a block keeps apart: such notices are dropped silently (the
 * team's moderation notices always arrive).
 */
const DELIVERABLE = `(d.type IN (${MODERATION_NOTICE_TYPES.map((t) => `'${t}'`).join(', ')})
  OR ${notBlockedSql('d.recipient_id', 'd.actor_id')})`;

@Injectable()
export class TypeormNotificationRepository extends NotificationRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(drafts: NotificationDraft[]): Promise<Notification[]> {
    if (drafts.length === 0) {
      return [];
    }
    const rows: Row[] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO notifications (type, recipient_id, actor_id, post_id, comment_id, challenge_id, challenge_rank, detail, group_id)
         SELECT * FROM unnest($1::varchar[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::smallint[],
           $8::varchar[], $9::uuid[])
           AS d(type, recipient_id, actor_id, post_id, comment_id, challenge_id, challenge_rank, detail, group_id)
         WHERE ${DELIVERABLE}
         ON CONFLICT DO NOTHING
         RETURNING *)
       ${WITH_ACTOR}`,
      [
        drafts.map((d) => d.type),
        drafts.map((d) => d.recipientId),
        drafts.map((d) => d.actorId),
        drafts.map((d) => d.postId),
        drafts.map((d) => d.commentId),
        drafts.map((d) => d.challengeId ?? null),
        drafts.map((d) => d.challengeRank ?? null),
        drafts.map((d) => d.detail?.slice(0, 500) ?? null),
        drafts.map((d) => d.groupId ?? null),
      ],
    );
    return rows.map(toNotification);
  }

  async addForFollowers(authorId: string, postId: string): Promise<Notification[]> {
    const rows: Row[] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO notifications (type, recipient_id, actor_id, post_id)
         SELECT 'upload-image', f.follower_id, $1, $2 FROM follows f
         WHERE f.followee_id = $1 AND ${notBlockedSql('f.follower_id', '$1::uuid')}
         ON CONFLICT DO NOTHING
         RETURNING *)
       ${WITH_ACTOR}`,
      [authorId, postId],
    );
    return rows.map(toNotification);
  }

  async list(recipientId: string, page: number, limit: number, grouped = false) {
    if (grouped) {
      return this.listGrouped(recipientId, page, limit);
    }
    const rows: Row[] = await this.db.query(
      `SELECT n.*, u.name AS actor_name, u.fullname AS actor_fullname, u.image AS actor_image,
         ch.title AS challenge_title
       FROM notifications n JOIN users u ON u.id = n.actor_id LEFT JOIN challenges ch ON ch.id = n.challenge_id
       WHERE n.recipient_id = $1
       ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
      [recipientId, limit + 1, (page - 1) * limit],
    );
    return { items: rows.slice(0, limit).map(toNotification), hasNextPage: rows.length > limit };
  }

  /** One round trip: the groups of the page (read and unread apart), each by its latest notice. */
  private async listGrouped(recipientId: string, page: number, limit: number) {
    const rows: Row[] = await this.db.query(
      `WITH grouped AS (
         SELECT (array_agg(n.id ORDER BY n.created_at DESC, n.id DESC))[1] AS id,
           max(n.created_at) AS latest, count(*)::int AS group_size,
           count(DISTINCT n.actor_id)::int AS group_actors
         FROM notifications n WHERE n.recipient_id = $1
         GROUP BY ${groupKey('n')}, n.clicked
         ORDER BY latest DESC, id DESC LIMIT $2 OFFSET $3)
       SELECT n.*, g.group_size, g.group_actors, u.name AS actor_name,
         u.fullname AS actor_fullname, u.image AS actor_image, ch.title AS challenge_title
       FROM grouped g JOIN notifications n ON n.id = g.id
       JOIN users u ON u.id = n.actor_id LEFT JOIN challenges ch ON ch.id = n.challenge_id
       ORDER BY g.latest DESC, g.id DESC`,
      [recipientId, limit + 1, (page - 1) * limit],
    );
    return { items: rows.slice(0, limit).map(toNotification), hasNextPage: rows.length > limit };
  }

  async unreadCount(recipientId: string): Promise<number> {
    const [row]: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND NOT clicked`,
      [recipientId],
    );
    return row.n;
  }

  async unreadCounts(recipientIds: string[]): Promise<Map<string, number>> {
    const rows: Array<{ id: string; n: number }> = await this.db.query(
      `SELECT r.id, (SELECT count(*)::int FROM notifications
                     WHERE recipient_id = r.id AND NOT clicked) AS n
       FROM unnest($1::uuid[]) r(id)`,
      [[...new Set(recipientIds)]],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async markClicked(id: string, recipientId: string, withGroup = false): Promise<boolean> {
    if (withGroup) {
      const [row]: Array<{ found: boolean }> = await this.db.query(
        `WITH target AS (
           SELECT * FROM notifications WHERE id = $1 AND recipient_id = $2),
         marked AS (
           UPDATE notifications t SET clicked = true FROM target n
           WHERE t.recipient_id = n.recipient_id AND NOT t.clicked
             AND (t.id = n.id OR (NOT n.clicked AND ${groupKey('t')} = ${groupKey('n')}))
           RETURNING t.id)
         SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT count(*) FROM marked) AS marked`,
        [id, recipientId],
      );
      return row.found;
    }
    const rows = rowsOf(
      await this.db.query(
        `UPDATE notifications SET clicked = true WHERE id = $1 AND recipient_id = $2 RETURNING id`,
        [id, recipientId],
      ),
    );
    return rows.length === 1;
  }

  async markAllClicked(recipientId: string): Promise<void> {
    await this.db.query(
      `UPDATE notifications SET clicked = true WHERE recipient_id = $1 AND NOT clicked`,
      [recipientId],
    );
  }
}
