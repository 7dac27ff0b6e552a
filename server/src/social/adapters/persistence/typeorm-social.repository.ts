import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Plan } from '../../../billing/billing.public';
import { commentCountMoves, moveCommentCounts } from './comment-counts';
import { rowsOf } from '../../../platform/database/sql-rows';
import { notBlockedSql, notMutedSql } from '../../../kernel/audience';
import { namedQuery } from '../../../platform/database/named-query';
import { Comment } from '../../domain/comment';
import type { RecordedNotice } from '../../ports/social-notifier';
import type { LimitWindows } from '../../../platform/rate-limit/action-limits.port';
import {
  CommentLikeResult,
  CommentSeen,
  CommentUnlikeResult,
  FollowResult,
  LikeResult,
  Limited,
  NewComment,
  AddCommentResult,
  Page,
  PostRef,
  SocialRepository,
  Relationship,
  SeenBy,
  UnfollowResult,
  UnlikeResult,
  UserSummary,
} from '../../ports/social.repository';

/**
 * The notice columns `social_follow`, `social_like_post` and `social_like_comment` answer (null
 * unless one was recorded).
 */
interface NoticeColumns {
  notification_id: string | null;
  notified_at: Date | null;
  unread_count: number | null;
  actor_name: string | null;
  actor_fullname: string | null;
  actor_image: string | null;
}

/** The followee's side of a follow or unfollow, as `social_follow` and `social_unfollow` answer it. */
interface RelationshipColumns {
  changed: boolean;
  followers: number;
  muted: boolean;
  user_name: string;
  user_fullname: string;
  user_image: string | null;
  user_score: number;
  user_following: number;
}

interface FollowRow extends NoticeColumns, RelationshipColumns {
  outcome: 'ok' | 'not-found' | 'blocked';
  following: boolean;
}

interface UnfollowRow extends RelationshipColumns {
  outcome: 'ok' | 'not-found';
}

interface LikeRow extends NoticeColumns {
  outcome: 'ok' | 'not-found';
  changed: boolean;
  likes: number;
  author_id: string | null;
}

interface CommentLikeRow extends NoticeColumns {
  outcome: 'ok' | 'comment-not-found' | 'post-not-found';
  changed: boolean;
  likes: number;
  comment_author_id: string | null;
  comment_post_id: string | null;
}

/** What `social_unlike_post` and `social_unlike_comment` answer. */
interface UnlikeRow<Refusal extends string = 'not-found'> {
  outcome: 'ok' | Refusal;
  changed: boolean;
  likes: number;
}

/** The waits `count_action` answers: seconds left in each window, 0 when within. */
interface WaitColumns {
  wait_minute: number;
  wait_day: number;
}

/** A call made only when its limit's count let it through: its columns are null otherwise. */
type Counted<T> = WaitColumns & (T | { [K in keyof T]: null });

/**
 * One statement: `action`'s attempt by the actor (`$actor`) counted in the windows `$3`–`$5`
 * (`count_action`), then `call` unless the count refused it. `OFFSET 0` keeps the call in its own
 * subquery, where the waits gate it once; pulled up into the join it would run and be filtered.
 */
const countedThen = (action: 'like' | 'follow', actor: string, call: string) =>
  `SELECT l.wait_minute, l.wait_day, c.*
   FROM count_action('${action}', ${actor}, $3, $4, $5) l
   LEFT JOIN LATERAL (SELECT * FROM ${call}
                      WHERE l.wait_minute = 0 AND l.wait_day = 0 OFFSET 0) c ON true`;

const limited = (row: WaitColumns): Limited => ({
  outcome: 'limited',
  waits: { minute: row.wait_minute, day: row.wait_day },
});

function recordedNotice(
  row: NoticeColumns,
  type: RecordedNotice['type'],
  recipientId: string,
  actorId: string,
  postId: string | null,
  commentId: string | null = null,
): RecordedNotice | null {
  if (!row.notification_id || !row.notified_at) {
    return null;
  }
  return {
    id: row.notification_id,
    type,
    recipientId,
    actorId,
    postId,
    commentId,
    createdAt: row.notified_at,
    unreadCount: row.unread_count ?? 1,
    actor: {
      id: actorId,
      name: row.actor_name ?? '',
      fullname: row.actor_fullname ?? '',
      image: row.actor_image,
    },
  };
}

/** `addComment`'s answer: the waits, then the comment and its notices (arrays, null for none). */
type AddedCommentRow = Counted<CommentRow> & {
  notice_ids: string[] | null;
  notice_types: Array<NewComment['notices'][number]['type']> | null;
  notice_recipients: string[] | null;
  notice_unread: number[] | null;
  notified_at: Date | null;
};

interface CommentRow {
  id: string;
  post_id: string;
  author_id: string;
  parent_id: string | null;
  body: string;
  mentions: string[];
  like_count: number;
  reply_count: number;
  created_at: Date;
  author_name: string;
  author_fullname: string;
  author_image: string | null;
  author_score: number;
  author_plan: Plan;
  hidden_cause: string | null;
  liked_by_me: boolean;
}

/** A comment's author (`users u`), as `toComment` reads it. */
const COMMENT_AUTHOR_COLUMNS = `u.name AS author_name, u.fullname AS author_fullname,
  u.image AS author_image, u.score AS author_score, u.plan AS author_plan`;

/** A comment's columns with its author's, and whether the viewer (`viewer`, maybe null) likes it. */
const COMMENT_COLUMNS = (viewer: string) => `c.*, ${COMMENT_AUTHOR_COLUMNS},
  EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.id AND cl.user_id = ${viewer}::uuid)
    AS liked_by_me`;

const COMMENT_SELECT = (viewer: string) =>
  `SELECT ${COMMENT_COLUMNS(viewer)} FROM comments c JOIN users u ON u.id = c.author_id`;

/** Comments the viewer reads: none between users a block keeps apart. */
const COMMENT_SEEN_BY = (viewer: string) => notBlockedSql(viewer, 'c.author_id');

const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  postId: r.post_id,
  authorId: r.author_id,
  parentId: r.parent_id,
  body: r.body,
  mentions: r.mentions,
  likeCount: r.like_count,
  replyCount: r.reply_count,
  createdAt: r.created_at,
  pendingReview: r.hidden_cause === 'review',
  likedByMe: r.liked_by_me,
  author: {
    id: r.author_id,
    name: r.author_name,
    fullname: r.author_fullname,
    image: r.author_image,
    score: r.author_score,
    plan: r.author_plan,
  },
});

const USER_COLUMNS = `u.id, u.name, u.fullname, u.image, u.score,
  u.follower_count AS "followerCount", u.following_count AS "followingCount"`;
const USER_SELECT = `SELECT ${USER_COLUMNS} FROM users u`;

/** Whether a block keeps the viewer (the parameter `viewer` names, maybe null) and `userColumn` apart. */
const KEPT_APART = (viewer: string, userColumn: string) =>
  `NOT (${notBlockedSql(`${viewer}::uuid`, userColumn)})`;

interface CommentSeenRow {
  id: string;
  post_id: string;
  author_id: string;
  parent_id: string | null;
  hidden_at: Date | null;
  kept_apart: boolean;
  post_author_id: string;
  post_status: PostRef['status'];
  post_visibility: PostRef['visibility'];
  post_hidden_at: Date | null;
  post_kept_apart: boolean;
}

/** Shown: not hidden, or the viewer's own comment held for review (`$viewer` names the parameter). */
const shownTo = (viewer: string) =>
  `(c.hidden_at IS NULL OR (c.hidden_cause = 'review' AND c.author_id = ${viewer}::uuid))`;

function page<T>(rows: T[], limit: number): Page<T> {
  return { items: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

@Injectable()
export class TypeormSocialRepository extends SocialRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async findPost(id: string, viewerId: string | null): Promise<SeenBy<PostRef> | null> {
    const [row] = await namedQuery<SeenBy<PostRef>>(
      this.db,
      'social.find-post',
      `SELECT id, author_id AS "authorId", status, visibility, hidden_at AS "hiddenAt",
         ${KEPT_APART('$2', 'author_id')} AS "keptApart"
       FROM posts WHERE id = $1`,
      [id, viewerId],
    );
    return row ?? null;
  }

  /**
   * The like's limit counted, then one call of `social_like_post` unless the count refused it
   * (migrations LikeInOneCall, LimitsCountedWithLikesAndFollows), in one round trip: inserting
   * the row and moving the counter in one statement keeps the count exact under concurrent likes
   * (a second like of the same user inserts nothing and counts nothing), and the notice is
   * recorded in the same transaction. Sent by name.
   */
  async likePost(postId: string, userId: string, limit: LimitWindows): Promise<LikeResult> {
    const [row] = await namedQuery<Counted<LikeRow>>(
      this.db,
      'social.like-post',
      countedThen('like', '$2', 'social_like_post($1, $2)'),
      [postId, userId, limit.at, limit.perMinute, limit.perDay],
    );
    if (row.outcome === null) {
      return limited(row);
    }
    if (row.outcome === 'not-found') {
      return { outcome: 'not-found' };
    }
    const toggle = { changed: row.changed, count: row.likes };
    const notice = recordedNotice(row, 'like-image', row.author_id!, userId, postId);
    return { outcome: 'liked', toggle, notice };
  }

  /** One call of `social_unlike_post` (migration UnlikeInOneCall): visibility, delete, counter. */
  async unlikePost(postId: string, userId: string): Promise<UnlikeResult> {
    const [row] = await namedQuery<UnlikeRow>(
      this.db,
      'social.unlike-post',
      'SELECT * FROM social_unlike_post($1, $2)',
      [postId, userId],
    );
    return row.outcome === 'ok'
      ? { outcome: 'unliked', toggle: { changed: row.changed, count: row.likes } }
      : { outcome: row.outcome };
  }

  async likedPostIds(userId: string, postIds: string[]): Promise<Set<string>> {
    const rows: Array<{ post_id: string }> = await this.db.query(
      `SELECT post_id FROM post_likes WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
      [userId, postIds],
    );
    return new Set(rows.map((r) => r.post_id));
  }

  /**
   * One statement: the comment's limit counted (`count_action`), then, unless it refused, the
   * comment inserted, the post's and the thread's counters moved (`commentCountMoves`: a comment
   * held for review moves none) and its notices recorded, each with
   * its recipient's unread count. The notices go to nobody a block keeps apart from the author
   * (as notifications' own inserts) and, by `notifications_once_key`, not twice.
   */
  async addComment(c: NewComment, limit: LimitWindows): Promise<AddCommentResult> {
    const [row] = await namedQuery<AddedCommentRow>(
      this.db,
      'social.add-comment',
      `WITH counted AS (SELECT * FROM count_action('comment', $3, $10, $11, $12)),
       inserted AS (
         INSERT INTO comments (id, post_id, author_id, parent_id, body, mentions,
           hidden_at, hidden_cause, hidden_reason)
         SELECT $1, $2, $3, $4, $5, $6, CASE WHEN $7::varchar IS NULL THEN NULL ELSE now() END,
           CASE WHEN $7::varchar IS NULL THEN NULL ELSE 'review' END, $7
         FROM counted WHERE counted.wait_minute = 0 AND counted.wait_day = 0
         RETURNING *),
       ${commentCountMoves('(SELECT post_id, parent_id FROM inserted WHERE hidden_at IS NULL)', '1')},
       noticed AS (
         INSERT INTO notifications (type, recipient_id, actor_id, post_id, comment_id)
         SELECT d.type, d.recipient_id, i.author_id, i.post_id, i.id
         FROM inserted i, unnest($8::varchar[], $9::uuid[]) AS d(type, recipient_id)
         WHERE i.hidden_at IS NULL AND d.recipient_id <> i.author_id
           AND ${notBlockedSql('d.recipient_id', 'i.author_id')}
         ON CONFLICT DO NOTHING
         RETURNING id, type, recipient_id, created_at)
       SELECT l.wait_minute, l.wait_day, i.*, ${COMMENT_AUTHOR_COLUMNS}, false AS liked_by_me, n.*
       FROM counted l
       LEFT JOIN inserted i ON true
       LEFT JOIN users u ON u.id = i.author_id
       LEFT JOIN LATERAL (
         -- this statement's snapshot does not see the notices it inserts: each is one more unread
         SELECT array_agg(x.id ORDER BY x.id) AS notice_ids,
           array_agg(x.type ORDER BY x.id) AS notice_types,
           array_agg(x.recipient_id ORDER BY x.id) AS notice_recipients,
           array_agg((SELECT count(*)::int + 1 FROM notifications o
                      WHERE o.recipient_id = x.recipient_id AND NOT o.clicked) ORDER BY x.id)
             AS notice_unread,
           min(x.created_at) AS notified_at
         FROM noticed x) n ON true`,
      [
        c.id,
        c.postId,
        c.authorId,
        c.parentId,
        c.body,
        c.mentions,
        c.heldReason,
        c.notices.map((n) => n.type),
        c.notices.map((n) => n.recipientId),
        limit.at,
        limit.perMinute,
        limit.perDay,
      ],
    );
    if (row.id === null) {
      return limited(row);
    }
    const comment = toComment(row);
    const notices = (row.notice_ids ?? []).flatMap(
      (id, k) =>
        recordedNotice(
          {
            notification_id: id,
            notified_at: row.notified_at,
            unread_count: row.notice_unread![k],
            actor_name: comment.author.name,
            actor_fullname: comment.author.fullname,
            actor_image: comment.author.image,
          },
          row.notice_types![k],
          row.notice_recipients![k],
          comment.authorId,
          comment.postId,
          comment.id,
        ) ?? [],
    );
    return { outcome: 'added', comment, notices };
  }

  async recentCommentBodies(authorId: string, since: Date): Promise<string[]> {
    const rows: Array<{ body: string }> = await this.db.query(
      `SELECT body FROM comments WHERE author_id = $1 AND created_at >= $2
       ORDER BY created_at DESC LIMIT 50`,
      [authorId, since],
    );
    return rows.map((r) => r.body);
  }

  async findComment(id: string, viewerId: string | null): Promise<CommentSeen | null> {
    const [row] = await namedQuery<CommentSeenRow>(
      this.db,
      'social.find-comment',
      `SELECT c.id, c.post_id, c.author_id, c.parent_id, c.hidden_at,
         ${KEPT_APART('$2', 'c.author_id')} AS kept_apart,
         p.author_id AS post_author_id, p.status AS post_status, p.visibility AS post_visibility,
         p.hidden_at AS post_hidden_at, ${KEPT_APART('$2', 'p.author_id')} AS post_kept_apart
       FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1`,
      [id, viewerId],
    );
    if (!row) {
      return null;
    }
    const post = {
      id: row.post_id,
      authorId: row.post_author_id,
      status: row.post_status,
      visibility: row.post_visibility,
      hiddenAt: row.post_hidden_at,
      keptApart: row.post_kept_apart,
    };
    return {
      id: row.id,
      postId: row.post_id,
      authorId: row.author_id,
      parentId: row.parent_id,
      postOwnerId: row.post_author_id,
      hiddenAt: row.hidden_at,
      keptApart: row.kept_apart,
      post,
    };
  }

  async deleteComment(id: string): Promise<{ removed: number; unreadRecipientIds: string[] }> {
    return this.db.transaction(async (tx: EntityManager) => {
      const [target]: Array<{ id: string }> = await tx.query(
        `SELECT id FROM comments WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!target) {
        return { removed: 0, unreadRecipientIds: [] };
      }
      // the notifications about these comments cascade away with them: whose unread count drops
      const recipients: Array<{ recipient_id: string }> = await tx.query(
        `SELECT DISTINCT n.recipient_id FROM notifications n JOIN comments c ON c.id = n.comment_id
         WHERE (c.id = $1 OR c.parent_id = $1) AND NOT n.clicked`,
        [id],
      );
      // only the shown ones are counted: held or hidden ones leave the counts as they are
      const shown: Array<{ id: string }> = await tx.query(
        `SELECT id FROM comments WHERE (id = $1 OR parent_id = $1) AND hidden_at IS NULL`,
        [id],
      );
      await moveCommentCounts(
        (text, params) => tx.query(text, params),
        shown.map((c) => c.id),
        -1,
      );
      const removed = rowsOf(
        await tx.query(`DELETE FROM comments WHERE id = $1 OR parent_id = $1 RETURNING id`, [id]),
      );
      return {
        removed: removed.length,
        unreadRecipientIds: recipients.map((r) => r.recipient_id),
      };
    });
  }

  /** The like's limit counted in the same statement; nothing else is written when it refuses. */
  /**
   * The like's limit counted, then one call of `social_like_comment` unless the count refused it
   * (migration CommentLikeInOneCall), in one round trip: the comment's and its post's visibility,
   * the like, its notice and the counter. Sent by name.
   */
  async likeComment(
    commentId: string,
    userId: string,
    limit: LimitWindows,
  ): Promise<CommentLikeResult> {
    const [row] = await namedQuery<Counted<CommentLikeRow>>(
      this.db,
      'social.like-comment',
      countedThen('like', '$2', 'social_like_comment($1, $2)'),
      [commentId, userId, limit.at, limit.perMinute, limit.perDay],
    );
    if (row.outcome === null) {
      return limited(row);
    }
    if (row.outcome !== 'ok') {
      return { outcome: row.outcome };
    }
    const toggle = { changed: row.changed, count: row.likes };
    const notice = recordedNotice(
      row,
      'like-comment',
      row.comment_author_id!,
      userId,
      row.comment_post_id,
      commentId,
    );
    return { outcome: 'liked', toggle, notice };
  }

  /** One call of `social_unlike_comment` (migration UnlikeInOneCall). */
  async unlikeComment(commentId: string, userId: string): Promise<CommentUnlikeResult> {
    const [row] = await namedQuery<UnlikeRow<'comment-not-found' | 'post-not-found'>>(
      this.db,
      'social.unlike-comment',
      'SELECT * FROM social_unlike_comment($1, $2)',
      [commentId, userId],
    );
    return row.outcome === 'ok'
      ? { outcome: 'unliked', toggle: { changed: row.changed, count: row.likes } }
      : { outcome: row.outcome };
  }

  async comments(
    postId: string,
    pageNumber: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<Comment>> {
    const rows = await namedQuery<CommentRow>(
      this.db,
      'social.comments',
      `${COMMENT_SELECT('$4')} WHERE c.post_id = $1 AND c.parent_id IS NULL AND ${shownTo('$4')}
         AND ${COMMENT_SEEN_BY('$4::uuid')}
       ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [postId, limit + 1, (pageNumber - 1) * limit, viewerId],
    );
    return page(rows.map(toComment), limit);
  }

  async replies(
    parentIds: string[],
    perParent: number,
    viewerId: string | null,
  ): Promise<Map<string, Comment[]>> {
    const byParent = new Map<string, Comment[]>(parentIds.map((id) => [id, []]));
    if (parentIds.length === 0) {
      return byParent;
    }
    const rows = await namedQuery<CommentRow>(
      this.db,
      'social.replies',
      `SELECT * FROM (
         SELECT ${COMMENT_COLUMNS('$3')},
                row_number() OVER (PARTITION BY c.parent_id ORDER BY c.created_at, c.id) AS n
         FROM comments c JOIN users u ON u.id = c.author_id
         WHERE c.parent_id = ANY($1::uuid[]) AND ${shownTo('$3')}
           AND ${COMMENT_SEEN_BY('$3::uuid')}) r
       WHERE r.n <= $2 ORDER BY r.created_at, r.id`,
      [parentIds, perParent, viewerId],
    );
    for (const row of rows) {
      byParent.get(row.parent_id!)?.push(toComment(row));
    }
    return byParent;
  }

  async repliesPage(
    parentId: string,
    pageNumber: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<Comment>> {
    const rows = await namedQuery<CommentRow>(
      this.db,
      'social.replies-page',
      `${COMMENT_SELECT('$4')} WHERE c.parent_id = $1 AND ${shownTo('$4')}
         AND ${COMMENT_SEEN_BY('$4::uuid')}
       ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
      [parentId, limit + 1, (pageNumber - 1) * limit, viewerId],
    );
    return page(rows.map(toComment), limit);
  }

  async findUser(id: string, viewerId: string | null): Promise<SeenBy<UserSummary> | null> {
    const [row] = await namedQuery<SeenBy<UserSummary>>(
      this.db,
      'social.find-user',
      `SELECT ${USER_COLUMNS}, ${KEPT_APART('$2', 'u.id')} AS "keptApart" FROM users u WHERE u.id = $1`,
      [id, viewerId],
    );
    return row ?? null;
  }

  async relationship(
    userId: string,
    viewerId: string | null,
  ): Promise<SeenBy<Relationship> | null> {
    const [row] = await namedQuery<SeenBy<UserSummary> & { following: boolean; muted: boolean }>(
      this.db,
      'social.relationship',
      `SELECT ${USER_COLUMNS}, ${KEPT_APART('$2', 'u.id')} AS "keptApart",
         EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $2 AND f.followee_id = u.id) AS following,
         NOT (${notMutedSql('$2::uuid', 'u.id')}) AS muted
       FROM users u WHERE u.id = $1`,
      [userId, viewerId],
    );
    if (!row) {
      return null;
    }
    const { keptApart, following, muted, ...user } = row;
    return { user, following, mutedByMe: muted, keptApart };
  }

  /**
   * The follow's limit counted, then one call of `social_follow` unless the count refused it
   * (migrations FollowInOneCall, LimitsCountedWithLikesAndFollows): never between users a block
   * keeps apart, even one written at the same moment (it takes PAIR_LOCK), and the notice
   * recorded in the same transaction. Sent by name: parsed and planned once per connection.
   */
  async follow(followerId: string, followeeId: string, limit: LimitWindows): Promise<FollowResult> {
    const [row] = await namedQuery<Counted<FollowRow>>(
      this.db,
      'social.follow',
      countedThen('follow', '$1', 'social_follow($1, $2)'),
      [followerId, followeeId, limit.at, limit.perMinute, limit.perDay],
    );
    if (row.outcome === null) {
      return limited(row);
    }
    if (row.outcome === 'not-found' || row.outcome === 'blocked') {
      return { outcome: row.outcome };
    }
    return {
      outcome: 'followed',
      toggle: { changed: row.changed, count: row.followers },
      notice: recordedNotice(row, 'follow', followeeId, followerId, null),
      relationship: relationshipOf(row, followeeId, row.following),
    };
  }

  /** One call of `social_unfollow` (migration UnfollowInOneCall): the check, the delete, both counters. */
  async unfollow(followerId: string, followeeId: string): Promise<UnfollowResult> {
    const [row] = await namedQuery<UnfollowRow>(
      this.db,
      'social.unfollow',
      'SELECT * FROM social_unfollow($1, $2)',
      [followerId, followeeId],
    );
    if (row.outcome === 'not-found') {
      return { outcome: 'not-found' };
    }
    return {
      outcome: 'unfollowed',
      toggle: { changed: row.changed, count: row.followers },
      relationship: relationshipOf(row, followeeId, false),
    };
  }

  async followers(
    userId: string,
    pageNumber: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<UserSummary>> {
    const rows: UserSummary[] = await this.db.query(
      `${USER_SELECT} JOIN follows f ON f.follower_id = u.id
       WHERE f.followee_id = $1 AND ${notBlockedSql('$4::uuid', 'u.id')}
       ORDER BY f.created_at DESC LIMIT $2 OFFSET $3`,
      [userId, limit + 1, (pageNumber - 1) * limit, viewerId],
    );
    return page(rows, limit);
  }

  async following(
    userId: string,
    pageNumber: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<UserSummary>> {
    const rows: UserSummary[] = await this.db.query(
      `${USER_SELECT} JOIN follows f ON f.followee_id = u.id
       WHERE f.follower_id = $1 AND ${notBlockedSql('$4::uuid', 'u.id')}
       ORDER BY f.created_at DESC LIMIT $2 OFFSET $3`,
      [userId, limit + 1, (pageNumber - 1) * limit, viewerId],
    );
    return page(rows, limit);
  }

  async findUsersByHandles(
    handles: string[],
    actorId: string,
  ): Promise<Array<{ id: string; name: string }>> {
    if (handles.length === 0) {
      return [];
    }
    return this.db.query(
      `SELECT u.id, u.name FROM users u
       WHERE lower(u.name) = ANY($1::text[]) AND ${notBlockedSql('$2::uuid', 'u.id')}`,
      [handles.map((h) => h.toLowerCase()), actorId],
    );
  }
}

function relationshipOf(
  row: RelationshipColumns,
  userId: string,
  following: boolean,
): Relationship {
  const user = {
    id: userId,
    name: row.user_name,
    fullname: row.user_fullname,
    image: row.user_image,
    score: row.user_score,
    followerCount: row.followers,
    followingCount: row.user_following,
  };
  return { user, following, mutedByMe: row.muted };
}
