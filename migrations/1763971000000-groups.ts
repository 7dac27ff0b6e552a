import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Groups: public or private, with an owner, moderators and members; invitations (told by a
 * 'group-invite' notification that names its group); posts shared into a group and the group's
 * own discussion of each (a private group's talk never reaches the public post page).
 */
export class Groups1763971000000 implements MigrationInterface {
  name = 'Groups1763971000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(80) NOT NULL UNIQUE,
        name varchar(60) NOT NULL CHECK (char_length(name) BETWEEN 3 AND 60),
        description varchar(500) NOT NULL DEFAULT '',
        visibility varchar(7) NOT NULL CHECK (visibility IN ('public', 'private')),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
        post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // discovery: public groups, the busiest first
    await q.query(
      `CREATE INDEX groups_public_idx ON groups (member_count DESC, created_at DESC, id) WHERE visibility = 'public'`,
    );
    await q.query(`
      CREATE TABLE group_members (
        group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role varchar(9) NOT NULL CHECK (role IN ('owner', 'moderator', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, user_id)
      )`);
    await q.query(`CREATE INDEX group_members_user_idx ON group_members (user_id, joined_at DESC)`);
    await q.query(
      `CREATE UNIQUE INDEX group_members_one_owner ON group_members (group_id) WHERE role = 'owner'`,
    );
    await q.query(`
      CREATE TABLE group_invites (
        group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invited_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX group_invites_user_idx ON group_invites (user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE group_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        shared_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        caption varchar(500) NOT NULL DEFAULT '',
        comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (group_id, post_id)
      )`);
    await q.query(
      `CREATE INDEX group_posts_feed_idx ON group_posts (group_id, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX group_posts_post_idx ON group_posts (post_id)`);
    await q.query(`
      CREATE TABLE group_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        group_post_id uuid NOT NULL REFERENCES group_posts(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX group_comments_thread_idx ON group_comments (group_post_id, created_at, id)`,
    );

    await q.query(`INSERT INTO notification_types (type) VALUES ('group-invite')`);
    // an invitation names its group (the link leads there); deleting the group takes it along
    await q.query(
      `ALTER TABLE notifications ADD COLUMN group_id uuid REFERENCES groups(id) ON DELETE CASCADE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type = 'group-invite'`);
    await q.query(`ALTER TABLE notifications DROP COLUMN group_id`);
    await q.query(`DELETE FROM notification_types WHERE type = 'group-invite'`);
    await q.query(`DROP TABLE group_comments`);
    await q.query(`DROP TABLE group_posts`);
    await q.query(`DROP TABLE group_invites`);
    await q.query(`DROP TABLE group_members`);
    await q.query(`DROP TABLE groups`);
  }
}
