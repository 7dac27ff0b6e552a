import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  POST_FROM,
  POST_NOT_HIDDEN,
  POST_SELECT,
  PostRow,
  type PostWithAuthor,
  toPost,
} from '../../../content/content.public';
import { postInFeedsOfSql } from '../../../kernel/audience';
import { namedQuery } from '../../../platform/database/named-query';
import { rowsOf } from '../../../platform/database/sql-rows';
import { CallToAction, UNITS_PER_TOKEN } from '../../domain/campaign';
import {
  AdDeliveryRepository,
  AdEventBatch,
  RecordedBatch,
  Servable,
  ServableQuery,
  ServedCount,
} from '../../ports/ad-delivery.repository';

/** Creatives at or below the viewer's browsing level ($5): an ad is never shown veiled. */
const AD_LEVEL_LISTED = `p.content_level = ANY($5::text[])`;

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
/** What one event of the campaign's billed kind costs, in units. */
const UNIT_COST = `CASE c.bid_model WHEN 'CPC' THEN c.bid_tokens * ${UNITS_PER_TOKEN} ELSE c.bid_tokens END`;
/** Expected value of 1000 impressions, to weigh bids of both models (a 1 % click rate for CPC). */
const ECPM = `CASE c.bid_model WHEN 'CPC' THEN c.bid_tokens * 10.0 ELSE c.bid_tokens END`;

/** What an event costs its locked campaign `l`, in units: only the billed kind is paid. */
const EVENT_COST = `CASE WHEN l.bid_model = 'CPM' AND f.kind = 'impression' THEN l.bid_tokens
  WHEN l.bid_model = 'CPC' AND f.kind = 'click' THEN l.bid_tokens * ${UNITS_PER_TOKEN} ELSE 0 END`;
const DAY = `($4::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * A whole batch in one statement, so one commit, and the hot campaign rows are locked only from
 * the charge to that commit (no round trip to the app in between):
 * - `fresh`: the batch's distinct (ad, kind) pairs not counted for this viewer within the window
 *   (a guarded upsert: concurrent batches of one viewer, on any instance, count a pair once);
 * - `locked`: their serving campaigns, locked in id order (FOR UPDATE answers the latest version);
 * - `taken`: per campaign, free events first, then paid ones while the running cost fits the
 *   budget and the daily cap — the rest are trimmed;
 * - `charged`: one guarded update per campaign for what was taken;
 * - `appended` and `rolled`: the taken events of charged campaigns, raw and per (ad, hour), so
 *   the events, the rollups and the spend move together.
 * Answers the count and the campaigns left unable to pay one more event of their billed kind.
 */
const RECORD_BATCH = `
  WITH batch AS (
    SELECT DISTINCT b.ad_id, b.kind FROM unnest($1::uuid[], $2::text[]) AS b(ad_id, kind)
    WHERE EXISTS (SELECT 1 FROM ads a WHERE a.id = b.ad_id)),
  fresh AS (
    INSERT INTO ad_event_dedup (ad_id, viewer_key, kind, counted_at)
    SELECT ad_id, $3, kind, $4 FROM batch ORDER BY ad_id, kind
    ON CONFLICT (ad_id, viewer_key, kind) DO UPDATE SET counted_at = EXCLUDED.counted_at
      WHERE ad_event_dedup.counted_at <= EXCLUDED.counted_at - $5 * interval '1 millisecond'
    RETURNING ad_id, kind),
  locked AS MATERIALIZED (
    SELECT c.id, c.advertiser_id, c.bid_model, c.bid_tokens, c.budget_units, c.spent_units,
      c.daily_cap_units,
      CASE WHEN c.spend_day = ${DAY} THEN c.day_spent_units ELSE 0 END AS day_spent,
      CASE c.bid_model WHEN 'CPC' THEN c.bid_tokens * ${UNITS_PER_TOKEN} ELSE c.bid_tokens END
        AS unit_cost
    FROM campaigns c
    WHERE c.id IN (SELECT a.campaign_id FROM ads a JOIN fresh f ON f.ad_id = a.id)
      AND c.status = 'active' AND c.starts_at <= $4 AND (c.ends_at IS NULL OR c.ends_at > $4)
    ORDER BY c.id
    FOR UPDATE),
  priced AS (
    SELECT f.ad_id, f.kind, l.id AS campaign_id, l.advertiser_id, ${EVENT_COST} AS cost,
      sum(${EVENT_COST}) OVER (PARTITION BY l.id ORDER BY ${EVENT_COST}, f.ad_id, f.kind
        ROWS UNBOUNDED PRECEDING) AS running
    FROM fresh f JOIN ads a ON a.id = f.ad_id JOIN locked l ON l.id = a.campaign_id),
  taken AS MATERIALIZED (
    SELECT p.* FROM priced p JOIN locked l ON l.id = p.campaign_id
    WHERE l.spent_units + p.running <= l.budget_units
      AND (l.daily_cap_units IS NULL OR l.day_spent + p.running <= l.daily_cap_units)),
  charged AS (
    UPDATE campaigns c SET spent_units = c.spent_units + t.units,
      day_spent_units = CASE WHEN c.spend_day = ${DAY} THEN c.day_spent_units ELSE 0 END + t.units,
      spend_day = ${DAY}
    FROM (SELECT campaign_id, sum(cost) AS units FROM taken GROUP BY campaign_id) t
    WHERE c.id = t.campaign_id AND c.spent_units + t.units <= c.budget_units
      AND (c.daily_cap_units IS NULL
        OR CASE WHEN c.spend_day = ${DAY} THEN c.day_spent_units ELSE 0 END + t.units
          <= c.daily_cap_units)
    RETURNING c.id, c.budget_units - c.spent_units AS remaining),
  appended AS (
    INSERT INTO ad_events (ad_id, campaign_id, kind, viewer_key, cost_units, occurred_at)
    SELECT t.ad_id, t.campaign_id, t.kind, $3, t.cost, $4
    FROM taken t JOIN charged ch ON ch.id = t.campaign_id
    RETURNING 1),
  rolled AS (
    INSERT INTO ad_rollups_hourly
      (ad_id, campaign_id, advertiser_id, hour, impressions, clicks, spent_units)
    SELECT t.ad_id, t.campaign_id, t.advertiser_id, date_trunc('hour', $4::timestamptz),
      count(*) FILTER (WHERE t.kind = 'impression'), count(*) FILTER (WHERE t.kind = 'click'),
      sum(t.cost)
    FROM taken t JOIN charged ch ON ch.id = t.campaign_id
    GROUP BY t.ad_id, t.campaign_id, t.advertiser_id
    ORDER BY t.ad_id
    ON CONFLICT (ad_id, hour) DO UPDATE SET
      impressions = ad_rollups_hourly.impressions + EXCLUDED.impressions,
      clicks = ad_rollups_hourly.clicks + EXCLUDED.clicks,
      spent_units = ad_rollups_hourly.spent_units + EXCLUDED.spent_units)
  SELECT (SELECT count(*) FROM appended)::int AS counted,
    coalesce((
      SELECT array_agg(l.id) FROM locked l LEFT JOIN charged ch ON ch.id = l.id
      WHERE coalesce(ch.remaining, l.budget_units - l.spent_units) < l.unit_cost), '{}')
      AS exhausted`;

/** At most this many candidates per request, drawn by bid: the page's targeting picks among them. */
const SERVABLE_SAMPLE = 64;

/**
 * The ads that may serve a viewer now, one per campaign (any of its ads, at random), with which
 * creative (its id and version, not its row: a page shows two or three of them, and the
 * presentation columns of every candidate cost more to send and parse than the choice itself);
 * beyond `SERVABLE_SAMPLE` campaigns a sample drawn with odds in proportion to the bids.
 */
const SERVABLE = `
  WITH candidates AS (
    SELECT a.id AS ad_id, a.campaign_id, a.post_id, a.cta, a.destination_url,
      p.content_level || '@' || p.updated_at::text AS creative_version,
      (${ECPM})::float8 AS ecpm, c.target_categories, c.target_hashtags,
      coalesce(f.served, 0) AS served,
      row_number() OVER (PARTITION BY a.campaign_id ORDER BY random()) AS nth
    FROM campaigns c
    JOIN ads a ON a.campaign_id = c.id AND a.removed_at IS NULL
    JOIN posts p ON p.id = a.post_id AND p.status = 'ready' AND ${POST_NOT_HIDDEN}
      AND ${AD_LEVEL_LISTED}
    LEFT JOIN ad_frequency f ON f.ad_id = a.id AND f.viewer_key = $3 AND f.day = ${TODAY}
    WHERE c.status = 'active' AND c.starts_at <= now()
      AND (c.ends_at IS NULL OR c.ends_at > now())
      AND ($1::uuid IS NULL OR c.advertiser_id <> $1::uuid)
      -- the viewer's blocks and mutes apply to creatives as to every post they are shown
      AND ($1::uuid IS NULL OR (${postInFeedsOfSql('$1::uuid')}))
      AND c.budget_units - c.spent_units >= ${UNIT_COST}
      AND (c.daily_cap_units IS NULL
        OR (CASE WHEN c.spend_day = ${TODAY} THEN c.day_spent_units ELSE 0 END)
           < c.daily_cap_units * $2::float8)
      AND coalesce(f.served, 0) < $4)
  SELECT ad_id, campaign_id, post_id, creative_version, cta, destination_url, ecpm,
    target_categories, target_hashtags, served, pg_current_snapshot()::text AS snapshot
  FROM candidates WHERE nth = 1
  ORDER BY power(random(), 1.0 / ecpm) DESC LIMIT ${SERVABLE_SAMPLE}`;

/** Whether any campaign could serve someone now (servable's conditions that are no viewer's). */
const ANY_LIVE = `
  SELECT EXISTS (
    SELECT 1 FROM campaigns c
    WHERE c.status = 'active' AND c.starts_at <= now()
      AND (c.ends_at IS NULL OR c.ends_at > now())
      AND c.budget_units - c.spent_units >= ${UNIT_COST}) AS live`;

/** The chosen ads' creatives, as every list of posts reads them. */
const CREATIVES = `SELECT ${POST_SELECT} ${POST_FROM} WHERE p.id = ANY($1::uuid[])`;

/**
 * Serves added to today's counts, many viewers and ads in one statement. These counts are not
 * money: `set_config(..., true)` lets the statement's own commit skip the wait for the WAL flush
 * (a crash forgets at most the last moment's counts, letting an ad be served once more).
 */
const COUNT_SERVED = `
  WITH written AS (
    INSERT INTO ad_frequency (ad_id, viewer_key, day, served)
    SELECT s.ad_id, s.viewer_key, ${TODAY}, s.times
    FROM unnest($1::uuid[], $2::text[], $3::int[]) AS s(ad_id, viewer_key, times),
      (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed
    WHERE EXISTS (SELECT 1 FROM ads a WHERE a.id = s.ad_id)
    ORDER BY s.ad_id, s.viewer_key
    ON CONFLICT (ad_id, viewer_key, day) DO UPDATE SET served = ad_frequency.served + EXCLUDED.served
    RETURNING 1)
  SELECT CASE WHEN EXISTS (SELECT 1 FROM written) THEN pg_current_xact_id()::text END AS xid`;

const DEADLOCK = '40P01';
const isDeadlock = (err: unknown) => (err as { code?: unknown } | null)?.code === DEADLOCK;

/**
 * Serving and counting in PostgreSQL: one statement reads the ads a viewer may be served, one
 * adds the serves of many viewers to their daily counts; one dedups, charges, appends and rolls
 * up a batch of events.
 */
@Injectable()
export class PostgresAdDeliveryRepository extends AdDeliveryRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async servable(query: ServableQuery): Promise<Servable> {
    const rows = await namedQuery<{
      ad_id: string;
      campaign_id: string;
      post_id: string;
      creative_version: string;
      cta: CallToAction;
      destination_url: string;
      ecpm: number;
      target_categories: string[];
      target_hashtags: string[];
      served: number;
      snapshot: string;
    }>(this.db, 'campaigns.servable', SERVABLE, [
      query.viewerId,
      query.pacedShare,
      query.viewerKey,
      query.frequencyCap,
      query.levels,
    ]);
    const ads = rows.map((r) => ({
      adId: r.ad_id,
      campaignId: r.campaign_id,
      postId: r.post_id,
      creativeVersion: r.creative_version,
      cta: r.cta,
      destinationUrl: r.destination_url,
      ecpm: r.ecpm,
      targetCategories: r.target_categories,
      targetHashtags: r.target_hashtags,
      servedToday: r.served,
    }));
    return { ads, snapshot: rows[0]?.snapshot ?? null };
  }

  async anyLive(): Promise<boolean> {
    const [row] = await namedQuery<{ live: boolean }>(this.db, 'campaigns.any_live', ANY_LIVE, []);
    return row.live;
  }

  async creatives(postIds: string[]): Promise<PostWithAuthor[]> {
    if (postIds.length === 0) {
      return [];
    }
    const rows = await namedQuery<PostRow>(this.db, 'campaigns.creatives', CREATIVES, [postIds]);
    return rows.map((r) => toPost(r));
  }

  async countServed(counts: ServedCount[]): Promise<string | null> {
    if (counts.length === 0) {
      return null;
    }
    const [row] = await namedQuery<{ xid: string | null }>(
      this.db,
      'campaigns.count-served',
      COUNT_SERVED,
      [counts.map((c) => c.adId), counts.map((c) => c.viewerKey), counts.map((c) => c.times)],
    );
    return row.xid;
  }

  async recordBatch(batch: AdEventBatch, dedupWindowMs: number): Promise<RecordedBatch> {
    const params = [
      batch.events.map((e) => e.adId),
      batch.events.map((e) => e.kind),
      batch.viewerKey,
      batch.at,
      dedupWindowMs,
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        const [row] = await namedQuery<{ counted: number; exhausted: string[] }>(
          this.db,
          'campaigns.record-batch',
          RECORD_BATCH,
          params,
        );
        return { counted: row?.counted ?? 0, exhausted: row?.exhausted ?? [] };
      } catch (err) {
        // rows are taken in a fixed order, but should two batches still deadlock, the one
        // PostgreSQL aborts changed nothing (one statement) and runs again
        if (attempt >= 3 || !isDeadlock(err)) {
          throw err;
        }
      }
    }
  }

  async destinationOf(adId: string): Promise<string | null> {
    const [row] = rowsOf<{ destination_url: string }>(
      await this.db.query(`SELECT destination_url FROM ads WHERE id = $1`, [adId]),
    );
    return row?.destination_url ?? null;
  }
}
