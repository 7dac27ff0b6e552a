import { BillingCycle } from './prices';
import { Plan } from './plans';

export const PAYMENT_METHODS = ['card', 'pse', 'nequi', 'daviplata'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'approved',
  'declined',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment buys. */
export type Purchase =
  | { kind: 'pack'; credits: number }
  | { kind: 'subscription'; plan: Plan; cycle: BillingCycle; subscriptionId: string };

export interface Payment {
  id: string;
  userId: string;
  gateway: string;
  /** The gateway's payment or transaction id, once it has one. */
  externalId: string | null;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  purchase: Purchase;
  /** Tokens this payment put in the balance (0 until approved). */
  grantedTokens: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * How a gateway's verdict moves a payment. Approval grants once; a declined payment may still be
 * approved (a retried card), never the other way round; a refund or charge-back ends it, even
 * one we first hear of after the fact (then there was nothing granted to take back).
 */
export function nextPaymentStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === reported) {
    return current;
  }
  switch (current) {
    case 'pending':
      return reported;
    case 'declined':
      return reported === 'approved' ? 'approved' : current;
    case 'approved':
      return reported === 'refunded' || reported === 'charged_back' ? reported : current;
    default:
      return current;
  }
}
