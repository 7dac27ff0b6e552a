import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditsInCodeOpeningGrants1763873000000 implements MigrationInterface {
  name = 'CreditsInCodeOpeningGrants1763873000000';

  async up(q: QueryRunner): Promise<void> {
    // credits are computed by the app from fast_tokens and TOKENS_PER_CREDIT (configurable)
    await q.query(`ALTER TABLE users DROP COLUMN credits`);
    // every balance moves through the ledger: open it with what the ledger does not yet explain
    await q.query(`
      INSERT INTO token_ledger (user_id, delta, reason)
      SELECT u.id, u.fast_tokens - coalesce(l.total, 0), 'grant.opening'
      FROM users u
      LEFT JOIN (SELECT user_id, sum(delta) AS total FROM token_ledger GROUP BY user_id) l
        ON l.user_id = u.id
      WHERE u.fast_tokens <> coalesce(l.total, 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM token_ledger WHERE reason = 'grant.opening'`);
    await q.query(
      `ALTER TABLE users ADD COLUMN credits integer GENERATED ALWAYS AS (fast_tokens / 100) STORED`,
    );
  }
}
