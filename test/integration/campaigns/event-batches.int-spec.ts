import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';
import { createCampaign, galleryPage, sendEvents } from './campaign-helpers';

type Event = { adId: string; type: 'impression' | 'click' };

describe('counting ad events in batches: one charge per campaign, trimmed to the budget', () => {
  let t: TestApp;
  /** A second instance on the same database, as behind a load balancer. */
  let other: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    other = await startTestApp({ DATABASE_URL: t.databaseUrl });
    http = api(t.baseUrl);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  /** Alternates the two instances. */
  const instance = (i: number) => (i % 2 === 0 ? t : other).baseUrl;

  const visitorToken = async () => (await galleryPage(http, 'limit=1')).viewerToken;

  /** A CPC campaign of five ads (0.2 credits a click, 25 clicks in 5 credits). */
  async function fiveAdCampaign(overrides: Record<string, unknown> = {}) {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 1000 });
    const posts = await f.posts(
      advertiser.id,
      Array.from({ length: 5 }, () => ({})),
    );
    const campaign = await createCampaign(http, advertiser.token, posts[0], {
      budgetCredits: 5,
      bidCredits: 0.2,
      ads: posts.map((postId) => ({
        postId,
        cta: 'comprar',
        destinationUrl: 'https://tienda.example.com/primavera',
      })),
      ...overrides,
    });
    return { advertiser, campaign, adIds: campaign.ads.map((a) => a.id) };
  }

  /** Raw events, their rollups and the campaign's spend, to compare. */
  async function figures(campaignId: string) {
    const [raw] = await sql<{ impressions: number; clicks: number; spent: string }>(
      t.databaseUrl,
      `SELECT count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
         count(*) FILTER (WHERE kind = 'click')::int AS clicks,
         coalesce(sum(cost_units), 0)::text AS spent
       FROM ad_events WHERE campaign_id = $1`,
      [campaignId],
    );
    const [rolled] = await sql<{ impressions: number; clicks: number; spent: string }>(
      t.databaseUrl,
      `SELECT coalesce(sum(impressions), 0)::int AS impressions,
         coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(spent_units), 0)::text AS spent
       FROM ad_rollups_hourly WHERE campaign_id = $1`,
      [campaignId],
    );
    const [campaign] = await sql<{ spent: string; status: string; reason: string | null }>(
      t.databaseUrl,
      `SELECT spent_units::text AS spent, status, finished_reason AS reason
       FROM campaigns WHERE id = $1`,
      [campaignId],
    );
    return { raw, rolled, campaign };
  }

  it('counts the free events and only the clicks the budget pays of a batch that crosses it, then finishes', async () => {
    const { advertiser, campaign, adIds } = await fiveAdCampaign();
    // 22 of the 25 clicks already paid: 3 left for a batch of 5 clicks (and 5 free impressions)
    await sql(t.databaseUrl, `UPDATE campaigns SET spent_units = 22 * 20000 WHERE id = $1`, [
      campaign.id,
    ]);
    const events: Event[] = adIds.flatMap((adId) => [
      { adId, type: 'click' as const },
      { adId, type: 'impression' as const },
    ]);

    const res = await sendEvents(t.baseUrl, events, { viewerToken: await visitorToken() });

    expect(res.body.data).toEqual({ received: 10, counted: 8 });
    const { raw, rolled, campaign: row } = await figures(campaign.id);
    expect(raw).toEqual({ impressions: 5, clicks: 3, spent: String(3 * 20000) });
    expect(rolled).toEqual(raw);
    expect(row).toEqual({ spent: String(25 * 20000), status: 'finished', reason: 'budget' });
    // the whole reservation was spent: nothing returns, and the balance is its ledger
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(500);
    // a finished campaign counts nothing more
    const after = await sendEvents(t.baseUrl, events, { viewerToken: await visitorToken() });
    expect(after.body.data.counted).toBe(0);
  });

  it('counts a batch once when the same viewer sends it many times at once to two instances', async () => {
    const { campaign, adIds } = await fiveAdCampaign({ budgetCredits: 10 });
    const viewerToken = await visitorToken();
    const events: Event[] = adIds.flatMap((adId) => [
      { adId, type: 'click' as const },
      { adId, type: 'impression' as const },
      { adId, type: 'click' as const },
    ]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendEvents(instance(i), events, { viewerToken })),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(answers.reduce((sum, a) => sum + a.body.data.counted, 0)).toBe(10);
    const { raw, rolled, campaign: row } = await figures(campaign.id);
    expect(raw).toEqual({ impressions: 5, clicks: 5, spent: String(5 * 20000) });
    expect(rolled).toEqual(raw);
    expect(row.spent).toBe(raw.spent);
  });

  it('never spends past the budget with 200 concurrent batches of different viewers at the last credits, on two instances', async () => {
    const { advertiser, campaign, adIds } = await fiveAdCampaign();
    await sql(t.databaseUrl, `UPDATE campaigns SET spent_units = 18 * 20000 WHERE id = $1`, [
      campaign.id,
    ]);
    const tokens = await Promise.all(Array.from({ length: 200 }, () => visitorToken()));
    const events: Event[] = adIds.flatMap((adId) => [
      { adId, type: 'impression' as const },
      { adId, type: 'click' as const },
    ]);

    const answers = await Promise.all(
      tokens.map((viewerToken, i) => sendEvents(instance(i), events, { viewerToken })),
    );

    const counted = answers.reduce((sum, a) => sum + a.body.data.counted, 0);
    const { raw, rolled, campaign: row } = await figures(campaign.id);
    expect(raw.clicks).toBe(7);
    expect(raw.spent).toBe(String(7 * 20000));
    expect(raw.impressions + raw.clicks).toBe(counted);
    expect(rolled).toEqual(raw);
    expect(row).toEqual({ spent: String(25 * 20000), status: 'finished', reason: 'budget' });
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(500);
  });

  it('stops paying at the daily cap and keeps the campaign serving', async () => {
    // a 1-credit daily cap: 5 clicks a day
    const { campaign, adIds } = await fiveAdCampaign({ budgetCredits: 10, dailyCapCredits: 1 });
    await sql(
      t.databaseUrl,
      `UPDATE campaigns SET spent_units = 3 * 20000, day_spent_units = 3 * 20000,
         spend_day = (now() AT TIME ZONE 'UTC')::date WHERE id = $1`,
      [campaign.id],
    );
    const events: Event[] = adIds.map((adId) => ({ adId, type: 'click' as const }));

    const res = await sendEvents(t.baseUrl, events, { viewerToken: await visitorToken() });

    expect(res.body.data.counted).toBe(2);
    const { raw, rolled, campaign: row } = await figures(campaign.id);
    expect(raw).toEqual({ impressions: 0, clicks: 2, spent: String(2 * 20000) });
    expect(rolled).toEqual(raw);
    expect(row).toEqual({ spent: String(5 * 20000), status: 'active', reason: null });
  });
});
