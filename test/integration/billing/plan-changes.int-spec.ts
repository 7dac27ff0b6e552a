import { factories } from '../../support/factories';
import { SandboxRenewals } from '../../../server/src/billing/adapters/sandbox/sandbox-renewals';
import { FakeMercadoPago, mercadoPagoWebhook } from '../../support/fakes/fake-mercadopago';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

const TOKENS_PER_CREDIT = 100;
const SIGNUP_TOKENS = 10 * TOKENS_PER_CREDIT;
const SUBSCRIBE = `mutation ($input: CreateSubscriptionInput!) {
  createSubscription(input: $input) { url paymentId } }`;
const MINE = `{ mySubscription { plan scheduledPlan status } }`;

const periodRows = (t: TestApp, userId: string) =>
  sql<{ delta: number }>(
    t.databaseUrl,
    `SELECT delta FROM token_ledger WHERE user_id = $1 AND reason = 'plan.period' ORDER BY created_at`,
    [userId],
  );

/** Ends the current period of the user's live subscription now. */
const endPeriod = (t: TestApp, userId: string) =>
  sql(
    t.databaseUrl,
    `UPDATE subscriptions SET current_period_end = now() - interval '1 minute'
     WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );

describe('a downgrade through the sandbox: scheduled, then charged at the lower price', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('renews a pro subscription downgraded to basic at the basic price, with basic credits', async () => {
    const user = await factories(t).user();
    const pro = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'pro', cycle: 'monthly' } },
      user.token,
    );
    await fetch(`${pro.body.data.createSubscription.url}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('pro');

    const down = await http.graphql(
      SUBSCRIBE,
      { input: { plan: 'basic', cycle: 'monthly' } },
      user.token,
    );
    expect(down.body.data.createSubscription.paymentId).toBeNull();
    expect((await http.graphql(MINE, {}, user.token)).body.data.mySubscription).toEqual({
      plan: 'pro',
      scheduledPlan: 'basic',
      status: 'active',
    });
    const [charge] = await sql<{ amount: number }>(
      t.databaseUrl,
      `SELECT amount FROM sandbox_charges WHERE kind = 'subscription' AND reference =
         (SELECT id::text FROM subscriptions WHERE user_id = $1)`,
      [user.id],
    );
    expect(charge.amount).toBe(999);

    await endPeriod(t, user.id);
    expect(await t.app.get(SandboxRenewals).renewDue()).toBe(1);

    const amounts = await sql<{ amount: number; status: string }>(
      t.databaseUrl,
      `SELECT amount, status FROM payments WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    expect(amounts).toEqual([
      { amount: 1699, status: 'approved' },
      { amount: 999, status: 'approved' },
    ]);
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('basic');
    expect((await http.graphql(MINE, {}, user.token)).body.data.mySubscription).toEqual({
      plan: 'basic',
      scheduledPlan: null,
      status: 'active',
    });
    expect(await periodRows(t, user.id)).toEqual([
      { delta: 500 * TOKENS_PER_CREDIT },
      { delta: 100 * TOKENS_PER_CREDIT },
    ]);
    expect(await tokenBalance(t.databaseUrl, user.id)).toBe(
      SIGNUP_TOKENS + 600 * TOKENS_PER_CREDIT,
    );
    // the history says how many tokens make a credit, so clients need no constant of their own
    const history = await http.graphql(
      `{ myBillingHistory { tokensPerCredit ledger { delta reason } } }`,
      {},
      user.token,
    );
    expect(history.body.data.myBillingHistory.tokensPerCredit).toBe(TOKENS_PER_CREDIT);
    expect(history.body.data.myBillingHistory.ledger).toContainEqual({
      delta: 100 * TOKENS_PER_CREDIT,
      reason: 'plan.period',
    });
  });

  it('refuses to switch the billing cycle of the same plan and charges nothing', async () => {
    const { token, id } = await factories(t).user();
    const yearly = await http.post(
      '/api/payment/create-subscription',
      { planName: 'pro', billingCycleAnnual: true },
      token,
    );
    await fetch(`${yearly.body.data.url as string}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });

    const monthly = await http.post(
      '/api/payment/create-subscription',
      { planName: 'pro', billingCycleAnnual: false },
      token,
    );

    expect(monthly.status).toBe(409);
    expect(monthly.body).toMatchObject({ ok: false, code: 'BILLING.CYCLE_CHANGE' });
    const payments = await sql(t.databaseUrl, `SELECT 1 FROM payments WHERE user_id = $1`, [id]);
    expect(payments).toHaveLength(1);
  });
});

describe('a downgrade at MercadoPago: the preapproval is charged the lower amount', () => {
  const SECRET = 'mp-webhook-secret-for-plan-changes';
  const mp = new FakeMercadoPago('APP_USR-plan-changes');
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp({
      MERCADOPAGO_ACCESS_TOKEN: mp.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_BASE_URL: await mp.start(),
    });
    http = api(t.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await mp.stop();
  });

  const deliver = async (type: string, dataId: string) => {
    const delivery = mercadoPagoWebhook({ secret: SECRET, type, dataId });
    const query = new URLSearchParams(delivery.query as Record<string, string>);
    const response = await fetch(
      `${t.baseUrl}/api/payment/webhooks/mercadopago?${query.toString()}`,
      {
        method: 'POST',
        headers: delivery.headers as Record<string, string>,
        body: delivery.rawBody,
      },
    );
    expect(response.status).toBe(200);
  };

  it('changes the preapproval amount at MercadoPago and grants basic credits at the renewal', async () => {
    const user = await factories(t).user();
    const started = await http.post(
      '/api/payment/create-subscription',
      { planName: 'max', billingCycleAnnual: false },
      user.token,
    );
    const preapproval = [...mp.preapprovals.values()].find(
      (p) => p.init_point === started.body.data.url,
    )!;
    const preapprovalId = String(preapproval.id);
    mp.setPreapprovalStatus(preapprovalId, 'authorized');
    await deliver('payment', mp.chargePreapproval(preapprovalId).paymentId);
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('max');

    mp.rejectNextWrite = 'Cannot update preapproval now';
    const refused = await http.post(
      '/api/payment/create-subscription',
      { planName: 'basic', billingCycleAnnual: false },
      user.token,
    );
    expect(refused.status).toBe(503);
    expect((await http.graphql(MINE, {}, user.token)).body.data.mySubscription.scheduledPlan).toBe(
      null,
    );

    const down = await http.post(
      '/api/payment/create-subscription',
      { planName: 'basic', billingCycleAnnual: false },
      user.token,
    );
    expect(down.status).toBe(200);
    expect(mp.last(`PUT /preapproval/${preapprovalId}`)!.body).toEqual({
      auto_recurring: { transaction_amount: 39900, currency_id: 'COP' },
    });
    expect(preapproval.auto_recurring).toMatchObject({
      frequency: 1,
      frequency_type: 'months',
      transaction_amount: 39900,
    });
    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('max');

    await endPeriod(t, user.id);
    await deliver('payment', mp.chargePreapproval(preapprovalId).paymentId);

    expect((await http.get('/api/account/me', user.token)).body.data.plan).toBe('basic');
    expect(await periodRows(t, user.id)).toEqual([
      { delta: 1000 * TOKENS_PER_CREDIT },
      { delta: 100 * TOKENS_PER_CREDIT },
    ]);
  });
});
