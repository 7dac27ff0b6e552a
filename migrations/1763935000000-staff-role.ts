import { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffRole1763935000000 implements MigrationInterface {
  name = 'StaffRole1763935000000';

  async up(q: QueryRunner): Promise<void> {
    // one role model for the staff screens (feedback, moderation, news): granted by `npm run admin`
    await q.query(
      `ALTER TABLE users ADD COLUMN role varchar(8) NOT NULL DEFAULT 'user'
         CHECK (role IN ('user', 'staff'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN role`);
  }
}
