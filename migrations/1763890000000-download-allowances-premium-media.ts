import { MigrationInterface, QueryRunner } from 'typeorm';

export class DownloadAllowancesPremiumMedia1763890000000 implements MigrationInterface {
  name = 'DownloadAllowancesPremiumMedia1763890000000';

  async up(q: QueryRunner): Promise<void> {
    // a monetized image's clean variants and original under private keys; null until rendered
    await q.query(`ALTER TABLE posts ADD COLUMN premium_media jsonb`);
    // monetized images processed before (or interrupted) are found at start and rendered again
    await q.query(`
      CREATE INDEX posts_premium_pending_idx ON posts (created_at)
        WHERE monetizable AND kind = 'image' AND status = 'ready' AND premium_media IS NULL`);

    // downloads counted against a plan's daily allowance: signed-in users, never the post's owner
    await q.query(`
      CREATE TABLE post_downloads (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX post_downloads_user_created_idx ON post_downloads (user_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX post_downloads_post_idx ON post_downloads (post_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE post_downloads`);
    await q.query(`DROP INDEX posts_premium_pending_idx`);
    await q.query(`ALTER TABLE posts DROP COLUMN premium_media`);
  }
}
