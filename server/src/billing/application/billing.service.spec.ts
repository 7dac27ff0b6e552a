import { BILLING_MESSAGES, BillingError } from '../domain/billing.error';
import { Payment, PaymentStatus } from '../domain/payment';
import { USD_PRICES } from '../domain/prices';
import { Subscription } from '../domain/subscription';
import { BillingEvents } from '../ports/billing-events';
import {
  BillingRepository,
  DeliveryVerdict,
  NewPayment,
  NewSubscription,
  PaymentPatch,
  StoredDelivery,
  SubscriptionPatch,
} from '../ports/billing.repository';
import { CreditLedger, LedgerMovement, LedgerRow } from '../ports/credit-ledger';
import {
  GatewayNotice,
  GatewayPayment,
  GatewayUnavailable,
  InvalidSignature,
  PaymentGateway,
  WebhookDelivery,
} from '../ports/payment-gateway';
import { PaymentGateways } from '../ports/payment-gateways';
import { BillingService, BillingSettings } from './billing.service';
import { Transactions } from '../../platform/database/transactions.port';
import { Plan } from '../domain/plans';

class InlineTransactions extends Transactions {
  run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}

class FakeLedger extends CreditLedger {
  readonly keys = new Map<string, number>();
  readonly balances = new Map<string, number>();
  private move(m: LedgerMovement, delta: number): boolean {
    if (this.keys.has(m.key)) {
      return false;
    }
    this.keys.set(m.key, delta);
    this.balances.set(m.userId, (this.balances.get(m.userId) ?? 0) + delta);
    return true;
  }
  grant = async (m: LedgerMovement) => this.move(m, m.tokens);
  settle = this.grant;
  refund = this.grant;
  async reserve(m: LedgerMovement): Promise<number | null> {
    if ((this.balances.get(m.userId) ?? 0) < m.tokens) {
      return null;
    }
    this.move(m, -m.tokens);
    return this.balances.get(m.userId)!;
  }
  async reverse(m: LedgerMovement): Promise<number> {
    const taken = Math.min(m.tokens, this.balances.get(m.userId) ?? 0);
    return this.move(m, -taken) ? taken : 0;
  }
  balance = async (userId: string) => this.balances.get(userId) ?? 0;
  history = async (): Promise<{ items: LedgerRow[]; hasNextPage: boolean }> => ({
    items: [],
    hasNextPage: false,
  });
}

class FakeRepository extends BillingRepository {
  readonly payments = new Map<string, Payment>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly deliveries = new Map<string, StoredDelivery & { detail?: string }>();
  readonly plans = new Map<string, Plan>();

  async createPayment(p: NewPayment): Promise<void> {
    const now = new Date();
    this.payments.set(p.id, {
      ...p,
      externalId: p.externalId ?? null,
      status: 'pending',
      grantedTokens: 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  findPayment = async (id: string) => this.payments.get(id) ?? null;
  findPaymentForUpdate = this.findPayment;
  async findPaymentByExternalForUpdate(gateway: string, externalId: string) {
    return (
      [...this.payments.values()].find(
        (p) => p.gateway === gateway && p.externalId === externalId,
      ) ?? null
    );
  }
  async findUnclaimedSubscriptionPaymentForUpdate(subscriptionId: string) {
    return (
      [...this.payments.values()].find(
        (p) =>
          p.purchase.kind === 'subscription' &&
          p.purchase.subscriptionId === subscriptionId &&
          !p.externalId,
      ) ?? null
    );
  }
  async updatePayment(id: string, patch: PaymentPatch) {
    const { periodStart: _ignored, ...rest } = patch;
    Object.assign(this.payments.get(id)!, rest);
  }
  listPayments = async () => ({ items: [...this.payments.values()], hasNextPage: false });
  pendingPayments = async () => [...this.payments.values()].filter((p) => p.status === 'pending');
  async createSubscription(s: NewSubscription) {
    this.subscriptions.set(s.id, {
      ...s,
      status: 'pending',
      externalId: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      pastDueSince: null,
      scheduledPlan: null,
      cancelledAt: null,
      createdAt: new Date(),
    });
  }
  findSubscriptionForUpdate = async (id: string) => this.subscriptions.get(id) ?? null;
  findSubscriptionByExternal = async (_g: string, externalId: string) =>
    [...this.subscriptions.values()].find((s) => s.externalId === externalId) ?? null;
  async updateSubscription(id: string, patch: SubscriptionPatch) {
    Object.assign(this.subscriptions.get(id)!, patch);
  }
  liveSubscriptions = async (userId: string) =>
    [...this.subscriptions.values()].filter(
      (s) => s.userId === userId && ['active', 'past_due', 'cancelled'].includes(s.status),
    );
  currentSubscription = async (userId: string) => (await this.liveSubscriptions(userId))[0] ?? null;
  dueSubscriptions = async () => [];
  listPeriods = async () => [];
  async setUserPlan(userId: string, plan: Plan) {
    this.plans.set(userId, plan);
  }
  userEmail = async () => null;
  async recordDelivery(gateway: string, d: Omit<StoredDelivery, 'id' | 'gateway' | 'verdict'>) {
    const id = `d${this.deliveries.size + 1}`;
    this.deliveries.set(id, { ...d, id, gateway, verdict: 'received' });
    return id;
  }
  async finishDelivery(id: string, verdict: DeliveryVerdict, detail?: string) {
    Object.assign(this.deliveries.get(id)!, { verdict, detail });
  }
  findDelivery = async (id: string) => this.deliveries.get(id) ?? null;
  commissions = async () => ({ totalTokens: 0, posts: [] });
}

/** A gateway whose answers the test sets; a notice is valid when signed 'ok'. */
class FakeGateway extends PaymentGateway {
  readonly name = 'fake';
  readonly methods = ['card', 'nequi'] as const;
  readonly supportsSubscriptions = true;
  readonly charges = new Map<string, GatewayPayment>();
  down = false;
  cancelled: string[] = [];
  private guard() {
    if (this.down) {
      throw new GatewayUnavailable('503');
    }
  }
  async createCheckout() {
    this.guard();
    return { url: 'https://pay.example/checkout' };
  }
  async createSubscription() {
    this.guard();
    return { url: 'https://pay.example/sub', externalId: 'pre_1' };
  }
  async cancelSubscription(id: string) {
    this.guard();
    this.cancelled.push(id);
  }
  amounts: Array<[string, number]> = [];
  async changeSubscriptionAmount(id: string, amount: number) {
    this.guard();
    this.amounts.push([id, amount]);
  }
  verify(d: WebhookDelivery): GatewayNotice {
    if (d.headers['x-signature'] !== 'ok') {
      throw new InvalidSignature('bad');
    }
    return { type: 'payment', externalId: JSON.parse(d.rawBody).id as string };
  }
  async fetchPayment(id: string) {
    this.guard();
    return this.charges.get(id) ?? null;
  }
  fetchSubscription = async () => null;
  findPaymentByReference = async (reference: string) =>
    [...this.charges.values()].find((c) => c.reference === reference) ?? null;
}

class RecordingEvents extends BillingEvents {
  users: string[] = [];
  userChanged = async (id: string) => void this.users.push(id);
  paymentChanged = async () => undefined;
}

describe(BillingService.name, () => {
  let repo: FakeRepository;
  let ledger: FakeLedger;
  let gateway: FakeGateway;
  let events: RecordingEvents;
  let sut: BillingService;
  const buyer = { id: 'u1', plan: 'free' as Plan };
  const deliver = (id: string, signature = 'ok') =>
    sut.receiveWebhook('fake', {
      rawBody: JSON.stringify({ id }),
      headers: { 'x-signature': signature },
      query: {},
    });
  const charge = (id: string, reference: string, status: PaymentStatus, amount = 899) =>
    gateway.charges.set(id, { externalId: id, reference, status, amount, currency: 'USD' });

  beforeEach(() => {
    repo = new FakeRepository();
    ledger = new FakeLedger();
    gateway = new FakeGateway();
    events = new RecordingEvents();
    sut = new BillingService(
      repo,
      ledger,
      new PaymentGateways([gateway]),
      new InlineTransactions(),
      events,
      new BillingSettings(100, USD_PRICES, 'https://mixel.example', false),
    );
  });

  it('grants a package once, however many times its approval is delivered', async () => {
    const { url, paymentId } = await sut.buyCredits(buyer, 100, 'card', 'http://ignored');
    expect(url).toBe('https://pay.example/checkout');
    expect(repo.payments.get(paymentId)).toMatchObject({ amount: 899, currency: 'USD' });
    charge('mp1', paymentId, 'approved');
    for (let i = 0; i < 5; i++) {
      await deliver('mp1');
    }
    expect(ledger.balances.get('u1')).toBe(100 * 100);
    expect(repo.payments.get(paymentId)).toMatchObject({
      status: 'approved',
      grantedTokens: 10000,
    });
    expect(events.users).toContain('u1');
  });

  it('keeps a refused notice, grants nothing and answers a signature error', async () => {
    const { paymentId } = await sut.buyCredits(buyer, 50, 'nequi', 'http://x');
    charge('mp2', paymentId, 'approved');
    await expect(deliver('mp2', 'forged')).rejects.toMatchObject({
      code: 'BILLING.WEBHOOK_SIGNATURE',
    });
    expect([...repo.deliveries.values()].map((d) => d.verdict)).toEqual(['bad_signature']);
    expect(ledger.balances.get('u1')).toBeUndefined();
  });

  it('fails a delivery while the gateway is down and applies it when sent again', async () => {
    const { paymentId } = await sut.buyCredits(buyer, 50, 'card', 'http://x');
    charge('mp3', paymentId, 'approved');
    gateway.down = true;
    await expect(deliver('mp3')).rejects.toMatchObject({ code: 'BILLING.GATEWAY_UNAVAILABLE' });
    expect(ledger.balances.get('u1')).toBeUndefined();
    gateway.down = false;
    await deliver('mp3');
    expect(ledger.balances.get('u1')).toBe(5000);
  });

  it('answers the spec message when checkout cannot start', async () => {
    gateway.down = true;
    await expect(sut.buyCredits(buyer, 50, 'card', 'http://x')).rejects.toThrow(
      BILLING_MESSAGES.gatewayDown,
    );
  });

  it('refuses a method no gateway offers and a package that is not on sale', async () => {
    await expect(sut.buyCredits(buyer, 50, 'pse', 'http://x')).rejects.toBeInstanceOf(BillingError);
    await expect(sut.buyCredits(buyer, 70, 'card', 'http://x')).rejects.toMatchObject({
      code: 'BILLING.UNKNOWN_PACKAGE',
    });
    expect(repo.payments.size).toBe(0);
  });

  it('takes back only what is left when an approved package is charged back', async () => {
    const { paymentId } = await sut.buyCredits(buyer, 100, 'card', 'http://x');
    charge('mp4', paymentId, 'approved');
    await deliver('mp4');
    await ledger.reserve({ userId: 'u1', tokens: 9_000, reason: 'generation.reserve', key: 'g1' });
    charge('mp4', paymentId, 'charged_back');
    await deliver('mp4');
    await deliver('mp4');
    expect(ledger.balances.get('u1')).toBe(0);
    expect(ledger.keys.get(`payment.reversal:${paymentId}`)).toBe(-1_000);
  });

  it('activates a paid plan with its credits and cancels it at the gateway, keeping it for the period', async () => {
    const { paymentId } = await sut.createSubscription(buyer, 'pro', 'yearly', 'http://x');
    expect(repo.payments.get(paymentId!)!.amount).toBe(1359 * 12);
    const [sub] = repo.subscriptions.values();
    charge('mp5', sub.id, 'approved', 1359 * 12);
    await deliver('mp5');
    expect(repo.plans.get('u1')).toBe('pro');
    expect(ledger.balances.get('u1')).toBe(500 * 100);
    await expect(sut.cancelSubscription('u1')).resolves.toEqual({
      message: 'Suscripción cancelada exitosamente',
    });
    expect(gateway.cancelled).toEqual(['pre_1']);
    expect(repo.plans.get('u1')).toBe('pro');
    await expect(sut.cancelSubscription('u1')).rejects.toThrow('No tienes una suscripción activa');
  });

  it('says the cancellation failed when the gateway refuses it, and changes nothing', async () => {
    await sut.createSubscription(buyer, 'basic', 'monthly', 'http://x');
    const [sub] = repo.subscriptions.values();
    charge('mp6', sub.id, 'approved', 999);
    await deliver('mp6');
    gateway.down = true;
    await expect(sut.cancelSubscription('u1')).rejects.toThrow('Error al cancelar la suscripción');
    expect(repo.subscriptions.get(sub.id)!.status).toBe('active');
  });

  it('schedules a downgrade for the period end and tells the gateway what later charges cost', async () => {
    await sut.createSubscription(buyer, 'pro', 'monthly', 'http://x');
    const [sub] = repo.subscriptions.values();
    charge('mp7', sub.id, 'approved', 1699);
    await deliver('mp7');

    const down = await sut.createSubscription({ id: 'u1', plan: 'pro' }, 'basic', 'monthly', 'x');
    expect(down.paymentId).toBeNull();
    expect(gateway.amounts).toEqual([['pre_1', 999]]);
    expect(repo.subscriptions.get(sub.id)).toMatchObject({ plan: 'pro', scheduledPlan: 'basic' });
    expect(repo.plans.get('u1')).toBe('pro');

    // choosing the current plan again calls the downgrade off, at the old price
    await sut.createSubscription({ id: 'u1', plan: 'pro' }, 'pro', 'monthly', 'x');
    expect(gateway.amounts).toEqual([
      ['pre_1', 999],
      ['pre_1', 1699],
    ]);
    expect(repo.subscriptions.get(sub.id)).toMatchObject({ scheduledPlan: null, amount: 1699 });
  });

  it('schedules no downgrade when the gateway cannot change the charge', async () => {
    await sut.createSubscription(buyer, 'max', 'monthly', 'http://x');
    const [sub] = repo.subscriptions.values();
    charge('mp8', sub.id, 'approved', 2599);
    await deliver('mp8');
    gateway.down = true;
    await expect(
      sut.createSubscription({ id: 'u1', plan: 'max' }, 'pro', 'monthly', 'x'),
    ).rejects.toMatchObject({ code: 'BILLING.GATEWAY_UNAVAILABLE' });
    expect(repo.subscriptions.get(sub.id)).toMatchObject({ scheduledPlan: null, amount: 2599 });
  });

  it('refuses another billing cycle of the same plan and charges nothing', async () => {
    await sut.createSubscription(buyer, 'pro', 'yearly', 'http://x');
    const [sub] = repo.subscriptions.values();
    charge('mp9', sub.id, 'approved', 1359 * 12);
    await deliver('mp9');
    const paymentsBefore = repo.payments.size;
    await expect(
      sut.createSubscription({ id: 'u1', plan: 'pro' }, 'pro', 'monthly', 'x'),
    ).rejects.toMatchObject({ code: 'BILLING.CYCLE_CHANGE' });
    expect(repo.payments.size).toBe(paymentsBefore);
    expect(repo.subscriptions.get(sub.id)!.status).toBe('active');
  });
});
