import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners edit and delete their posts. A deletion is soft for 30 days: `deleted_at` is set and,
 * unless moderation already hides it, the post is hidden with cause 'deleted', so every list,
 * search and suggestion that filters on `hidden_at` drops it at once; a restore undoes both.
 * `edited_at` marks edits after publication ('Editado'); comments get the same mark.
 */
export class OwnPostsEditDelete1764102000000 implements MigrationInterface {
  name = 'OwnPostsEditDelete1764102000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN edited_at timestamptz,
        DROP CONSTRAINT posts_hidden_cause_check,
        ADD CONSTRAINT posts_hidden_cause_check
          CHECK (hidden_cause IN ('moderation', 'ban', 'deleted'))`);
    await q.query(
      `CREATE INDEX posts_deleted_idx ON posts (author_id, deleted_at DESC) WHERE deleted_at IS NOT NULL`,
    );
    await q.query(`ALTER TABLE comments ADD COLUMN edited_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE comments DROP COLUMN edited_at`);
    await q.query(`DROP INDEX posts_deleted_idx`);
    await q.query(
      `UPDATE posts SET hidden_at = NULL, hidden_cause = NULL, hidden_reason = NULL
       WHERE hidden_cause = 'deleted'`,
    );
    await q.query(`
      ALTER TABLE posts
        DROP CONSTRAINT posts_hidden_cause_check,
        ADD CONSTRAINT posts_hidden_cause_check CHECK (hidden_cause IN ('moderation', 'ban')),
        DROP COLUMN deleted_at,
        DROP COLUMN edited_at`);
  }
}
