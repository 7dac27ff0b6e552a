import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks (either side hides both from each other) and mutes (users or hashtags leave the muter's
 * lists). Each list reads them as anti-joins: the primary keys serve "did the viewer block /
 * mute this author or tag", the reverse index "did this author block the viewer".
 */
export class BlocksAndMutes1763974000000 implements MigrationInterface {
  name = 'BlocksAndMutes1763974000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_blocks (
        blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id))`);
    await q.query(`CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id, blocker_id)`);
    await q.query(`
      CREATE TABLE user_mutes (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        muted_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, muted_id),
        CHECK (user_id <> muted_id))`);
    await q.query(`
      CREATE TABLE hashtag_mutes (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tag varchar(50) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, tag))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hashtag_mutes`);
    await q.query(`DROP TABLE user_mutes`);
    await q.query(`DROP TABLE user_blocks`);
  }
}
