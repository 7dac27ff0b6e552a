import { createHmac, randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpFake } from './local-http-fake';
import type { WebhookDelivery } from '../../../server/src/billing/ports/payment-gateway';

/** A payment status as MercadoPago's API reports it. */
export type MercadoPagoPaymentStatus =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

export type MercadoPagoPreapprovalStatus = 'pending' | 'authorized' | 'paused' | 'cancelled';

/** How the fake is down: 503 answers, connections closed without an answer, or no answer at all. */
export type MercadoPagoOutage = 'unavailable' | 'reset' | 'hang';

export interface FakeMercadoPagoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;

/**
 * Answers as MercadoPago's REST API documents it: Checkout Pro preferences
 * (`POST /checkout/preferences`), preapprovals (`POST/GET/PUT /preapproval/{id}`), payments
 * (`GET /v1/payments/{id}`, `GET /v1/payments/search`) and subscription invoices
 * (`GET /authorized_payments/{id}`), with its 401/404 error bodies. Tests create payments and move
 * them through their statuses as the buyer and MercadoPago would.
 */
export class FakeMercadoPago extends LocalHttpFake {
  requests: FakeMercadoPagoRequest[] = [];
  /** Set to make every call fail as that kind of outage; undefined answers normally. */
  outage?: MercadoPagoOutage;
  /** The next create or update call answers this 400 (MercadoPago's message), once. */
  rejectNextWrite?: string;
  readonly preferences = new Map<string, Json>();
  readonly preapprovals = new Map<string, Json>();
  readonly payments = new Map<string, Json>();
  readonly authorizedPayments = new Map<string, Json>();
  private nextPaymentId = 1_310_000_000;

  constructor(readonly accessToken = 'APP_USR-test-token') {
    super();
  }

  /** Starts on a free port and answers the base URL to give the adapter. */
  async start(): Promise<string> {
    return this.listen();
  }

  /**
   * A payment as the buyer's checkout (or a preapproval's charge, with `preapprovalId`) creates
   * it; answers its id. `amount` is in minor units, stored as MercadoPago's decimal.
   */
  createPayment(input: {
    status: MercadoPagoPaymentStatus;
    reference: string;
    amount: number;
    currency?: string;
    preapprovalId?: string;
  }): string {
    const id = String(this.nextPaymentId++);
    const now = new Date().toISOString();
    this.payments.set(id, {
      id: Number(id),
      date_created: now,
      date_last_updated: now,
      status: input.status,
      status_detail: detailFor(input.status),
      external_reference: input.reference,
      transaction_amount: input.amount / 100,
      currency_id: input.currency ?? 'COP',
      payment_type_id: 'credit_card',
      payment_method_id: 'visa',
      operation_type: input.preapprovalId ? 'recurring_payment' : 'regular_payment',
      metadata: input.preapprovalId ? { preapproval_id: input.preapprovalId } : {},
      ...(input.preapprovalId
        ? {
            point_of_interaction: {
              type: 'SUBSCRIPTIONS',
              transaction_data: { subscription_id: input.preapprovalId },
            },
          }
        : {}),
    });
    return id;
  }

  /** The payment moves on (approved after pending, refunded or charged back after approval). */
  setPaymentStatus(id: string, status: MercadoPagoPaymentStatus): void {
    const payment = this.payments.get(id);
    if (!payment) {
      throw new Error(`no payment ${id}`);
    }
    Object.assign(payment, {
      status,
      status_detail: detailFor(status),
      date_last_updated: new Date().toISOString(),
    });
  }

  setPreapprovalStatus(id: string, status: MercadoPagoPreapprovalStatus): void {
    const preapproval = this.preapprovals.get(id);
    if (!preapproval) {
      throw new Error(`no preapproval ${id}`);
    }
    Object.assign(preapproval, { status, last_modified: new Date().toISOString() });
  }

  /**
   * A preapproval's period charged: an authorized payment (the invoice MercadoPago notifies as
   * `subscription_authorized_payment`) pointing at a payment; answers the invoice's id.
   */
  chargePreapproval(preapprovalId: string, status: MercadoPagoPaymentStatus = 'approved') {
    const preapproval = this.preapprovals.get(preapprovalId);
    if (!preapproval) {
      throw new Error(`no preapproval ${preapprovalId}`);
    }
    const recurring = preapproval.auto_recurring as {
      transaction_amount: number;
      currency_id: string;
    };
    const paymentId = this.createPayment({
      status,
      reference: String(preapproval.external_reference),
      amount: Math.round(recurring.transaction_amount * 100),
      currency: recurring.currency_id,
      preapprovalId,
    });
    const id = String(this.nextPaymentId++);
    this.authorizedPayments.set(id, {
      id: Number(id),
      type: 'scheduled',
      preapproval_id: preapprovalId,
      external_reference: preapproval.external_reference,
      transaction_amount: recurring.transaction_amount,
      currency_id: recurring.currency_id,
      status: 'processed',
      retry_attempt: 1,
      date_created: new Date().toISOString(),
      payment: { id: Number(paymentId), status, status_detail: detailFor(status) },
    });
    return { authorizedPaymentId: id, paymentId };
  }

  /** The last call to a path starting with this (method and path, e.g. `POST /preapproval`). */
  last(route: string): FakeMercadoPagoRequest | undefined {
    return this.requests.filter((r) => `${r.method} ${r.path}`.startsWith(route)).at(-1);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: FakeMercadoPagoRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      body: raw ? (JSON.parse(raw) as Json) : null,
    };
    this.requests.push(request);
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (this.outage === 'hang') {
      return;
    }
    if (this.outage === 'reset') {
      req.socket.destroy();
      return;
    }
    if (this.outage === 'unavailable') {
      return json(503, {
        message: 'Service Unavailable',
        error: 'service_unavailable',
        status: 503,
      });
    }
    if (request.authorization !== `Bearer ${this.accessToken}`) {
      return json(401, {
        message: 'invalid access token',
        error: 'unauthorized',
        status: 401,
        cause: [],
      });
    }
    const answer = this.route(request);
    json(answer.status, answer.body);
  }

  private route({ method, path, query, body }: FakeMercadoPagoRequest): {
    status: number;
    body: unknown;
  } {
    const notFound = (message: string) => ({
      status: 404,
      body: { message, error: 'not_found', status: 404, cause: [] },
    });
    if (method !== 'GET' && this.rejectNextWrite) {
      const message = this.rejectNextWrite;
      this.rejectNextWrite = undefined;
      return { status: 400, body: { message, error: 'bad_request', status: 400, cause: [] } };
    }
    const id = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (method === 'POST' && path === '/checkout/preferences') {
      const preference = { ...body, ...this.createdPreference() };
      this.preferences.set(String(preference.id), preference);
      return { status: 201, body: preference };
    }
    if (method === 'POST' && path === '/preapproval') {
      const preapprovalId = randomUUID().replace(/-/g, '');
      const preapproval = {
        ...body,
        id: preapprovalId,
        status: body?.status ?? 'pending',
        date_created: new Date().toISOString(),
        init_point: `https://www.mercadopago.com.co/subscriptions/checkout?preapproval_id=${preapprovalId}`,
      };
      this.preapprovals.set(preapprovalId, preapproval);
      return { status: 201, body: preapproval };
    }
    if (path.startsWith('/preapproval/')) {
      const preapproval = this.preapprovals.get(id('/preapproval/'));
      if (!preapproval) {
        return notFound(`The preapproval with id ${id('/preapproval/')} does not exist`);
      }
      if (method === 'PUT') {
        if (preapproval.status === 'cancelled') {
          return {
            status: 400,
            body: {
              message: 'You can not modify a cancelled preapproval',
              error: 'bad_request',
              status: 400,
              cause: [],
            },
          };
        }
        // a partial update: the recurrence keeps what the body does not change (frequency …)
        const recurring = body?.auto_recurring
          ? {
              auto_recurring: {
                ...(preapproval.auto_recurring as Json),
                ...(body.auto_recurring as Json),
              },
            }
          : {};
        Object.assign(preapproval, body, recurring, { last_modified: new Date().toISOString() });
      }
      return { status: 200, body: preapproval };
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const results = [...this.payments.values()]
        .filter(
          (p) => !query.external_reference || p.external_reference === query.external_reference,
        )
        .sort((a, b) => String(a.date_created).localeCompare(String(b.date_created)));
      if (query.criteria === 'desc') {
        results.reverse();
      }
      return {
        status: 200,
        body: { paging: { total: results.length, limit: 30, offset: 0 }, results },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/payments/')) {
      const payment = this.payments.get(id('/v1/payments/'));
      return payment ? { status: 200, body: payment } : notFound('Payment not found');
    }
    if (method === 'GET' && path.startsWith('/authorized_payments/')) {
      const invoice = this.authorizedPayments.get(id('/authorized_payments/'));
      return invoice ? { status: 200, body: invoice } : notFound('Authorized payment not found');
    }
    return notFound(`resource ${method} ${path} not found`);
  }

  private createdPreference() {
    const id = `1234567890-${randomUUID()}`;
    return {
      id,
      collector_id: 1234567890,
      date_created: new Date().toISOString(),
      init_point: `https://www.mercadopago.com.co/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.co/checkout/v1/redirect?pref_id=${id}`,
    };
  }
}

function detailFor(status: MercadoPagoPaymentStatus): string {
  switch (status) {
    case 'approved':
      return 'accredited';
    case 'rejected':
      return 'cc_rejected_other_reason';
    case 'pending':
      return 'pending_waiting_transfer';
    case 'in_process':
      return 'pending_contingency';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'settled';
    default:
      return status;
  }
}

/**
 * MercadoPago's `x-signature` header: `ts=<seconds>,v1=<hex HMAC-SHA256>` of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, with data.id lowercased when alphanumeric and
 * absent parts left out, as its webhook docs describe.
 */
export function signMercadoPagoNotification(input: {
  secret: string;
  dataId?: string;
  requestId?: string;
  ts?: number;
}): string {
  const ts = input.ts ?? Math.floor(Date.now() / 1000);
  const id =
    input.dataId && /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const manifest =
    (id ? `id:${id};` : '') +
    (input.requestId ? `request-id:${input.requestId};` : '') +
    `ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', input.secret).update(manifest).digest('hex')}`;
}

/**
 * A webhook as MercadoPago posts it to a notification URL: `?data.id=…&type=…`, the JSON body, and
 * the `x-signature` / `x-request-id` headers signed with `secret` (pass `signature: null` to leave
 * the header out, or a string to send that one instead).
 */
export function mercadoPagoWebhook(input: {
  secret: string;
  /** `payment`, `subscription_preapproval`, `subscription_authorized_payment`, or another topic. */
  type: string;
  dataId: string;
  requestId?: string;
  ts?: number;
  signature?: string | null;
}): WebhookDelivery {
  const requestId = input.requestId ?? randomUUID();
  const action =
    input.type === 'payment'
      ? 'payment.updated'
      : input.type === 'subscription_preapproval'
        ? 'updated'
        : 'created';
  const rawBody = JSON.stringify({
    id: Math.floor(Math.random() * 1e11),
    live_mode: false,
    type: input.type,
    date_created: new Date().toISOString(),
    user_id: 1234567890,
    api_version: 'v1',
    action,
    data: { id: input.dataId },
  });
  const signature =
    input.signature === undefined
      ? signMercadoPagoNotification({ ...input, requestId })
      : input.signature;
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    query: { 'data.id': input.dataId, type: input.type },
  };
}
