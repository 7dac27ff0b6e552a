import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Commissions recorded before billing owned the ledger (download_commissions, in currency units of
 * 0.01 = 1 token, never added to a balance) become ledger grants to their uploaders, keyed as the
 * download service keys them, and the table goes: the ledger is the one record of every movement.
 */
export class DownloadCommissionsIntoLedger1763900000000 implements MigrationInterface {
  name = 'DownloadCommissionsIntoLedger1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH moved AS (
        INSERT INTO token_ledger (user_id, delta, reason, key, post_id, note, created_at)
        SELECT uploader_id, round(amount * 100)::int, 'download.commission',
               'download.commission:' || post_id || ':' || downloader_id, post_id,
               'Comisión registrada antes del libro de créditos', created_at
        FROM download_commissions
        WHERE round(amount * 100) > 0
        ON CONFLICT (key) DO NOTHING
        RETURNING user_id, delta
      )
      UPDATE users SET fast_tokens = fast_tokens + moved_sum.total
      FROM (SELECT user_id, SUM(delta)::int AS total FROM moved GROUP BY user_id) moved_sum
      WHERE users.id = moved_sum.user_id`);
    await q.query(`DROP TABLE download_commissions`);
  }

  async down(q: QueryRunner): Promise<void> {
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
    // the ledger keeps its grants (balances stay their sum); the old table gets its record back
    await q.query(`
      INSERT INTO download_commissions (post_id, uploader_id, downloader_id, amount, created_at)
      SELECT l.post_id, l.user_id, split_part(l.key, ':', 3)::uuid, l.delta / 100.0, l.created_at
      FROM token_ledger l
      JOIN posts p ON p.id = l.post_id
      JOIN users d ON d.id = split_part(l.key, ':', 3)::uuid
      WHERE l.reason = 'download.commission'
      ON CONFLICT (post_id, downloader_id) DO NOTHING`);
  }
}
