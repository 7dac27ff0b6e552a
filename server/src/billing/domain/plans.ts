export const PLANS = ['free', 'basic', 'pro', 'max'] as const;
export type Plan = (typeof PLANS)[number];

/** Credits granted by each plan at the start of every paid period (spec §9). */
export const PLAN_CREDITS: Record<Plan, number> = { free: 10, basic: 100, pro: 500, max: 1000 };

/** The order of the tiers: a higher rank is an upgrade. */
export const PLAN_RANK: Record<Plan, number> = { free: 0, basic: 1, pro: 2, max: 3 };

/** The plan marked 'most popular' in the plans modal. */
export const POPULAR_PLAN: Plan = 'pro';

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

const creditAmount = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/**
 * Tokens as members read them, down to the hundredth: `50` at 100 a credit → `0,5 créditos`,
 * `100` → `1 crédito`. Integer arithmetic first: `113 / 100 * 100` is 112.99… in floating point.
 */
export function tokensInCredits(tokens: number, tokensPerCredit: number): string {
  const credits = Math.floor((tokens * 100) / tokensPerCredit) / 100;
  return `${creditAmount.format(credits)} ${credits === 1 ? 'crédito' : 'créditos'}`;
}

/** Why a starting balance was granted, as its token_ledger row records it. */
export type StartingGrant = 'grant.signup' | 'grant.oidc' | 'grant.demo';

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: Plan): boolean {
  return plan !== 'free';
}

/** Plan codes some provider integrations send (spec §3): PLAN_1 → basic, PLAN_2/PLAN_3 → max. */
export function planFromProviderCode(code: string): Plan | null {
  const upper = code.trim().toUpperCase();
  if (upper === 'PLAN_1') {
    return 'basic';
  }
  if (upper === 'PLAN_2' || upper === 'PLAN_3') {
    return 'max';
  }
  const lower = code.trim().toLowerCase();
  return isPlan(lower) ? lower : null;
}
