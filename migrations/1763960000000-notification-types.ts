import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = [
  'upload-image',
  'like-image',
  'comment',
  'mentionInMyImage',
  'responding',
  'like-comment',
  'follow',
  'challenge-win',
  'report-resolved',
  'content-hidden',
  'appeal-resolved',
];

/**
 * The kinds of notification become rows of their own table, referenced by each notification:
 * a feature adds its kind with one INSERT instead of rewriting a CHECK that lists them all.
 */
export class NotificationTypes1763960000000 implements MigrationInterface {
  name = 'NotificationTypes1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notification_types (type varchar(40) PRIMARY KEY)`);
    await q.query(`INSERT INTO notification_types (type) SELECT unnest($1::text[])`, [TYPES]);
    await q.query(`
      ALTER TABLE notifications
        DROP CONSTRAINT notifications_type_check,
        ALTER COLUMN type TYPE varchar(40),
        ADD CONSTRAINT notifications_type_fkey FOREIGN KEY (type) REFERENCES notification_types (type)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const list = TYPES.map((t) => `'${t}'`).join(', ');
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_fkey`);
    await q.query(`DROP TABLE notification_types`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN type TYPE varchar(20)`);
    await q.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${list}))`,
    );
  }
}
