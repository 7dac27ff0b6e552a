import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';
import { click, createCampaign, galleryPage, sendEvents } from './campaign-helpers';

const STATS = `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
  campaignStats(campaignId: $id, from: $from, to: $to, granularity: hour) {
    impressions clicks spendCredits ctr } }`;
const AD_STATS = `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
  adStats(adId: $id, from: $from, to: $to) { impressions clicks spendCredits } }`;
const CAMPAIGN = `query ($id: ID!) { campaign(id: $id) { status finishedReason spentCredits remainingCredits } }`;
const DASHBOARD = `query { adDashboard(days: 7) { days impressions clicks spendCredits ctr
  byDay { bucket impressions clicks } activeCampaigns { id } } }`;

describe('counting ad events: viewable impressions and clicks, paid from the budget', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  /** A visitor's signed viewer token, as the feed issues it. */
  const visitorToken = async () => (await galleryPage(http, 'limit=1')).viewerToken;

  it('never spends past the budget, with 200 concurrent clicks at the last credits', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 1000 });
    const post = await f.post(advertiser.id);
    // 5 credits at 0.2 a click: 25 clicks; 22 already paid, 3 left
    const campaign = await createCampaign(http, advertiser.token, post, {
      budgetCredits: 5,
      bidCredits: 0.2,
    });
    await sql(t.databaseUrl, `UPDATE campaigns SET spent_units = 22 * 20000 WHERE id = $1`, [
      campaign.id,
    ]);
    const tokens = await Promise.all(Array.from({ length: 200 }, () => visitorToken()));
    const adId = campaign.ads[0].id;
    const results = await Promise.all(
      tokens.map((vt) => click(t.baseUrl, `/api/ads/${adId}/click?vt=${encodeURIComponent(vt)}`)),
    );
    // everyone lands on the destination; only what the budget pays counts
    expect(new Set(results.map((r) => `${r.status} ${r.headers.get('location')}`))).toEqual(
      new Set(['302 https://tienda.example.com/primavera']),
    );
    const [row] = await sql<{ spent_units: string; status: string; reserved_tokens: number }>(
      t.databaseUrl,
      'SELECT spent_units, status, reserved_tokens FROM campaigns WHERE id = $1',
      [campaign.id],
    );
    expect(row).toEqual({
      spent_units: String(25 * 20000),
      status: 'finished',
      reserved_tokens: 500,
    });
    const [counted] = await sql<{ n: number }>(
      t.databaseUrl,
      `SELECT count(*)::int AS n FROM ad_events WHERE ad_id = $1 AND kind = 'click'`,
      [adId],
    );
    expect(counted.n).toBe(3);
    // all of it was spent: nothing comes back, and the balance is its ledger
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(500);
    const res = await http.graphql(CAMPAIGN, { id: campaign.id }, advertiser.token);
    expect(res.body.data.campaign).toEqual({
      status: 'finished',
      finishedReason: 'budget',
      spentCredits: 5,
      remainingCredits: 0,
    });
  });

  it('redirects a click only to the stored destination; tampered ids answer 404', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 2000 });
    const post = await f.post(advertiser.id);
    const campaign = await createCampaign(http, advertiser.token, post);
    const adId = campaign.ads[0].id;
    const vt = encodeURIComponent(await visitorToken());

    const tampered = [
      // the real id with its last digit changed (to 1 when it already ends in 0)
      `/api/ads/${adId.slice(0, -1)}${adId.endsWith('0') ? '1' : '0'}/click?vt=${vt}`,
      `/api/ads/00000000-0000-4000-8000-000000000000/click`,
      `/api/ads/not-an-id/click?url=https://evil.example.com`,
      `/api/ads/${encodeURIComponent('https://evil.example.com')}/click`,
      `/api/ads/${encodeURIComponent('//evil.example.com')}/click`,
    ];
    for (const path of tampered) {
      const res = await click(t.baseUrl, path);
      expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
        path,
        status: 404,
        location: null,
      });
    }
    for (const extra of [
      '&url=https://evil.example.com',
      '&destination=//evil.example.com',
      '&next=/x',
    ]) {
      const res = await click(t.baseUrl, `/api/ads/${adId}/click?vt=${vt}${extra}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://tienda.example.com/primavera');
    }
    // the table itself refuses a destination that is not https
    await expect(
      sql(t.databaseUrl, `UPDATE ads SET destination_url = 'javascript:alert(1)' WHERE id = $1`, [
        adId,
      ]),
    ).rejects.toThrow(/check constraint/);
  });

  it('counts once per viewer and ad in 30 minutes, and ignores bots and unidentified senders', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 2000 });
    const viewer = await f.user();
    const post = await f.post(advertiser.id);
    const campaign = await createCampaign(http, advertiser.token, post, {
      bidModel: 'CPM',
      bidCredits: 1.5,
      objective: 'reach',
    });
    const adId = campaign.ads[0].id;
    const vt = await visitorToken();
    const both = [
      { adId, type: 'impression' as const },
      { adId, type: 'click' as const },
    ];

    expect((await sendEvents(t.baseUrl, both, { viewerToken: vt })).body.data).toEqual({
      received: 2,
      counted: 2,
    });
    expect(
      (await sendEvents(t.baseUrl, [...both, ...both], { viewerToken: vt })).body.data.counted,
    ).toBe(0);
    expect((await sendEvents(t.baseUrl, both, { token: viewer.token })).body.data.counted).toBe(2);
    expect(
      (await sendEvents(t.baseUrl, both, { token: viewer.token, viewerToken: vt })).body.data
        .counted,
    ).toBe(0);
    const others = await visitorToken();
    const ignored = [
      sendEvents(t.baseUrl, both, {}),
      sendEvents(t.baseUrl, both, {
        viewerToken: `${others.slice(0, -1)}${others.endsWith('a') ? 'b' : 'a'}`,
      }),
      sendEvents(t.baseUrl, both, { viewerToken: 'u:00000000-0000-4000-8000-000000000000.1.x' }),
      sendEvents(t.baseUrl, both, {
        viewerToken: others,
        userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      }),
      sendEvents(t.baseUrl, both, { viewerToken: others, userAgent: 'curl/8.5.0' }),
    ];
    for (const res of await Promise.all(ignored)) {
      expect(res.status).toBe(202);
      expect(res.body.data.counted).toBe(0);
    }
    const bad = await sendEvents(t.baseUrl, [{ adId, type: 'view' } as never], { viewerToken: vt });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El tipo de evento debe ser impression o click.');
    const tooMany = await sendEvents(
      t.baseUrl,
      Array.from({ length: 101 }, () => ({ adId, type: 'impression' as const })),
      { viewerToken: vt },
    );
    expect(tooMany.status).toBe(400);

    // after the window the same viewer counts again
    await sql(
      t.databaseUrl,
      `UPDATE ad_event_dedup SET counted_at = counted_at - interval '31 minutes' WHERE viewer_key = $1`,
      [`u:${viewer.id}`],
    );
    expect((await sendEvents(t.baseUrl, both, { token: viewer.token })).body.data.counted).toBe(2);

    // 3 impressions at a 1.5-credit CPM: 0.45 tokens; clicks are free on CPM
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date().toISOString();
    const stats = await http.graphql(STATS, { id: campaign.id, from, to }, advertiser.token);
    expect(stats.body.errors).toBeUndefined();
    const total = stats.body.data.campaignStats.reduce(
      (s: { impressions: number; clicks: number }, p: { impressions: number; clicks: number }) => ({
        impressions: s.impressions + p.impressions,
        clicks: s.clicks + p.clicks,
      }),
      { impressions: 0, clicks: 0 },
    );
    expect(total).toEqual({ impressions: 3, clicks: 3 });
    const [raw] = await sql<{ impressions: number; clicks: number; spent: string }>(
      t.databaseUrl,
      `SELECT count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
         count(*) FILTER (WHERE kind = 'click')::int AS clicks, sum(cost_units)::text AS spent
       FROM ad_events WHERE campaign_id = $1`,
      [campaign.id],
    );
    const [rolled] = await sql<{ impressions: number; clicks: number; spent: string }>(
      t.databaseUrl,
      `SELECT sum(impressions)::int AS impressions, sum(clicks)::int AS clicks,
         sum(spent_units)::text AS spent FROM ad_rollups_hourly WHERE campaign_id = $1`,
      [campaign.id],
    );
    const [spent] = await sql<{ spent: string }>(
      t.databaseUrl,
      `SELECT spent_units::text AS spent FROM campaigns WHERE id = $1`,
      [campaign.id],
    );
    expect(rolled).toEqual(raw);
    expect(spent.spent).toBe('450');
    expect(raw.spent).toBe('450');

    const adStats = await http.graphql(AD_STATS, { id: adId, from, to }, advertiser.token);
    expect(adStats.body.data.adStats.at(-1)).toEqual({
      impressions: 3,
      clicks: 3,
      spendCredits: 0.0045,
    });
    const foreign = await http.graphql(AD_STATS, { id: adId, from, to }, viewer.token);
    expect(foreign.body.errors[0].extensions.code).toBe('CAMPAIGNS.AD_NOT_FOUND');
    const dashboard = await http.graphql(DASHBOARD, {}, advertiser.token);
    expect(dashboard.body.data.adDashboard).toMatchObject({
      days: 7,
      impressions: 3,
      clicks: 3,
      ctr: 1,
      activeCampaigns: [{ id: campaign.id }],
    });
    expect(dashboard.body.data.adDashboard.byDay).toHaveLength(7);
    // the events table is append-only
    await expect(
      sql(t.databaseUrl, `DELETE FROM ad_events WHERE campaign_id = $1`, [campaign.id]),
    ).rejects.toThrow(/append-only/);
  });
});
