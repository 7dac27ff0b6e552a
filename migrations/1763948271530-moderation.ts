import { MigrationInterface, QueryRunner } from 'typeorm';

const TARGETS = `('post', 'comment', 'user')`;
// the types before this migration, 'challenge-win' (daily challenges) included
const OLD_TYPES = `'upload-image', 'like-image', 'comment', 'mentionInMyImage', 'responding', 'like-comment', 'follow', 'challenge-win'`;

export class Moderation1763948271530 implements MigrationInterface {
  name = 'Moderation1763948271530';

  async up(q: QueryRunner): Promise<void> {
    // hidden content: a state every list and read of posts and comments filters on. `hidden_cause`
    // says why (a moderator's hide, or the author's ban) so an unban restores only what it hid
    for (const table of ['posts', 'comments']) {
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN hidden_at timestamptz,
          ADD COLUMN hidden_cause varchar(10) CHECK (hidden_cause IN ('moderation', 'ban')),
          ADD COLUMN hidden_reason varchar(500),
          ADD CHECK ((hidden_at IS NULL) = (hidden_cause IS NULL))`);
      await q.query(
        `CREATE INDEX ${table}_hidden_idx ON ${table} (author_id) WHERE hidden_at IS NOT NULL`,
      );
    }
    // sanctions: a suspension ends by itself at suspended_until; a ban lasts until an unban
    await q.query(`
      ALTER TABLE users
        ADD COLUMN suspended_until timestamptz,
        ADD COLUMN banned_at timestamptz,
        ADD COLUMN sanction_reason varchar(500)`);

    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_type varchar(8) NOT NULL CHECK (target_type IN ${TARGETS}),
        target_id uuid NOT NULL,
        reason varchar(20) NOT NULL CHECK (reason IN
          ('spam', 'desnudez', 'violencia', 'odio', 'derechos', 'otro')),
        text varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'actioned', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CHECK (reason <> 'otro' OR char_length(coalesce(text, '')) > 0)
      )`);
    // one open report per reporter and target: a second one updates the reason of the first
    await q.query(`
      CREATE UNIQUE INDEX reports_open_once ON reports (reporter_id, target_type, target_id)
        WHERE status = 'open'`);
    // the queue: open reports grouped by target, oldest target first
    await q.query(`
      CREATE INDEX reports_open_target_idx ON reports (target_type, target_id, created_at)
        WHERE status = 'open'`);

    await q.query(`
      CREATE TABLE appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_type varchar(8) NOT NULL CHECK (target_type IN ${TARGETS}),
        target_id uuid NOT NULL,
        text varchar(1000) NOT NULL CHECK (char_length(text) > 0),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by uuid
      )`);
    // an owner appeals a target once, ever
    await q.query(`CREATE UNIQUE INDEX appeals_once ON appeals (owner_id, target_type, target_id)`);
    await q.query(`CREATE INDEX appeals_open_idx ON appeals (created_at) WHERE status = 'open'`);

    // append-only: who did what to which target, when, why, and its state before and after
    await q.query(`
      CREATE TABLE moderation_audit (
        id bigserial PRIMARY KEY,
        actor_id uuid NOT NULL,
        actor_name varchar(30) NOT NULL,
        target_type varchar(8) NOT NULL CHECK (target_type IN ${TARGETS}),
        target_id uuid NOT NULL,
        action varchar(20) NOT NULL,
        reason varchar(500) NOT NULL,
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX moderation_audit_target_idx ON moderation_audit (target_type, target_id, id DESC)`,
    );
    await q.query(`
      CREATE FUNCTION moderation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'moderation_audit is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER moderation_audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
        ON moderation_audit FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_append_only()`);

    // moderation outcomes reach people as notifications, with the reason as their detail
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications
        ADD CONSTRAINT notifications_type_check CHECK (type IN (${OLD_TYPES},
          'report-resolved', 'content-hidden', 'appeal-resolved')),
        ADD COLUMN detail varchar(500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM notifications WHERE type IN ('report-resolved', 'content-hidden', 'appeal-resolved')`,
    );
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications DROP COLUMN detail,
        ADD CONSTRAINT notifications_type_check CHECK (type IN (${OLD_TYPES}))`);
    await q.query(`DROP TABLE moderation_audit`);
    await q.query(`DROP FUNCTION moderation_audit_append_only()`);
    await q.query(`DROP TABLE appeals`);
    await q.query(`DROP TABLE reports`);
    await q.query(
      `ALTER TABLE users DROP COLUMN suspended_until, DROP COLUMN banned_at, DROP COLUMN sanction_reason`,
    );
    for (const table of ['posts', 'comments']) {
      await q.query(
        `ALTER TABLE ${table} DROP COLUMN hidden_at, DROP COLUMN hidden_cause, DROP COLUMN hidden_reason`,
      );
    }
  }
}
