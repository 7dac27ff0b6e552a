import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A comment flood or link spam from a new account is held for review: stored, hidden from
 * everyone but its author (`hidden_cause = 'review'`) and listed in the moderation queue until
 * staff release it or hide it.
 */
export class CommentsHeldForReview1763975100000 implements MigrationInterface {
  name = 'CommentsHeldForReview1763975100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE comments
        DROP CONSTRAINT comments_hidden_cause_check,
        ADD CONSTRAINT comments_hidden_cause_check
          CHECK (hidden_cause IN ('moderation', 'ban', 'review'))`);
    // the queue lists the held comments, oldest first
    await q.query(
      `CREATE INDEX comments_held_idx ON comments (created_at) WHERE hidden_cause = 'review'`,
    );
    // the hold looks at the author's comments of the last minutes
    await q.query(`CREATE INDEX comments_author_recent_idx ON comments (author_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX comments_author_recent_idx`);
    await q.query(`DROP INDEX comments_held_idx`);
    // released as they are: a held comment becomes visible rather than lost
    await q.query(
      `UPDATE comments SET hidden_at = NULL, hidden_cause = NULL, hidden_reason = NULL
       WHERE hidden_cause = 'review'`,
    );
    await q.query(`
      ALTER TABLE comments
        DROP CONSTRAINT comments_hidden_cause_check,
        ADD CONSTRAINT comments_hidden_cause_check CHECK (hidden_cause IN ('moderation', 'ban'))`);
  }
}
