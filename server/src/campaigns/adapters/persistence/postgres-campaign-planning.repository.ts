import { Injectable } from '@nestjs/common';
import {
  POST_FROM,
  POST_LISTED,
  POST_NOT_HIDDEN,
  POST_SELECT,
  PostRow,
  toPost,
} from '../../../content/content.public';
import type { PostWithAuthor } from '../../../content/content.public';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { Audience } from '../../domain/reach';
import { CampaignPlanningRepository } from '../../ports/campaign-planning.repository';

/** Targeting as the feeds match it: a category of the list or one of the hashtags (any case). */
const MATCHES = `(($1::text[] = '{}' AND $2::text[] = '{}')
  OR p.category = ANY($1::text[])
  OR EXISTS (SELECT 1 FROM unnest(p.hashtags) h WHERE lower(h) = ANY($2::text[])))`;

/** Planning reads in PostgreSQL: audience sizes from post views, creatives from posts. */
@Injectable()
export class PostgresCampaignPlanningRepository extends CampaignPlanningRepository {
  constructor(private readonly transactions: TypeormTransactions) {
    super();
  }

  private query<T>(text: string, params: unknown[]): Promise<T[]> {
    return this.transactions.manager.query(text, params).then((r) => rowsOf<T>(r));
  }

  async audience(categories: string[], hashtags: string[], since: Date): Promise<Audience> {
    const [row] = await this.query<{ viewers: string; posts: string }>(
      `SELECT
         (SELECT count(DISTINCT v.viewer_key) FROM post_views v JOIN posts p ON p.id = v.post_id
          WHERE v.day >= $3::date AND ${POST_LISTED}
            AND ${MATCHES}) AS viewers,
         (SELECT count(*) FROM posts p
          WHERE ${POST_LISTED} AND ${MATCHES}) AS posts`,
      [categories, hashtags, since.toISOString().slice(0, 10)],
    );
    return { viewers: Number(row.viewers), posts: Number(row.posts) };
  }

  async counted(since: Date): Promise<{ impressions: number; clicks: number }> {
    const [row] = await this.query<{ impressions: string; clicks: string }>(
      `SELECT coalesce(sum(impressions), 0) AS impressions, coalesce(sum(clicks), 0) AS clicks
       FROM ad_rollups_hourly WHERE hour >= $1`,
      [since],
    );
    return { impressions: Number(row.impressions), clicks: Number(row.clicks) };
  }

  async creatives(advertiserId: string, limit: number): Promise<PostWithAuthor[]> {
    const rows = await this.query<PostRow>(
      `SELECT ${POST_SELECT} ${POST_FROM}
       WHERE p.author_id = $1 AND p.status <> 'failed' AND ${POST_NOT_HIDDEN}
         AND (p.announcement OR p.visibility = 'public')
       ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      [advertiserId, limit],
    );
    return rows.map(toPost);
  }
}
