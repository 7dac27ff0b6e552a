/** Why a ledger row moved a balance. Every token that moves is one of these. */
export type LedgerReason =
  | 'grant.signup'
  | 'grant.oidc'
  | 'grant.demo'
  | 'grant.opening'
  | 'plan.period'
  | 'pack.purchase'
  | 'payment.reversal'
  | 'generation.reserve'
  | 'generation.settle'
  | 'generation.refund'
  | 'download.commission'
  | 'campaign.reserve'
  | 'campaign.release'
  | 'campaign.refund'
  | 'staff.adjustment';

/** Idempotency keys: the same cause always writes the same key, so a repeat changes nothing. */
export const ledgerKeys = {
  periodGrant: (subscriptionId: string, periodStart: Date) =>
    `plan.period:${subscriptionId}:${periodStart.toISOString()}`,
  packPurchase: (paymentId: string) => `pack.purchase:${paymentId}`,
  reversal: (paymentId: string) => `payment.reversal:${paymentId}`,
  generation: (generationId: string, step: 'reserve' | 'settle' | 'refund') =>
    `generation.${step}:${generationId}`,
  commission: (postId: string, downloaderId: string) =>
    `download.commission:${postId}:${downloaderId}`,
  /**
   * An ad campaign's budget: each change of its reservation is numbered (`version`), so raising
   * it twice writes two rows; what goes back when it finishes is written once (`final`).
   */
  campaign: (campaignId: string, step: 'reserve' | 'release', version: number | 'final') =>
    `campaign.${step}:${campaignId}:${version}`,
} as const;

/** How much a reversal can take back: what is left of the grant, never below a zero balance. */
export function reversible(granted: number, balance: number): number {
  return Math.max(0, Math.min(granted, balance));
}
