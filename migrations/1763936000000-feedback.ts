import { MigrationInterface, QueryRunner } from 'typeorm';

export class Feedback1763936000000 implements MigrationInterface {
  name = 'Feedback1763936000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rating varchar(6) NOT NULL CHECK (rating IN ('low', 'medium', 'high')),
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
        page_path varchar(300),
        user_agent varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        handled_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
    // the staff list: newest first, open ones (the usual filter) on their own index
    await q.query(`CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX feedback_open_idx ON feedback (created_at DESC, id DESC) WHERE handled_at IS NULL`,
    );
    await q.query(`CREATE INDEX feedback_user_idx ON feedback (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feedback`);
  }
}
