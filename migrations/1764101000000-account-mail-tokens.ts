import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail for accounts: `users.email_verified_at` (accounts made before verification existed count
 * as verified), and `account_tokens`, the single-use links mailed for email verification, email
 * change and password reset, kept only as the SHA-256 of the token.
 */
export class AccountMailTokens1764101000000 implements MigrationInterface {
  name = 'AccountMailTokens1764101000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`UPDATE users SET email_verified_at = created_at WHERE email IS NOT NULL`);
    await q.query(`
      CREATE TABLE account_tokens (
        token_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('verify-email', 'change-email', 'reset-password')),
        email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX account_tokens_user ON account_tokens (user_id, kind)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
