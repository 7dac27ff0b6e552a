import { MigrationInterface, QueryRunner } from 'typeorm';

export class Campaigns1763920000000 implements MigrationInterface {
  name = 'Campaigns1763920000000';

  async up(q: QueryRunner): Promise<void> {
    // posts uploaded in announcement mode are shown only as ads (they are also archived)
    await q.query(`ALTER TABLE posts ADD COLUMN announcement boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        advertiser_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(80) NOT NULL,
        objective varchar(10) NOT NULL CHECK (objective IN ('reach', 'clicks')),
        status varchar(10) NOT NULL
          CHECK (status IN ('draft', 'active', 'paused', 'finished', 'rejected')),
        finished_reason varchar(10) CHECK (finished_reason IN ('budget', 'ended', 'cancelled')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        budget_credits integer NOT NULL CHECK (budget_credits > 0),
        daily_cap_credits integer CHECK (daily_cap_credits > 0),
        -- spend in thousandths of a token, so a CPM bid charges each impression exactly
        budget_units bigint NOT NULL CHECK (budget_units > 0),
        daily_cap_units bigint,
        bid_model varchar(3) NOT NULL CHECK (bid_model IN ('CPM', 'CPC')),
        bid_tokens integer NOT NULL CHECK (bid_tokens > 0),
        target_categories text[] NOT NULL DEFAULT '{}',
        target_hashtags text[] NOT NULL DEFAULT '{}',
        reserved_tokens integer NOT NULL DEFAULT 0 CHECK (reserved_tokens >= 0),
        reserve_version integer NOT NULL DEFAULT 0,
        spent_units bigint NOT NULL DEFAULT 0 CHECK (spent_units >= 0),
        spend_day date,
        day_spent_units bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (spent_units <= budget_units),
        CHECK (ends_at IS NULL OR ends_at > starts_at)
      )`);
    await q.query(
      `CREATE INDEX campaigns_advertiser_idx ON campaigns (advertiser_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX campaigns_serving_idx ON campaigns (status) WHERE status = 'active'`,
    );
    await q.query(`
      CREATE TABLE ads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        cta varchar(20) NOT NULL CHECK (cta IN
          ('ver mas', 'comprar', 'mas informacion', 'contactanos', 'registrate', 'descargar')),
        destination_url varchar(2048) NOT NULL CHECK (destination_url LIKE 'https://%'),
        position smallint NOT NULL DEFAULT 0,
        removed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ads_campaign_idx ON ads (campaign_id) WHERE removed_at IS NULL`);
    // append-only: rows are written once and never changed (the trigger refuses it)
    await q.query(`
      CREATE TABLE ad_events (
        id bigserial PRIMARY KEY,
        ad_id uuid NOT NULL,
        campaign_id uuid NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('impression', 'click')),
        viewer_key varchar(64) NOT NULL,
        cost_units bigint NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ad_events_ad_idx ON ad_events (ad_id, occurred_at)`);
    await q.query(`
      CREATE FUNCTION ad_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ad_events is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER ad_events_append_only BEFORE UPDATE OR DELETE ON ad_events
        FOR EACH ROW EXECUTE FUNCTION ad_events_append_only()`);
    // the last counted event of a viewer, ad and kind: a guarded upsert dedups within the window
    await q.query(`
      CREATE TABLE ad_event_dedup (
        ad_id uuid NOT NULL,
        viewer_key varchar(64) NOT NULL,
        kind varchar(10) NOT NULL,
        counted_at timestamptz NOT NULL,
        PRIMARY KEY (ad_id, viewer_key, kind)
      )`);
    await q.query(`
      CREATE TABLE ad_rollups_hourly (
        ad_id uuid NOT NULL,
        campaign_id uuid NOT NULL,
        advertiser_id uuid NOT NULL,
        hour timestamptz NOT NULL,
        impressions bigint NOT NULL DEFAULT 0,
        clicks bigint NOT NULL DEFAULT 0,
        spent_units bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (ad_id, hour)
      )`);
    await q.query(`CREATE INDEX ad_rollups_campaign_idx ON ad_rollups_hourly (campaign_id, hour)`);
    await q.query(
      `CREATE INDEX ad_rollups_advertiser_idx ON ad_rollups_hourly (advertiser_id, hour)`,
    );
    // times each ad was served to each viewer on a day (the frequency cap)
    await q.query(`
      CREATE TABLE ad_frequency (
        ad_id uuid NOT NULL,
        viewer_key varchar(64) NOT NULL,
        day date NOT NULL,
        served integer NOT NULL,
        PRIMARY KEY (ad_id, viewer_key, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ad_frequency`);
    await q.query(`DROP TABLE ad_rollups_hourly`);
    await q.query(`DROP TABLE ad_event_dedup`);
    await q.query(`DROP TABLE ad_events`);
    await q.query(`DROP FUNCTION ad_events_append_only`);
    await q.query(`DROP TABLE ads`);
    await q.query(`DROP TABLE campaigns`);
    await q.query(`ALTER TABLE posts DROP COLUMN announcement`);
  }
}
