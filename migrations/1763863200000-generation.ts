import { MigrationInterface, QueryRunner } from 'typeorm';

export class Generation1763863200000 implements MigrationInterface {
  name = 'Generation1763863200000';

  async up(q: QueryRunner): Promise<void> {
    // one balance, in tokens; credits (how plans and packages are sold) are 100 tokens each
    await q.query(`UPDATE users SET fast_tokens = credits * 100`);
    await q.query(`ALTER TABLE users DROP COLUMN credits`);
    await q.query(
      `ALTER TABLE users ADD COLUMN credits integer GENERATED ALWAYS AS (fast_tokens / 100) STORED`,
    );
    await q.query(`
      CREATE TABLE generations (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        prompt varchar(1500) NOT NULL,
        preset_id varchar(40) NOT NULL,
        dimensions varchar(5) NOT NULL,
        mode varchar(10) NOT NULL,
        image_count smallint NOT NULL,
        private boolean NOT NULL,
        seed bigint NOT NULL,
        cost integer NOT NULL CHECK (cost >= 0),
        provider varchar(20) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        error varchar(300),
        images jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX generations_user_idx ON generations (user_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX generations_public_idx ON generations (created_at DESC, id DESC) WHERE status = 'completed' AND NOT private`,
    );
    await q.query(`
      CREATE TABLE token_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        delta integer NOT NULL,
        reason varchar(40) NOT NULL,
        generation_id uuid REFERENCES generations(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (generation_id, reason)
      )`);
    await q.query(`CREATE INDEX token_ledger_user_idx ON token_ledger (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE token_ledger`);
    await q.query(`DROP TABLE generations`);
    await q.query(`ALTER TABLE users DROP COLUMN credits`);
    await q.query(
      `ALTER TABLE users ADD COLUMN credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0)`,
    );
    await q.query(`UPDATE users SET credits = fast_tokens / 100`);
  }
}
