export const PLANS = ['free', 'basic', 'pro', 'max'] as const;
export type Plan = (typeof PLANS)[number];

/** Credits granted by each plan (spec §9). */
export const PLAN_CREDITS: Record<Plan, number> = { free: 10, basic: 100, pro: 500, max: 1000 };

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: Plan): boolean {
  return plan !== 'free';
}
