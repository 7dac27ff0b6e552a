import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Transactions } from '../../platform/database/transactions.port';
import { BILLING_MESSAGES, BillingError } from '../domain/billing.error';
import { ledgerKeys } from '../domain/ledger';
import { nextPaymentStatus, Payment, PaymentMethod } from '../domain/payment';
import { isPaidPlan, Plan, PLAN_CREDITS, PLAN_RANK } from '../domain/plans';
import { BillingCycle, packagePrice, periodPrice, PriceTable } from '../domain/prices';
import {
  entitledPlan,
  PAST_DUE_GRACE_MS,
  periodEnd,
  planChange,
  Subscription,
} from '../domain/subscription';
import { BillingEvents } from '../ports/billing-events';
import { BillingRepository } from '../ports/billing.repository';
import { CreditLedger } from '../ports/credit-ledger';
import {
  GatewayPayment,
  GatewaySubscription,
  GatewayUnavailable,
  InvalidSignature,
  PaymentGateway,
  WebhookDelivery,
} from '../ports/payment-gateway';
import { PaymentGateways } from '../ports/payment-gateways';

export class BillingSettings {
  constructor(
    readonly tokensPerCredit: number,
    readonly prices: PriceTable,
    /** PUBLIC_URL: where gateways send the browser back and post their webhooks. */
    readonly publicUrl: string | undefined,
    readonly runsJobs: boolean,
    /** How often pending payments are re-fetched and ended periods swept. */
    readonly sweepEveryMs = 60_000,
    /** A payment pending for longer than this is asked about at its gateway. */
    readonly reconcileAfterMs = 2 * 60_000,
  ) {}
}

export interface Buyer {
  id: string;
  plan: Plan;
}

/** Where to send the browser, and the payment it starts (none for a scheduled downgrade). */
export interface Checkout {
  url: string;
  paymentId: string | null;
}

/** What the profile shows after a change: re-read by the caller. */
type Touched = { users: Set<string>; payments: Set<string> };

/**
 * Checkout, webhooks and the life of a subscription. Every grant, purchase and reversal is a
 * ledger row written in the transaction that changes the payment or subscription causing it.
 */
@Injectable()
export class BillingService {
  private readonly log = new Logger(BillingService.name);

  constructor(
    private readonly repo: BillingRepository,
    private readonly ledger: CreditLedger,
    private readonly gateways: PaymentGateways,
    private readonly transactions: Transactions,
    private readonly events: BillingEvents,
    private readonly settings: BillingSettings,
  ) {}

  // ---- checkout ----------------------------------------------------------------------------

  async buyCredits(
    buyer: Buyer,
    credits: number,
    method: PaymentMethod,
    origin: string,
  ): Promise<{ url: string; paymentId: string }> {
    const amount = packagePrice(this.settings.prices, credits);
    if (amount === null) {
      throw new BillingError(
        'BILLING.UNKNOWN_PACKAGE',
        'Elige uno de los paquetes de créditos disponibles.',
      );
    }
    const gateway = this.gateways.forMethodOrThrow(method);
    const paymentId = randomUUID();
    await this.repo.createPayment({
      id: paymentId,
      userId: buyer.id,
      gateway: gateway.name,
      method,
      amount,
      currency: this.settings.prices.currency,
      purchase: { kind: 'pack', credits },
    });
    const base = this.settings.publicUrl ?? origin;
    const checkout = await this.callGateway(paymentId, () =>
      gateway.createCheckout({
        reference: paymentId,
        title: `Mixel · ${credits} créditos`,
        amount,
        currency: this.settings.prices.currency,
        method,
        payerEmail: null,
        returnUrl: `${base}/payment/process?payment=${paymentId}`,
        webhookUrl: `${base}/api/payment/webhooks/${gateway.name}`,
      }),
    );
    if (checkout.externalId) {
      await this.repo.updatePayment(paymentId, { externalId: checkout.externalId });
    }
    return { url: this.checkoutUrlOrThrow(checkout.url), paymentId };
  }

  async createSubscription(
    buyer: Buyer,
    plan: Plan,
    cycle: BillingCycle,
    origin: string,
  ): Promise<Checkout> {
    if (!isPaidPlan(plan)) {
      throw new BillingError(
        'BILLING.UNKNOWN_PLAN',
        'El plan gratuito no necesita pago: cancela tu suscripción para volver a él.',
      );
    }
    const current = await this.repo.currentSubscription(buyer.id);
    if (current && current.status !== 'cancelled') {
      const change = planChange(current.plan, plan, PLAN_RANK);
      if (change === 'same' && current.scheduledPlan && current.cycle === cycle) {
        // choosing the current plan again keeps it: the scheduled downgrade is called off
        return this.scheduleChange(current, null, origin);
      }
      if (change === 'same' && current.cycle === cycle) {
        throw new BillingError('BILLING.ALREADY_ON_PLAN', 'Ya tienes este plan.');
      }
      if (change === 'same') {
        // a gateway keeps a subscription's frequency: another cycle is a new one after this
        throw new BillingError(
          'BILLING.CYCLE_CHANGE',
          'Para cambiar la facturación de tu plan, cancela la suscripción actual y suscríbete de nuevo cuando termine el periodo pagado.',
        );
      }
      if (change === 'downgrade') {
        return this.scheduleChange(current, plan, origin);
      }
    }
    const gateway = this.gateways.forSubscriptionsOrThrow();
    const amount = periodPrice(this.settings.prices, plan, cycle);
    const subscriptionId = randomUUID();
    const paymentId = randomUUID();
    await this.transactions.run(async () => {
      await this.repo.createSubscription({
        id: subscriptionId,
        userId: buyer.id,
        plan,
        cycle,
        gateway: gateway.name,
        amount,
        currency: this.settings.prices.currency,
      });
      await this.repo.createPayment({
        id: paymentId,
        userId: buyer.id,
        gateway: gateway.name,
        method: 'card',
        amount,
        currency: this.settings.prices.currency,
        purchase: { kind: 'subscription', plan, cycle, subscriptionId },
      });
    });
    const base = this.settings.publicUrl ?? origin;
    const created = await this.callGateway(paymentId, async () =>
      gateway.createSubscription({
        reference: subscriptionId,
        title: `Mixel ${plan} (${cycle === 'yearly' ? 'anual' : 'mensual'})`,
        amount,
        currency: this.settings.prices.currency,
        cycle,
        payerEmail: await this.repo.userEmail(buyer.id),
        returnUrl: `${base}/payment/process?payment=${paymentId}`,
        webhookUrl: `${base}/api/payment/webhooks/${gateway.name}`,
      }),
    );
    await this.repo.updateSubscription(subscriptionId, { externalId: created.externalId });
    return { url: this.checkoutUrlOrThrow(created.url), paymentId };
  }

  /**
   * A lower plan starts when the paid period ends; nothing is charged now, and the gateway is
   * told what later charges cost. `plan` null calls a scheduled downgrade off.
   */
  private async scheduleChange(
    current: Subscription,
    plan: Plan | null,
    origin: string,
  ): Promise<Checkout> {
    const amount = periodPrice(this.settings.prices, plan ?? current.plan, current.cycle);
    const gateway = this.gateways.byName(current.gateway);
    if (current.externalId && gateway) {
      try {
        await gateway.changeSubscriptionAmount(current.externalId, amount, current.currency);
      } catch (err) {
        this.log.warn(`Changing ${current.id} at ${current.gateway} failed: ${String(err)}`);
        throw new BillingError('BILLING.GATEWAY_UNAVAILABLE', BILLING_MESSAGES.gatewayDown);
      }
    }
    await this.repo.updateSubscription(current.id, { scheduledPlan: plan, amount });
    await this.events.userChanged(current.userId);
    const base = this.settings.publicUrl ?? origin;
    return { url: `${base}/payment/process?subscription=${current.id}`, paymentId: null };
  }

  async cancelSubscription(userId: string): Promise<{ message: string }> {
    const current = await this.repo.currentSubscription(userId);
    if (!current || current.status === 'cancelled' || !current.externalId) {
      throw new BillingError('BILLING.NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
    }
    const gateway = this.gateways.byName(current.gateway);
    try {
      await gateway?.cancelSubscription(current.externalId);
    } catch (err) {
      this.log.warn(`Cancelling ${current.id} at ${current.gateway} failed: ${String(err)}`);
      throw new BillingError('BILLING.CANCEL_FAILED', BILLING_MESSAGES.cancelFailed);
    }
    await this.transactions.run(async () => {
      await this.repo.updateSubscription(current.id, {
        status: 'cancelled',
        cancelledAt: new Date(),
        scheduledPlan: null,
      });
      // the plan stays until the paid period ends; the sweep moves the account to free then
      await this.repo.setUserPlan(userId, current.plan, { status: 'cancelled', externalId: null });
    });
    await this.events.userChanged(userId);
    return { message: BILLING_MESSAGES.cancelled };
  }

  // ---- webhooks ------------------------------------------------------------------------------

  /**
   * Stores the delivery, verifies it, fetches what it speaks of from the gateway and applies it.
   * A bad signature is refused (and kept); a gateway that cannot be reached fails the delivery so
   * that the gateway sends it again (the reconciliation sweep also asks later).
   */
  async receiveWebhook(gatewayName: string, delivery: WebhookDelivery): Promise<void> {
    const gateway = this.gateways.byName(gatewayName);
    const deliveryId = await this.repo.recordDelivery(gatewayName, delivery);
    if (!gateway) {
      await this.repo.finishDelivery(deliveryId, 'invalid', 'unknown gateway');
      throw new BillingError('BILLING.WEBHOOK_INVALID', 'Pasarela de pago desconocida.');
    }
    await this.process(gateway, deliveryId, delivery);
  }

  /** Runs a stored delivery again (support): same verification, same single effect. */
  async replayDelivery(deliveryId: string): Promise<void> {
    const stored = await this.repo.findDelivery(deliveryId);
    const gateway = stored && this.gateways.byName(stored.gateway);
    if (!stored || !gateway) {
      throw new BillingError('BILLING.PAYMENT_NOT_FOUND', 'No existe esa notificación.');
    }
    await this.process(gateway, deliveryId, stored);
  }

  private async process(
    gateway: PaymentGateway,
    deliveryId: string,
    delivery: WebhookDelivery,
  ): Promise<void> {
    let notice;
    try {
      notice = gateway.verify(delivery);
    } catch (err) {
      const signature = err instanceof InvalidSignature;
      await this.repo.finishDelivery(
        deliveryId,
        signature ? 'bad_signature' : 'invalid',
        String(err),
      );
      throw signature
        ? new BillingError('BILLING.WEBHOOK_SIGNATURE', 'Firma de la notificación no válida.')
        : new BillingError('BILLING.WEBHOOK_INVALID', 'Notificación no válida.');
    }
    try {
      if (notice.type === 'ignored') {
        await this.repo.finishDelivery(deliveryId, 'ignored', notice.reason);
        return;
      }
      const applied =
        notice.type === 'payment'
          ? await this.applyFetchedPayment(gateway, notice.externalId)
          : await this.applyFetchedSubscription(gateway, notice.externalId);
      await this.repo.finishDelivery(deliveryId, applied ? 'applied' : 'ignored');
    } catch (err) {
      await this.repo.finishDelivery(deliveryId, 'failed', String(err));
      if (err instanceof GatewayUnavailable) {
        throw new BillingError('BILLING.GATEWAY_UNAVAILABLE', BILLING_MESSAGES.gatewayDown);
      }
      throw err;
    }
  }

  private async applyFetchedPayment(gateway: PaymentGateway, externalId: string): Promise<boolean> {
    const reported = await gateway.fetchPayment(externalId);
    if (!reported) {
      return false;
    }
    return this.applyPayment(gateway, reported);
  }

  private async applyFetchedSubscription(
    gateway: PaymentGateway,
    externalId: string,
  ): Promise<boolean> {
    const reported = await gateway.fetchSubscription(externalId);
    if (!reported) {
      return false;
    }
    return this.applySubscriptionState(gateway, reported);
  }

  /** What the gateway says of a payment, applied once: the payment's row lock orders repeats. */
  async applyPayment(gateway: PaymentGateway, reported: GatewayPayment): Promise<boolean> {
    const touched: Touched = { users: new Set(), payments: new Set() };
    const changed = await this.transactions.run(async () => {
      const payment = await this.claimPayment(gateway, reported);
      if (!payment) {
        return false;
      }
      const previous = payment.status;
      const next = nextPaymentStatus(previous, reported.status);
      if (next === 'approved' && previous !== 'approved' && !this.paysFor(payment, reported)) {
        this.log.error(
          `${gateway.name} payment ${reported.externalId} approved ${reported.amount} ${reported.currency} ` +
            `for payment ${payment.id} of ${payment.amount} ${payment.currency}: not granted`,
        );
        return false;
      }
      if (next === previous && payment.externalId === reported.externalId) {
        return false;
      }
      await this.repo.updatePayment(payment.id, { status: next, externalId: reported.externalId });
      touched.users.add(payment.userId);
      touched.payments.add(payment.id);
      if (next === previous) {
        return true;
      }
      if (next === 'approved') {
        await this.fulfil(payment);
      } else if (next === 'refunded' || next === 'charged_back') {
        await this.takeBack(payment);
      } else if (next === 'declined' && payment.purchase.kind === 'subscription') {
        await this.renewalDeclined(payment.purchase.subscriptionId);
      }
      return true;
    });
    await this.announce(touched);
    return changed;
  }

  /** A package is granted only for what it costs; a renewal's amount may change (a downgrade). */
  private paysFor(payment: Payment, reported: GatewayPayment): boolean {
    if (reported.currency !== payment.currency) {
      return false;
    }
    return payment.purchase.kind === 'pack' ? reported.amount >= payment.amount : true;
  }

  /** Our payment for a gateway's: by its id, our reference, or a new renewal charge. */
  private async claimPayment(
    gateway: PaymentGateway,
    reported: GatewayPayment,
  ): Promise<Payment | null> {
    const known = await this.repo.findPaymentByExternalForUpdate(gateway.name, reported.externalId);
    if (known) {
      return known;
    }
    const byReference = isUuid(reported.reference)
      ? await this.repo.findPaymentForUpdate(reported.reference)
      : null;
    if (byReference) {
      // our checkout's own record (its external id may be the checkout's, not the payment's)
      return byReference.gateway === gateway.name ? byReference : null;
    }
    const subscription =
      (isUuid(reported.reference) &&
        (await this.repo.findSubscriptionForUpdate(reported.reference))) ||
      (reported.subscriptionExternalId &&
        (await this.repo.findSubscriptionByExternal(
          gateway.name,
          reported.subscriptionExternalId,
        ))) ||
      null;
    if (!subscription || subscription.gateway !== gateway.name) {
      this.log.warn(`${gateway.name} payment ${reported.externalId} matches nothing of ours`);
      return null;
    }
    // with the subscription locked, a concurrent delivery of this charge has finished: look again
    const claimed = await this.repo.findPaymentByExternalForUpdate(
      gateway.name,
      reported.externalId,
    );
    if (claimed) {
      return claimed;
    }
    const first = await this.repo.findUnclaimedSubscriptionPaymentForUpdate(subscription.id);
    if (first) {
      return first;
    }
    // a renewal: the gateway charged the next period on its own
    const id = randomUUID();
    await this.repo.createPayment({
      id,
      userId: subscription.userId,
      gateway: gateway.name,
      method: 'card',
      amount: reported.amount,
      currency: reported.currency,
      purchase: {
        kind: 'subscription',
        plan:
          subscription.scheduledPlan && isPaidPlan(subscription.scheduledPlan)
            ? subscription.scheduledPlan
            : subscription.plan,
        cycle: subscription.cycle,
        subscriptionId: subscription.id,
      },
      externalId: reported.externalId,
    });
    return this.repo.findPaymentForUpdate(id);
  }

  private async fulfil(payment: Payment): Promise<void> {
    if (payment.purchase.kind === 'pack') {
      const tokens = payment.purchase.credits * this.settings.tokensPerCredit;
      await this.ledger.grant({
        userId: payment.userId,
        tokens,
        reason: 'pack.purchase',
        key: ledgerKeys.packPurchase(payment.id),
        paymentId: payment.id,
      });
      await this.repo.updatePayment(payment.id, { grantedTokens: tokens });
      return;
    }
    const subscription = await this.repo.findSubscriptionForUpdate(payment.purchase.subscriptionId);
    if (!subscription) {
      return;
    }
    const now = new Date();
    const renewing =
      (subscription.status === 'active' || subscription.status === 'past_due') &&
      subscription.currentPeriodEnd !== null;
    const start = renewing ? subscription.currentPeriodEnd! : now;
    const plan = payment.purchase.plan;
    const end = periodEnd(start, subscription.cycle);
    const tokens = PLAN_CREDITS[plan] * this.settings.tokensPerCredit;
    // a paid period grants its credits once, at its start (the key is the period)
    const granted = await this.ledger.grant({
      userId: payment.userId,
      tokens,
      reason: 'plan.period',
      key: ledgerKeys.periodGrant(subscription.id, start),
      paymentId: payment.id,
    });
    await this.repo.updatePayment(payment.id, {
      grantedTokens: granted ? tokens : 0,
      periodStart: start,
    });
    await this.repo.updateSubscription(subscription.id, {
      status: 'active',
      plan,
      scheduledPlan: null,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      pastDueSince: null,
    });
    await this.repo.setUserPlan(payment.userId, plan, {
      status: 'active',
      externalId: subscription.externalId,
    });
    if (!renewing) {
      await this.replaceOlderSubscriptions(payment.userId, subscription.id);
    }
  }

  /** An upgrade took effect: the plan it replaces stops charging and ends now. */
  private async replaceOlderSubscriptions(userId: string, keepId: string): Promise<void> {
    for (const older of await this.repo.liveSubscriptions(userId)) {
      if (older.id === keepId) {
        continue;
      }
      await this.repo.updateSubscription(older.id, { status: 'expired', cancelledAt: new Date() });
      const gateway = this.gateways.byName(older.gateway);
      if (older.externalId && gateway) {
        gateway.cancelSubscription(older.externalId).catch((err: unknown) => {
          this.log.error(`Could not stop replaced subscription ${older.id}: ${String(err)}`);
        });
      }
    }
  }

  /** A refund or charge-back takes back what is left of what the payment granted. */
  private async takeBack(payment: Payment): Promise<void> {
    if (payment.grantedTokens > 0) {
      await this.ledger.reverse({
        userId: payment.userId,
        tokens: payment.grantedTokens,
        reason: 'payment.reversal',
        key: ledgerKeys.reversal(payment.id),
        paymentId: payment.id,
      });
    }
    if (payment.purchase.kind === 'subscription') {
      const sub = await this.repo.findSubscriptionForUpdate(payment.purchase.subscriptionId);
      if (sub && sub.status !== 'expired') {
        await this.repo.updateSubscription(sub.id, { status: 'expired', cancelledAt: new Date() });
        await this.settleUserPlan(payment.userId);
      }
    }
  }

  private async renewalDeclined(subscriptionId: string): Promise<void> {
    const sub = await this.repo.findSubscriptionForUpdate(subscriptionId);
    if (sub?.status === 'active') {
      await this.repo.updateSubscription(sub.id, { status: 'past_due', pastDueSince: new Date() });
      await this.repo.setUserPlan(sub.userId, sub.plan, {
        status: 'past_due',
        externalId: sub.externalId,
      });
    }
  }

  private async applySubscriptionState(
    gateway: PaymentGateway,
    reported: GatewaySubscription,
  ): Promise<boolean> {
    const found = await this.repo.findSubscriptionByExternal(gateway.name, reported.externalId);
    if (!found) {
      return false;
    }
    const touched: Touched = { users: new Set([found.userId]), payments: new Set() };
    const changed = await this.transactions.run(async () => {
      const sub = await this.repo.findSubscriptionForUpdate(found.id);
      // only endings are taken from a subscription notice; activation comes with its payment
      if (!sub || reported.status !== 'cancelled' || sub.status === 'cancelled') {
        return false;
      }
      if (sub.status === 'pending' || sub.status === 'expired') {
        await this.repo.updateSubscription(sub.id, { status: 'expired' });
        return true;
      }
      await this.repo.updateSubscription(sub.id, { status: 'cancelled', cancelledAt: new Date() });
      await this.repo.setUserPlan(sub.userId, sub.plan, { status: 'cancelled', externalId: null });
      return true;
    });
    await this.announce(touched);
    return changed;
  }

  // ---- sweeps ----------------------------------------------------------------------------------

  /**
   * Ends or downgrades what has run out, then asks gateways about payments whose webhook never
   * came. Run by `BillingSweeper`, which logs a failed run.
   */
  async sweep(now = new Date()): Promise<void> {
    await this.expireDue(now);
    await this.reconcile(now);
  }

  async expireDue(now = new Date()): Promise<number> {
    let count = 0;
    for (const due of await this.repo.dueSubscriptions(now, 200)) {
      const touched: Touched = { users: new Set([due.userId]), payments: new Set() };
      await this.transactions.run(async () => {
        const sub = await this.repo.findSubscriptionForUpdate(due.id);
        if (!sub) {
          return;
        }
        if (sub.status === 'active' && sub.currentPeriodEnd && sub.currentPeriodEnd <= now) {
          // the renewal has not been paid: past due, the plan kept for the grace period
          await this.repo.updateSubscription(sub.id, {
            status: 'past_due',
            pastDueSince: sub.currentPeriodEnd,
          });
          if (
            entitledPlan(
              { ...sub, status: 'past_due', pastDueSince: sub.currentPeriodEnd },
              now,
            ) !== 'free'
          ) {
            await this.repo.setUserPlan(sub.userId, sub.plan, {
              status: 'past_due',
              externalId: sub.externalId,
            });
            return;
          }
        }
        const pastGrace =
          sub.pastDueSince && now.getTime() >= sub.pastDueSince.getTime() + PAST_DUE_GRACE_MS;
        const ended =
          sub.status === 'cancelled' && sub.currentPeriodEnd && sub.currentPeriodEnd <= now;
        if (ended || pastGrace || sub.status === 'active') {
          await this.repo.updateSubscription(sub.id, { status: 'expired' });
          await this.settleUserPlan(sub.userId, now);
          count++;
        }
      });
      await this.announce(touched);
    }
    return count;
  }

  /** The user's plan from the subscription that still entitles them, or free. */
  private async settleUserPlan(userId: string, now = new Date()): Promise<void> {
    const current = await this.repo.currentSubscription(userId);
    const plan = entitledPlan(current, now);
    await this.repo.setUserPlan(userId, plan, {
      status: plan === 'free' ? (current ? 'expired' : null) : current!.status,
      externalId: plan === 'free' || current?.status === 'cancelled' ? null : current!.externalId,
    });
  }

  async reconcile(now = new Date()): Promise<number> {
    let applied = 0;
    const before = new Date(now.getTime() - this.settings.reconcileAfterMs);
    for (const payment of await this.repo.pendingPayments(before, 100)) {
      const gateway = this.gateways.byName(payment.gateway);
      if (!gateway) {
        continue;
      }
      try {
        const reference =
          payment.purchase.kind === 'subscription' ? payment.purchase.subscriptionId : payment.id;
        const reported = await gateway.findPaymentByReference(reference);
        if (reported && (await this.applyPayment(gateway, reported))) {
          applied++;
        }
      } catch (err) {
        this.log.warn(`Reconciling payment ${payment.id} failed: ${String(err)}`);
      }
    }
    return applied;
  }

  // ---- reads -----------------------------------------------------------------------------------

  payment(userId: string, paymentId: string): Promise<Payment | null> {
    return this.repo.findPayment(paymentId).then((p) => (p && p.userId === userId ? p : null));
  }

  mySubscription(userId: string): Promise<Subscription | null> {
    return this.repo.currentSubscription(userId);
  }

  async history(userId: string, page: { page: number; limit: number }) {
    const [payments, ledger, periods, commissions] = await Promise.all([
      this.repo.listPayments(userId, page),
      this.ledger.history(userId, page),
      this.repo.listPeriods(userId, 24),
      this.repo.commissions(userId),
    ]);
    return {
      payments: payments.items,
      ledger: ledger.items,
      periods,
      commissions,
      hasNextPage: payments.hasNextPage || ledger.hasNextPage,
    };
  }

  private checkoutUrlOrThrow(url: string | undefined): string {
    if (!url) {
      throw new BillingError('BILLING.NO_CHECKOUT_URL', BILLING_MESSAGES.noCheckoutUrl);
    }
    return url;
  }

  /** Starts a checkout; one that never started is closed, so nobody waits for it. */
  private async callGateway<T>(paymentId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.log.warn(`Payment gateway call failed: ${String(err)}`);
      await this.repo.updatePayment(paymentId, { status: 'declined' });
      throw new BillingError('BILLING.GATEWAY_UNAVAILABLE', BILLING_MESSAGES.gatewayDown);
    }
  }

  private async announce(touched: Touched): Promise<void> {
    for (const userId of touched.users) {
      await this.events.userChanged(userId);
    }
    for (const id of touched.payments) {
      const payment = await this.repo.findPayment(id);
      if (payment) {
        await this.events.paymentChanged(payment);
      }
    }
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
