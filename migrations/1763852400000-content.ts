import { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763852400000 implements MigrationInterface {
  name = 'Content1763852400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(5) NOT NULL CHECK (kind IN ('image', 'video')),
        title varchar(100) NOT NULL,
        description varchar(2200) NOT NULL DEFAULT '',
        hashtags text[] NOT NULL DEFAULT '{}',
        mentions text[] NOT NULL DEFAULT '{}',
        visibility varchar(8) NOT NULL CHECK (visibility IN ('public', 'archived')),
        monetizable boolean NOT NULL DEFAULT false,
        sensitive boolean NOT NULL DEFAULT false,
        status varchar(10) NOT NULL DEFAULT 'processing'
          CHECK (status IN ('processing', 'ready', 'failed')),
        progress smallint NOT NULL DEFAULT 0,
        failure_reason varchar(300),
        width integer,
        height integer,
        dominant_color char(7),
        blurhash varchar(120),
        phash bit(64),
        duration_sec real,
        original_key varchar(200) NOT NULL,
        original_content_type varchar(100) NOT NULL,
        original_name varchar(255),
        original_size bigint NOT NULL,
        editable_key varchar(200),
        editable_name varchar(255),
        editable_content_type varchar(100),
        editable_size bigint,
        variants jsonb NOT NULL DEFAULT '[]',
        video jsonb,
        view_count integer NOT NULL DEFAULT 0,
        like_count integer NOT NULL DEFAULT 0,
        comment_count integer NOT NULL DEFAULT 0,
        download_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX posts_author_created_idx ON posts (author_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX posts_public_created_idx ON posts (created_at DESC, id DESC)
         WHERE status = 'ready' AND visibility = 'public'`,
    );
    await q.query(`
      CREATE TABLE post_views (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        viewer_key varchar(80) NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (post_id, viewer_key, day)
      )`);
    await q.query(`
      CREATE TABLE download_commissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        uploader_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        downloader_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount numeric(12, 4) NOT NULL CHECK (amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (post_id, downloader_id)
      )`);
    await q.query(
      `CREATE INDEX download_commissions_uploader_idx ON download_commissions (uploader_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        storage_key varchar(200) NOT NULL,
        content_type varchar(100) NOT NULL,
        kind varchar(5) NOT NULL CHECK (kind IN ('image', 'video')),
        original_name varchar(255),
        size bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE uploads`);
    await q.query(`DROP TABLE download_commissions`);
    await q.query(`DROP TABLE post_views`);
    await q.query(`DROP TABLE posts`);
  }
}
