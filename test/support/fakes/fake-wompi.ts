import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpFake } from './local-http-fake';
import type { WebhookDelivery } from '../../../server/src/billing/ports/payment-gateway';

export type WompiTransactionStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

/** How the fake is down: 503 answers, connections closed without an answer, or no answer at all. */
export type WompiOutage = 'unavailable' | 'reset' | 'hang';

export interface WompiTransaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string;
  currency: string;
  payment_method_type: string;
  payment_method: Record<string, unknown>;
  status: WompiTransactionStatus;
  status_message: string | null;
  redirect_url: string | null;
  payment_source_id: null;
  payment_link_id: null;
  shipping_address: null;
  taxes: unknown[];
}

export interface FakeWompiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

/**
 * Answers as Wompi's API (`/v1`) documents it: `GET /transactions/{id}` (public) and
 * `GET /transactions?reference=…` (private key only), with its `{ error: { type, reason } }`
 * bodies. Tests create transactions and move them through their statuses as the buyer and Wompi
 * would.
 */
export class FakeWompi extends LocalHttpFake {
  requests: FakeWompiRequest[] = [];
  /** Set to make every call fail as that kind of outage; undefined answers normally. */
  outage?: WompiOutage;
  readonly transactions = new Map<string, WompiTransaction>();
  private sequence = 1000;

  constructor(
    readonly publicKey = 'pub_test_mixel',
    readonly privateKey = 'prv_test_mixel',
  ) {
    super();
  }

  /** Starts on a free port and answers the base URL to give the adapter (`…/v1`). */
  async start(): Promise<string> {
    return `${await this.listen()}/v1`;
  }

  /** A transaction as the buyer's Web Checkout creates it; answers it (its `id` is Wompi's). */
  createTransaction(input: {
    reference: string;
    amountInCents: number;
    status?: WompiTransactionStatus;
    currency?: string;
    paymentMethodType?: 'NEQUI' | 'DAVIPLATA' | 'PSE' | 'CARD';
    createdAt?: Date;
  }): WompiTransaction {
    const created = input.createdAt ?? new Date();
    const seconds = Math.floor(created.getTime() / 1000);
    const status = input.status ?? 'PENDING';
    const transaction: WompiTransaction = {
      id: `${this.sequence++}-${seconds}-${String(10000 + this.transactions.size).slice(-5)}`,
      created_at: created.toISOString(),
      finalized_at: status === 'PENDING' ? null : created.toISOString(),
      amount_in_cents: input.amountInCents,
      reference: input.reference,
      customer_email: 'comprador@example.co',
      currency: input.currency ?? 'COP',
      payment_method_type: input.paymentMethodType ?? 'NEQUI',
      payment_method: { type: input.paymentMethodType ?? 'NEQUI', phone_number: '3991111111' },
      status,
      status_message: status === 'DECLINED' ? 'Transacción rechazada' : null,
      redirect_url: null,
      payment_source_id: null,
      payment_link_id: null,
      shipping_address: null,
      taxes: [],
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  /** The transaction moves on (approved after pending, voided after approval). */
  setTransactionStatus(id: string, status: WompiTransactionStatus): WompiTransaction {
    const transaction = this.transactions.get(id);
    if (!transaction) {
      throw new Error(`no transaction ${id}`);
    }
    Object.assign(transaction, {
      status,
      finalized_at: status === 'PENDING' ? null : new Date().toISOString(),
      status_message: status === 'DECLINED' ? 'Transacción rechazada' : null,
    });
    return transaction;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for await (const _chunk of req) {
      // the API calls we answer carry no body
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: FakeWompiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
    };
    this.requests.push(request);
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, reason: unknown) =>
      json(status, { error: { type, reason } });
    if (this.outage === 'hang') {
      return;
    }
    if (this.outage === 'reset') {
      req.socket.destroy();
      return;
    }
    if (this.outage === 'unavailable') {
      return error(503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible');
    }
    const keys = [`Bearer ${this.publicKey}`, `Bearer ${this.privateKey}`];
    if (request.authorization && !keys.includes(request.authorization)) {
      return error(401, 'INVALID_ACCESS_TOKEN', 'La llave proporcionada no es válida');
    }
    if (request.method === 'GET' && request.path === '/v1/transactions') {
      if (request.authorization !== `Bearer ${this.privateKey}`) {
        return error(401, 'INVALID_ACCESS_TOKEN', 'Se esperaba una llave privada');
      }
      const data = [...this.transactions.values()]
        .filter((t) => !request.query.reference || t.reference === request.query.reference)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json(200, { data, meta: {} });
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/transactions/')) {
      const transaction = this.transactions.get(
        decodeURIComponent(request.path.slice('/v1/transactions/'.length)),
      );
      return transaction
        ? json(200, { data: transaction, meta: {} })
        : error(404, 'NOT_FOUND_ERROR', 'La entidad solicitada no existe');
    }
    return error(404, 'NOT_FOUND_ERROR', 'La entidad solicitada no existe');
  }
}

/** Wompi's integrity signature: SHA-256 hex of reference, centavos, currency and secret, joined. */
export function wompiIntegritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  integritySecret: string,
): string {
  return createHash('sha256')
    .update(`${reference}${amountInCents}${currency}${integritySecret}`)
    .digest('hex');
}

/** The properties Wompi signs in a `transaction.updated` event, in its documented order. */
export const WOMPI_SIGNED_PROPERTIES = [
  'transaction.id',
  'transaction.status',
  'transaction.amount_in_cents',
];

/**
 * An event's checksum as Wompi computes it: SHA-256 of the signed properties' values (looked up
 * in `data`), the timestamp and the events secret, in upper case as its docs show it.
 */
export function wompiEventChecksum(input: {
  data: Record<string, unknown>;
  properties: string[];
  timestamp: number;
  eventsSecret: string;
}): string {
  const values = input.properties
    .map((path) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], input.data),
    )
    .join('');
  return createHash('sha256')
    .update(`${values}${input.timestamp}${input.eventsSecret}`)
    .digest('hex')
    .toUpperCase();
}

/**
 * An event as Wompi posts it to the events URL: the body with its `signature` and the same
 * checksum in `X-Event-Checksum`. `checksum: null` leaves both out; a string sends that one
 * instead; `inHeaderOnly` sends it in the header alone.
 */
export function wompiEvent(input: {
  eventsSecret: string;
  transaction: Pick<WompiTransaction, 'id' | 'status' | 'amount_in_cents'> &
    Partial<WompiTransaction>;
  event?: string;
  timestamp?: number;
  properties?: string[];
  checksum?: string | null;
  inHeaderOnly?: boolean;
}): WebhookDelivery {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const properties = input.properties ?? WOMPI_SIGNED_PROPERTIES;
  const data = { transaction: input.transaction };
  const checksum =
    input.checksum === undefined
      ? wompiEventChecksum({ data, properties, timestamp, eventsSecret: input.eventsSecret })
      : input.checksum;
  const rawBody = JSON.stringify({
    event: input.event ?? 'transaction.updated',
    data,
    environment: 'test',
    signature: {
      properties,
      ...(checksum === null || input.inHeaderOnly ? {} : { checksum }),
    },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  });
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      ...(checksum === null ? {} : { 'x-event-checksum': checksum }),
    },
    query: {},
  };
}
