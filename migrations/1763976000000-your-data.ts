import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Tus datos": data exports (one archive per request, kept a few days), the outbox of media
 * clean-ups left by deleted accounts, and ledger and payment rows that outlive their account
 * (kept for accounting under a random former-account id instead of the user's).
 */
export class YourData1763976000000 implements MigrationInterface {
  name = 'YourData1763976000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'ready', 'failed', 'expired')),
        archive_key varchar(200),
        size bigint,
        error varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      )`);
    // one export at a time per user
    await q.query(
      `CREATE UNIQUE INDEX data_exports_one_pending ON data_exports (user_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE status = 'ready'`,
    );

    // media of deleted accounts still to remove from the store: written in the deletion's transaction
    await q.query(`
      CREATE TABLE media_cleanups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        prefixes text[] NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(300),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    for (const table of ['token_ledger', 'payments']) {
      await q.query(`
        ALTER TABLE ${table}
          ALTER COLUMN user_id DROP NOT NULL,
          ADD COLUMN former_account uuid,
          DROP CONSTRAINT ${table}_user_id_fkey,
          ADD CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
          ADD CONSTRAINT ${table}_owner_check CHECK (user_id IS NOT NULL OR former_account IS NOT NULL)`);
    }

    // append-only records let one thing through: a deleted account's id replaced by its
    // former-account id, inside the deletion's transaction (which sets mixel.erasing_account)
    for (const table of ['ad_events', 'moderation_audit']) {
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger AS $$
        BEGIN
          IF TG_OP = 'UPDATE' AND current_setting('mixel.erasing_account', true) = 'on' THEN
            RETURN NULL;
          END IF;
          RAISE EXCEPTION '${table} is append-only';
        END $$ LANGUAGE plpgsql`);
    }

    await q.query(`INSERT INTO notification_types (type) VALUES ('data-export-ready')`);
    // the export notice comes from the team: its recipient is also its actor
    await q.query(`
      ALTER TABLE notifications
        DROP CONSTRAINT notifications_check,
        ADD CONSTRAINT notifications_check
          CHECK (recipient_id <> actor_id OR type IN ('challenge-win', 'data-export-ready'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications WHERE type = 'data-export-ready'`);
    await q.query(`
      ALTER TABLE notifications
        DROP CONSTRAINT notifications_check,
        ADD CONSTRAINT notifications_check CHECK (recipient_id <> actor_id OR type = 'challenge-win')`);
    await q.query(`DELETE FROM notification_types WHERE type = 'data-export-ready'`);
    for (const table of ['ad_events', 'moderation_audit']) {
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger AS $$
        BEGIN
          RAISE EXCEPTION '${table} is append-only';
        END $$ LANGUAGE plpgsql`);
    }
    for (const table of ['token_ledger', 'payments']) {
      await q.query(`DELETE FROM ${table} WHERE user_id IS NULL`);
      await q.query(`
        ALTER TABLE ${table}
          DROP CONSTRAINT ${table}_owner_check,
          DROP CONSTRAINT ${table}_user_id_fkey,
          DROP COLUMN former_account,
          ALTER COLUMN user_id SET NOT NULL,
          ADD CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE`);
    }
    await q.query(`DROP TABLE media_cleanups`);
    await q.query(`DROP TABLE data_exports`);
  }
}
