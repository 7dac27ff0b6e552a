export const PLANS = ['free', 'basic', 'pro', 'max'] as const;
export type Plan = (typeof PLANS)[number];

/** Credits granted by each plan (spec §9). */
export const PLAN_CREDITS: Record<Plan, number> = { free: 10, basic: 100, pro: 500, max: 1000 };

/**
 * The balance is kept in tokens; credits (how plans and packages are sold) are `tokensPerCredit`
 * tokens each (TOKENS_PER_CREDIT, 100 by default).
 */
export function planTokens(plan: Plan, tokensPerCredit: number): number {
  return PLAN_CREDITS[plan] * tokensPerCredit;
}

/** Whole credits in a token balance. */
export function creditsOf(fastTokens: number, tokensPerCredit: number): number {
  return Math.floor(fastTokens / tokensPerCredit);
}

/** Why a starting balance was granted, as its token_ledger row records it. */
export type StartingGrant = 'grant.signup' | 'grant.oidc' | 'grant.demo';

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: Plan): boolean {
  return plan !== 'free';
}
