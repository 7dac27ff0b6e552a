import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import {
  Ad,
  Campaign,
  CampaignDraft,
  CampaignStatus,
  FinishedReason,
  UNITS_PER_TOKEN,
} from '../../domain/campaign';
import {
  CampaignRepository,
  CreativePost,
  FinishedCampaign,
  ReviewedCampaign,
  StatsBucket,
} from '../../ports/campaign.repository';

interface CampaignRow {
  id: string;
  advertiser_id: string;
  name: string;
  objective: Campaign['objective'];
  status: CampaignStatus;
  finished_reason: FinishedReason | null;
  rejection_reason: string | null;
  starts_at: Date;
  ends_at: Date | null;
  budget_credits: number;
  daily_cap_credits: number | null;
  bid_model: Campaign['bidModel'];
  bid_tokens: number;
  target_categories: string[];
  target_hashtags: string[];
  reserved_tokens: number;
  reserve_version: number;
  spent_units: string;
  created_at: Date;
  updated_at: Date;
  ads: Array<{
    id: string;
    post_id: string;
    cta: Ad['cta'];
    destination_url: string;
    created_at: string;
  }> | null;
}

const ADS = `(
    SELECT json_agg(json_build_object('id', a.id, 'post_id', a.post_id, 'cta', a.cta,
             'destination_url', a.destination_url, 'created_at', a.created_at) ORDER BY a.position)
    FROM ads a WHERE a.campaign_id = c.id AND a.removed_at IS NULL) AS ads`;
const SELECT = `SELECT c.*, ${ADS} FROM campaigns c`;

function toCampaign(r: CampaignRow): Campaign {
  return {
    id: r.id,
    advertiserId: r.advertiser_id,
    name: r.name,
    objective: r.objective,
    status: r.status,
    finishedReason: r.finished_reason,
    rejectionReason: r.rejection_reason,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    budgetCredits: r.budget_credits,
    dailyCapCredits: r.daily_cap_credits,
    bidModel: r.bid_model,
    bidTokens: r.bid_tokens,
    targetCategories: r.target_categories,
    targetHashtags: r.target_hashtags,
    reservedTokens: r.reserved_tokens,
    reserveVersion: r.reserve_version,
    spentUnits: Number(r.spent_units),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ads: (r.ads ?? []).map((a) => ({
      id: a.id,
      campaignId: r.id,
      postId: a.post_id,
      cta: a.cta,
      destinationUrl: a.destination_url,
      createdAt: new Date(a.created_at),
    })),
  };
}

/** Campaigns and their ads in PostgreSQL; status and reservation changes are guarded statements. */
@Injectable()
export class PostgresCampaignRepository extends CampaignRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private query<T>(text: string, params: unknown[]): Promise<T[]> {
    return this.transactions.manager.query(text, params).then((r) => rowsOf<T>(r));
  }

  async create(
    advertiserId: string,
    d: CampaignDraft,
    status: 'draft' | 'active',
    tokensPerCredit: number,
  ): Promise<Campaign> {
    const [row] = await this.query<{ id: string }>(
      `INSERT INTO campaigns (advertiser_id, name, objective, status, starts_at, ends_at,
         budget_credits, daily_cap_credits, budget_units, daily_cap_units, bid_model, bid_tokens,
         target_categories, target_hashtags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [advertiserId, d.name, d.objective, status, ...this.settingsParams(d, tokensPerCredit)],
    );
    await this.insertAds(row.id, d);
    return (await this.findById(row.id))!;
  }

  async update(id: string, d: CampaignDraft, tokensPerCredit: number): Promise<Campaign> {
    const [row] = await this.query<{ id: string }>(
      `UPDATE campaigns SET name = $2, objective = $3, starts_at = $4, ends_at = $5,
         budget_credits = $6, daily_cap_credits = $7, budget_units = $8, daily_cap_units = $9,
         bid_model = $10, bid_tokens = $11, target_categories = $12, target_hashtags = $13,
         updated_at = now()
       WHERE id = $1 AND status IN ('draft', 'active', 'paused') AND spent_units <= $8
       RETURNING id`,
      [id, d.name, d.objective, ...this.settingsParams(d, tokensPerCredit)],
    );
    if (!row) {
      throw new Error(`Campaign ${id} changed while it was updated`);
    }
    const current = await this.findById(id);
    const same =
      current!.ads.length === d.ads.length &&
      current!.ads.every(
        (a, i) =>
          a.postId === d.ads[i].postId &&
          a.cta === d.ads[i].cta &&
          a.destinationUrl === d.ads[i].destinationUrl,
      );
    if (!same) {
      // replaced ads keep their rows (their figures stay in the campaign's history)
      await this.query(
        `UPDATE ads SET removed_at = now() WHERE campaign_id = $1 AND removed_at IS NULL`,
        [id],
      );
      await this.insertAds(id, d);
    }
    return (await this.findById(id))!;
  }

  async findById(id: string): Promise<Campaign | null> {
    const [row] = await this.query<CampaignRow>(`${SELECT} WHERE c.id = $1`, [id]);
    return row ? toCampaign(row) : null;
  }

  async findByAdvertiser(advertiserId: string, status: CampaignStatus | null): Promise<Campaign[]> {
    const rows = await this.query<CampaignRow>(
      `${SELECT} WHERE c.advertiser_id = $1 AND ($2::text IS NULL OR c.status = $2)
       ORDER BY c.created_at DESC, c.id DESC LIMIT 500`,
      [advertiserId, status],
    );
    return rows.map(toCampaign);
  }

  async findForReview(status: CampaignStatus | null): Promise<ReviewedCampaign[]> {
    const rows = await this.query<CampaignRow & { advertiser_name: string }>(
      `SELECT c.*, u.name AS advertiser_name, ${ADS}
       FROM campaigns c JOIN users u ON u.id = c.advertiser_id
       WHERE $1::text IS NULL OR c.status = $1
       ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
      [status],
    );
    return rows.map((r) => ({ ...toCampaign(r), advertiserName: r.advertiser_name }));
  }

  async findAd(adId: string): Promise<(Ad & { advertiserId: string }) | null> {
    const [row] = await this.query<{
      id: string;
      campaign_id: string;
      post_id: string;
      cta: Ad['cta'];
      destination_url: string;
      created_at: Date;
      advertiser_id: string;
    }>(
      `SELECT a.*, c.advertiser_id FROM ads a JOIN campaigns c ON c.id = a.campaign_id
       WHERE a.id = $1`,
      [adId],
    );
    return row
      ? {
          id: row.id,
          campaignId: row.campaign_id,
          postId: row.post_id,
          cta: row.cta,
          destinationUrl: row.destination_url,
          createdAt: row.created_at,
          advertiserId: row.advertiser_id,
        }
      : null;
  }

  creatives(postIds: string[]): Promise<CreativePost[]> {
    return this.query<CreativePost>(
      `SELECT id, author_id AS "authorId", status, visibility, announcement
       FROM posts WHERE id = ANY($1::uuid[]) AND hidden_at IS NULL`,
      [postIds],
    );
  }

  async setStatus(
    id: string,
    from: readonly CampaignStatus[],
    to: CampaignStatus,
  ): Promise<boolean> {
    const rows = await this.query(
      `UPDATE campaigns SET status = $3, updated_at = now()
       WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
      [id, from, to],
    );
    return rows.length > 0;
  }

  async setReserved(id: string, version: number, reservedTokens: number): Promise<boolean> {
    const rows = await this.query(
      `UPDATE campaigns SET reserved_tokens = $3, reserve_version = reserve_version + 1,
         updated_at = now()
       WHERE id = $1 AND reserve_version = $2 RETURNING id`,
      [id, version, reservedTokens],
    );
    return rows.length > 0;
  }

  async reserveVersion(id: string): Promise<number> {
    const [row] = await this.query<{ reserve_version: number }>(
      `SELECT reserve_version FROM campaigns WHERE id = $1`,
      [id],
    );
    return row?.reserve_version ?? 0;
  }

  finish(id: string, reason: FinishedReason): Promise<FinishedCampaign | null> {
    return this.close(id, `status = 'finished', finished_reason = $2`, reason);
  }

  reject(id: string, reason: string): Promise<FinishedCampaign | null> {
    return this.close(
      id,
      `status = 'rejected', rejection_reason = $2, rejected_at = now()`,
      reason,
    );
  }

  /** Ends a running campaign (`set` says how); its reservation becomes what it spent. */
  private async close(id: string, set: string, param: string): Promise<FinishedCampaign | null> {
    const [row] = await this.query<{
      advertiser_id: string;
      reserved_before: number;
      spent_units: string;
    }>(
      `WITH before AS (
         SELECT id, reserved_tokens FROM campaigns
         WHERE id = $1 AND status IN ('draft', 'active', 'paused') FOR UPDATE)
       UPDATE campaigns c SET ${set},
         reserved_tokens = LEAST(before.reserved_tokens, ceil(c.spent_units / ${UNITS_PER_TOKEN}.0)::int),
         reserve_version = c.reserve_version + 1, updated_at = now()
       FROM before WHERE c.id = before.id
       RETURNING c.advertiser_id, before.reserved_tokens AS reserved_before, c.spent_units`,
      [id, param],
    );
    return row
      ? {
          id,
          advertiserId: row.advertiser_id,
          reservedTokens: row.reserved_before,
          spentUnits: Number(row.spent_units),
        }
      : null;
  }

  async findDue(now: Date, limit: number): Promise<Array<{ id: string; reason: FinishedReason }>> {
    return this.query<{ id: string; reason: FinishedReason }>(
      `SELECT id, CASE WHEN ends_at IS NOT NULL AND ends_at <= $1 THEN 'ended' ELSE 'budget' END AS reason
       FROM campaigns
       WHERE status IN ('active', 'paused')
         AND ((ends_at IS NOT NULL AND ends_at <= $1)
           OR budget_units - spent_units
              < CASE bid_model WHEN 'CPC' THEN bid_tokens * ${UNITS_PER_TOKEN} ELSE bid_tokens END)
       LIMIT $2`,
      [now, limit],
    );
  }

  async stats(
    scope: { campaignId: string } | { adId: string } | { advertiserId: string },
    from: Date,
    to: Date,
    granularity: 'hour' | 'day',
  ): Promise<StatsBucket[]> {
    const [column, value] =
      'campaignId' in scope
        ? ['campaign_id', scope.campaignId]
        : 'adId' in scope
          ? ['ad_id', scope.adId]
          : ['advertiser_id', scope.advertiserId];
    const step = granularity === 'hour' ? `'1 hour'` : `'1 day'`;
    const rows = await this.query<{
      bucket: Date;
      impressions: string;
      clicks: string;
      spent_units: string;
    }>(
      `SELECT date_trunc('${granularity}', hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket,
         sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spent_units) AS spent_units
       FROM ad_rollups_hourly
       WHERE ${column} = $1 AND hour >= $2 AND hour < $3::timestamptz + interval ${step}
       GROUP BY 1 ORDER BY 1`,
      [value, from, to],
    );
    return rows.map((r) => ({
      bucket: new Date(r.bucket),
      impressions: Number(r.impressions),
      clicks: Number(r.clicks),
      spentUnits: Number(r.spent_units),
    }));
  }

  private settingsParams(d: CampaignDraft, tokensPerCredit: number): unknown[] {
    const units = (credits: number) => credits * tokensPerCredit * UNITS_PER_TOKEN;
    return [
      d.startsAt,
      d.endsAt,
      d.budgetCredits,
      d.dailyCapCredits,
      units(d.budgetCredits),
      d.dailyCapCredits === null ? null : units(d.dailyCapCredits),
      d.bidModel,
      d.bidTokens,
      d.targetCategories,
      d.targetHashtags,
    ];
  }

  private async insertAds(campaignId: string, d: CampaignDraft): Promise<void> {
    await this.query(
      `INSERT INTO ads (campaign_id, post_id, cta, destination_url, position)
       SELECT $1, a.post_id, a.cta, a.destination_url, a.position
       FROM unnest($2::uuid[], $3::text[], $4::text[]) WITH ORDINALITY
         AS a(post_id, cta, destination_url, position)`,
      [
        campaignId,
        d.ads.map((a) => a.postId),
        d.ads.map((a) => a.cta),
        d.ads.map((a) => a.destinationUrl),
      ],
    );
  }
}
