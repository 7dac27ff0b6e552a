import { MigrationInterface, QueryRunner } from 'typeorm';

export class MonetizedVideosPremium1763910000000 implements MigrationInterface {
  name = 'MonetizedVideosPremium1763910000000';

  async up(q: QueryRunner): Promise<void> {
    // monetized videos rendered before they had a watermarked public and a clean private rendition
    await q.query(`
      CREATE INDEX posts_premium_video_pending_idx ON posts (created_at)
        WHERE monetizable AND kind = 'video' AND status = 'ready' AND NOT (video ? 'premiumKey')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX posts_premium_video_pending_idx`);
  }
}
