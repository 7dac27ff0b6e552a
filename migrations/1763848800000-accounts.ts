import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763848800000 implements MigrationInterface {
  name = 'Accounts1763848800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(30) NOT NULL,
        fullname varchar(60) NOT NULL,
        email varchar(254),
        password_hash text,
        image text,
        plan varchar(8) NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'basic', 'pro', 'max')),
        fast_tokens integer NOT NULL DEFAULT 0 CHECK (fast_tokens >= 0),
        credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
        score integer NOT NULL DEFAULT 0,
        subscription_status varchar(20),
        mercado_pago_subscription_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_name_lower_key ON users (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(`
      CREATE TABLE user_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent varchar(300),
        ip varchar(64)
      )`);
    await q.query(`CREATE INDEX user_sessions_user_id_idx ON user_sessions (user_id)`);
    await q.query(`
      CREATE TABLE user_identities (
        provider varchar(200) NOT NULL,
        subject varchar(255) NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`);
    await q.query(`CREATE INDEX user_identities_user_id_idx ON user_identities (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_identities`);
    await q.query(`DROP TABLE user_sessions`);
    await q.query(`DROP TABLE users`);
  }
}
