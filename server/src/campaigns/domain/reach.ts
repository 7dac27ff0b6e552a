import { BidModel, BID_MODELS, MAX_BUDGET_CREDITS, MIN_BID_CREDITS } from './campaign';
import { CampaignError } from './campaigns.error';

/** The audience window an estimate looks back over. */
export const AUDIENCE_WINDOW_DAYS = 30;
/** CTR assumed until the platform has counted enough impressions to measure its own. */
export const DEFAULT_CTR = 0.01;
/** Impressions the platform must have counted before its measured CTR is trusted. */
export const MIN_IMPRESSIONS_FOR_OBSERVED_CTR = 1000;

export interface Audience {
  /** Distinct viewers who looked at matching posts in the window. */
  viewers: number;
  /** Ready public posts matching the targeting: where the ads will show. */
  posts: number;
}

export interface ReachEstimate {
  audienceViewers: number;
  matchingPosts: number;
  /** Viewable impressions the budget pays for at the bid. */
  impressions: number;
  /** Clicks the budget pays for (CPC) or the impressions are expected to bring (CPM). */
  clicks: number;
  /** People the impressions may reach: never more than the audience. */
  reachViewers: number;
  /** The click-through rate the estimate assumed. */
  ctr: number;
}

/** The CTR to assume: the platform's measured one once it has enough impressions. */
export function assumedCtr(observed: { impressions: number; clicks: number }): number {
  if (observed.impressions < MIN_IMPRESSIONS_FOR_OBSERVED_CTR || observed.clicks <= 0) {
    return DEFAULT_CTR;
  }
  return Math.min(1, observed.clicks / observed.impressions);
}

/**
 * What a budget buys at a bid: CPM pays per 1000 viewable impressions, CPC per click; the other
 * figure follows from the CTR. Throws the same Spanish errors as a campaign's validation.
 */
export function estimateReach(
  input: { budgetCredits: number; bidModel: string; bidCredits: number },
  audience: Audience,
  ctr: number,
): ReachEstimate {
  if (
    !Number.isInteger(input.budgetCredits) ||
    input.budgetCredits < 1 ||
    input.budgetCredits > MAX_BUDGET_CREDITS
  ) {
    throw new CampaignError(
      'CAMPAIGNS.INVALID_BUDGET',
      'El presupuesto debe ser un número entero de créditos.',
    );
  }
  if (!(BID_MODELS as readonly string[]).includes(input.bidModel)) {
    throw new CampaignError('CAMPAIGNS.INVALID_BID', 'El modelo de puja debe ser CPM o CPC.');
  }
  const bidModel = input.bidModel as BidModel;
  const min = MIN_BID_CREDITS[bidModel];
  if (!Number.isFinite(input.bidCredits) || input.bidCredits < min) {
    const per = bidModel === 'CPM' ? 'por cada 1000 impresiones' : 'por clic';
    throw new CampaignError(
      'CAMPAIGNS.INVALID_BID',
      `La puja ${bidModel} debe ser de al menos ${String(min).replace('.', ',')} créditos ${per}.`,
    );
  }
  let impressions: number;
  let clicks: number;
  if (bidModel === 'CPM') {
    impressions = Math.floor((input.budgetCredits / input.bidCredits) * 1000 + 1e-9);
    clicks = Math.floor(impressions * ctr);
  } else {
    clicks = Math.floor(input.budgetCredits / input.bidCredits + 1e-9);
    impressions = ctr > 0 ? Math.round(clicks / ctr) : 0;
  }
  return {
    audienceViewers: audience.viewers,
    matchingPosts: audience.posts,
    impressions,
    clicks,
    reachViewers: Math.min(audience.viewers, impressions),
    ctr,
  };
}
