import { BillingService } from '../../../server/src/billing/application/billing.service';
import { BillingSweeper } from '../../../server/src/billing/adapters/billing-sweeper';
import { SandboxGateway } from '../../../server/src/billing/adapters/sandbox/sandbox-gateway';
import { SandboxRenewals } from '../../../server/src/billing/adapters/sandbox/sandbox-renewals';
import { signNotice } from '../../../server/src/billing/adapters/sandbox/sandbox-signature';
import { CreditLedger } from '../../../server/src/billing/ports/credit-ledger';
import { PaymentGateways } from '../../../server/src/billing/ports/payment-gateways';
import { loadConfig } from '../../../server/src/platform/config/app-config';
import { sandboxWebhookSecret } from '../../../server/src/platform/config/secrets';
import { factories } from '../../support/factories';
import { deliverAgainAndAgain } from '../../support/gateway-payments';
import {
  api,
  sql,
  startTestApp,
  TEST_JWT_SECRET,
  TestApp,
  tokenBalance,
} from '../../support/test-app';

const SECRET = sandboxWebhookSecret(loadConfig({ JWT_SECRET: TEST_JWT_SECRET }));
const TOKENS_PER_CREDIT = 100;
const SIGNUP_TOKENS = 10 * TOKENS_PER_CREDIT;

const BUY = `mutation ($input: BuyCreditsInput!) { buyCredits(input: $input) { url paymentId } }`;
const SUBSCRIBE = `mutation ($input: CreateSubscriptionInput!) {
  createSubscription(input: $input) { url paymentId } }`;
const LOCKS = `{ lockedGenerationOptions { modes dimensions counts privateMode } }`;

describe('payments through the sandbox gateway: one ledger, every event applied once', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  const signUp = () => factories(t).user();
  const balance = (id: string) => tokenBalance(t.databaseUrl, id);
  const chargeIdOf = (url: string) => /\/checkout\/(sbx_\w+)$/.exec(url)![1];
  const press = (url: string, button: 'approve' | 'decline') =>
    fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });
  const rows = (userId: string, reason: string) =>
    sql<{ delta: number }>(
      t.databaseUrl,
      `SELECT delta FROM token_ledger WHERE user_id = $1 AND reason = $2`,
      [userId, reason],
    );
  const payment = async (id: string) =>
    (
      await sql<{ status: string; external_id: string }>(
        t.databaseUrl,
        `SELECT status, external_id FROM payments WHERE id = $1`,
        [id],
      )
    )[0];
  /** A notice signed as the sandbox signs them. */
  const notice = (dataId: string, secret = SECRET) => {
    const requestId = `req-${Math.random()}`;
    return fetch(`${t.baseUrl}/api/payment/webhooks/sandbox?data.id=${dataId}&type=payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signNotice(secret, dataId, requestId, String(Date.now())),
      },
      body: JSON.stringify({ type: 'payment', data: { id: dataId } }),
    });
  };
  const buy = async (user: { token: string }, credits = 100, method = 'nequi') => {
    const { body } = await http.graphql(BUY, { input: { credits, method } }, user.token);
    expect(body.errors).toBeUndefined();
    return body.data.buyCredits as { url: string; paymentId: string };
  };

  it('grants a bought package once, however often and however concurrently its approval arrives', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    expect(checkout.url).toMatch(/\/api\/payment\/sandbox\/checkout\/sbx_pay_/);

    const page = await fetch(checkout.url);
    expect(await page.text()).toContain('Aprobar pago');
    const approved = await press(checkout.url, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain(
      `/payment/process?payment=${checkout.paymentId}`,
    );

    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    const chargeId = chargeIdOf(checkout.url);
    await deliverAgainAndAgain(() => notice(chargeId), 20);

    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    expect(await rows(user.id, 'pack.purchase')).toEqual([{ delta: 100 * TOKENS_PER_CREDIT }]);
    expect((await payment(checkout.paymentId)).status).toBe('approved');
    const { body } = await http.graphql(
      `query ($id: ID!) { payment(id: $id) { status grantedCredits credits kind } }`,
      { id: checkout.paymentId },
      user.token,
    );
    expect(body.data.payment).toEqual({
      status: 'approved',
      grantedCredits: 100,
      credits: 100,
      kind: 'pack',
    });
  });

  it('grants once when a declined payment is approved on a later attempt', async () => {
    const user = await signUp();
    const checkout = await buy(user, 50, 'card');
    await press(checkout.url, 'decline');
    expect((await payment(checkout.paymentId)).status).toBe('declined');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);

    const chargeId = chargeIdOf(checkout.url);
    await sql(t.databaseUrl, `UPDATE sandbox_charges SET status = 'approved' WHERE id = $1`, [
      chargeId,
    ]);
    await notice(chargeId);
    await notice(chargeId);
    expect((await payment(checkout.paymentId)).status).toBe('approved');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 50 * TOKENS_PER_CREDIT);
  });

  it('refuses a notice signed with another key, keeps it for support and grants nothing', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    const chargeId = chargeIdOf(checkout.url);
    await sql(t.databaseUrl, `UPDATE sandbox_charges SET status = 'approved' WHERE id = $1`, [
      chargeId,
    ]);
    const forged = await notice(chargeId, 'not-the-sandbox-secret');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('BILLING.WEBHOOK_SIGNATURE');
    const unsigned = await fetch(
      `${t.baseUrl}/api/payment/webhooks/sandbox?data.id=${chargeId}&type=payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'payment', data: { id: chargeId } }),
      },
    );
    expect(unsigned.status).toBe(401);

    const stored = await sql<{ verdict: string; raw_body: string }>(
      t.databaseUrl,
      `SELECT verdict, raw_body FROM webhook_deliveries WHERE raw_body LIKE $1`,
      [`%${chargeId}%`],
    );
    expect(stored.map((d) => d.verdict)).toEqual(['bad_signature', 'bad_signature']);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS);
    expect((await payment(checkout.paymentId)).status).toBe('pending');

    // the periodic billing sweep asks the gateway itself, and applies what it says, once
    await sql(
      t.databaseUrl,
      `UPDATE payments SET created_at = now() - interval '1 hour' WHERE id = $1`,
      [checkout.paymentId],
    );
    const sweeper = t.app.get(BillingSweeper);
    await sweeper.tick();
    expect((await payment(checkout.paymentId)).status).toBe('approved');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
    await sweeper.tick();
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);
  });

  it('takes back only the unspent credits of a charged-back package, never below zero', async () => {
    const user = await signUp();
    const checkout = await buy(user);
    await press(checkout.url, 'approve');
    const ledger = t.app.get(CreditLedger);
    // the user spends all but 3 credits of what they have
    const spend = SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT - 300;
    expect(
      await ledger.reserve({
        userId: user.id,
        tokens: spend,
        reason: 'staff.adjustment',
        key: `test-spend:${user.id}`,
      }),
    ).toBe(300);

    const sandbox = t.app.get(PaymentGateways).byName('sandbox') as SandboxGateway;
    await sandbox.reverseCharge(chargeIdOf(checkout.url), 'charged_back');
    await notice(chargeIdOf(checkout.url));

    expect((await payment(checkout.paymentId)).status).toBe('charged_back');
    expect(await balance(user.id)).toBe(0);
    expect(await rows(user.id, 'payment.reversal')).toEqual([{ delta: -300 }]);
  });

  it('refuses unknown packages, unknown plans, the free plan and visitors with clear errors', async () => {
    const user = await signUp();
    const bad = await http.graphql(BUY, { input: { credits: 70, method: 'card' } }, user.token);
    expect(bad.body.errors[0].message).toBe('Elige uno de los paquetes de créditos disponibles.');
    const visitor = await http.graphql(BUY, { input: { credits: 50, method: 'card' } });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const unknown = await http.post(
      '/api/payment/create-subscription',
      { planName: 'gold', billingCycleAnnual: true },
      user.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ ok: false, code: 'BILLING.UNKNOWN_PLAN' });
    const free = await http.post(
      '/api/payment/create-subscription',
      { planName: 'free', billingCycleAnnual: true },
      user.token,
    );
    expect(free.status).toBe(400);
    const noBody = await http.post('/api/payment/create-subscription', {}, user.token);
    expect(noBody.status).toBe(400);
    expect(noBody.body.ok).toBe(false);
    const cancel = await http.post('/api/payment/cancel-subscription', undefined, user.token);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('No tienes una suscripción activa');
    expect(
      await sql(t.databaseUrl, `SELECT 1 FROM subscriptions WHERE user_id = $1`, [user.id]),
    ).toEqual([]);
  });

  it('subscribes to pro yearly, unlocks the generator, and after cancelling keeps it until the period ends', async () => {
    const user = await signUp();
    const started = await http.post(
      '/api/payment/create-subscription',
      { planName: 'pro', billingCycleAnnual: true },
      user.token,
    );
    expect(started.status).toBe(200);
    const url = started.body.data.url as string;
    expect(url).toContain('/api/payment/sandbox/checkout/sbx_sub_');
    await press(url, 'approve');

    const me = (await http.get('/api/account/me', user.token)).body.data;
    expect(me.plan).toBe('pro');
    expect(me.subscriptionStatus).toBe('active');
    expect(me.mercadoPagoSubscriptionId).toMatch(/^sbx_sub_/);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 500 * TOKENS_PER_CREDIT);
    const [sub] = await sql<{
      amount: number;
      current_period_end: Date;
      current_period_start: Date;
    }>(
      t.databaseUrl,
      `SELECT amount, current_period_start, current_period_end FROM subscriptions WHERE user_id = $1`,
      [user.id],
    );
    // 16.99 − 20 % = 13.59 a month, billed 12 × 13.59
    expect(sub.amount).toBe(1359 * 12);
    expect(sub.current_period_end.getUTCFullYear()).toBe(
      sub.current_period_start.getUTCFullYear() + 1,
    );
    const unlocked = await http.graphql(LOCKS, {}, user.token);
    expect(unlocked.body.data.lockedGenerationOptions).toEqual({
      modes: [],
      dimensions: [],
      counts: [],
      privateMode: false,
    });

    const cancelled = await http.post('/api/payment/cancel-subscription', undefined, user.token);
    expect(cancelled.body).toEqual({ ok: true, message: 'Suscripción cancelada exitosamente' });
    const again = await http.post('/api/payment/cancel-subscription', undefined, user.token);
    expect(again.body.message).toBe('No tienes una suscripción activa');
    const kept = (await http.get('/api/account/me', user.token)).body.data;
    expect(kept.plan).toBe('pro');
    expect(kept.subscriptionStatus).toBe('cancelled');

    const billing = t.app.get(BillingService);
    await billing.expireDue();
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('pro');

    await sql(
      t.databaseUrl,
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    await billing.expireDue();
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('free');
    const locked = await http.graphql(LOCKS, {}, user.token);
    expect(locked.body.data.lockedGenerationOptions.modes).toEqual(['consistent']);
    // credits already granted stay: they never expire
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 500 * TOKENS_PER_CREDIT);
  });

  it('renews a period with its credits once, and an upgrade replaces the plan it outranks', async () => {
    const user = await signUp();
    const basic = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'basic', cycle: 'monthly' } },
      user.token,
    );
    await press(basic.body.data.createSubscription.url, 'approve');
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 100 * TOKENS_PER_CREDIT);

    await sql(
      t.databaseUrl,
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    const renewals = t.app.get(SandboxRenewals);
    expect(await renewals.renewDue()).toBe(1);
    expect(await renewals.renewDue()).toBe(0);
    expect(await balance(user.id)).toBe(SIGNUP_TOKENS + 200 * TOKENS_PER_CREDIT);
    expect(await rows(user.id, 'plan.period')).toHaveLength(2);

    const pro = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'pro', cycle: 'monthly' } },
      user.token,
    );
    await press(pro.body.data.createSubscription.url, 'approve');
    const subs = await sql<{ plan: string; status: string }>(
      t.databaseUrl,
      `SELECT plan, status FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    expect(subs).toEqual([
      { plan: 'basic', status: 'expired' },
      { plan: 'pro', status: 'active' },
    ]);
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('pro');

    // a downgrade waits for the end of the paid period and charges nothing now
    const down = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'basic', cycle: 'monthly' } },
      user.token,
    );
    expect(down.body.errors).toBeUndefined();
    const mine = await http.graphql(
      `{ mySubscription { plan scheduledPlan status } }`,
      {},
      user.token,
    );
    expect(mine.body.data.mySubscription).toEqual({
      plan: 'pro',
      scheduledPlan: 'basic',
      status: 'active',
    });
  });
});
