import { factories } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const ESTIMATE = `query ($categories: [String!], $hashtags: [String!], $budget: Int!,
    $bidModel: BidModel!, $bid: Float!) {
  estimateCampaignReach(targetCategories: $categories, targetHashtags: $hashtags,
    budgetCredits: $budget, bidModel: $bidModel, bidCredits: $bid) {
    audienceViewers matchingPosts impressions clicks reachViewers ctr } }`;
const VIEW = `query ($id: ID!) { post(id: $id) { post { id } } }`;
const CREATIVES = `query { myAdCreatives { id title announcement visibility src } }`;

describe('campaign planning: estimated reach and the creatives an advertiser may pick', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('counts the distinct viewers of matching posts in the last 30 days and what the budget buys', async () => {
    const f = factories(t);
    const author = await f.user();
    const advertiser = await f.user({ tokens: 5000 });
    const [food, tagged, other] = await f.posts(author.id, [
      { category: 'Comida', title: 'Arepas' },
      { category: 'Paisajes', hashtags: ['Surf'], title: 'Olas' },
      { category: 'Abstracto', title: 'Formas' },
    ]);
    const viewers = [await f.user(), await f.user(), await f.user()];
    // two people see the food post (one of them twice), one the surf post, and all three the other
    for (const [viewer, postId] of [
      [viewers[0], food],
      [viewers[1], food],
      [viewers[1], food],
      [viewers[2], tagged],
      [viewers[0], other],
      [viewers[1], other],
      [viewers[2], other],
    ] as const) {
      const res = await http.graphql(VIEW, { id: postId }, viewer.token);
      expect(res.body.errors).toBeUndefined();
    }
    // a view older than the window is not part of the audience
    await sql(
      t.databaseUrl,
      `INSERT INTO post_views (post_id, viewer_key, day) VALUES ($1, 'old-viewer', current_date - 40)`,
      [food],
    );

    const estimate = async (variables: Record<string, unknown>) => {
      const res = await http.graphql(
        ESTIMATE,
        { budget: 10, bidModel: 'CPM', bid: 2, ...variables },
        advertiser.token,
      );
      return res.body;
    };

    const byCategory = await estimate({ categories: ['Comida'] });
    expect(byCategory.errors).toBeUndefined();
    expect(byCategory.data.estimateCampaignReach).toEqual({
      audienceViewers: 2,
      matchingPosts: 1,
      impressions: 5000,
      clicks: 50,
      reachViewers: 2,
      ctr: 0.01,
    });

    const both = (await estimate({ categories: ['Comida'], hashtags: ['#surf'] })).data
      .estimateCampaignReach;
    expect(both).toMatchObject({ audienceViewers: 3, matchingPosts: 2 });

    const everyone = (await estimate({ bidModel: 'CPC', bid: 0.5 })).data.estimateCampaignReach;
    expect(everyone).toMatchObject({ audienceViewers: 3, clicks: 20, impressions: 2000 });
    expect(everyone.matchingPosts).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bid under the minimum and an unknown category with Spanish messages', async () => {
    const advertiser = await factories(t).user();
    const low = await http.graphql(
      ESTIMATE,
      { budget: 10, bidModel: 'CPC', bid: 0.1 },
      advertiser.token,
    );
    expect(low.body.errors[0].extensions.code).toBe('CAMPAIGNS.INVALID_BID');
    expect(low.body.errors[0].message).toMatch(/al menos 0,2 créditos por clic/);

    const unknown = await http.graphql(
      ESTIMATE,
      { categories: ['Nada'], budget: 10, bidModel: 'CPM', bid: 1 },
      advertiser.token,
    );
    expect(unknown.body.errors[0].extensions.code).toBe('CAMPAIGNS.INVALID_TARGETING');
  });

  it('answers only to a signed-in advertiser', async () => {
    const res = await http.graphql(ESTIMATE, { budget: 10, bidModel: 'CPM', bid: 1 });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('offers the advertiser their announcement uploads and public posts, never archived or failed ones nor anyone else’s', async () => {
    const f = factories(t);
    const advertiser = await f.user();
    const someone = await f.user();
    const [publicPost, archived, failed] = await f.posts(advertiser.id, [
      { title: 'Pública' },
      { title: 'Archivada', visibility: 'archived' },
      { title: 'Fallida', status: 'failed' },
    ]);
    await f.post(someone.id, { title: 'Ajena' });
    const upload = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      advertiser.token,
      { title: 'Anuncio de zapatillas', visibility: 'public', announcement: 'true' } as never,
      { image: { bytes: await solidImage('png'), name: 'ad.png', type: 'image/png' } },
    );
    expect(upload.status).toBe(201);

    const res = await http.graphql(CREATIVES, {}, advertiser.token);
    expect(res.body.errors).toBeUndefined();
    const ids = res.body.data.myAdCreatives.map((p: { id: string }) => p.id);
    expect(ids).toEqual([upload.body.data.id, publicPost]);
    expect(ids).not.toContain(archived);
    expect(ids).not.toContain(failed);
    expect(res.body.data.myAdCreatives[0]).toMatchObject({
      announcement: true,
      visibility: 'archived',
    });
  });
});
