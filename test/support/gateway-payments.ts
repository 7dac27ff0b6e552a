import type { WebhookDelivery } from '../../server/src/billing/ports/payment-gateway';
import { factories } from './factories';
import { api, sql, startTestApp, TestApp, tokenBalance } from './test-app';

export const TOKENS_PER_CREDIT = 100;
/** What every sign-up is granted (10 credits). */
export const SIGNUP_TOKENS = 10 * TOKENS_PER_CREDIT;

export const BUY_CREDITS = `mutation ($input: BuyCreditsInput!) { buyCredits(input: $input) { url paymentId } }`;

/** A local server that answers as a payment provider documents its API (test/support/fakes). */
export interface FakeGatewayServer {
  /** Starts on a free port and answers the base URL to give the adapter. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The app paying through one gateway's real adapter, against its fake: call it inside a
 * `describe`; the fake and the app start before all its tests and stop after them. `env` turns
 * the fake's base URL into the gateway's configuration.
 */
export function gatewayPaymentsApp(
  gateway: 'mercadopago' | 'wompi',
  fake: FakeGatewayServer,
  env: (fakeBaseUrl: string) => Record<string, string>,
) {
  let t: TestApp | undefined;
  const app = (): TestApp => {
    if (!t) {
      throw new Error('the app starts in beforeAll: use it inside tests');
    }
    return t;
  };
  const http = () => api(app().baseUrl);

  beforeAll(async () => {
    t = await startTestApp(env(await fake.start()));
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  return {
    app,
    http,
    signUp: () => factories(app()).user(),
    balance: (userId: string) => tokenBalance(app().databaseUrl, userId),
    /** The user's ledger rows of one reason, oldest first. */
    rows: (userId: string, reason: string) =>
      sql<{ delta: number }>(
        app().databaseUrl,
        `SELECT delta FROM token_ledger WHERE user_id = $1 AND reason = $2 ORDER BY created_at`,
        [userId, reason],
      ),

    /** Buys a credit package as the client does; answers where to pay and our payment id. */
    async buy(user: { token: string }, credits: number, method: string) {
      const { body } = await http().graphql(
        BUY_CREDITS,
        { input: { credits, method } },
        user.token,
      );
      expect(body.errors).toBeUndefined();
      return body.data.buyCredits as { url: string; paymentId: string };
    },

    /** Posts a signed delivery as the gateway does: its query string, headers and exact body. */
    async deliver(delivery: WebhookDelivery) {
      const query = new URLSearchParams(defined(delivery.query)).toString();
      const response = await fetch(
        `${app().baseUrl}/api/payment/webhooks/${gateway}${query ? `?${query}` : ''}`,
        { method: 'POST', headers: defined(delivery.headers), body: delivery.rawBody },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

function defined(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Sends the same delivery `times` times one after another, then `times` at once, as a gateway
 * retrying (or several of its servers) would: every copy is answered 200.
 */
export async function deliverAgainAndAgain(
  send: () => Promise<{ status: number }>,
  times: number,
): Promise<void> {
  for (let i = 0; i < times; i++) {
    expect((await send()).status).toBe(200);
  }
  const together = await Promise.all(Array.from({ length: times }, send));
  expect(together.map((r) => r.status)).toEqual(Array(times).fill(200));
}
