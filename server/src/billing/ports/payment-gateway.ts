import { PaymentMethod, PaymentStatus } from '../domain/payment';
import { BillingCycle } from '../domain/prices';
import { SubscriptionStatus } from '../domain/subscription';

/** A one-off checkout (a credit package). */
export interface CheckoutRequest {
  /** Our payment id: the gateway's external_reference / reference. */
  reference: string;
  title: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  payerEmail: string | null;
  /** Where the gateway sends the browser back (our /payment/process page). */
  returnUrl: string;
  /** Where the gateway posts its notifications. */
  webhookUrl: string;
}

/** A recurring charge (a plan). */
export interface SubscriptionRequest {
  /** Our subscription id. */
  reference: string;
  title: string;
  /** Charged every period, in minor units. */
  amount: number;
  currency: string;
  cycle: BillingCycle;
  payerEmail: string | null;
  returnUrl: string;
  webhookUrl: string;
}

/** What a gateway says about a payment, fetched from it (never trusted from a webhook body). */
export interface GatewayPayment {
  externalId: string;
  /** Our reference (the payment id, or the subscription id for recurring charges). */
  reference: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** Set for a charge of a recurring subscription. */
  subscriptionExternalId?: string;
}

export interface GatewaySubscription {
  externalId: string;
  reference: string;
  status: SubscriptionStatus;
}

/** A verified webhook, reduced to what to fetch. */
export type GatewayNotice =
  | { type: 'payment'; externalId: string }
  | { type: 'subscription'; externalId: string }
  | { type: 'ignored'; reason: string };

/** A webhook delivery as it arrived: the raw body and the headers, for verification and replay. */
export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

/** Raised by adapters when the gateway cannot be reached or answers 5xx (retry later). */
export class GatewayUnavailable extends Error {}
/** Raised by `verify` on a missing or wrong signature. */
export class InvalidSignature extends Error {}

/**
 * A payment provider: MercadoPago, Wompi, or the offline sandbox. Every amount is an integer in
 * the currency's minor unit.
 */
export abstract class PaymentGateway {
  /** 'sandbox', 'mercadopago', 'wompi': stored with each payment and subscription. */
  abstract readonly name: string;
  abstract readonly methods: readonly PaymentMethod[];
  abstract readonly supportsSubscriptions: boolean;
  /** Answers the URL the browser is sent to. */
  abstract createCheckout(request: CheckoutRequest): Promise<{ url: string; externalId?: string }>;
  abstract createSubscription(
    request: SubscriptionRequest,
  ): Promise<{ url: string; externalId: string }>;
  /** Stops future charges. */
  abstract cancelSubscription(externalId: string): Promise<void>;
  /** What every later charge of the subscription costs (a downgrade at the period end). */
  abstract changeSubscriptionAmount(
    externalId: string,
    amount: number,
    currency: string,
  ): Promise<void>;
  /** Checks the signature (throws InvalidSignature) and says what the delivery is about. */
  abstract verify(delivery: WebhookDelivery): GatewayNotice;
  abstract fetchPayment(externalId: string): Promise<GatewayPayment | null>;
  abstract fetchSubscription(externalId: string): Promise<GatewaySubscription | null>;
  /**
   * Finds a payment by our reference (reconciliation of a payment whose webhook never came);
   * null when the gateway has none yet.
   */
  abstract findPaymentByReference(reference: string): Promise<GatewayPayment | null>;
}
