import { Ad, Campaign, CampaignDraft, CampaignStatus, FinishedReason } from '../domain/campaign';

/** A post offered as a creative: whose it is and whether it may be shown as an ad. */
export interface CreativePost {
  id: string;
  authorId: string;
  status: 'processing' | 'ready' | 'failed';
  visibility: 'public' | 'archived';
  announcement: boolean;
}

export interface FinishedCampaign {
  id: string;
  advertiserId: string;
  reservedTokens: number;
  spentUnits: number;
}

export interface StatsBucket {
  bucket: Date;
  impressions: number;
  clicks: number;
  spentUnits: number;
}

/** A campaign as the Mixel team reviews it: with who runs it. */
export type ReviewedCampaign = Campaign & { advertiserName: string };

export abstract class CampaignRepository {
  abstract create(
    advertiserId: string,
    draft: CampaignDraft,
    status: 'draft' | 'active',
    tokensPerCredit: number,
  ): Promise<Campaign>;
  /** Replaces the settings (and the ads when given) of a campaign not finished. */
  abstract update(id: string, draft: CampaignDraft, tokensPerCredit: number): Promise<Campaign>;
  abstract findById(id: string): Promise<Campaign | null>;
  abstract findByAdvertiser(
    advertiserId: string,
    status: CampaignStatus | null,
  ): Promise<Campaign[]>;
  /** Campaigns of every advertiser in `status` (null: any), newest first, at most 200. */
  abstract findForReview(status: CampaignStatus | null): Promise<ReviewedCampaign[]>;
  abstract findAd(adId: string): Promise<(Ad & { advertiserId: string }) | null>;
  abstract creatives(postIds: string[]): Promise<CreativePost[]>;
  /** Moves `from` → `to` when the campaign is in one of `from`; false when it was not. */
  abstract setStatus(
    id: string,
    from: readonly CampaignStatus[],
    to: CampaignStatus,
  ): Promise<boolean>;
  /**
   * Records a new reservation total (after the ledger moved the difference) and bumps the version
   * that the next movement's key carries; false when the version moved meanwhile.
   */
  abstract setReserved(id: string, version: number, reservedTokens: number): Promise<boolean>;
  abstract reserveVersion(id: string): Promise<number>;
  /**
   * Finishes an active, paused or draft campaign in one guarded statement and answers what it had
   * reserved and spent; null when it was already finished. Its reservation becomes what it spent.
   */
  abstract finish(id: string, reason: FinishedReason): Promise<FinishedCampaign | null>;
  /**
   * Rejects an active, paused or draft campaign with its reason, in the same guarded statement
   * as finish (its reservation becomes what it spent); null when it was no longer one of those.
   */
  abstract reject(id: string, reason: string): Promise<FinishedCampaign | null>;
  /** Active or paused campaigns whose end has passed or whose budget cannot pay one more event. */
  abstract findDue(
    now: Date,
    limit: number,
  ): Promise<Array<{ id: string; reason: FinishedReason }>>;
  abstract stats(
    scope: { campaignId: string } | { adId: string } | { advertiserId: string },
    from: Date,
    to: Date,
    granularity: 'hour' | 'day',
  ): Promise<StatsBucket[]>;
}
