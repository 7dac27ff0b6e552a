import { MigrationInterface, QueryRunner } from 'typeorm';

export class Social1763856000000 implements MigrationInterface {
  name = 'Social1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN follower_count integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE users ADD COLUMN following_count integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_likes_user_idx ON post_likes (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        parent_id uuid REFERENCES comments(id) ON DELETE CASCADE,
        body varchar(2200) NOT NULL,
        mentions text[] NOT NULL DEFAULT '{}',
        like_count integer NOT NULL DEFAULT 0,
        reply_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX comments_post_idx ON comments (post_id, created_at DESC, id DESC) WHERE parent_id IS NULL`,
    );
    await q.query(`CREATE INDEX comments_parent_idx ON comments (parent_id, created_at, id)`);
    await q.query(`
      CREATE TABLE comment_likes (
        comment_id uuid NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE follows (
        follower_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        followee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      )`);
    await q.query(`CREATE INDEX follows_followee_idx ON follows (followee_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        actor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(20) NOT NULL CHECK (type IN
          ('upload-image', 'like-image', 'comment', 'mentionInMyImage', 'responding', 'like-comment', 'follow')),
        post_id uuid REFERENCES posts(id) ON DELETE CASCADE,
        comment_id uuid REFERENCES comments(id) ON DELETE CASCADE,
        clicked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (recipient_id <> actor_id)
      )`);
    await q.query(
      `CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE NOT clicked`,
    );
    // liking, unliking and liking again notifies once
    await q.query(`
      CREATE UNIQUE INDEX notifications_once_key ON notifications
        (recipient_id, actor_id, type, coalesce(post_id, '00000000-0000-0000-0000-000000000000'),
         coalesce(comment_id, '00000000-0000-0000-0000-000000000000'))
        WHERE type IN ('like-image', 'like-comment', 'follow', 'upload-image', 'mentionInMyImage')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications`);
    await q.query(`DROP TABLE follows`);
    await q.query(`DROP TABLE comment_likes`);
    await q.query(`DROP TABLE comments`);
    await q.query(`DROP TABLE post_likes`);
    await q.query(`ALTER TABLE users DROP COLUMN following_count`);
    await q.query(`ALTER TABLE users DROP COLUMN follower_count`);
  }
}
