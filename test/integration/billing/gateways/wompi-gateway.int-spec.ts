import { createHash } from 'node:crypto';
import { WompiGateway } from '../../../../server/src/billing/adapters/wompi/wompi-gateway';
import {
  CheckoutRequest,
  GatewayUnavailable,
  InvalidSignature,
} from '../../../../server/src/billing/ports/payment-gateway';
import { FakeWompi, wompiEvent, wompiIntegritySignature } from '../../../support/fakes/fake-wompi';

const EVENTS_SECRET = 'test_events_mixel';
const INTEGRITY_SECRET = 'test_integrity_mixel';

describe(WompiGateway.name, () => {
  const wompi = new FakeWompi('pub_test_mixel', 'prv_test_mixel');
  let sut: WompiGateway;
  let baseUrl: string;

  const gateway = (over: Partial<ConstructorParameters<typeof WompiGateway>[0]> = {}) =>
    new WompiGateway({
      publicKey: 'pub_test_mixel',
      privateKey: 'prv_test_mixel',
      integritySecret: INTEGRITY_SECRET,
      eventsSecret: EVENTS_SECRET,
      baseUrl,
      timeoutMs: 500,
      ...over,
    });

  beforeAll(async () => {
    baseUrl = await wompi.start();
    sut = gateway();
  });
  afterAll(() => wompi.stop());
  afterEach(() => {
    wompi.outage = undefined;
  });

  const checkout = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    reference: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    title: 'Mixel: 100 créditos',
    amount: 3_590_000,
    currency: 'COP',
    method: 'nequi',
    payerEmail: 'ana@example.co',
    returnUrl: 'https://mixel.example/payment/process?payment=5d4c3b2a',
    webhookUrl: 'https://mixel.example/api/payment/webhooks/wompi',
    ...over,
  });

  describe('checkout', () => {
    it('answers a Web Checkout URL with the amount in centavos and its integrity signature', async () => {
      const before = wompi.requests.length;

      const result = await sut.createCheckout(checkout());

      const url = new URL(result.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://checkout.wompi.co/p/');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        'public-key': 'pub_test_mixel',
        currency: 'COP',
        'amount-in-cents': '3590000',
        reference: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
        'signature:integrity': wompiIntegritySignature(
          '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
          3_590_000,
          'COP',
          INTEGRITY_SECRET,
        ),
        'redirect-url': 'https://mixel.example/payment/process?payment=5d4c3b2a',
        'customer-data:email': 'ana@example.co',
      });
      expect(result).not.toHaveProperty('externalId');
      expect(wompi.requests).toHaveLength(before);
    });

    it("signs the integrity example of Wompi's docs to the documented hash", async () => {
      const documented = gateway({
        integritySecret: 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
        checkoutUrl: 'https://checkout.wompi.co/p/',
      });

      const { url } = await documented.createCheckout(
        checkout({ reference: 'sk8-438k4-xmxm392-sn2m', amount: 2_490_000, payerEmail: null }),
      );

      expect(new URL(url).searchParams.get('signature:integrity')).toBe(
        '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
      );
      expect(new URL(url).searchParams.has('customer-data:email')).toBe(false);
    });

    it('refuses a currency other than pesos', async () => {
      await expect(sut.createCheckout(checkout({ currency: 'USD' }))).rejects.toThrow(/COP/);
    });

    it('has no subscriptions', async () => {
      expect(sut.supportsSubscriptions).toBe(false);
      await expect(sut.createSubscription()).rejects.toThrow(/recurring/);
      await expect(sut.cancelSubscription()).rejects.toThrow(/recurring/);
      expect(await sut.fetchSubscription()).toBeNull();
    });
  });

  describe('events', () => {
    const transaction = {
      id: '1234-1610641025-49201',
      status: 'APPROVED' as const,
      amount_in_cents: 4490000,
    };

    it('accepts a transaction.updated event signed with the events secret', () => {
      const delivery = wompiEvent({ eventsSecret: EVENTS_SECRET, transaction });

      expect(sut.verify(delivery)).toEqual({
        type: 'payment',
        externalId: '1234-1610641025-49201',
      });
    });

    it("checks the concatenation of Wompi's documented event example", () => {
      // the docs' string; their printed checksum is illustrative, not this string's SHA-256
      const concatenated =
        '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
      const checksum = createHash('sha256').update(concatenated).digest('hex').toUpperCase();
      const documented = gateway({ eventsSecret: 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z' });

      const delivery = wompiEvent({
        eventsSecret: 'unused',
        transaction,
        timestamp: 1530291411,
        checksum,
      });

      expect(documented.verify(delivery)).toMatchObject({ type: 'payment' });
    });

    it('accepts the checksum sent only in the X-Event-Checksum header', () => {
      const delivery = wompiEvent({ eventsSecret: EVENTS_SECRET, transaction, inHeaderOnly: true });

      expect(sut.verify(delivery)).toMatchObject({ type: 'payment' });
    });

    it('signs the properties the event lists, in its order', () => {
      const delivery = wompiEvent({
        eventsSecret: EVENTS_SECRET,
        transaction: { ...transaction, reference: 'ref-1' },
        properties: ['transaction.reference', 'transaction.id', 'transaction.status'],
      });

      expect(sut.verify(delivery)).toMatchObject({ type: 'payment' });
    });

    it('refuses an event whose checksum was made with another secret', () => {
      const delivery = wompiEvent({ eventsSecret: 'prod_events_someone_else', transaction });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses an event without a checksum', () => {
      const delivery = wompiEvent({ eventsSecret: EVENTS_SECRET, transaction, checksum: null });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses an event whose amount was changed after signing', () => {
      const delivery = wompiEvent({ eventsSecret: EVENTS_SECRET, transaction });
      delivery.rawBody = delivery.rawBody.replace('4490000', '100');

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses an event whose header checksum disagrees with its body', () => {
      const delivery = wompiEvent({ eventsSecret: EVENTS_SECRET, transaction });
      delivery.headers['x-event-checksum'] = 'A'.repeat(64);

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('refuses an event that does not sign the transaction id it names', () => {
      const delivery = wompiEvent({
        eventsSecret: EVENTS_SECRET,
        transaction,
        properties: ['transaction.status', 'transaction.amount_in_cents'],
      });

      expect(() => sut.verify(delivery)).toThrow(InvalidSignature);
    });

    it('ignores signed events other than transaction.updated', () => {
      const delivery = wompiEvent({
        eventsSecret: EVENTS_SECRET,
        transaction,
        event: 'nequi_token.updated',
      });

      expect(sut.verify(delivery)).toMatchObject({ type: 'ignored' });
    });
  });

  describe('transactions', () => {
    const reference = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

    it('reads an approved transaction with the private key', async () => {
      const { id } = wompi.createTransaction({
        reference,
        amountInCents: 3_590_000,
        status: 'APPROVED',
      });

      expect(await sut.fetchPayment(id)).toEqual({
        externalId: id,
        reference,
        status: 'approved',
        amount: 3_590_000,
        currency: 'COP',
      });
      expect(wompi.requests.at(-1)!.authorization).toBe('Bearer prv_test_mixel');
    });

    it('reads declined and errored transactions as declined', async () => {
      const declined = wompi.createTransaction({ reference, amountInCents: 1, status: 'DECLINED' });
      const errored = wompi.createTransaction({ reference, amountInCents: 1, status: 'ERROR' });

      expect((await sut.fetchPayment(declined.id))!.status).toBe('declined');
      expect((await sut.fetchPayment(errored.id))!.status).toBe('declined');
    });

    it('reads a pending Nequi transaction as pending, then approved once the buyer accepts', async () => {
      const { id } = wompi.createTransaction({ reference, amountInCents: 3_590_000 });
      expect((await sut.fetchPayment(id))!.status).toBe('pending');

      wompi.setTransactionStatus(id, 'APPROVED');

      expect((await sut.fetchPayment(id))!.status).toBe('approved');
    });

    it('reads an approved card transaction voided later as refunded', async () => {
      const { id } = wompi.createTransaction({
        reference,
        amountInCents: 3_590_000,
        status: 'APPROVED',
        paymentMethodType: 'CARD',
      });

      wompi.setTransactionStatus(id, 'VOIDED');

      expect((await sut.fetchPayment(id))!.status).toBe('refunded');
    });

    it('answers null for a transaction Wompi does not know', async () => {
      expect(await sut.fetchPayment('0000-0000000000-00000')).toBeNull();
    });

    it('finds the newest transaction of a reference, or null when there is none', async () => {
      const ref = 'f0f0f0f0-1111-4222-8333-444455556666';
      wompi.createTransaction({
        reference: ref,
        amountInCents: 100,
        status: 'DECLINED',
        createdAt: new Date('2025-01-01T10:00:00Z'),
      });
      const newest = wompi.createTransaction({
        reference: ref,
        amountInCents: 100,
        status: 'APPROVED',
        createdAt: new Date('2025-01-01T10:05:00Z'),
      });

      expect(await sut.findPaymentByReference(ref)).toMatchObject({
        externalId: newest.id,
        status: 'approved',
      });
      expect(wompi.requests.at(-1)).toMatchObject({
        path: '/v1/transactions',
        query: { reference: ref },
        authorization: 'Bearer prv_test_mixel',
      });
      expect(await sut.findPaymentByReference('no-such-reference')).toBeNull();
    });

    it('fails as unavailable when the private key is refused', async () => {
      const wrong = gateway({ privateKey: 'prv_test_revoked' });

      await expect(wrong.findPaymentByReference(reference)).rejects.toThrow(
        /401.*INVALID_ACCESS_TOKEN/,
      );
    });
  });

  describe('when Wompi is down', () => {
    it('fails as unavailable on a 503', async () => {
      wompi.outage = 'unavailable';

      await expect(sut.fetchPayment('1')).rejects.toThrow(GatewayUnavailable);
    });

    it('fails as unavailable when the connection drops', async () => {
      wompi.outage = 'reset';

      await expect(sut.findPaymentByReference('x')).rejects.toThrow(GatewayUnavailable);
    });

    it('fails as unavailable after its time-out when nothing answers', async () => {
      wompi.outage = 'hang';
      const started = Date.now();

      await expect(sut.fetchPayment('1')).rejects.toThrow(GatewayUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
