import { WebhookSignatureValidator } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { InvoiceResponse } from 'mercadopago/dist/clients/invoice/commonTypes';
import type {
  PreApprovalRequest,
  PreApprovalResponse,
} from 'mercadopago/dist/clients/preApproval/commonTypes';
import type {
  PreferenceRequest,
  PreferenceResponse,
} from 'mercadopago/dist/clients/preference/commonTypes';
import { PaymentMethod, PaymentStatus } from '../../domain/payment';
import { fromDecimal, toDecimalString } from '../../domain/prices';
import { SubscriptionStatus } from '../../domain/subscription';
import {
  CheckoutRequest,
  GatewayNotice,
  GatewayPayment,
  GatewaySubscription,
  GatewayUnavailable,
  InvalidSignature,
  PaymentGateway,
  SubscriptionRequest,
  WebhookDelivery,
} from '../../ports/payment-gateway';
import { messageOf } from '../../../kernel/error-message';

export interface MercadoPagoOptions {
  accessToken: string;
  /** The "clave secreta" of the application's webhooks (Tus integraciones → Webhooks). */
  webhookSecret: string;
  currency: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** What the API answers: the SDK's documented shapes, without the envelope the SDK adds. */
type Answer<T> = Omit<T, 'api_response'>;
type MercadoPagoPayment = Answer<PaymentResponse>;
type MercadoPagoPreapproval = Answer<PreApprovalResponse>;

interface MercadoPagoErrorBody {
  message?: string;
  error?: string;
  cause?: Array<{ code?: string | number; description?: string }>;
}

/**
 * A subscription charge is notified by the id of its authorized payment (an invoice), not of the
 * payment: the notice carries it with this prefix so that `fetchPayment` looks the payment up.
 */
const AUTHORIZED_PAYMENT = 'authorized_payment:';

/** Payment types Checkout Pro must not offer for each of our methods. */
const EXCLUDED_TYPES: Partial<Record<PaymentMethod, string[]>> = {
  card: ['bank_transfer', 'ticket', 'atm'],
  // PSE is Colombia's `bank_transfer` type; account_money cannot be excluded by MercadoPago
  pse: ['credit_card', 'debit_card', 'prepaid_card', 'ticket', 'atm', 'digital_currency'],
};

const PAYMENT_STATUS: Record<string, PaymentStatus> = {
  approved: 'approved',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  // a dispute on an approved payment: its outcome comes later (refunded, charged_back, approved)
  in_mediation: 'pending',
  rejected: 'declined',
  cancelled: 'declined',
  refunded: 'refunded',
  charged_back: 'charged_back',
};

const PREAPPROVAL_STATUS: Record<string, SubscriptionStatus> = {
  authorized: 'active',
  pending: 'pending',
  paused: 'past_due',
  cancelled: 'cancelled',
};

const header = (headers: WebhookDelivery['headers'], name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * MercadoPago: Checkout Pro preferences for one-off payments, preapprovals (subscriptions without
 * a plan) for recurring charges, and their webhooks signed with `x-signature`.
 */
export class MercadoPagoGateway extends PaymentGateway {
  readonly name = 'mercadopago';
  readonly methods: readonly PaymentMethod[] = ['card', 'pse'];
  readonly supportsSubscriptions = true;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: MercadoPagoOptions) {
    super();
    // plain fetch: the SDK's RestClient only calls its static AppConfig.BASE_URL (no option)
    this.baseUrl = (options.baseUrl ?? 'https://api.mercadopago.com').replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string; externalId: string }> {
    this.assertCurrency(request.currency);
    const excluded = EXCLUDED_TYPES[request.method];
    if (!excluded) {
      throw new Error(`MercadoPago does not take ${request.method} here`);
    }
    const body: PreferenceRequest = {
      items: [
        {
          id: request.reference,
          title: request.title,
          quantity: 1,
          unit_price: Number(toDecimalString(request.amount)),
          currency_id: request.currency,
        },
      ],
      external_reference: request.reference,
      back_urls: {
        success: request.returnUrl,
        failure: request.returnUrl,
        pending: request.returnUrl,
      },
      auto_return: 'approved',
      notification_url: request.webhookUrl,
      ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
      payment_methods: { excluded_payment_types: excluded.map((id) => ({ id })) },
    };
    const created = await this.created<Answer<PreferenceResponse>>(
      'POST',
      '/checkout/preferences',
      body,
    );
    if (!created.id || !created.init_point) {
      throw new GatewayUnavailable('MercadoPago answered a preference without id or init_point');
    }
    return { url: created.init_point, externalId: created.id };
  }

  /** The browser authorizes the card at `init_point`; MercadoPago then charges every period. */
  async createSubscription(
    request: SubscriptionRequest,
  ): Promise<{ url: string; externalId: string }> {
    this.assertCurrency(request.currency);
    // preapprovals take no notification URL: they notify the one set in the application's panel
    const body: PreApprovalRequest = {
      reason: request.title,
      external_reference: request.reference,
      ...(request.payerEmail ? { payer_email: request.payerEmail } : {}),
      back_url: request.returnUrl,
      auto_recurring: {
        frequency: request.cycle === 'monthly' ? 1 : 12,
        frequency_type: 'months',
        transaction_amount: Number(toDecimalString(request.amount)),
        currency_id: request.currency,
      },
      status: 'pending',
    };
    const created = await this.created<MercadoPagoPreapproval>('POST', '/preapproval', body);
    if (!created.id || !created.init_point) {
      throw new GatewayUnavailable('MercadoPago answered a preapproval without id or init_point');
    }
    return { url: created.init_point, externalId: created.id };
  }

  async cancelSubscription(externalId: string): Promise<void> {
    const path = `/preapproval/${encodeURIComponent(externalId)}`;
    try {
      await this.created<MercadoPagoPreapproval>('PUT', path, { status: 'cancelled' });
    } catch (err) {
      // MercadoPago refuses to modify a preapproval that is already cancelled: that is done
      const current = await this.fetchSubscription(externalId).catch(() => null);
      if (current?.status !== 'cancelled') {
        throw err;
      }
    }
  }

  /** Their documented "change amount": `auto_recurring.transaction_amount` and `currency_id`. */
  async changeSubscriptionAmount(
    externalId: string,
    amount: number,
    currency: string,
  ): Promise<void> {
    this.assertCurrency(currency);
    await this.created<MercadoPagoPreapproval>(
      'PUT',
      `/preapproval/${encodeURIComponent(externalId)}`,
      {
        auto_recurring: {
          transaction_amount: Number(toDecimalString(amount)),
          currency_id: currency,
        },
      },
    );
  }

  verify(delivery: WebhookDelivery): GatewayNotice {
    const signedId = delivery.query['data.id'];
    // the manifest takes data.id as the URL carries it, lowercased when alphanumeric (their docs)
    const manifestId =
      signedId && /^[a-z0-9]+$/i.test(signedId) ? signedId.toLowerCase() : signedId;
    try {
      WebhookSignatureValidator.validate({
        xSignature: header(delivery.headers, 'x-signature'),
        xRequestId: header(delivery.headers, 'x-request-id'),
        dataId: manifestId,
        secret: this.options.webhookSecret,
      });
    } catch (err) {
      throw new InvalidSignature(messageOf(err));
    }
    const body = JSON.parse(delivery.rawBody || '{}') as {
      type?: string;
      topic?: string;
      data?: { id?: string | number };
    };
    const bodyId = body.data?.id === undefined ? undefined : String(body.data.id);
    if (signedId && bodyId && signedId !== bodyId) {
      throw new InvalidSignature('data.id of the body is not the signed one');
    }
    const id = signedId ?? bodyId;
    const type = body.type ?? body.topic ?? delivery.query.type ?? delivery.query.topic;
    if (!id) {
      return { type: 'ignored', reason: `MercadoPago ${type ?? 'notification'} without data.id` };
    }
    switch (type) {
      case 'payment':
        return { type: 'payment', externalId: id };
      case 'subscription_preapproval':
        return { type: 'subscription', externalId: id };
      case 'subscription_authorized_payment':
        return { type: 'payment', externalId: `${AUTHORIZED_PAYMENT}${id}` };
      default:
        return { type: 'ignored', reason: `MercadoPago topic ${type ?? '(none)'}` };
    }
  }

  async fetchPayment(externalId: string): Promise<GatewayPayment | null> {
    if (externalId.startsWith(AUTHORIZED_PAYMENT)) {
      return this.fetchAuthorizedPayment(externalId.slice(AUTHORIZED_PAYMENT.length));
    }
    const payment = await this.request<MercadoPagoPayment>(
      'GET',
      `/v1/payments/${encodeURIComponent(externalId)}`,
    );
    return payment && toGatewayPayment(payment);
  }

  async fetchSubscription(externalId: string): Promise<GatewaySubscription | null> {
    const preapproval = await this.request<MercadoPagoPreapproval>(
      'GET',
      `/preapproval/${encodeURIComponent(externalId)}`,
    );
    if (!preapproval) {
      return null;
    }
    const status = PREAPPROVAL_STATUS[preapproval.status ?? ''];
    if (!status) {
      throw new Error(
        `MercadoPago preapproval ${externalId} has unknown status ${preapproval.status}`,
      );
    }
    return {
      externalId: String(preapproval.id ?? externalId),
      reference: preapproval.external_reference ?? '',
      status,
    };
  }

  async findPaymentByReference(reference: string): Promise<GatewayPayment | null> {
    const query = new URLSearchParams({
      external_reference: reference,
      sort: 'date_created',
      criteria: 'desc',
    });
    const found = await this.request<{ results?: MercadoPagoPayment[] }>(
      'GET',
      `/v1/payments/search?${query.toString()}`,
    );
    const newest = found?.results?.[0];
    return newest ? toGatewayPayment(newest) : null;
  }

  /** The payment of a subscription charge; null while MercadoPago has not attempted it yet. */
  private async fetchAuthorizedPayment(id: string): Promise<GatewayPayment | null> {
    const invoice = await this.request<InvoiceResponse>(
      'GET',
      `/authorized_payments/${encodeURIComponent(id)}`,
    );
    const paymentId = invoice?.payment?.id;
    if (!invoice || paymentId === undefined || paymentId === null) {
      return null;
    }
    const payment = await this.fetchPayment(String(paymentId));
    if (payment && !payment.subscriptionExternalId && invoice.preapproval_id) {
      payment.subscriptionExternalId = invoice.preapproval_id;
    }
    return payment;
  }

  /** An account charges in its country's currency only: another one is a wiring mistake. */
  private assertCurrency(currency: string): void {
    if (currency !== this.options.currency) {
      throw new Error(`MercadoPago charges in ${this.options.currency} here, not ${currency}`);
    }
  }

  /** A call that must create or change something: a 404 is a failure like any other 4xx. */
  private async created<T>(method: string, path: string, body: unknown): Promise<T> {
    const answer = await this.request<T>(method, path, body);
    if (!answer) {
      throw new GatewayUnavailable(`MercadoPago answered 404 to ${method} ${path}`);
    }
    return answer;
  }

  /**
   * One API call: null on 404; GatewayUnavailable on no answer, a time-out, 5xx or another 4xx
   * (with MercadoPago's message, for the logs).
   */
  private async request<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      throw new GatewayUnavailable(`MercadoPago did not answer ${method} ${path}: ${reason(err)}`);
    }
    if (status === 404) {
      return null;
    }
    const parsed = parseJson(text);
    if (status < 200 || status >= 300) {
      const error = (parsed ?? {}) as MercadoPagoErrorBody;
      const detail = error.cause?.[0]?.description;
      const message = [error.message ?? error.error, detail].filter(Boolean).join(': ');
      throw new GatewayUnavailable(
        `MercadoPago answered ${status} to ${method} ${path}${message ? `: ${message}` : ''}`,
      );
    }
    if (parsed === undefined) {
      throw new GatewayUnavailable(`MercadoPago answered ${method} ${path} with no JSON`);
    }
    return parsed as T;
  }
}

function toGatewayPayment(payment: MercadoPagoPayment): GatewayPayment {
  const status = PAYMENT_STATUS[payment.status ?? ''];
  if (!status || payment.id === undefined || payment.transaction_amount === undefined) {
    throw new Error(`MercadoPago payment ${payment.id} has status ${payment.status}`);
  }
  const metadata = payment.metadata as { preapproval_id?: string } | undefined;
  // a preapproval's charge names it in metadata and in point_of_interaction (SUBSCRIPTIONS)
  const subscription =
    metadata?.preapproval_id ?? payment.point_of_interaction?.transaction_data?.subscription_id;
  return {
    externalId: String(payment.id),
    reference: payment.external_reference ?? '',
    status,
    amount: fromDecimal(payment.transaction_amount),
    currency: payment.currency_id ?? '',
    ...(subscription ? { subscriptionExternalId: subscription } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const reason = (err: unknown) =>
  err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
