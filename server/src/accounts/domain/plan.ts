export const PLANS = ['free', 'basic', 'pro', 'max'] as const;
export type Plan = (typeof PLANS)[number];

/** Credits granted by each plan (spec §9). */
export const PLAN_CREDITS: Record<Plan, number> = { free: 10, basic: 100, pro: 500, max: 1000 };

/** The balance is kept in tokens; credits (how plans and packages are sold) are 100 tokens each. */
export const TOKENS_PER_CREDIT = 100;

/** The token balance a plan grants. */
export function planTokens(plan: Plan): number {
  return PLAN_CREDITS[plan] * TOKENS_PER_CREDIT;
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: Plan): boolean {
  return plan !== 'free';
}
