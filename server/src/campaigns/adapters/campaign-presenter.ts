import { Campaign, CTA_LABELS, unitsToCredits, UNITS_PER_TOKEN } from '../domain/campaign';
import { StatsPoint } from '../application/campaign.service';
import { CampaignType, StatsPointType } from './graphql/campaign.types';

export function presentCampaign(c: Campaign, tokensPerCredit: number): CampaignType {
  const budgetUnits = c.budgetCredits * tokensPerCredit * UNITS_PER_TOKEN;
  return {
    id: c.id,
    name: c.name,
    objective: c.objective as CampaignType['objective'],
    status: c.status as CampaignType['status'],
    finishedReason: c.finishedReason,
    rejectionReason: c.rejectionReason,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    budgetCredits: c.budgetCredits,
    dailyCapCredits: c.dailyCapCredits,
    bidModel: c.bidModel as CampaignType['bidModel'],
    bidCredits: c.bidTokens / tokensPerCredit,
    targetCategories: c.targetCategories,
    targetHashtags: c.targetHashtags,
    spentCredits: unitsToCredits(c.spentUnits, tokensPerCredit),
    remainingCredits:
      c.status === 'finished' || c.status === 'rejected'
        ? 0
        : unitsToCredits(budgetUnits - c.spentUnits, tokensPerCredit),
    ads: c.ads.map((a) => ({
      id: a.id,
      campaignId: a.campaignId,
      postId: a.postId,
      cta: a.cta,
      ctaLabel: CTA_LABELS[a.cta],
      destinationUrl: a.destinationUrl,
    })),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function presentPoint(p: StatsPoint, tokensPerCredit: number): StatsPointType {
  return {
    bucket: p.bucket,
    impressions: p.impressions,
    clicks: p.clicks,
    spendCredits: unitsToCredits(p.spentUnits, tokensPerCredit),
    ctr: p.impressions > 0 ? Math.round((p.clicks / p.impressions) * 10_000) / 10_000 : 0,
  };
}
