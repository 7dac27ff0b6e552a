import { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationsUnsettled1763871000000 implements MigrationInterface {
  name = 'GenerationsUnsettled1763871000000';

  async up(q: QueryRunner): Promise<void> {
    // what a starting process recovers: generations left queued or running, oldest first
    await q.query(
      `CREATE INDEX generations_unsettled_idx ON generations (created_at)
         WHERE status IN ('queued', 'running')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX generations_unsettled_idx`);
  }
}
