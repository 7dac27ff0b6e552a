import { factories } from '../../support/factories';
import { api, startTestApp, TestApp } from '../../support/test-app';

const HISTORY = `{ myBillingHistory { tokensPerCredit ledger { delta reason balanceAfter } } }`;

describe('credits, the one unit members see: exact balance, no zero-value movements', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('lists a generation as its charge, without the zero-value settle row', async () => {
    const user = await factories(t).user();
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un faro al atardecer' },
      user.token,
    );
    expect(res.status).toBe(200);
    const history = await http.graphql(HISTORY, {}, user.token);
    const ledger = history.body.data.myBillingHistory.ledger as Array<{
      delta: number;
      reason: string;
    }>;
    expect(ledger.map((row) => row.reason)).toEqual(['generation.reserve', 'grant.signup']);
    expect(ledger.every((row) => row.delta !== 0)).toBe(true);
  });

  it('tells the client how many tokens make a credit with the user, so balances show exact', async () => {
    const user = await factories(t).user();
    await http.post('/api/ai/predictions', { prompt: 'un faro al atardecer' }, user.token);
    const me = await http.graphql('{ me { fastTokens credits tokensPerCredit } }', {}, user.token);
    // 950 tokens are 9,5 credits: `credits` stays whole for old clients, the ratio gives the rest
    expect(me.body.data.me).toEqual({ fastTokens: 950, credits: 9, tokensPerCredit: 100 });
    // visitors, who see costs too, read the same ratio
    const visitor = await http.graphql('{ tokensPerCredit }', {});
    expect(visitor.body.data).toEqual({ tokensPerCredit: 100 });
  });
});
