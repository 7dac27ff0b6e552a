import { MigrationInterface, QueryRunner } from 'typeorm';

/** Editorial news by staff, their pictures (media pipeline variants), and each user's last look at /news. */
export class News1763970000000 implements MigrationInterface {
  name = 'News1763970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE news_images (
        id uuid PRIMARY KEY,
        uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        dominant_color varchar(7) NOT NULL,
        blurhash varchar(100) NOT NULL DEFAULT '',
        variants jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE news (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(100) NOT NULL UNIQUE,
        title varchar(120) NOT NULL,
        summary varchar(280) NOT NULL DEFAULT '',
        body text NOT NULL,
        cover_image_id uuid REFERENCES news_images(id) ON DELETE SET NULL,
        status varchar(9) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        publish_at timestamptz,
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status = 'draft' OR publish_at IS NOT NULL)
      )`);
    // /news, the feeds and the unread marker: published items by date, newest first
    await q.query(
      `CREATE INDEX news_published_idx ON news (publish_at DESC, id DESC) WHERE status = 'published'`,
    );
    await q.query(`
      CREATE TABLE news_reads (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_seen_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE news_reads`);
    await q.query(`DROP TABLE news`);
    await q.query(`DROP TABLE news_images`);
  }
}
