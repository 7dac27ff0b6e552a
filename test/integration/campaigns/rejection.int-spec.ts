import { factories, TestUser } from '../../support/factories';
import {
  api,
  createTestDatabase,
  sql,
  startTestApp,
  TestApp,
  tokenBalance,
} from '../../support/test-app';
import { click, createCampaign, galleryPage, sponsoredPositions } from './campaign-helpers';

const REJECT = `mutation ($id: ID!, $reason: String!) {
  rejectCampaign(id: $id, reason: $reason) { id status rejectionReason remainingCredits } }`;
const CAMPAIGN = `query ($id: ID!) {
  campaign(id: $id) { status rejectionReason finishedReason spentCredits remainingCredits } }`;
const MINE = `query { myCampaigns(status: rejected) { id rejectionReason } }`;
const RESUME = `mutation ($id: ID!) { resumeCampaign(id: $id) { status } }`;
const PAUSE = `mutation ($id: ID!) { pauseCampaign(id: $id) { status } }`;
const CANCEL = `mutation ($id: ID!) { cancelCampaign(id: $id) { status } }`;
const UPDATE = `mutation ($id: ID!) { updateCampaign(id: $id, input: { name: "Otra vez" }) { status } }`;

const REASON = 'El anuncio promete resultados engañosos.';

describe('staff rejects a campaign: it stops serving and its unspent budget goes back', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let staff: TestUser;
  let advertiser: TestUser;
  let campaign: { id: string; ads: Array<{ id: string }> };

  const ledger = (userId: string) =>
    sql<{ delta: number; reason: string; key: string }>(
      t.databaseUrl,
      `SELECT delta, reason, key FROM token_ledger WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  const campaignRow = async () =>
    (
      await sql<{ status: string; reserved_tokens: number; rejection_reason: string }>(
        t.databaseUrl,
        'SELECT status, reserved_tokens, rejection_reason FROM campaigns WHERE id = $1',
        [campaign.id],
      )
    )[0];

  beforeAll(async () => {
    // a database of its own: the only campaign that can serve is this one
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    const f = factories(t);
    staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
    const author = await f.user();
    await f.posts(
      author.id,
      Array.from({ length: 20 }, (_, i) => ({ title: `Paisaje ${i}`, category: 'Paisajes' })),
    );
    advertiser = await f.user({ tokens: 5000 });
    const creative = await f.post(advertiser.id, { title: 'Zapatillas' });
    // 20 credits at 0.5 a click: 2000 tokens reserved
    campaign = await createCampaign(http, advertiser.token, creative, { budgetCredits: 20 });
    const { viewerToken } = await galleryPage(http, 'limit=1');
    const clicked = await click(
      t.baseUrl,
      `/api/ads/${campaign.ads[0].id}/click?vt=${encodeURIComponent(viewerToken)}`,
    );
    expect(clicked.status).toBe(302);
  });
  afterAll(() => t.close());

  it('refuses anyone but staff, the advertiser included, and changes nothing', async () => {
    const f = factories(t);
    const someone = await f.user();
    for (const token of [someone.token, advertiser.token]) {
      const res = await http.graphql(REJECT, { id: campaign.id, reason: REASON }, token);
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const visitor = await http.graphql(REJECT, { id: campaign.id, reason: REASON });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await campaignRow()).toMatchObject({ status: 'active', reserved_tokens: 2000 });
    // one ad is shown once a page, at the 8th tile
    expect(sponsoredPositions((await galleryPage(http, 'limit=20')).tiles)).toEqual([8]);
  });

  it('asks staff for a reason', async () => {
    const res = await http.graphql(REJECT, { id: campaign.id, reason: '   ' }, staff.token);
    expect(res.body.errors[0].extensions.code).toBe('CAMPAIGNS.INVALID_REASON');
    expect(res.body.errors[0].message).toMatch(/motivo del rechazo/);
    expect((await campaignRow()).status).toBe('active');
  });

  it('rejects an active campaign: the owner reads why, the rest of the budget is back, no more tiles', async () => {
    const res = await http.graphql(REJECT, { id: campaign.id, reason: REASON }, staff.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.rejectCampaign).toEqual({
      id: campaign.id,
      status: 'rejected',
      rejectionReason: REASON,
      remainingCredits: 0,
    });

    const seen = await http.graphql(CAMPAIGN, { id: campaign.id }, advertiser.token);
    expect(seen.body.data.campaign).toEqual({
      status: 'rejected',
      rejectionReason: REASON,
      finishedReason: null,
      spentCredits: 0.5,
      remainingCredits: 0,
    });
    const mine = await http.graphql(MINE, {}, advertiser.token);
    expect(mine.body.data.myCampaigns).toEqual([{ id: campaign.id, rejectionReason: REASON }]);

    // one click paid (50 tokens); the other 1950 went back, with the finish's idempotency key
    const rows = (await ledger(advertiser.id)).filter((r) => r.reason.startsWith('campaign.'));
    expect(rows.map((r) => [r.delta, r.reason, r.key])).toEqual([
      [-2000, 'campaign.reserve', `campaign.reserve:${campaign.id}:1`],
      [1950, 'campaign.release', `campaign.release:${campaign.id}:final`],
    ]);
    const balance = await tokenBalance(t.databaseUrl, advertiser.id);
    expect(balance).toBe(5000 - 50);
    expect(balance).toBe((await ledger(advertiser.id)).reduce((s, r) => s + r.delta, 0));
    expect(await campaignRow()).toMatchObject({ status: 'rejected', reserved_tokens: 50 });

    expect(sponsoredPositions((await galleryPage(http, 'limit=20')).tiles)).toEqual([]);
  });

  it('tells the advertiser, from the Mixel team, why — once, however often it is rejected', async () => {
    const notices = async () =>
      (
        (await http.get('/api/notifications', advertiser.token)).body.data.items as Array<{
          typeNotification: string;
        }>
      ).filter((n) => n.typeNotification === 'campaign-rejected');
    const [notice] = await notices();
    expect(notice).toMatchObject({
      typeNotification: 'campaign-rejected',
      detail: `«Lanzamiento de primavera»: ${REASON}`,
      authorId: { fullname: 'Equipo de Mixel' },
      href: '/ad_tools/campaigns',
    });
    await http.graphql(REJECT, { id: campaign.id, reason: 'Otro motivo' }, staff.token);
    expect(await notices()).toHaveLength(1);
  });

  it("lists every advertiser's campaigns to staff for review, and to nobody else", async () => {
    const REVIEW = `query ($status: CampaignStatus) {
      campaignsForReview(status: $status) {
        campaign { id status rejectionReason } advertiserName } }`;
    const all = await http.graphql(REVIEW, {}, staff.token);
    expect(all.body.data.campaignsForReview).toContainEqual({
      campaign: { id: campaign.id, status: 'rejected', rejectionReason: REASON },
      advertiserName: advertiser.name,
    });
    const active = await http.graphql(REVIEW, { status: 'active' }, staff.token);
    expect(
      active.body.data.campaignsForReview.every(
        (r: { campaign: { status: string } }) => r.campaign.status === 'active',
      ),
    ).toBe(true);
    const refused = await http.graphql(REVIEW, {}, advertiser.token);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('changes nothing when rejected again', async () => {
    const before = await ledger(advertiser.id);
    const again = await http.graphql(
      REJECT,
      { id: campaign.id, reason: 'Otro motivo' },
      staff.token,
    );
    expect(again.body.data.rejectCampaign).toMatchObject({
      status: 'rejected',
      rejectionReason: REASON,
    });
    expect(await ledger(advertiser.id)).toEqual(before);
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(5000 - 50);
  });

  it('cannot be resumed, paused, edited or cancelled by its advertiser', async () => {
    for (const query of [RESUME, PAUSE, UPDATE, CANCEL]) {
      const res = await http.graphql(query, { id: campaign.id }, advertiser.token);
      expect(res.body.errors[0]).toMatchObject({
        message: expect.stringContaining('El equipo de Mixel rechazó esta campaña'),
        extensions: { code: 'CAMPAIGNS.WRONG_STATUS' },
      });
    }
    expect(await campaignRow()).toMatchObject({ status: 'rejected', reserved_tokens: 50 });
    expect(sponsoredPositions((await galleryPage(http, 'limit=20')).tiles)).toEqual([]);
  });

  it('rejects a draft (nothing to give back) but not a finished campaign', async () => {
    const creative = await factories(t).post(advertiser.id, { title: 'Borrador' });
    const draft = await createCampaign(http, advertiser.token, creative, { launch: false });
    const res = await http.graphql(REJECT, { id: draft.id, reason: REASON }, staff.token);
    expect(res.body.data.rejectCampaign.status).toBe('rejected');
    const other = await createCampaign(http, advertiser.token, creative);
    await http.graphql(CANCEL, { id: other.id }, advertiser.token);
    const late = await http.graphql(REJECT, { id: other.id, reason: REASON }, staff.token);
    expect(late.body.errors[0].extensions.code).toBe('CAMPAIGNS.WRONG_STATUS');
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(5000 - 50);
  });
});
