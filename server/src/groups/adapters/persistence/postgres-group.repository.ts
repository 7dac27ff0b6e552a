import { Injectable } from '@nestjs/common';
import {
  POST_FROM,
  POST_LISTED,
  POST_SELECT,
  PostRow,
  toPost,
  type PostWithAuthor,
} from '../../../content/content.public';
import { isUuid } from '../../../kernel/ids';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Group, GroupAccess, GroupFields, GroupRole } from '../../domain/group';
import {
  GroupComment,
  GroupInvite,
  GroupMember,
  GroupPost,
  GroupRepository,
  GroupUser,
  Page,
  ShareablePostRef,
} from '../../ports/group.repository';

interface GroupRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  visibility: Group['visibility'];
  owner_id: string;
  member_count: number;
  post_count: number;
  created_at: Date;
  owner_name: string;
  owner_fullname: string;
  owner_image: string | null;
}

const GROUP_SELECT = `g.id, g.slug, g.name, g.description, g.visibility, g.owner_id, g.member_count,
  g.post_count, g.created_at, o.name AS owner_name, o.fullname AS owner_fullname, o.image AS owner_image`;
const GROUP_FROM = `FROM groups g JOIN users o ON o.id = g.owner_id`;

const toGroup = (r: GroupRow): Group => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  ownerId: r.owner_id,
  memberCount: r.member_count,
  postCount: r.post_count,
  createdAt: r.created_at,
  owner: { id: r.owner_id, name: r.owner_name, fullname: r.owner_fullname, image: r.owner_image },
});

const USER_SELECT = `u.id AS user_id, u.name AS user_name, u.fullname AS user_fullname, u.image AS user_image`;
interface UserCols {
  user_id: string;
  user_name: string;
  user_fullname: string;
  user_image: string | null;
}
const toUser = (r: UserCols): GroupUser => ({
  id: r.user_id,
  name: r.user_name,
  fullname: r.user_fullname,
  image: r.user_image,
});

const page = <T>(rows: T[], limit: number): Page<T> => ({
  items: rows.slice(0, limit),
  hasNextPage: rows.length > limit,
});

@Injectable()
export class PostgresGroupRepository extends GroupRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private async query<T>(text: string, params: unknown[]): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(text, params));
  }

  async access(ref: string, viewerId: string | null): Promise<GroupAccess | null> {
    const byId = isUuid(ref);
    const [row] = await this.query<GroupRow & { role: GroupRole | null; invited: boolean }>(
      `SELECT ${GROUP_SELECT},
         (SELECT m.role FROM group_members m WHERE m.group_id = g.id AND m.user_id = $2) AS role,
         EXISTS (SELECT 1 FROM group_invites i WHERE i.group_id = g.id AND i.user_id = $2) AS invited
       ${GROUP_FROM} WHERE ${byId ? 'g.id = $1::uuid' : 'g.slug = lower($1)'}`,
      [ref, viewerId],
    );
    return row ? { group: toGroup(row), role: row.role, invited: row.invited } : null;
  }

  async create(fields: GroupFields, slug: string, ownerId: string): Promise<Group> {
    // a taken slug gets a short random suffix: the name itself need not be unique
    const [row] = await this.query<{ id: string }>(
      `WITH g AS (
         INSERT INTO groups (slug, name, description, visibility, owner_id, member_count)
         VALUES (
           CASE WHEN EXISTS (SELECT 1 FROM groups WHERE slug = $1)
             THEN $1 || '-' || substr(md5(random()::text), 1, 5) ELSE $1 END,
           $2, $3, $4, $5, 1)
         RETURNING id),
       m AS (INSERT INTO group_members (group_id, user_id, role) SELECT id, $5, 'owner' FROM g)
       SELECT id FROM g`,
      [slug, fields.name, fields.description, fields.visibility, ownerId],
    );
    const access = await this.access(row.id, ownerId);
    return access!.group;
  }

  async update(id: string, fields: GroupFields): Promise<void> {
    await this.query(
      `UPDATE groups SET name = $2, description = $3, visibility = $4, updated_at = now() WHERE id = $1`,
      [id, fields.name, fields.description, fields.visibility],
    );
  }

  async delete(id: string): Promise<void> {
    await this.query(`DELETE FROM groups WHERE id = $1`, [id]);
  }

  async mine(userId: string) {
    const rows = await this.query<GroupRow & { role: GroupRole }>(
      `SELECT ${GROUP_SELECT}, m.role ${GROUP_FROM}
       JOIN group_members m ON m.group_id = g.id AND m.user_id = $1
       ORDER BY m.joined_at DESC, g.id LIMIT 200`,
      [userId],
    );
    return rows.map((r) => ({ group: toGroup(r), role: r.role }));
  }

  async discover(
    query: string | null,
    current: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<GroupAccess>> {
    const rows = await this.query<GroupRow & { role: GroupRole | null; invited: boolean }>(
      `SELECT ${GROUP_SELECT},
         (SELECT m.role FROM group_members m WHERE m.group_id = g.id AND m.user_id = $4) AS role,
         EXISTS (SELECT 1 FROM group_invites i WHERE i.group_id = g.id AND i.user_id = $4) AS invited
       ${GROUP_FROM}
       WHERE g.visibility = 'public'
         AND ($1::text IS NULL OR g.name ILIKE '%' || $1 || '%' OR g.description ILIKE '%' || $1 || '%')
       ORDER BY g.member_count DESC, g.created_at DESC, g.id LIMIT $2 OFFSET $3`,
      [
        query?.replace(/[\\%_]/g, (c) => `\\${c}`) ?? null,
        limit + 1,
        (current - 1) * limit,
        viewerId,
      ],
    );
    return page(
      rows.map((r) => ({ group: toGroup(r), role: r.role, invited: r.invited })),
      limit,
    );
  }

  async addMember(groupId: string, userId: string, role: GroupRole): Promise<boolean> {
    const [row] = await this.query<{ n: number }>(
      `WITH ins AS (
         INSERT INTO group_members (group_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING group_id),
       inv AS (DELETE FROM group_invites WHERE group_id = $1 AND user_id = $2),
       upd AS (UPDATE groups SET member_count = member_count + 1 WHERE id IN (SELECT group_id FROM ins))
       SELECT count(*)::int AS n FROM ins`,
      [groupId, userId, role],
    );
    return row.n > 0;
  }

  async removeMember(groupId: string, userId: string): Promise<boolean> {
    const [row] = await this.query<{ n: number }>(
      `WITH del AS (
         DELETE FROM group_members WHERE group_id = $1 AND user_id = $2 AND role <> 'owner'
         RETURNING group_id),
       upd AS (UPDATE groups SET member_count = member_count - 1 WHERE id IN (SELECT group_id FROM del))
       SELECT count(*)::int AS n FROM del`,
      [groupId, userId],
    );
    return row.n > 0;
  }

  async setRole(groupId: string, userId: string, role: 'moderator' | 'member'): Promise<boolean> {
    const rows = await this.query(
      `UPDATE group_members SET role = $3 WHERE group_id = $1 AND user_id = $2 AND role <> 'owner'
       RETURNING user_id`,
      [groupId, userId, role],
    );
    return rows.length > 0;
  }

  async transferOwnership(groupId: string, fromId: string, toId: string): Promise<boolean> {
    // one owner per group (a unique index): the old one steps down before the new one steps up
    const stepped = await this.query(
      `UPDATE group_members SET role = 'moderator'
       WHERE group_id = $1 AND user_id = $2 AND role = 'owner' RETURNING user_id`,
      [groupId, fromId],
    );
    if (stepped.length === 0) {
      return false;
    }
    const [row] = await this.query<{ owner_id: string }>(
      `WITH promoted AS (
         UPDATE group_members SET role = 'owner'
         WHERE group_id = $1 AND user_id = $2 AND role <> 'owner' RETURNING user_id)
       UPDATE groups g SET owner_id = p.user_id, updated_at = now()
       FROM promoted p WHERE g.id = $1 RETURNING g.owner_id`,
      [groupId, toId],
    );
    return row !== undefined;
  }

  async roleOf(groupId: string, userId: string): Promise<GroupRole | null> {
    const [row] = await this.query<{ role: GroupRole }>(
      `SELECT role FROM group_members WHERE group_id = $1 AND user_id = $2`,
      [groupId, userId],
    );
    return row?.role ?? null;
  }

  async members(groupId: string, current: number, limit: number): Promise<Page<GroupMember>> {
    const rows = await this.query<UserCols & { role: GroupRole; joined_at: Date }>(
      `SELECT ${USER_SELECT}, m.role, m.joined_at FROM group_members m JOIN users u ON u.id = m.user_id
       WHERE m.group_id = $1
       ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END, m.joined_at, u.id
       LIMIT $2 OFFSET $3`,
      [groupId, limit + 1, (current - 1) * limit],
    );
    return page(
      rows.map((r) => ({ user: toUser(r), role: r.role, joinedAt: r.joined_at })),
      limit,
    );
  }

  async usersByHandles(handles: string[]): Promise<GroupUser[]> {
    const rows = await this.query<UserCols>(
      `SELECT ${USER_SELECT} FROM users u WHERE lower(u.name) = ANY($1::text[])`,
      [handles.map((h) => h.toLowerCase())],
    );
    return rows.map(toUser);
  }

  async suggestUsers(prefix: string, limit: number): Promise<GroupUser[]> {
    const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.query<UserCols>(
      `SELECT ${USER_SELECT} FROM users u
       WHERE lower(u.name) LIKE $1 OR lower(u.fullname) LIKE $1
       ORDER BY (lower(u.name) LIKE $1) DESC, u.follower_count DESC, u.name LIMIT $2`,
      [like, limit],
    );
    return rows.map(toUser);
  }

  async invite(groupId: string, userIds: string[], invitedBy: string): Promise<string[]> {
    if (userIds.length === 0) {
      return [];
    }
    const rows = await this.query<{ user_id: string }>(
      `INSERT INTO group_invites (group_id, user_id, invited_by)
       SELECT $1, u, $3 FROM unnest($2::uuid[]) u
       WHERE NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = $1 AND m.user_id = u)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [groupId, userIds, invitedBy],
    );
    return rows.map((r) => r.user_id);
  }

  async deleteInvite(groupId: string, userId: string): Promise<boolean> {
    const rows = await this.query(
      `DELETE FROM group_invites WHERE group_id = $1 AND user_id = $2 RETURNING user_id`,
      [groupId, userId],
    );
    return rows.length > 0;
  }

  async invitesFor(userId: string): Promise<GroupInvite[]> {
    const rows = await this.query<GroupRow & UserCols & { invited_at: Date }>(
      `SELECT ${GROUP_SELECT}, ${USER_SELECT}, i.created_at AS invited_at
       FROM group_invites i JOIN groups g ON g.id = i.group_id JOIN users o ON o.id = g.owner_id
       JOIN users u ON u.id = i.invited_by
       WHERE i.user_id = $1 ORDER BY i.created_at DESC LIMIT 100`,
      [userId],
    );
    return rows.map((r) => ({ group: toGroup(r), invitedBy: toUser(r), createdAt: r.invited_at }));
  }

  async pendingInvites(groupId: string) {
    const rows = await this.query<UserCols & { created_at: Date }>(
      `SELECT ${USER_SELECT}, i.created_at FROM group_invites i JOIN users u ON u.id = i.user_id
       WHERE i.group_id = $1 ORDER BY i.created_at DESC LIMIT 200`,
      [groupId],
    );
    return rows.map((r) => ({ user: toUser(r), createdAt: r.created_at }));
  }

  async findPost(postId: string): Promise<ShareablePostRef | null> {
    const [row] = await this.query<{ id: string; author_id: string; listed: boolean }>(
      `SELECT p.id, p.author_id, (${POST_LISTED} AND NOT p.announcement) AS listed
       FROM posts p WHERE p.id = $1`,
      [postId],
    );
    return row ? { id: row.id, authorId: row.author_id, listed: row.listed } : null;
  }

  async share(
    groupId: string,
    postId: string,
    userId: string,
    caption: string,
  ): Promise<string | null> {
    const [row] = await this.query<{ id: string }>(
      `WITH ins AS (
         INSERT INTO group_posts (group_id, post_id, shared_by, caption) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING id, group_id),
       upd AS (UPDATE groups SET post_count = post_count + 1 WHERE id IN (SELECT group_id FROM ins))
       SELECT id FROM ins`,
      [groupId, postId, userId, caption],
    );
    return row?.id ?? null;
  }

  async feed(groupId: string, current: number, limit: number): Promise<Page<GroupPost>> {
    const rows = await this.query<GroupPostRow>(
      `SELECT ${GROUP_POST_SELECT}, ${POST_SELECT} ${GROUP_POST_FROM}
       WHERE gp.group_id = $1 AND ${POST_LISTED}
       ORDER BY gp.created_at DESC, gp.id DESC LIMIT $2 OFFSET $3`,
      [groupId, limit + 1, (current - 1) * limit],
    );
    return page(rows.map(toGroupPost), limit);
  }

  async findGroupPost(id: string): Promise<GroupPost | null> {
    const [row] = await this.query<GroupPostRow>(
      `SELECT ${GROUP_POST_SELECT}, ${POST_SELECT} ${GROUP_POST_FROM} WHERE gp.id = $1 AND ${POST_LISTED}`,
      [id],
    );
    return row ? toGroupPost(row) : null;
  }

  async removeGroupPost(id: string): Promise<void> {
    await this.query(
      `WITH del AS (DELETE FROM group_posts WHERE id = $1 RETURNING group_id)
       UPDATE groups SET post_count = greatest(post_count - 1, 0) WHERE id IN (SELECT group_id FROM del)`,
      [id],
    );
  }

  async shareablePosts(userId: string, groupId: string, limit: number): Promise<PostWithAuthor[]> {
    const rows = await this.query<PostRow>(
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE p.author_id = $1 AND ${POST_LISTED} AND NOT p.announcement
         AND NOT EXISTS (SELECT 1 FROM group_posts gp WHERE gp.group_id = $2 AND gp.post_id = p.id)
       ORDER BY p.created_at DESC, p.id DESC LIMIT $3`,
      [userId, groupId, limit],
    );
    return rows.map(toPost);
  }

  async addComment(groupPostId: string, authorId: string, body: string): Promise<GroupComment> {
    const [row] = await this.query<CommentRow>(
      `WITH ins AS (
         INSERT INTO group_comments (group_post_id, author_id, body) VALUES ($1, $2, $3) RETURNING *),
       upd AS (UPDATE group_posts SET comment_count = comment_count + 1 WHERE id = $1)
       SELECT c.id, c.group_post_id, c.body, c.created_at, ${USER_SELECT}
       FROM ins c JOIN users u ON u.id = c.author_id`,
      [groupPostId, authorId, body],
    );
    return toComment(row);
  }

  async comments(groupPostId: string, current: number, limit: number) {
    const rows = await this.query<CommentRow>(
      `SELECT c.id, c.group_post_id, c.body, c.created_at, ${USER_SELECT}
       FROM group_comments c JOIN users u ON u.id = c.author_id
       WHERE c.group_post_id = $1 ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
      [groupPostId, limit + 1, (current - 1) * limit],
    );
    return page(rows.map(toComment), limit);
  }

  async findComment(id: string) {
    const [row] = await this.query<{
      id: string;
      group_post_id: string;
      group_id: string;
      author_id: string;
    }>(
      `SELECT c.id, c.group_post_id, gp.group_id, c.author_id
       FROM group_comments c JOIN group_posts gp ON gp.id = c.group_post_id WHERE c.id = $1`,
      [id],
    );
    return row
      ? {
          id: row.id,
          groupPostId: row.group_post_id,
          groupId: row.group_id,
          authorId: row.author_id,
        }
      : null;
  }

  async deleteComment(id: string): Promise<void> {
    await this.query(
      `WITH del AS (DELETE FROM group_comments WHERE id = $1 RETURNING group_post_id)
       UPDATE group_posts SET comment_count = greatest(comment_count - 1, 0)
       WHERE id IN (SELECT group_post_id FROM del)`,
      [id],
    );
  }
}

const GROUP_POST_SELECT = `gp.id AS gp_id, gp.group_id AS gp_group_id, gp.shared_by AS gp_shared_by,
  gp.caption AS gp_caption, gp.comment_count AS gp_comment_count, gp.created_at AS gp_created_at`;
const GROUP_POST_FROM = `FROM group_posts gp JOIN posts p ON p.id = gp.post_id JOIN users u ON u.id = p.author_id`;

interface GroupPostRow extends PostRow {
  gp_id: string;
  gp_group_id: string;
  gp_shared_by: string;
  gp_caption: string;
  gp_comment_count: number;
  gp_created_at: Date;
}

const toGroupPost = (r: GroupPostRow): GroupPost => ({
  id: r.gp_id,
  groupId: r.gp_group_id,
  sharedById: r.gp_shared_by,
  caption: r.gp_caption,
  commentCount: r.gp_comment_count,
  createdAt: r.gp_created_at,
  post: toPost(r),
});

interface CommentRow extends UserCols {
  id: string;
  group_post_id: string;
  body: string;
  created_at: Date;
}

const toComment = (r: CommentRow): GroupComment => ({
  id: r.id,
  groupPostId: r.group_post_id,
  author: toUser(r),
  body: r.body,
  createdAt: r.created_at,
});
