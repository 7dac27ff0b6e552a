import { factories } from '../../support/factories';
import { solidImage, postForm } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';
import { CampaignService } from '../../../server/src/campaigns/application/campaign.service';
import { CAMPAIGN_FIELDS, campaignInput, createCampaign, CREATE } from './campaign-helpers';

const MINE = `query { myCampaigns { id status spentCredits } }`;
const PAUSE = `mutation ($id: ID!) { pauseCampaign(id: $id) { id status } }`;
const RESUME = `mutation ($id: ID!) { resumeCampaign(id: $id) { id status } }`;
const CANCEL = `mutation ($id: ID!) { cancelCampaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateCampaignInput!) {
  updateCampaign(id: $id, input: $input) { id budgetCredits status } }`;

describe('campaigns: settings, status and the budget held in the credit ledger', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  const ledger = (userId: string) =>
    sql<{ delta: number; reason: string; key: string }>(
      t.databaseUrl,
      `SELECT delta, reason, key FROM token_ledger WHERE user_id = $1 AND reason LIKE 'campaign.%'
       ORDER BY created_at, id`,
      [userId],
    );

  it('launches a campaign from an announcement upload that no list shows, reserving its budget', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 5000 });
    const upload = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      advertiser.token,
      { title: 'Zapatillas nuevas', visibility: 'public', announcement: 'true' } as never,
      { image: { bytes: await solidImage('png'), name: 'ad.png', type: 'image/png' } },
    );
    expect(upload.status).toBe(201);
    const postId = upload.body.data.id as string;
    const [stored] = await sql<{ announcement: boolean; visibility: string }>(
      t.databaseUrl,
      'SELECT announcement, visibility FROM posts WHERE id = $1',
      [postId],
    );
    expect(stored).toEqual({ announcement: true, visibility: 'archived' });

    const campaign = await createCampaign(http, advertiser.token, postId, { budgetCredits: 20 });
    expect(campaign).toMatchObject({
      status: 'active',
      budgetCredits: 20,
      bidModel: 'CPC',
      bidCredits: 0.5,
      spentCredits: 0,
      ads: [
        {
          postId,
          cta: 'comprar',
          ctaLabel: 'Comprar',
          destinationUrl: 'https://tienda.example.com/primavera',
        },
      ],
    });
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(5000 - 2000);
    expect(await ledger(advertiser.id)).toEqual([
      { delta: -2000, reason: 'campaign.reserve', key: `campaign.reserve:${campaign.id}:1` },
    ]);

    // the announcement is listed nowhere: not in the gallery, nor in its author's profile tabs
    const gallery = await http.get('/api/image/contents?limit=50');
    expect(gallery.body.data.images.map((p: { id: string }) => p.id)).not.toContain(postId);
    for (const tab of ['public', 'archived']) {
      const channel = await http.get(
        `/api/image/get-channel/${advertiser.name}?tab=${tab}`,
        advertiser.token,
      );
      expect(channel.body.data.images.map((p: { id: string }) => p.id)).not.toContain(postId);
    }
    const mine = await http.graphql(MINE, {}, advertiser.token);
    expect(mine.body.data.myCampaigns).toEqual([
      { id: campaign.id, status: 'active', spentCredits: 0 },
    ]);
  });

  it('refuses bad inputs with clear Spanish errors and saves nothing, not even a ledger row', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 1500 });
    const other = await f.user();
    const own = await f.post(advertiser.id, { title: 'Mi foto' });
    const archived = await f.post(advertiser.id, { visibility: 'archived' });
    const foreign = await f.post(other.id);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ name: 'ab' }, 'CAMPAIGNS.INVALID_NAME', /nombre/],
      [{ budgetCredits: 2 }, 'CAMPAIGNS.INVALID_BUDGET', /presupuesto/],
      [{ bidCredits: 0.1 }, 'CAMPAIGNS.INVALID_BID', /al menos 0,2/],
      [{ bidModel: 'CPM', bidCredits: 0.5 }, 'CAMPAIGNS.INVALID_BID', /al menos 1/],
      [{ dailyCapCredits: 50 }, 'CAMPAIGNS.INVALID_DAILY_CAP', /límite diario/],
      [
        { endsAt: new Date(Date.now() - 60_000).toISOString() },
        'CAMPAIGNS.INVALID_SCHEDULE',
        /finalización/,
      ],
      [{ targetCategories: ['Coches'] }, 'CAMPAIGNS.INVALID_TARGETING', /categorías/],
      [{ targetHashtags: ['dos palabras'] }, 'CAMPAIGNS.INVALID_TARGETING', /hashtags/],
      [{ ads: [] }, 'CAMPAIGNS.INVALID_ADS', /entre 1 y 5/],
      [
        { ads: [{ postId: own, cta: 'llamar', destinationUrl: 'https://a.example.com' }] },
        'CAMPAIGNS.INVALID_CTA',
        /Ver más, Comprar, Más información, Contáctanos, Regístrate, Descargar/,
      ],
      ...[
        'http://a.example.com',
        'javascript:alert(1)',
        'https://localhost/x',
        'https://user:pw@a.example.com',
        '//evil.example.com',
        'https://10.0.0.1/',
      ].map((destinationUrl): [Record<string, unknown>, string, RegExp] => [
        { ads: [{ postId: own, cta: 'ver mas', destinationUrl }] },
        'CAMPAIGNS.INVALID_DESTINATION',
        /https:\/\//,
      ]),
      [
        { ads: [{ postId: foreign, cta: 'comprar', destinationUrl: 'https://a.example.com' }] },
        'CAMPAIGNS.INVALID_CREATIVE',
        /publicación tuya/,
      ],
      [
        { ads: [{ postId: archived, cta: 'comprar', destinationUrl: 'https://a.example.com' }] },
        'CAMPAIGNS.INVALID_CREATIVE',
        /publicación tuya/,
      ],
      [{ budgetCredits: 16 }, 'CAMPAIGNS.INSUFFICIENT_CREDITS', /créditos suficientes/],
    ];
    for (const [overrides, code, message] of cases) {
      const res = await http.graphql(
        CREATE,
        { input: campaignInput(own, overrides) },
        advertiser.token,
      );
      expect({
        input: overrides,
        data: res.body.data,
        code: res.body.errors?.[0]?.extensions?.code,
      }).toEqual({ input: overrides, data: null, code });
      expect(res.body.errors[0].message).toMatch(message);
    }
    expect(
      await sql(t.databaseUrl, 'SELECT id FROM campaigns WHERE advertiser_id = $1', [
        advertiser.id,
      ]),
    ).toEqual([]);
    expect(
      await sql(
        t.databaseUrl,
        'SELECT a.id FROM ads a JOIN posts p ON p.id = a.post_id WHERE p.author_id = $1',
        [advertiser.id],
      ),
    ).toEqual([]);
    expect(await ledger(advertiser.id)).toEqual([]);
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(1500);
    // the exact budget the balance covers is accepted
    await createCampaign(http, advertiser.token, own, { budgetCredits: 15 });
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(0);
  });

  it('gives back the unspent budget when cancelled or when its end comes, once', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 3000 });
    const post = await f.post(advertiser.id);
    const cancelled = await createCampaign(http, advertiser.token, post, { budgetCredits: 10 });
    const ending = await createCampaign(http, advertiser.token, post, { budgetCredits: 10 });
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(1000);

    // part of the second one was spent; its end passes
    await sql(
      t.databaseUrl,
      `UPDATE campaigns SET spent_units = 250500, ends_at = now() - interval '1 second',
         starts_at = now() - interval '1 hour' WHERE id = $1`,
      [ending.id],
    );
    const res = await http.graphql(CANCEL, { id: cancelled.id }, advertiser.token);
    expect(res.body.data.cancelCampaign).toMatchObject({
      status: 'finished',
      finishedReason: 'cancelled',
      remainingCredits: 0,
    });
    expect(await t.app.get(CampaignService).sweep()).toBe(1);
    expect(await t.app.get(CampaignService).sweep()).toBe(0);
    const again = await http.graphql(CANCEL, { id: cancelled.id }, advertiser.token);
    expect(again.body.errors[0].extensions.code).toBe('CAMPAIGNS.WRONG_STATUS');

    // 1000 back from the first; 1000 - ceil(250.5) = 749 from the second
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(1000 + 1000 + 749);
    expect((await ledger(advertiser.id)).map((r) => [r.delta, r.reason])).toEqual([
      [-1000, 'campaign.reserve'],
      [-1000, 'campaign.reserve'],
      [1000, 'campaign.refund'],
      [749, 'campaign.release'],
    ]);
  });

  it('pauses, resumes, starts drafts and moves the reservation when the budget changes', async () => {
    const f = factories(t);
    const advertiser = await f.user({ tokens: 3000 });
    const stranger = await f.user();
    const post = await f.post(advertiser.id);
    const draft = await createCampaign(http, advertiser.token, post, { launch: false });
    expect(draft.status).toBe('draft');
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(3000);
    const paused = await http.graphql(PAUSE, { id: draft.id }, advertiser.token);
    expect(paused.body.errors[0]).toMatchObject({
      message: 'No se puede pausar una campaña en estado borrador.',
      extensions: { code: 'CAMPAIGNS.WRONG_STATUS' },
    });
    const started = await http.graphql(RESUME, { id: draft.id }, advertiser.token);
    expect(started.body.data.resumeCampaign.status).toBe('active');
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(2000);

    expect(
      (await http.graphql(PAUSE, { id: draft.id }, advertiser.token)).body.data.pauseCampaign
        .status,
    ).toBe('paused');
    const raised = await http.graphql(
      UPDATE,
      { id: draft.id, input: { budgetCredits: 25 } },
      advertiser.token,
    );
    expect(raised.body.data.updateCampaign).toMatchObject({ budgetCredits: 25, status: 'paused' });
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(500);
    const tooMuch = await http.graphql(
      UPDATE,
      { id: draft.id, input: { budgetCredits: 40 } },
      advertiser.token,
    );
    expect(tooMuch.body.errors[0].extensions.code).toBe('CAMPAIGNS.INSUFFICIENT_CREDITS');
    await http.graphql(UPDATE, { id: draft.id, input: { budgetCredits: 12 } }, advertiser.token);
    expect(await tokenBalance(t.databaseUrl, advertiser.id)).toBe(1800);
    expect(
      (await http.graphql(RESUME, { id: draft.id }, advertiser.token)).body.data.resumeCampaign
        .status,
    ).toBe('active');

    // another advertiser's campaign does not exist for them
    for (const query of [PAUSE, RESUME, CANCEL]) {
      const res = await http.graphql(query, { id: draft.id }, stranger.token);
      expect(res.body.errors[0].extensions.code).toBe('CAMPAIGNS.NOT_FOUND');
    }
    expect((await ledger(advertiser.id)).map((r) => r.delta)).toEqual([-1000, -1500, 1300]);
  });
});
