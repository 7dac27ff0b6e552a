import { Injectable, Logger } from '@nestjs/common';
import { WebhookSignatureValidator } from 'mercadopago';
import { randomBytes, randomUUID } from 'node:crypto';
import { rowsOf } from '../../../platform/database/sql-rows';
import { TypeormTransactions } from '../../../platform/database/typeorm-transactions';
import { PaymentMethod, PaymentStatus } from '../../domain/payment';
import { BillingCycle, fromDecimal, toDecimalString } from '../../domain/prices';
import {
  CheckoutRequest,
  GatewayNotice,
  GatewayPayment,
  GatewaySubscription,
  InvalidSignature,
  PaymentGateway,
  SubscriptionRequest,
  WebhookDelivery,
} from '../../ports/payment-gateway';
import { signNotice } from './sandbox-signature';
import { messageOf } from '../../../kernel/error-message';

export interface SandboxCharge {
  id: string;
  kind: 'payment' | 'subscription';
  reference: string;
  title: string;
  amount: number;
  currency: string;
  cycle: BillingCycle | null;
  status: string;
  subscriptionId: string | null;
  returnUrl: string;
  webhookUrl: string;
  updatedAt: Date;
}

const COLUMNS = `id, kind, reference, title, amount, currency, cycle, status,
  subscription_id AS "subscriptionId", return_url AS "returnUrl", webhook_url AS "webhookUrl",
  updated_at AS "updatedAt"`;

/**
 * An offline payment gateway, the default with no keys: its own checkout page approves or
 * declines, and it posts the same kind of signed notice to our webhook as MercadoPago does,
 * which the app verifies and then answers by fetching the charge — the same path as the real
 * gateways. Its records live in `sandbox_charges`, so any instance can serve its page.
 */
@Injectable()
export class SandboxGateway extends PaymentGateway {
  readonly name = 'sandbox';
  readonly methods: readonly PaymentMethod[] = ['card', 'pse', 'nequi', 'daviplata'];
  readonly supportsSubscriptions = true;
  private readonly log = new Logger(SandboxGateway.name);

  constructor(
    private readonly transactions: TypeormTransactions,
    private readonly secret: string,
  ) {
    super();
  }

  private async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return rowsOf<T>(await this.transactions.manager.query(sql, params));
  }

  async createCheckout(r: CheckoutRequest): Promise<{ url: string; externalId?: string }> {
    const id = `sbx_pay_${randomBytes(9).toString('hex')}`;
    await this.insert(id, 'payment', r.reference, r.title, r.amount, r.currency, null, r);
    return { url: this.checkoutUrl(r.returnUrl, id) };
  }

  async createSubscription(r: SubscriptionRequest): Promise<{ url: string; externalId: string }> {
    const id = `sbx_sub_${randomBytes(9).toString('hex')}`;
    await this.insert(id, 'subscription', r.reference, r.title, r.amount, r.currency, r.cycle, r);
    return { url: this.checkoutUrl(r.returnUrl, id), externalId: id };
  }

  async cancelSubscription(externalId: string): Promise<void> {
    await this.query(
      `UPDATE sandbox_charges SET status = 'cancelled', updated_at = now()
       WHERE id = $1 AND kind = 'subscription'`,
      [externalId],
    );
  }

  async changeSubscriptionAmount(externalId: string, amount: number): Promise<void> {
    const changed = await this.query(
      `UPDATE sandbox_charges SET amount = $2, updated_at = now()
       WHERE id = $1 AND kind = 'subscription' AND status <> 'cancelled' RETURNING id`,
      [externalId, amount],
    );
    if (changed.length === 0) {
      throw new Error(`No live sandbox subscription ${externalId}`);
    }
  }

  verify(d: WebhookDelivery): GatewayNotice {
    const dataId = d.query['data.id'] ?? '';
    try {
      WebhookSignatureValidator.validate({
        xSignature: d.headers['x-signature'],
        xRequestId: d.headers['x-request-id'],
        dataId,
        secret: this.secret,
      });
    } catch (err) {
      throw new InvalidSignature(messageOf(err));
    }
    const body = JSON.parse(d.rawBody) as { type?: string; data?: { id?: string } };
    if (!body.data?.id || body.data.id !== dataId) {
      return { type: 'ignored', reason: 'data.id differs from the signed one' };
    }
    if (body.type === 'payment') {
      return { type: 'payment', externalId: body.data.id };
    }
    if (body.type === 'subscription_preapproval') {
      return { type: 'subscription', externalId: body.data.id };
    }
    return { type: 'ignored', reason: `type ${String(body.type)}` };
  }

  async fetchPayment(externalId: string): Promise<GatewayPayment | null> {
    const [charge] = await this.query<SandboxCharge>(
      `SELECT ${COLUMNS} FROM sandbox_charges WHERE id = $1 AND kind = 'payment'`,
      [externalId],
    );
    return charge ? this.asPayment(charge) : null;
  }

  async fetchSubscription(externalId: string): Promise<GatewaySubscription | null> {
    const [charge] = await this.query<SandboxCharge>(
      `SELECT ${COLUMNS} FROM sandbox_charges WHERE id = $1 AND kind = 'subscription'`,
      [externalId],
    );
    if (!charge) {
      return null;
    }
    const status =
      charge.status === 'authorized'
        ? 'active'
        : charge.status === 'cancelled'
          ? 'cancelled'
          : 'pending';
    return { externalId: charge.id, reference: charge.reference, status };
  }

  async findPaymentByReference(reference: string): Promise<GatewayPayment | null> {
    const [charge] = await this.query<SandboxCharge>(
      `SELECT ${COLUMNS} FROM sandbox_charges WHERE reference = $1 AND kind = 'payment'
         AND status <> 'open' ORDER BY created_at DESC LIMIT 1`,
      [reference],
    );
    return charge ? this.asPayment(charge) : null;
  }

  // ---- the sandbox's own checkout (its page and buttons) --------------------------------------

  async charge(id: string): Promise<SandboxCharge | null> {
    const [charge] = await this.query<SandboxCharge>(
      `SELECT ${COLUMNS} FROM sandbox_charges WHERE id = $1`,
      [id],
    );
    return charge ?? null;
  }

  /**
   * The buyer pressed 'Aprobar pago' or 'Rechazar pago'. A subscription's approval authorizes it
   * and makes its first charge. Answers where to send the browser.
   */
  async decide(id: string, approve: boolean): Promise<string | null> {
    const charge = await this.charge(id);
    if (!charge || charge.status !== 'open') {
      return charge?.returnUrl ?? null;
    }
    const status = approve ? 'approved' : 'rejected';
    if (charge.kind === 'payment') {
      await this.setStatus(id, status);
      await this.notify(charge.webhookUrl, 'payment', id);
      return charge.returnUrl;
    }
    await this.setStatus(id, approve ? 'authorized' : 'rejected');
    await this.chargeSubscription(charge, status);
    return charge.returnUrl;
  }

  /** A recurring charge of an authorized subscription (its first, or a renewal). */
  async chargeSubscription(sub: SandboxCharge, status: 'approved' | 'rejected'): Promise<string> {
    const id = `sbx_pay_${randomBytes(9).toString('hex')}`;
    await this.query(
      `INSERT INTO sandbox_charges (id, kind, reference, title, amount, currency, status,
         subscription_id, return_url, webhook_url)
       VALUES ($1, 'payment', $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        sub.reference,
        sub.title,
        sub.amount,
        sub.currency,
        status,
        sub.id,
        sub.returnUrl,
        sub.webhookUrl,
      ],
    );
    await this.notify(sub.webhookUrl, 'payment', id);
    return id;
  }

  /** Support and tests: a refund or a charge-back of an approved charge, with its notice. */
  async reverseCharge(id: string, status: 'refunded' | 'charged_back'): Promise<void> {
    const charge = await this.charge(id);
    if (charge?.status === 'approved') {
      await this.setStatus(id, status);
      await this.notify(charge.webhookUrl, 'payment', id);
    }
  }

  /** Sandbox subscriptions whose period has ended are charged again, as a real gateway would. */
  async renewDue(
    periodEnds: Array<{ externalId: string; currentPeriodEnd: Date; cycle: BillingCycle }>,
    now: Date,
  ): Promise<number> {
    let renewed = 0;
    for (const due of periodEnds) {
      const sub = await this.charge(due.externalId);
      if (sub?.status === 'authorized' && due.currentPeriodEnd <= now) {
        await this.chargeSubscription(sub, 'approved');
        renewed++;
      }
    }
    return renewed;
  }

  private async setStatus(id: string, status: string): Promise<void> {
    await this.query(`UPDATE sandbox_charges SET status = $2, updated_at = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }

  /** Posts the signed notice; a lost one is found later by the reconciliation sweep. */
  private async notify(webhookUrl: string, type: string, dataId: string): Promise<void> {
    const requestId = randomUUID();
    const url = new URL(webhookUrl);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', type);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signNotice(this.secret, dataId, requestId, String(Date.now())),
        },
        body: JSON.stringify({ type, action: `${type}.updated`, data: { id: dataId } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        this.log.warn(`Our webhook answered ${response.status} to sandbox notice ${dataId}`);
      }
    } catch (err) {
      this.log.warn(`Sandbox notice ${dataId} not delivered: ${String(err)}`);
    }
  }

  private checkoutUrl(returnUrl: string, id: string): string {
    return `${new URL(returnUrl).origin}/api/payment/sandbox/checkout/${id}`;
  }

  private async insert(
    id: string,
    kind: 'payment' | 'subscription',
    reference: string,
    title: string,
    amount: number,
    currency: string,
    cycle: BillingCycle | null,
    r: { returnUrl: string; webhookUrl: string },
  ): Promise<void> {
    await this.query(
      `INSERT INTO sandbox_charges (id, kind, reference, title, amount, currency, cycle, status,
         return_url, webhook_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9)`,
      [id, kind, reference, title, amount, currency, cycle, r.returnUrl, r.webhookUrl],
    );
  }

  private asPayment(charge: SandboxCharge): GatewayPayment {
    const status: Record<string, PaymentStatus> = {
      open: 'pending',
      approved: 'approved',
      rejected: 'declined',
      refunded: 'refunded',
      charged_back: 'charged_back',
    };
    return {
      externalId: charge.id,
      reference: charge.reference,
      status: status[charge.status] ?? 'pending',
      // the sandbox answers decimals like MercadoPago does; read back exactly
      amount: fromDecimal(toDecimalString(charge.amount)),
      currency: charge.currency,
      subscriptionExternalId: charge.subscriptionId ?? undefined,
    };
  }
}
