import { CreditLedger } from '../../../server/src/billing/ports/credit-ledger';
import {
  FakeMercadoPago,
  mercadoPagoWebhook,
  MercadoPagoPaymentStatus,
} from '../../support/fakes/fake-mercadopago';
import {
  BUY_CREDITS,
  deliverAgainAndAgain,
  gatewayPaymentsApp,
  SIGNUP_TOKENS,
  TOKENS_PER_CREDIT,
} from '../../support/gateway-payments';
import { api, sql, TestApp } from '../../support/test-app';

const SECRET = 'mp-webhook-secret-for-tests';
/** 100 credits in COP centavos (35.900 pesos). */
const PACK_100 = 3_590_000;
const GATEWAY_DOWN = 'No se puede proceder a sesión para validar el pago. Inténtalo de nuevo.';

describe('payments through MercadoPago: every notice verified, fetched and applied once', () => {
  const mp = new FakeMercadoPago('APP_USR-mixel-test-token');
  const gateway = gatewayPaymentsApp('mercadopago', mp, (baseUrl) => ({
    MERCADOPAGO_ACCESS_TOKEN: mp.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_BASE_URL: baseUrl,
  }));
  const { signUp, balance, rows, deliver } = gateway;
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(() => {
    t = gateway.app();
    http = gateway.http();
  });
  afterEach(() => {
    mp.outage = undefined;
    mp.rejectNextWrite = undefined;
  });

  const ledgerSum = async (userId: string) =>
    (
      await sql<{ sum: number }>(
        t.databaseUrl,
        `SELECT COALESCE(SUM(delta), 0)::int AS sum FROM token_ledger WHERE user_id = $1`,
        [userId],
      )
    )[0].sum;
  const payment = async (id: string) =>
    (
      await sql<{ status: string; external_id: string; amount: number; currency: string }>(
        t.databaseUrl,
        `SELECT status, external_id, amount, currency FROM payments WHERE id = $1`,
        [id],
      )
    )[0];
  const verdicts = async (dataId: string) =>
    (
      await sql<{ verdict: string }>(
        t.databaseUrl,
        `SELECT verdict FROM webhook_deliveries
         WHERE gateway = 'mercadopago' AND query->>'data.id' = $1 ORDER BY received_at`,
        [dataId],
      )
    ).map((d) => d.verdict);
  const me = async (token: string) => (await http.get('/api/account/me', token)).body.data;

  const notice = (type: string, dataId: string) =>
    mercadoPagoWebhook({ secret: SECRET, type, dataId });
  const paymentNotice = (dataId: string) => notice('payment', dataId);

  const buy = (user: { token: string }) => gateway.buy(user, 100, 'card');
  /** The buyer pays at MercadoPago's checkout: a payment with our reference, in that status. */
  const pay = (paymentId: string, status: MercadoPagoPaymentStatus, amount = PACK_100) =>
    mp.createPayment({ status, reference: paymentId, amount });

  describe('credit packages', () => {
    it('creates a Checkout Pro preference referencing our payment and sends the buyer to its init_point', async () => {
      const user = await signUp();
      const checkout = await buy(user);

      const preference = [...mp.preferences.values()].find(
        (p) => p.external_reference === checkout.paymentId,
      );
      expect(preference).toBeDefined();
      expect(checkout.url).toBe(preference!.init_point);
      expect(preference!.items).toEqual([
        expect.objectContaining({ quantity: 1, unit_price: 35900, currency_id: 'COP' }),
      ]);
      expect(preference!.notification_url).toMatch(/\/api\/payment\/webhooks\/mercadopago$/);
      expect(mp.last('POST /checkout/preferences')!.authorization).toBe(`Bearer ${mp.accessToken}`);
      expect(await payment(checkout.paymentId)).toEqual({
        status: 'pending',
        external_id: preference!.id,
        amount: PACK_100,
        currency: 'COP',
      });
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    });

    it('grants 100 credits once for an approved payment, its notice replayed ten times and ten at once', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      const delivery = paymentNotice(mpPaymentId);

      expect((await deliver(delivery)).status).toBe(200);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);

      await deliverAgainAndAgain(() => deliver(delivery), 10);

      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
      expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
      expect(await payment(checkout.paymentId)).toMatchObject({
        status: 'approved',
        external_id: mpPaymentId,
      });
      const seen = await verdicts(mpPaymentId);
      expect(seen).toHaveLength(21);
      expect(seen.filter((v) => v === 'applied')).toEqual(['applied']);
      expect(seen.filter((v) => v !== 'applied')).toEqual(Array(20).fill('ignored'));
    });

    it('grants once when the first notice of an approval arrives ten times at once', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const delivery = paymentNotice(pay(checkout.paymentId, 'approved'));

      const together = await Promise.all(Array.from({ length: 10 }, () => deliver(delivery)));

      expect(together.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    });

    it('grants nothing while a payment is pending and once when its approval is notified', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'pending');
      const pending = paymentNotice(mpPaymentId);

      expect((await deliver(pending)).status).toBe(200);
      expect(await payment(checkout.paymentId)).toMatchObject({
        status: 'pending',
        external_id: mpPaymentId,
      });
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);

      mp.setPaymentStatus(mpPaymentId, 'approved');
      const approved = paymentNotice(mpPaymentId);
      expect((await deliver(approved)).status).toBe(200);
      await deliver(pending);
      await deliver(approved);

      expect((await payment(checkout.paymentId)).status).toBe('approved');
      expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    });

    it('grants nothing for a rejected payment and marks it declined', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const delivery = paymentNotice(pay(checkout.paymentId, 'rejected'));

      expect((await deliver(delivery)).status).toBe(200);
      await deliver(delivery);

      expect((await payment(checkout.paymentId)).status).toBe('declined');
      expect(await rows(user.id, 'pack.purchase')).toEqual([]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    });

    it('takes back the credits of a refunded payment once', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      await deliver(paymentNotice(mpPaymentId));
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);

      mp.setPaymentStatus(mpPaymentId, 'refunded');
      const refunded = paymentNotice(mpPaymentId);
      expect((await deliver(refunded)).status).toBe(200);
      await deliver(refunded);
      await Promise.all(Array.from({ length: 5 }, () => deliver(refunded)));

      expect((await payment(checkout.paymentId)).status).toBe('refunded');
      expect(await rows(user.id, 'payment.reversal')).toEqual([
        { delta: -100 * TOKENS_PER_CREDIT },
      ]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
      expect(await ledgerSum(user.id)).toBe(SIGNUP_TOKENS);
    });

    it('takes back only what is left of a charged-back package, once and never below zero', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      await deliver(paymentNotice(mpPaymentId));
      // the user spends all but 3 credits of their balance
      const spend = SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT - 300;
      const left = await t.app.get(CreditLedger).reserve({
        userId: user.id,
        tokens: spend,
        reason: 'staff.adjustment',
        key: `test-spend:${user.id}`,
      });
      expect(left).toBe(300);

      mp.setPaymentStatus(mpPaymentId, 'charged_back');
      const chargedBack = paymentNotice(mpPaymentId);
      expect((await deliver(chargedBack)).status).toBe(200);
      await deliver(chargedBack);

      expect((await payment(checkout.paymentId)).status).toBe('charged_back');
      expect(await rows(user.id, 'payment.reversal')).toEqual([{ delta: -300 }]);
      expect(await balance(user.id)).toBe(0);
      expect(await ledgerSum(user.id)).toBe(0);
    });

    it('grants nothing when the approval is first notified after MercadoPago refunded the payment', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      const approvalNotice = paymentNotice(mpPaymentId);
      mp.setPaymentStatus(mpPaymentId, 'refunded');
      const refundNotice = paymentNotice(mpPaymentId);

      expect((await deliver(approvalNotice)).status).toBe(200);
      expect((await deliver(refundNotice)).status).toBe(200);

      // what the gateway says now counts: never approved here, so nothing to grant or take back
      expect((await payment(checkout.paymentId)).status).toBe('refunded');
      expect(await rows(user.id, 'pack.purchase')).toEqual([]);
      expect(await rows(user.id, 'payment.reversal')).toEqual([]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
      expect(await ledgerSum(user.id)).toBe(await balance(user.id));
    });

    it('reverses once when a late copy of the approval notice arrives after the refund', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      const approvalNotice = paymentNotice(mpPaymentId);
      await deliver(approvalNotice);
      mp.setPaymentStatus(mpPaymentId, 'refunded');

      // the refund's own notice has not come yet: the replayed approval fetches "refunded"
      expect((await deliver(approvalNotice)).status).toBe(200);
      expect((await deliver(paymentNotice(mpPaymentId))).status).toBe(200);
      await deliver(approvalNotice);

      expect((await payment(checkout.paymentId)).status).toBe('refunded');
      expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
      expect(await rows(user.id, 'payment.reversal')).toEqual([
        { delta: -100 * TOKENS_PER_CREDIT },
      ]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
      expect(await ledgerSum(user.id)).toBe(await balance(user.id));
    });

    it('refuses a notice with a wrong or missing x-signature with 401, keeps it and grants nothing', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');

      const forged = await deliver(
        mercadoPagoWebhook({ secret: 'not-our-secret', type: 'payment', dataId: mpPaymentId }),
      );
      const unsigned = await deliver(
        mercadoPagoWebhook({
          secret: SECRET,
          type: 'payment',
          dataId: mpPaymentId,
          signature: null,
        }),
      );

      expect(forged.status).toBe(401);
      expect(forged.body).toMatchObject({ ok: false, code: 'BILLING.WEBHOOK_SIGNATURE' });
      expect(unsigned.status).toBe(401);
      expect(unsigned.body).toMatchObject({ ok: false, code: 'BILLING.WEBHOOK_SIGNATURE' });
      expect(await verdicts(mpPaymentId)).toEqual(['bad_signature', 'bad_signature']);
      expect(mp.requests.some((r) => r.path === `/v1/payments/${mpPaymentId}`)).toBe(false);
      expect((await payment(checkout.paymentId)).status).toBe('pending');
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    });

    it('answers 503 while MercadoPago is down and grants once when the same notice is retried', async () => {
      const user = await signUp();
      const checkout = await buy(user);
      const mpPaymentId = pay(checkout.paymentId, 'approved');
      const delivery = paymentNotice(mpPaymentId);

      mp.outage = 'unavailable';
      const failed = await deliver(delivery);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ ok: false, code: 'BILLING.GATEWAY_UNAVAILABLE' });
      expect(await verdicts(mpPaymentId)).toEqual(['failed']);
      expect((await payment(checkout.paymentId)).status).toBe('pending');
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);

      mp.outage = undefined;
      expect((await deliver(delivery)).status).toBe(200);
      await deliver(delivery);

      expect(await verdicts(mpPaymentId)).toEqual(['failed', 'applied', 'ignored']);
      expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    });

    it('answers a clear error when MercadoPago is down at checkout', async () => {
      const user = await signUp();
      mp.outage = 'unavailable';

      const { body } = await http.graphql(
        BUY_CREDITS,
        { input: { credits: 100, method: 'card' } },
        user.token,
      );

      expect(body.data).toBeNull();
      expect(body.errors[0].message).toBe(GATEWAY_DOWN);
      expect(body.errors[0].extensions).toMatchObject({
        code: 'BILLING.GATEWAY_UNAVAILABLE',
        status: 503,
      });
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    });
  });

  describe('subscriptions', () => {
    const subscription = async (userId: string) =>
      (
        await sql<{
          id: string;
          status: string;
          plan: string;
          amount: number;
          external_id: string;
        }>(
          t.databaseUrl,
          `SELECT id, status, plan, amount, external_id FROM subscriptions WHERE user_id = $1`,
          [userId],
        )
      )[0];

    /** Subscribes to pro monthly and answers the preapproval MercadoPago created for it. */
    const subscribeProMonthly = async (user: { token: string }) => {
      const started = await http.post(
        '/api/payment/create-subscription',
        { planName: 'pro', billingCycleAnnual: false },
        user.token,
      );
      expect(started.status).toBe(200);
      const url = started.body.data.url as string;
      const preapproval = [...mp.preapprovals.values()].find((p) => p.init_point === url);
      expect(preapproval).toBeDefined();
      return { url, preapproval: preapproval! };
    };
    /** The buyer authorizes the card and MercadoPago charges the first period. */
    const authorizeAndCharge = (preapprovalId: string) => {
      mp.setPreapprovalStatus(preapprovalId, 'authorized');
      return mp.chargePreapproval(preapprovalId);
    };

    it('creates a pro monthly preapproval of 67.900 COP and makes the user pro with 500 credits once on its first payment', async () => {
      const user = await signUp();
      const { url, preapproval } = await subscribeProMonthly(user);
      const ours = await subscription(user.id);

      expect(url).toBe(preapproval.init_point);
      expect(preapproval).toMatchObject({
        external_reference: ours.id,
        payer_email: user.email,
        status: 'pending',
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: 67900,
          currency_id: 'COP',
        },
      });
      expect(ours).toMatchObject({
        status: 'pending',
        plan: 'pro',
        amount: 6_790_000,
        external_id: preapproval.id,
      });
      expect((await me(user.token)).plan).toBe('free');

      const preapprovalId = String(preapproval.id);
      const charge = authorizeAndCharge(preapprovalId);
      const authorized = notice('subscription_authorized_payment', charge.authorizedPaymentId);
      expect((await deliver(authorized)).status).toBe(200);
      expect((await deliver(paymentNotice(charge.paymentId))).status).toBe(200);
      expect((await deliver(notice('subscription_preapproval', preapprovalId))).status).toBe(200);
      await deliver(authorized);

      const profile = await me(user.token);
      expect(profile.plan).toBe('pro');
      expect(profile.subscriptionStatus).toBe('active');
      expect(profile.mercadoPagoSubscriptionId).toBe(preapprovalId);
      expect((await subscription(user.id)).status).toBe('active');
      expect(await rows(user.id, 'plan.period')).toEqual([{ delta: 500 * TOKENS_PER_CREDIT }]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 500 * TOKENS_PER_CREDIT);
      const payments = await sql<{ status: string; external_id: string }>(
        t.databaseUrl,
        `SELECT status, external_id FROM payments WHERE user_id = $1`,
        [user.id],
      );
      expect(payments).toEqual([{ status: 'approved', external_id: charge.paymentId }]);
    });

    it('makes the user pro once when the payment notice and the authorized-payment notice of the first charge arrive together', async () => {
      const user = await signUp();
      const { preapproval } = await subscribeProMonthly(user);
      const charge = authorizeAndCharge(String(preapproval.id));
      const byPayment = paymentNotice(charge.paymentId);
      const byInvoice = notice('subscription_authorized_payment', charge.authorizedPaymentId);

      const answers = await Promise.all([
        deliver(byPayment),
        deliver(byInvoice),
        deliver(byPayment),
        deliver(byInvoice),
      ]);

      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await me(user.token)).plan).toBe('pro');
      expect(await rows(user.id, 'plan.period')).toEqual([{ delta: 500 * TOKENS_PER_CREDIT }]);
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 500 * TOKENS_PER_CREDIT);
    });

    it('cancels the preapproval at MercadoPago and keeps the plan until the paid period ends', async () => {
      const user = await signUp();
      const { preapproval } = await subscribeProMonthly(user);
      const preapprovalId = String(preapproval.id);
      const charge = authorizeAndCharge(preapprovalId);
      await deliver(paymentNotice(charge.paymentId));

      const cancelled = await http.post('/api/payment/cancel-subscription', undefined, user.token);

      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ ok: true, message: 'Suscripción cancelada exitosamente' });
      expect(mp.last(`PUT /preapproval/${preapprovalId}`)!.body).toEqual({ status: 'cancelled' });
      expect(mp.preapprovals.get(preapprovalId)!.status).toBe('cancelled');
      const profile = await me(user.token);
      expect(profile.plan).toBe('pro');
      expect(profile.subscriptionStatus).toBe('cancelled');
      // MercadoPago's own notice of the cancellation changes nothing more
      expect((await deliver(notice('subscription_preapproval', preapprovalId))).status).toBe(200);
      expect((await subscription(user.id)).status).toBe('cancelled');
      expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 500 * TOKENS_PER_CREDIT);
    });

    it('answers Error al cancelar la suscripción when MercadoPago refuses the cancellation, and keeps it active', async () => {
      const user = await signUp();
      const { preapproval } = await subscribeProMonthly(user);
      const preapprovalId = String(preapproval.id);
      const charge = authorizeAndCharge(preapprovalId);
      await deliver(paymentNotice(charge.paymentId));
      mp.rejectNextWrite = 'Cannot update preapproval now';

      const refused = await http.post('/api/payment/cancel-subscription', undefined, user.token);

      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({
        ok: false,
        code: 'BILLING.CANCEL_FAILED',
        message: 'Error al cancelar la suscripción',
      });
      expect(mp.preapprovals.get(preapprovalId)!.status).toBe('authorized');
      expect((await subscription(user.id)).status).toBe('active');
      expect((await me(user.token)).subscriptionStatus).toBe('active');

      const retried = await http.post('/api/payment/cancel-subscription', undefined, user.token);
      expect(retried.body).toEqual({ ok: true, message: 'Suscripción cancelada exitosamente' });
    });
  });
});
