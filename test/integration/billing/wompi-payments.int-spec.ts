import { BillingService } from '../../../server/src/billing/application/billing.service';
import {
  FakeWompi,
  wompiEvent,
  wompiIntegritySignature,
  WompiTransaction,
  WompiTransactionStatus,
} from '../../support/fakes/fake-wompi';
import {
  deliverAgainAndAgain,
  gatewayPaymentsApp,
  SIGNUP_TOKENS,
  TOKENS_PER_CREDIT,
} from '../../support/gateway-payments';
import { api, sql, TestApp } from '../../support/test-app';

const INTEGRITY_SECRET = 'test_integrity_mixel';
const EVENTS_SECRET = 'test_events_mixel';
const CHECKOUT_URL = 'https://checkout.wompi.co/p/';
/** 50 credits in COP centavos (19.900 pesos). */
const PACK_50 = 1_990_000;

const SUBSCRIBE = `mutation ($input: CreateSubscriptionInput!) {
  createSubscription(input: $input) { url paymentId } }`;

describe('payments through Wompi alone: signed events and reconciliation, each applied once', () => {
  const wompi = new FakeWompi('pub_test_mixel', 'prv_test_mixel');
  const gateway = gatewayPaymentsApp('wompi', wompi, (baseUrl) => ({
    WOMPI_PUBLIC_KEY: wompi.publicKey,
    WOMPI_PRIVATE_KEY: wompi.privateKey,
    WOMPI_INTEGRITY_SECRET: INTEGRITY_SECRET,
    WOMPI_EVENTS_SECRET: EVENTS_SECRET,
    WOMPI_BASE_URL: baseUrl,
    WOMPI_CHECKOUT_URL: CHECKOUT_URL,
  }));
  const { signUp, balance, rows, deliver } = gateway;
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(() => {
    t = gateway.app();
    http = gateway.http();
  });
  afterEach(() => {
    wompi.outage = undefined;
  });

  const payment = async (id: string) =>
    (
      await sql<{
        status: string;
        external_id: string | null;
        gateway: string;
        method: string;
        amount: number;
        currency: string;
      }>(
        t.databaseUrl,
        `SELECT status, external_id, gateway, method, amount, currency FROM payments WHERE id = $1`,
        [id],
      )
    )[0];
  const verdicts = async (transactionId: string) =>
    (
      await sql<{ verdict: string }>(
        t.databaseUrl,
        `SELECT verdict FROM webhook_deliveries
         WHERE gateway = 'wompi' AND raw_body LIKE $1 ORDER BY received_at`,
        [`%${transactionId}%`],
      )
    ).map((d) => d.verdict);

  const buy = (user: { token: string }, credits = 50, method = 'nequi') =>
    gateway.buy(user, credits, method);
  /** The buyer pays on Wompi's checkout: a transaction with our reference, in that status. */
  const pay = (paymentId: string, status: WompiTransactionStatus, amountInCents = PACK_50) =>
    wompi.createTransaction({ reference: paymentId, amountInCents, status });
  const updated = (transaction: WompiTransaction) =>
    wompiEvent({ eventsSecret: EVENTS_SECRET, transaction });

  it('sends a nequi purchase of 50 credits to Web Checkout, signed for our payment id and 1.990.000 centavos', async () => {
    const user = await signUp();
    const checkout = await buy(user, 50, 'nequi');

    const url = new URL(checkout.url);
    expect(`${url.origin}${url.pathname}`).toBe(CHECKOUT_URL);
    expect(url.searchParams.get('public-key')).toBe(wompi.publicKey);
    expect(url.searchParams.get('currency')).toBe('COP');
    expect(url.searchParams.get('amount-in-cents')).toBe('1990000');
    expect(url.searchParams.get('reference')).toBe(checkout.paymentId);
    expect(url.searchParams.get('signature:integrity')).toBe(
      wompiIntegritySignature(checkout.paymentId, PACK_50, 'COP', INTEGRITY_SECRET),
    );
    expect(url.searchParams.get('redirect-url')).toMatch(
      new RegExp(`/payment/process\\?payment=${checkout.paymentId}$`),
    );
    expect(await payment(checkout.paymentId)).toEqual({
      status: 'pending',
      external_id: null,
      gateway: 'wompi',
      method: 'nequi',
      amount: PACK_50,
      currency: 'COP',
    });
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
  });

  it('grants 50 credits once for an APPROVED transaction.updated event, however often it is delivered', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const transaction = pay(checkout.paymentId, 'APPROVED');
    const event = updated(transaction);

    expect((await deliver(event)).status).toBe(200);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 50 * TOKENS_PER_CREDIT);

    await deliverAgainAndAgain(() => deliver(event), 5);

    expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 50 * TOKENS_PER_CREDIT }]);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 50 * TOKENS_PER_CREDIT);
    expect(await payment(checkout.paymentId)).toMatchObject({
      status: 'approved',
      external_id: transaction.id,
    });
    const seen = await verdicts(transaction.id);
    expect(seen.filter((v) => v === 'applied')).toEqual(['applied']);
    expect(seen.filter((v) => v !== 'applied')).toEqual(Array(10).fill('ignored'));
  });

  it('grants nothing for a DECLINED transaction and marks the payment declined', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const transaction = pay(checkout.paymentId, 'DECLINED');

    expect((await deliver(updated(transaction))).status).toBe(200);

    expect((await payment(checkout.paymentId)).status).toBe('declined');
    expect(await rows(user.id, 'pack.purchase')).toEqual([]);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
  });

  it('trusts the transaction fetched from Wompi, not an event body that calls it APPROVED', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const transaction = pay(checkout.paymentId, 'PENDING');

    const claimed = updated({ ...transaction, status: 'APPROVED' });
    expect((await deliver(claimed)).status).toBe(200);

    expect((await payment(checkout.paymentId)).status).toBe('pending');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    expect(wompi.requests.some((r) => r.path === `/v1/transactions/${transaction.id}`)).toBe(true);
  });

  it('refuses an event with a wrong or missing checksum with 401, keeps it and grants nothing', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const transaction = pay(checkout.paymentId, 'APPROVED');

    const forged = await deliver(
      wompiEvent({ eventsSecret: 'not-our-events-secret', transaction }),
    );
    const unsigned = await deliver(
      wompiEvent({ eventsSecret: EVENTS_SECRET, transaction, checksum: null }),
    );

    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ ok: false, code: 'BILLING.WEBHOOK_SIGNATURE' });
    expect(unsigned.status).toBe(401);
    expect(await verdicts(transaction.id)).toEqual(['bad_signature', 'bad_signature']);
    expect(wompi.requests.some((r) => r.path === `/v1/transactions/${transaction.id}`)).toBe(false);
    expect((await payment(checkout.paymentId)).status).toBe('pending');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
  });

  it('answers 503 while Wompi is down and grants once when the same event is retried', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const event = updated(pay(checkout.paymentId, 'APPROVED'));

    wompi.outage = 'unavailable';
    const failed = await deliver(event);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ ok: false, code: 'BILLING.GATEWAY_UNAVAILABLE' });
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);

    wompi.outage = undefined;
    expect((await deliver(event)).status).toBe(200);
    await deliver(event);
    expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 50 * TOKENS_PER_CREDIT }]);
  });

  it('finds an approved transaction by its reference when no event came, and grants it once', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const transaction = pay(checkout.paymentId, 'APPROVED');
    const billing = t.app.get(BillingService);
    const later = () => new Date(Date.now() + 10 * 60_000);

    expect(await billing.reconcile(later())).toBeGreaterThanOrEqual(1);
    expect(await billing.reconcile(later())).toBe(0);

    const search = wompi.requests.find((r) => r.query.reference === checkout.paymentId);
    expect(search).toMatchObject({
      path: '/v1/transactions',
      authorization: `Bearer ${wompi.privateKey}`,
    });
    expect(await payment(checkout.paymentId)).toMatchObject({
      status: 'approved',
      external_id: transaction.id,
    });
    expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 50 * TOKENS_PER_CREDIT }]);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 50 * TOKENS_PER_CREDIT);

    // the event that comes late changes nothing more
    expect((await deliver(updated(transaction))).status).toBe(200);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 50 * TOKENS_PER_CREDIT);
  });

  it('refuses subscriptions with a clear message, since Wompi has no recurring plans', async () => {
    const user = await signUp();

    const rest = await http.post(
      '/api/payment/create-subscription',
      { planName: 'pro', billingCycleAnnual: false },
      user.token,
    );
    const graphql = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'pro', cycle: 'monthly' } },
      user.token,
    );

    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      ok: false,
      code: 'BILLING.METHOD_UNAVAILABLE',
      message: 'Las suscripciones no están disponibles por ahora.',
    });
    expect(graphql.body.errors[0].message).toBe(
      'Las suscripciones no están disponibles por ahora.',
    );
    expect(
      await sql(t.databaseUrl, `SELECT 1 FROM subscriptions WHERE user_id = $1`, [user.id]),
    ).toEqual([]);
    expect(
      await sql(t.databaseUrl, `SELECT 1 FROM payments WHERE user_id = $1`, [user.id]),
    ).toEqual([]);
  });
});
