import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1763880000000 implements MigrationInterface {
  name = 'Billing1763880000000';

  async up(q: QueryRunner): Promise<void> {
    // the one ledger: every row keyed by its cause, so a repeated event writes nothing
    await q.query(`
      ALTER TABLE token_ledger
        ADD COLUMN key varchar(160),
        ADD COLUMN payment_id uuid,
        ADD COLUMN post_id uuid,
        ADD COLUMN note varchar(200),
        ADD COLUMN balance_after integer`);
    await q.query(`
      UPDATE token_ledger SET key = reason || ':' || generation_id
      WHERE generation_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX token_ledger_key_idx ON token_ledger (key)`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_balance_nonnegative CHECK (fast_tokens >= 0)`,
    );

    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan varchar(8) NOT NULL CHECK (plan IN ('basic', 'pro', 'max')),
        cycle varchar(8) NOT NULL CHECK (cycle IN ('monthly', 'yearly')),
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'active', 'past_due', 'cancelled', 'expired')),
        gateway varchar(20) NOT NULL,
        external_id varchar(120),
        amount integer NOT NULL CHECK (amount >= 0),
        currency varchar(3) NOT NULL,
        current_period_start timestamptz,
        current_period_end timestamptz,
        past_due_since timestamptz,
        scheduled_plan varchar(8) CHECK (scheduled_plan IN ('free', 'basic', 'pro', 'max')),
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (gateway, external_id)
      )`);
    await q.query(
      `CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end)
        WHERE status IN ('active', 'past_due', 'cancelled')`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        gateway varchar(20) NOT NULL,
        external_id varchar(120),
        method varchar(12) NOT NULL CHECK (method IN ('card', 'pse', 'nequi', 'daviplata')),
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'declined', 'refunded', 'charged_back')),
        amount integer NOT NULL CHECK (amount >= 0),
        currency varchar(3) NOT NULL,
        kind varchar(12) NOT NULL CHECK (kind IN ('pack', 'subscription')),
        credits integer,
        plan varchar(8),
        cycle varchar(8),
        subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
        period_start timestamptz,
        granted_tokens integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (gateway, external_id)
      )`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending'`,
    );
    await q.query(`
      ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_payment_fk
        FOREIGN KEY (payment_id) REFERENCES payments(id) ON DELETE SET NULL`);

    // every delivery as it arrived, with our verdict, so support can replay it
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        gateway varchar(20) NOT NULL,
        headers jsonb NOT NULL,
        query jsonb NOT NULL DEFAULT '{}',
        raw_body text NOT NULL,
        verdict varchar(20) NOT NULL DEFAULT 'received'
          CHECK (verdict IN ('received', 'applied', 'ignored', 'bad_signature', 'invalid', 'failed')),
        detail varchar(300),
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_received_idx ON webhook_deliveries (gateway, received_at DESC)`,
    );

    // the sandbox gateway's own records: what its checkout page shows and its API answers
    await q.query(`
      CREATE TABLE sandbox_charges (
        id varchar(40) PRIMARY KEY,
        kind varchar(12) NOT NULL CHECK (kind IN ('payment', 'subscription')),
        reference varchar(80) NOT NULL,
        title varchar(200) NOT NULL,
        amount integer NOT NULL,
        currency varchar(3) NOT NULL,
        cycle varchar(8),
        status varchar(16) NOT NULL,
        subscription_id varchar(40),
        return_url varchar(500) NOT NULL,
        webhook_url varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sandbox_charges_reference_idx ON sandbox_charges (reference)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_charges`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`ALTER TABLE token_ledger DROP CONSTRAINT token_ledger_payment_fk`);
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP TABLE subscriptions`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_balance_nonnegative`);
    await q.query(`DROP INDEX token_ledger_key_idx`);
    await q.query(`
      ALTER TABLE token_ledger
        DROP COLUMN key, DROP COLUMN payment_id, DROP COLUMN post_id, DROP COLUMN note,
        DROP COLUMN balance_after`);
  }
}
