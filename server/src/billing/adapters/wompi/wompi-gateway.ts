import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentMethod, PaymentStatus } from '../../domain/payment';
import {
  CheckoutRequest,
  GatewayNotice,
  GatewayPayment,
  GatewaySubscription,
  GatewayUnavailable,
  InvalidSignature,
  PaymentGateway,
  WebhookDelivery,
} from '../../ports/payment-gateway';

export interface WompiOptions {
  publicKey: string;
  privateKey: string;
  /** Signs the checkout's amount and reference ("secreto de integridad"). */
  integritySecret: string;
  /** Signs the events Wompi posts ("secreto de eventos"). */
  eventsSecret: string;
  /** https://production.wompi.co/v1 (default) or https://sandbox.wompi.co/v1 */
  baseUrl?: string;
  checkoutUrl?: string;
  timeoutMs?: number;
}

/** A transaction as Wompi's API and events carry it. */
interface WompiTransaction {
  id: string;
  reference: string;
  status: string;
  amount_in_cents: number;
  currency: string;
  created_at?: string;
}

interface WompiEvent {
  event?: string;
  data?: Record<string, unknown>;
  signature?: { properties?: unknown; checksum?: unknown };
  timestamp?: number | string;
}

const TRANSACTION_STATUS: Record<string, PaymentStatus> = {
  APPROVED: 'approved',
  PENDING: 'pending',
  DECLINED: 'declined',
  ERROR: 'declined',
  // Wompi voids only APPROVED card transactions, giving the money back: a refund
  VOIDED: 'refunded',
};

/** Wompi charges Colombian pesos only, in centavos (`amount_in_cents`). */
const CURRENCY = 'COP';

/** The integrity signature of a checkout: SHA-256 of reference, centavos, currency and secret. */
function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  integritySecret: string,
): string {
  return sha256(`${reference}${amountInCents}${currency}${integritySecret}`);
}

/**
 * The checksum of an event: SHA-256 of the values its `signature.properties` name (paths inside
 * `data`), then its timestamp, then the events secret. Null when a named value is missing.
 */
function eventChecksum(event: WompiEvent, eventsSecret: string): string | null {
  const properties = event.signature?.properties;
  if (!Array.isArray(properties) || event.timestamp === undefined) {
    return null;
  }
  let values = '';
  for (const path of properties) {
    const value = String(path)
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        event.data,
      );
    if (value === undefined || value === null || typeof value === 'object') {
      return null;
    }
    values += String(value);
  }
  return sha256(`${values}${event.timestamp}${eventsSecret}`);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const header = (headers: WebhookDelivery['headers'], name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * Wompi (Colombia): its Web Checkout for one-off payments (Nequi, Daviplata, PSE, cards) and its
 * `transaction.updated` events. It has no recurring plans here.
 */
export class WompiGateway extends PaymentGateway {
  readonly name = 'wompi';
  readonly methods: readonly PaymentMethod[] = ['nequi', 'daviplata', 'pse', 'card'];
  readonly supportsSubscriptions = false;
  private readonly baseUrl: string;
  private readonly checkoutUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: WompiOptions) {
    super();
    this.baseUrl = (options.baseUrl ?? 'https://production.wompi.co/v1').replace(/\/$/, '');
    this.checkoutUrl = options.checkoutUrl ?? 'https://checkout.wompi.co/p/';
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /**
   * The Web Checkout URL, signed so that the amount cannot be changed in the browser. The buyer
   * picks the method on Wompi's page (its checkout has no filter), and events go to the URL set in
   * Wompi's dashboard, not to a per-payment one.
   */
  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    if (request.currency !== CURRENCY) {
      throw new Error(`Wompi charges in ${CURRENCY} only, not ${request.currency}`);
    }
    const url = new URL(this.checkoutUrl);
    url.searchParams.set('public-key', this.options.publicKey);
    url.searchParams.set('currency', CURRENCY);
    url.searchParams.set('amount-in-cents', String(request.amount));
    url.searchParams.set('reference', request.reference);
    url.searchParams.set(
      'signature:integrity',
      integritySignature(request.reference, request.amount, CURRENCY, this.options.integritySecret),
    );
    url.searchParams.set('redirect-url', request.returnUrl);
    if (request.payerEmail) {
      url.searchParams.set('customer-data:email', request.payerEmail);
    }
    return { url: url.toString() };
  }

  async createSubscription(): Promise<{ url: string; externalId: string }> {
    throw new Error('Wompi has no recurring plans here: subscriptions go to another gateway');
  }

  async cancelSubscription(): Promise<void> {
    throw new Error('Wompi has no recurring plans here: there is no subscription to cancel');
  }

  async changeSubscriptionAmount(): Promise<void> {
    throw new Error('Wompi has no recurring plans here: there is no subscription to change');
  }

  verify(delivery: WebhookDelivery): GatewayNotice {
    let event: WompiEvent | null;
    try {
      event = JSON.parse(delivery.rawBody) as WompiEvent | null;
    } catch {
      event = null;
    }
    if (!event || typeof event !== 'object') {
      throw new InvalidSignature('Wompi event is not a JSON object');
    }
    const expected = eventChecksum(event, this.options.eventsSecret);
    // the checksum comes in the body and, the same, in the X-Event-Checksum header
    const given = [event.signature?.checksum, header(delivery.headers, 'x-event-checksum')].filter(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    if (!expected || given.length === 0 || !given.every((value) => sameHex(value, expected))) {
      throw new InvalidSignature('Wompi event checksum is missing or wrong');
    }
    if (event.event !== 'transaction.updated') {
      return { type: 'ignored', reason: `Wompi event ${event.event ?? '(none)'}` };
    }
    const signed = event.signature?.properties as string[];
    const transaction = event.data?.transaction as { id?: unknown } | undefined;
    // the id is what gets fetched: it must be one of the signed values
    if (!signed.includes('transaction.id') || typeof transaction?.id !== 'string') {
      throw new InvalidSignature('Wompi event does not sign its transaction id');
    }
    return { type: 'payment', externalId: transaction.id };
  }

  async fetchPayment(externalId: string): Promise<GatewayPayment | null> {
    const found = await this.request<{ data?: WompiTransaction }>(
      `/transactions/${encodeURIComponent(externalId)}`,
    );
    return found?.data ? toGatewayPayment(found.data) : null;
  }

  async fetchSubscription(): Promise<GatewaySubscription | null> {
    return null;
  }

  async findPaymentByReference(reference: string): Promise<GatewayPayment | null> {
    const found = await this.request<{ data?: WompiTransaction[] }>(
      `/transactions?${new URLSearchParams({ reference }).toString()}`,
    );
    const newest = [...(found?.data ?? [])]
      .filter((transaction) => transaction.reference === reference)
      .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''))[0];
    return newest ? toGatewayPayment(newest) : null;
  }

  /**
   * One GET with the private key: null on 404; GatewayUnavailable on no answer, a time-out, 5xx
   * or another 4xx (with Wompi's reason, for the logs).
   */
  private async request<T>(path: string): Promise<T | null> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${this.options.privateKey}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      const why =
        err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : err;
      throw new GatewayUnavailable(`Wompi did not answer GET ${path}: ${String(why)}`);
    }
    if (status === 404) {
      return null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (status < 200 || status >= 300) {
      const error = (parsed as { error?: { type?: string; reason?: unknown } } | undefined)?.error;
      const why = [error?.type, error?.reason && JSON.stringify(error.reason)].filter(Boolean);
      throw new GatewayUnavailable(
        `Wompi answered ${status} to GET ${path}${why.length ? `: ${why.join(' ')}` : ''}`,
      );
    }
    if (parsed === undefined) {
      throw new GatewayUnavailable(`Wompi answered GET ${path} with no JSON`);
    }
    return parsed as T;
  }
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toGatewayPayment(transaction: WompiTransaction): GatewayPayment {
  const status = TRANSACTION_STATUS[transaction.status];
  if (!status) {
    throw new Error(`Wompi transaction ${transaction.id} has status ${transaction.status}`);
  }
  return {
    externalId: transaction.id,
    reference: transaction.reference,
    status,
    amount: transaction.amount_in_cents,
    currency: transaction.currency,
  };
}
