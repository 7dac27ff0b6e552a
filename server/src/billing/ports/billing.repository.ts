import { Payment, PaymentMethod, PaymentStatus, Purchase } from '../domain/payment';
import { Plan } from '../domain/plans';
import { Subscription, SubscriptionStatus } from '../domain/subscription';

export interface NewPayment {
  id: string;
  userId: string;
  gateway: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  purchase: Purchase;
  externalId?: string | null;
}

export type NewSubscription = Pick<
  Subscription,
  'id' | 'userId' | 'plan' | 'cycle' | 'gateway' | 'amount' | 'currency'
>;

export interface PaymentPatch {
  status?: PaymentStatus;
  externalId?: string;
  grantedTokens?: number;
  periodStart?: Date;
}

export interface SubscriptionPatch {
  status?: SubscriptionStatus;
  externalId?: string;
  currentPeriodStart?: Date | null;
  currentPeriodEnd?: Date | null;
  pastDueSince?: Date | null;
  scheduledPlan?: Plan | null;
  plan?: Plan;
  amount?: number;
  cancelledAt?: Date | null;
}

export type DeliveryVerdict = 'applied' | 'ignored' | 'bad_signature' | 'invalid' | 'failed';

export interface StoredDelivery {
  id: string;
  gateway: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  rawBody: string;
  verdict: DeliveryVerdict | 'received';
}

export interface PostCommission {
  postId: string;
  title: string;
  downloads: number;
  tokens: number;
}

/**
 * Payments, subscriptions and webhook deliveries. Methods that lock (`…ForUpdate`) and write join
 * the transaction in progress (`Transactions.run`).
 */
export abstract class BillingRepository {
  abstract createPayment(payment: NewPayment): Promise<void>;
  abstract findPayment(id: string): Promise<Payment | null>;
  /** Locks the payment's row until the transaction ends. */
  abstract findPaymentForUpdate(id: string): Promise<Payment | null>;
  abstract findPaymentByExternalForUpdate(
    gateway: string,
    externalId: string,
  ): Promise<Payment | null>;
  /** The first charge of a subscription that no gateway payment has claimed yet. */
  abstract findUnclaimedSubscriptionPaymentForUpdate(
    subscriptionId: string,
  ): Promise<Payment | null>;
  abstract updatePayment(id: string, patch: PaymentPatch): Promise<void>;
  abstract listPayments(
    userId: string,
    page: { page: number; limit: number },
  ): Promise<{ items: Payment[]; hasNextPage: boolean }>;
  /** Payments still pending, created before `before` but within three days of it, oldest first. */
  abstract pendingPayments(before: Date, limit: number): Promise<Payment[]>;

  abstract createSubscription(subscription: NewSubscription): Promise<void>;
  abstract findSubscriptionForUpdate(id: string): Promise<Subscription | null>;
  abstract findSubscriptionByExternal(
    gateway: string,
    externalId: string,
  ): Promise<Subscription | null>;
  abstract updateSubscription(id: string, patch: SubscriptionPatch): Promise<void>;
  /** The user's subscription that entitles or will entitle them: active, past due or cancelled. */
  abstract currentSubscription(userId: string): Promise<Subscription | null>;
  /** Every subscription of the user that still entitles them to something. */
  abstract liveSubscriptions(userId: string): Promise<Subscription[]>;
  /** Subscriptions whose period or grace has run out at `now`. */
  abstract dueSubscriptions(now: Date, limit: number): Promise<Subscription[]>;
  abstract listPeriods(userId: string, limit: number): Promise<Subscription[]>;

  /** The plan the user holds now, with what the profile shows of the subscription. */
  abstract setUserPlan(
    userId: string,
    plan: Plan,
    subscription: { status: SubscriptionStatus | null; externalId: string | null },
  ): Promise<void>;
  abstract userEmail(userId: string): Promise<string | null>;

  /** Stores a delivery as it arrived, before anything else (committed on its own). */
  abstract recordDelivery(
    gateway: string,
    delivery: Omit<StoredDelivery, 'id' | 'gateway' | 'verdict'>,
  ): Promise<string>;
  abstract finishDelivery(id: string, verdict: DeliveryVerdict, detail?: string): Promise<void>;
  abstract findDelivery(id: string): Promise<StoredDelivery | null>;

  abstract commissions(userId: string): Promise<{ totalTokens: number; posts: PostCommission[] }>;
}
