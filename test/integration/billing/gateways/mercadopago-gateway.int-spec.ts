import { MercadoPagoGateway } from '../../../../server/src/billing/adapters/mercadopago/mercadopago-gateway';
import {
  CheckoutRequest,
  GatewayUnavailable,
  InvalidSignature,
  SubscriptionRequest,
} from '../../../../server/src/billing/ports/payment-gateway';
import {
  FakeMercadoPago,
  mercadoPagoWebhook,
  signMercadoPagoNotification,
} from '../../../support/fakes/fake-mercadopago';

const SECRET = 'mp-webhook-secret';

describe(MercadoPagoGateway.name, () => {
  const mp = new FakeMercadoPago('APP_USR-test-token');
  let sut: MercadoPagoGateway;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await mp.start();
    sut = new MercadoPagoGateway({
      accessToken: 'APP_USR-test-token',
      webhookSecret: SECRET,
      currency: 'COP',
      baseUrl,
      timeoutMs: 500,
    });
  });
  afterAll(() => mp.stop());
  afterEach(() => {
    mp.outage = undefined;
    mp.rejectNextWrite = undefined;
  });

  const checkout = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    reference: '7f1d3c56-8a49-4c1e-9f0a-1b2c3d4e5f60',
    title: 'Mixel: 100 créditos',
    amount: 3_590_000,
    currency: 'COP',
    method: 'card',
    payerEmail: 'ana@example.co',
    returnUrl: 'https://mixel.example/payment/process?payment=7f1d3c56',
    webhookUrl: 'https://mixel.example/api/payment/webhooks/mercadopago',
    ...over,
  });
  const subscription = (over: Partial<SubscriptionRequest> = {}): SubscriptionRequest => ({
    reference: '0b6a5f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    title: 'Mixel Pro (mensual)',
    amount: 6_790_000,
    currency: 'COP',
    cycle: 'monthly',
    payerEmail: 'ana@example.co',
    returnUrl: 'https://mixel.example/payment/process?subscription=0b6a5f2e',
    webhookUrl: 'https://mixel.example/api/payment/webhooks/mercadopago',
    ...over,
  });

  describe('checkout', () => {
    it('creates a Checkout Pro preference for a card payment and answers its init_point', async () => {
      const result = await sut.createCheckout(checkout());

      const sent = mp.last('POST /checkout/preferences')!;
      expect(sent.authorization).toBe('Bearer APP_USR-test-token');
      expect(sent.body).toEqual({
        items: [
          {
            id: '7f1d3c56-8a49-4c1e-9f0a-1b2c3d4e5f60',
            title: 'Mixel: 100 créditos',
            quantity: 1,
            unit_price: 35900,
            currency_id: 'COP',
          },
        ],
        external_reference: '7f1d3c56-8a49-4c1e-9f0a-1b2c3d4e5f60',
        back_urls: {
          success: 'https://mixel.example/payment/process?payment=7f1d3c56',
          failure: 'https://mixel.example/payment/process?payment=7f1d3c56',
          pending: 'https://mixel.example/payment/process?payment=7f1d3c56',
        },
        auto_return: 'approved',
        notification_url: 'https://mixel.example/api/payment/webhooks/mercadopago',
        payer: { email: 'ana@example.co' },
        payment_methods: {
          excluded_payment_types: [{ id: 'bank_transfer' }, { id: 'ticket' }, { id: 'atm' }],
        },
      });
      const stored = mp.preferences.get(result.externalId)!;
      expect(result.url).toBe(stored.init_point);
      expect(result.url).toMatch(/^https:\/\/www\.mercadopago\.com\.co\/checkout\/v1\/redirect/);
    });

    it('sends decimals for an amount with cents', async () => {
      await sut.createCheckout(checkout({ amount: 899 }));

      const body = mp.last('POST /checkout/preferences')!.body as {
        items: Array<{ unit_price: number }>;
      };
      expect(body.items[0].unit_price).toBe(8.99);
    });

    it('offers only bank transfers (PSE) when PSE was chosen', async () => {
      await sut.createCheckout(checkout({ method: 'pse', payerEmail: null }));

      const body = mp.last('POST /checkout/preferences')!.body!;
      const excluded = (
        body.payment_methods as { excluded_payment_types: Array<{ id: string }> }
      ).excluded_payment_types.map((t) => t.id);
      expect(excluded).toEqual(expect.arrayContaining(['credit_card', 'debit_card', 'ticket']));
      expect(excluded).not.toContain('bank_transfer');
      expect(body).not.toHaveProperty('payer');
    });

    it('refuses a currency its account does not charge in, without calling MercadoPago', async () => {
      const before = mp.requests.length;

      await expect(sut.createCheckout(checkout({ currency: 'USD' }))).rejects.toThrow(/COP/);
      expect(mp.requests).toHaveLength(before);
    });

    it("fails as unavailable with MercadoPago's message when it refuses the preference", async () => {
      mp.rejectNextWrite = 'notification_url attribute must be url valid';

      const error = await sut.createCheckout(checkout()).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(GatewayUnavailable);
      expect((error as Error).message).toMatch(/400.*notification_url attribute must be url valid/);
    });

    it('fails as unavailable when the access token is refused', async () => {
      const wrong = new MercadoPagoGateway({
        accessToken: 'APP_USR-revoked',
        webhookSecret: SECRET,
        currency: 'COP',
        baseUrl,
      });

      await expect(wrong.createCheckout(checkout())).rejects.toThrow(/401.*invalid access token/);
    });
  });

  describe('subscriptions', () => {
    it('creates a pending monthly preapproval and answers its init_point', async () => {
      const result = await sut.createSubscription(subscription());

      expect(mp.last('POST /preapproval')!.body).toEqual({
        reason: 'Mixel Pro (mensual)',
        external_reference: '0b6a5f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        payer_email: 'ana@example.co',
        back_url: 'https://mixel.example/payment/process?subscription=0b6a5f2e',
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: 67900,
          currency_id: 'COP',
        },
        status: 'pending',
      });
      expect(result.url).toBe(mp.preapprovals.get(result.externalId)!.init_point);
      expect(await sut.fetchSubscription(result.externalId)).toEqual({
        externalId: result.externalId,
        reference: '0b6a5f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        status: 'pending',
      });
    });

    it('charges a yearly plan every 12 months', async () => {
      await sut.createSubscription(subscription({ cycle: 'yearly', amount: 65_184_000 }));

      expect(mp.last('POST /preapproval')!.body!.auto_recurring).toMatchObject({
        frequency: 12,
        frequency_type: 'months',
        transaction_amount: 651840,
      });
    });

    it('maps authorized to active, paused to past due and cancelled to cancelled', async () => {
      const { externalId } = await sut.createSubscription(subscription());

      mp.setPreapprovalStatus(externalId, 'authorized');
      expect((await sut.fetchSubscription(externalId))!.status).toBe('active');
      mp.setPreapprovalStatus(externalId, 'paused');
      expect((await sut.fetchSubscription(externalId))!.status).toBe('past_due');
      mp.setPreapprovalStatus(externalId, 'cancelled');
      expect((await sut.fetchSubscription(externalId))!.status).toBe('cancelled');
    });

    it('cancels a preapproval with PUT status cancelled', async () => {
      const { externalId } = await sut.createSubscription(subscription());
      mp.setPreapprovalStatus(externalId, 'authorized');

      await sut.cancelSubscription(externalId);

      expect(mp.last(`PUT /preapproval/${externalId}`)!.body).toEqual({ status: 'cancelled' });
      expect(mp.preapprovals.get(externalId)!.status).toBe('cancelled');
    });

    it('takes a second cancellation of the same preapproval as done', async () => {
      const { externalId } = await sut.createSubscription(subscription());
      await sut.cancelSubscription(externalId);

      await expect(sut.cancelSubscription(externalId)).resolves.toBeUndefined();
    });

    it('answers null for a preapproval MercadoPago does not know', async () => {
      expect(await sut.fetchSubscription('2c93808400000000000000000000dead')).toBeNull();
    });
  });

  describe('webhooks', () => {
    it('accepts a payment notification signed with the webhook secret', () => {
      const delivery = mercadoPagoWebhook({
        secret: SECRET,
        type: 'payment',
        dataId: '1310000123',
      });

      expect(sut.verify(delivery)).toEqual({ type: 'payment', externalId: '1310000123' });
    });

    it('reduces a preapproval notification to the subscription to fetch', () => {
      const delivery = mercadoPagoWebhook({
        secret: SECRET,
        type: 'subscription_preapproval',
        dataId: '2c938084726fca480172750000000000',
      });

      expect(sut.verify(delivery)).toEqual({
        type: 'subscription',
        externalId: '2c938084726fca480172750000000000',
      });
    });

    it('signs an alphanumeric data.id in lower case, as MercadoPago does', () => {
      const delivery = mercadoPagoWebhook({
        secret: SECRET,
        type: 'subscription_preapproval',
        dataId: '2C938084726FCA48',
      });

      expect(sut.verify(delivery)).toMatchObject({ type: 'subscription' });
    });

    it('accepts a notification without x-request-id, signed without that part', () => {
      const ts = Math.floor(Date.now() / 1000);
      const delivery = mercadoPagoWebhook({ secret: SECRET, type: 'payment', dataId: '42' });
      delete delivery.headers['x-request-id'];
      delivery.headers['x-signature'] = signMercadoPagoNotification({
        secret: SECRET,
        dataId: '42',
        ts,
      });

      expect(sut.verify(delivery)).toEqual({ type: 'payment', externalId: '42' });
    });

    it('refuses a notification whose x-signature was made with another secret', () => {
      const delivery = mercadoPagoWebhook({ secret: 'someone-else', type: 'payment', dataId: '1' });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses a notification without x-signature', () => {
      const delivery = mercadoPagoWebhook({
        secret: SECRET,
        type: 'payment',
        dataId: '1',
        signature: null,
      });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses a signature replayed for another payment id', () => {
      const delivery = mercadoPagoWebhook({ secret: SECRET, type: 'payment', dataId: '1001' });
      delivery.query['data.id'] = '1002';
      delivery.rawBody = delivery.rawBody.replace('"1001"', '"1002"');

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses a body that names another payment than the signed data.id', () => {
      const delivery = mercadoPagoWebhook({ secret: SECRET, type: 'payment', dataId: '1001' });
      delivery.rawBody = delivery.rawBody.replace('"1001"', '"1002"');

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses a malformed x-signature', () => {
      const delivery = mercadoPagoWebhook({
        secret: SECRET,
        type: 'payment',
        dataId: '1',
        signature: 'v1=abc',
      });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('ignores the topics it has nothing to do with', () => {
      const delivery = mercadoPagoWebhook({ secret: SECRET, type: 'merchant_order', dataId: '9' });

      expect(sut.verify(delivery)).toMatchObject({ type: 'ignored' });
    });
  });

  describe('payments', () => {
    const reference = 'c0ffee00-1111-4222-8333-444455556666';

    it('reads an approved payment with its reference and amount in minor units', async () => {
      const id = mp.createPayment({ status: 'approved', reference, amount: 3_590_000 });

      expect(await sut.fetchPayment(id)).toEqual({
        externalId: id,
        reference,
        status: 'approved',
        amount: 3_590_000,
        currency: 'COP',
      });
    });

    it('reads a rejected payment as declined', async () => {
      const id = mp.createPayment({ status: 'rejected', reference, amount: 899, currency: 'USD' });

      expect(await sut.fetchPayment(id)).toMatchObject({
        status: 'declined',
        amount: 899,
        currency: 'USD',
      });
    });

    it('reads a pending PSE payment as pending, then approved once MercadoPago approves it', async () => {
      const id = mp.createPayment({ status: 'pending', reference, amount: 3_590_000 });
      expect((await sut.fetchPayment(id))!.status).toBe('pending');

      mp.setPaymentStatus(id, 'approved');

      expect((await sut.fetchPayment(id))!.status).toBe('approved');
    });

    it('reads in_process and in_mediation as pending', async () => {
      const id = mp.createPayment({ status: 'in_process', reference, amount: 100 });
      expect((await sut.fetchPayment(id))!.status).toBe('pending');

      mp.setPaymentStatus(id, 'in_mediation');

      expect((await sut.fetchPayment(id))!.status).toBe('pending');
    });

    it('reads an approved payment refunded later as refunded', async () => {
      const id = mp.createPayment({ status: 'approved', reference, amount: 3_590_000 });

      mp.setPaymentStatus(id, 'refunded');

      expect((await sut.fetchPayment(id))!.status).toBe('refunded');
    });

    it('reads an approved payment charged back later as charged back', async () => {
      const id = mp.createPayment({ status: 'approved', reference, amount: 3_590_000 });

      mp.setPaymentStatus(id, 'charged_back');

      expect((await sut.fetchPayment(id))!.status).toBe('charged_back');
    });

    it('answers null for a payment MercadoPago does not know', async () => {
      expect(await sut.fetchPayment('999999999999')).toBeNull();
    });

    it('finds the newest payment of a reference, or null when there is none', async () => {
      const ref = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
      mp.createPayment({ status: 'rejected', reference: ref, amount: 100 });
      await new Promise((r) => setTimeout(r, 5));
      const newest = mp.createPayment({ status: 'approved', reference: ref, amount: 100 });

      expect(await sut.findPaymentByReference(ref)).toMatchObject({
        externalId: newest,
        status: 'approved',
      });
      const search = mp.last('GET /v1/payments/search')!;
      expect(search.query).toEqual({
        external_reference: ref,
        sort: 'date_created',
        criteria: 'desc',
      });
      expect(await sut.findPaymentByReference('no-such-reference')).toBeNull();
    });
  });

  describe("a preapproval's charges", () => {
    it('fetches the payment behind a subscription_authorized_payment notification', async () => {
      const { externalId } = await sut.createSubscription(subscription());
      mp.setPreapprovalStatus(externalId, 'authorized');
      const { authorizedPaymentId, paymentId } = mp.chargePreapproval(externalId);
      const notice = sut.verify(
        mercadoPagoWebhook({
          secret: SECRET,
          type: 'subscription_authorized_payment',
          dataId: authorizedPaymentId,
        }),
      );
      expect(notice.type).toBe('payment');

      const payment = await sut.fetchPayment((notice as { externalId: string }).externalId);

      expect(payment).toEqual({
        externalId: paymentId,
        reference: '0b6a5f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
        status: 'approved',
        amount: 6_790_000,
        currency: 'COP',
        subscriptionExternalId: externalId,
      });
    });

    it('names the preapproval of a charge fetched by its payment id', async () => {
      const { externalId } = await sut.createSubscription(subscription());
      const { paymentId } = mp.chargePreapproval(externalId, 'rejected');

      expect(await sut.fetchPayment(paymentId)).toMatchObject({
        status: 'declined',
        subscriptionExternalId: externalId,
      });
    });
  });

  describe('when MercadoPago is down', () => {
    it('fails as unavailable on a 503', async () => {
      mp.outage = 'unavailable';

      await expect(sut.fetchPayment('1')).rejects.toThrow(GatewayUnavailable);
      await expect(sut.createCheckout(checkout())).rejects.toThrow(GatewayUnavailable);
    });

    it('fails as unavailable when the connection drops', async () => {
      mp.outage = 'reset';

      await expect(sut.findPaymentByReference('x')).rejects.toThrow(GatewayUnavailable);
    });

    it('fails as unavailable after its time-out when nothing answers', async () => {
      mp.outage = 'hang';
      const started = Date.now();

      await expect(sut.fetchSubscription('x')).rejects.toThrow(GatewayUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
