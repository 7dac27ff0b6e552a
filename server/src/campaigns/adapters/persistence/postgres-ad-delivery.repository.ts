import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { POST_SELECT, PostRow, toPost } from '../../../content/content.public';
import { rowsOf } from '../../../platform/database/sql-rows';
import { CallToAction, UNITS_PER_TOKEN } from '../../domain/campaign';
import {
  AdDeliveryRepository,
  AdEventRecord,
  DeliveredAd,
  DeliveryContext,
  RecordedEvent,
} from '../../ports/ad-delivery.repository';

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
/** What one event of the campaign's billed kind costs, in units. */
const UNIT_COST = `CASE c.bid_model WHEN 'CPC' THEN c.bid_tokens * ${UNITS_PER_TOKEN} ELSE c.bid_tokens END`;
/** Expected value of 1000 impressions, to weigh bids of both models (a 1 % click rate for CPC). */
const ECPM = `CASE c.bid_model WHEN 'CPC' THEN c.bid_tokens * 10.0 ELSE c.bid_tokens END`;

/**
 * Serving and counting in PostgreSQL: one statement chooses the ads of a page and counts them
 * against the frequency cap; one statement dedups, charges, appends and rolls up an event.
 */
@Injectable()
export class PostgresAdDeliveryRepository extends AdDeliveryRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async deliver(ctx: DeliveryContext): Promise<DeliveredAd[]> {
    // the frequency counts are not money: their commit need not wait for the WAL flush (a crash
    // forgets at most the last moment's counts, letting an ad be served once more)
    const result: unknown = await this.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL synchronous_commit = off`);
      return tx.query(
        `WITH candidates AS (
           SELECT a.id AS ad_id, a.campaign_id, a.post_id, a.cta, a.destination_url, ${ECPM} AS ecpm,
             row_number() OVER (PARTITION BY a.campaign_id ORDER BY random()) AS nth
           FROM campaigns c
           JOIN ads a ON a.campaign_id = c.id AND a.removed_at IS NULL
           JOIN posts p ON p.id = a.post_id AND p.status = 'ready'
           WHERE c.status = 'active' AND c.starts_at <= now()
             AND (c.ends_at IS NULL OR c.ends_at > now())
             AND ($1::uuid IS NULL OR c.advertiser_id <> $1::uuid)
             AND c.budget_units - c.spent_units >= ${UNIT_COST}
             AND (c.daily_cap_units IS NULL
               OR (CASE WHEN c.spend_day = ${TODAY} THEN c.day_spent_units ELSE 0 END)
                  < c.daily_cap_units * $2::float8)
             AND ((cardinality(c.target_categories) = 0 AND cardinality(c.target_hashtags) = 0)
               OR c.target_categories && $3::text[] OR c.target_hashtags && $4::text[])
             AND NOT EXISTS (
               SELECT 1 FROM ad_frequency f
               WHERE f.ad_id = a.id AND f.viewer_key = $5 AND f.day = ${TODAY} AND f.served >= $6)),
         chosen AS MATERIALIZED (
           SELECT * FROM candidates WHERE nth = 1
           ORDER BY power(random(), 1.0 / ecpm) DESC LIMIT $7),
         served AS (
           INSERT INTO ad_frequency (ad_id, viewer_key, day, served)
           SELECT ad_id, $5, ${TODAY}, 1 FROM chosen
           ON CONFLICT (ad_id, viewer_key, day) DO UPDATE SET served = ad_frequency.served + 1
             WHERE ad_frequency.served < $6
           RETURNING ad_id)
         SELECT ${POST_SELECT}, chosen.ad_id, chosen.campaign_id AS ad_campaign_id, chosen.cta,
           chosen.destination_url
         FROM chosen JOIN served ON served.ad_id = chosen.ad_id
         JOIN posts p ON p.id = chosen.post_id JOIN users u ON u.id = p.author_id`,
        [
          ctx.viewerId,
          ctx.pacedShare,
          ctx.categories,
          ctx.hashtags,
          ctx.viewerKey,
          ctx.frequencyCap,
          ctx.count,
        ],
      );
    });
    const rows = rowsOf<
      PostRow & {
        ad_id: string;
        ad_campaign_id: string;
        cta: CallToAction;
        destination_url: string;
      }
    >(result);
    return rows.map((r) => ({
      adId: r.ad_id,
      campaignId: r.ad_campaign_id,
      cta: r.cta,
      destinationUrl: r.destination_url,
      post: toPost(r),
    }));
  }

  async record(e: AdEventRecord, dedupWindowMs: number): Promise<RecordedEvent> {
    const [row] = rowsOf<{ campaign_id: string | null; counted: boolean; exhausted: boolean }>(
      await this.db.query(
        `WITH ad AS (
           SELECT a.id, a.campaign_id, c.advertiser_id, ${UNIT_COST} AS unit_cost,
             CASE WHEN c.bid_model = 'CPM' AND $2::text = 'impression' THEN c.bid_tokens
                  WHEN c.bid_model = 'CPC' AND $2::text = 'click' THEN c.bid_tokens * ${UNITS_PER_TOKEN}
                  ELSE 0 END AS cost
           FROM ads a JOIN campaigns c ON c.id = a.campaign_id WHERE a.id = $1),
         fresh AS (
           INSERT INTO ad_event_dedup (ad_id, viewer_key, kind, counted_at)
           SELECT id, $3, $2, $4 FROM ad
           ON CONFLICT (ad_id, viewer_key, kind) DO UPDATE SET counted_at = EXCLUDED.counted_at
             WHERE ad_event_dedup.counted_at <= EXCLUDED.counted_at - $5 * interval '1 millisecond'
           RETURNING ad_id),
         charged AS (
           UPDATE campaigns c SET spent_units = c.spent_units + ad.cost,
             day_spent_units =
               CASE WHEN c.spend_day = ($4::timestamptz AT TIME ZONE 'UTC')::date
                 THEN c.day_spent_units ELSE 0 END + ad.cost,
             spend_day = ($4::timestamptz AT TIME ZONE 'UTC')::date
           FROM ad, fresh
           WHERE c.id = ad.campaign_id AND c.status = 'active' AND c.starts_at <= $4
             AND (c.ends_at IS NULL OR c.ends_at > $4)
             AND c.spent_units + ad.cost <= c.budget_units
             AND (c.daily_cap_units IS NULL
               OR CASE WHEN c.spend_day = ($4::timestamptz AT TIME ZONE 'UTC')::date
                    THEN c.day_spent_units ELSE 0 END + ad.cost <= c.daily_cap_units)
           RETURNING c.id, c.budget_units - c.spent_units < ad.unit_cost AS exhausted, ad.cost),
         appended AS (
           INSERT INTO ad_events (ad_id, campaign_id, kind, viewer_key, cost_units, occurred_at)
           SELECT ad.id, ad.campaign_id, $2, $3, charged.cost, $4 FROM ad, charged
           RETURNING id),
         rolled AS (
           INSERT INTO ad_rollups_hourly
             (ad_id, campaign_id, advertiser_id, hour, impressions, clicks, spent_units)
           SELECT ad.id, ad.campaign_id, ad.advertiser_id, date_trunc('hour', $4::timestamptz),
             ($2::text = 'impression')::int, ($2::text = 'click')::int, charged.cost
           FROM ad, charged
           ON CONFLICT (ad_id, hour) DO UPDATE SET
             impressions = ad_rollups_hourly.impressions + EXCLUDED.impressions,
             clicks = ad_rollups_hourly.clicks + EXCLUDED.clicks,
             spent_units = ad_rollups_hourly.spent_units + EXCLUDED.spent_units
           RETURNING 1)
         SELECT (SELECT campaign_id FROM ad) AS campaign_id,
           EXISTS (SELECT 1 FROM charged) AND EXISTS (SELECT 1 FROM appended)
             AND EXISTS (SELECT 1 FROM rolled) AS counted,
           coalesce((SELECT exhausted FROM charged), false) AS exhausted`,
        [e.adId, e.kind, e.viewerKey, e.at, dedupWindowMs],
      ),
    );
    return {
      campaignId: row?.campaign_id ?? null,
      counted: row?.counted ?? false,
      exhausted: row?.exhausted ?? false,
    };
  }

  async destinationOf(adId: string): Promise<string | null> {
    const [row] = rowsOf<{ destination_url: string }>(
      await this.db.query(`SELECT destination_url FROM ads WHERE id = $1`, [adId]),
    );
    return row?.destination_url ?? null;
  }
}
