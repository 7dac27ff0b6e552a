import { BillingCycle } from './prices';
import { Plan } from './plans';

export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A failed renewal keeps the plan this long before the account falls back to free. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 3600_000;

export interface Subscription {
  id: string;
  userId: string;
  plan: Plan;
  cycle: BillingCycle;
  status: SubscriptionStatus;
  gateway: string;
  /** The gateway's id (MercadoPago preapproval id, sandbox subscription id). */
  externalId: string | null;
  amount: number;
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  pastDueSince: Date | null;
  /** A downgrade waiting for the end of the period. */
  scheduledPlan: Plan | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

/** The plan a subscription entitles its holder to at `now` (free when it entitles to nothing). */
export function entitledPlan(sub: Subscription | null, now: Date): Plan {
  if (!sub) {
    return 'free';
  }
  const t = now.getTime();
  switch (sub.status) {
    case 'active':
      return sub.currentPeriodEnd && t >= sub.currentPeriodEnd.getTime() + PAST_DUE_GRACE_MS
        ? 'free'
        : sub.plan;
    case 'past_due':
      return sub.pastDueSince && t < sub.pastDueSince.getTime() + PAST_DUE_GRACE_MS
        ? sub.plan
        : 'free';
    case 'cancelled':
      return sub.currentPeriodEnd && t < sub.currentPeriodEnd.getTime() ? sub.plan : 'free';
    default:
      return 'free';
  }
}

/**
 * The end of a period that starts at `start`: one calendar month or year later (UTC), on the last
 * day of a shorter month (Jan 31 → Feb 28).
 */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'monthly' ? 1 : 12;
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** What choosing `next` means for a holder of `current`. */
export function planChange(
  current: Plan,
  next: Plan,
  rank: Record<Plan, number>,
): 'same' | 'upgrade' | 'downgrade' {
  if (current === next) {
    return 'same';
  }
  return rank[next] > rank[current] ? 'upgrade' : 'downgrade';
}
