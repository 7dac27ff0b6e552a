import { MigrationInterface, QueryRunner } from 'typeorm';

export class PostsCreatedAtMilliseconds1763870000000 implements MigrationInterface {
  name = 'PostsCreatedAtMilliseconds1763870000000';

  async up(q: QueryRunner): Promise<void> {
    // the gallery's keyset cursor carries created_at as a JavaScript date, which has
    // milliseconds; now() has microseconds, so a post created in the same millisecond as the
    // last one of a page fell between the cursor and that post and was never listed. Posts keep
    // milliseconds (the default now() rounds to them), so a cursor is exactly the stored value.
    await q.query(`ALTER TABLE posts ALTER COLUMN created_at TYPE timestamptz(3)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ALTER COLUMN created_at TYPE timestamptz`);
  }
}
