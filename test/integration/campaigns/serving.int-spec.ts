import { Client } from 'pg';
import { AdDeliveryRepository } from '../../../server/src/campaigns/ports/ad-delivery.repository';
import { seenIn } from '../../../server/src/campaigns/domain/serving';
import { factories, TestUser } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';
import { createCampaign, galleryPage, sponsoredPositions, Tile } from './campaign-helpers';

const FEED = `query ($after: String, $token: String, $category: String) {
  feed(first: 20, after: $after, adViewerToken: $token, category: $category) {
    edges { cursor node { id } sponsored { adId campaignId cta ctaLabel destinationUrl clickUrl } }
    pageInfo { hasNextPage endCursor }
    adViewerToken
  } }`;
const PAUSE = `mutation ($id: ID!) { pauseCampaign(id: $id) { status } }`;

describe('sponsored tiles in the feeds: cadence by plan, frequency cap, targeting, paging', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let organic: string[];
  const advertisers: TestUser[] = [];
  const campaigns: Array<{ id: string; adId: string }> = [];

  beforeAll(async () => {
    // a database of its own: every campaign that can serve is one of these
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    const f = factories(t);
    const author = await f.user();
    const base = Date.now() - 3_600_000;
    organic = (
      await f.posts(
        author.id,
        Array.from({ length: 45 }, (_, i) => ({
          title: `Paisaje ${i}`,
          category: 'Paisajes',
          hashtags: ['montaña'],
          createdAt: new Date(base + i * 1000),
        })),
      )
    ).reverse();
    for (let i = 0; i < 3; i++) {
      const advertiser = await f.user({ tokens: 10_000 });
      const creative = await f.post(advertiser.id, { title: `Anuncio ${i}` });
      await sql(
        t.databaseUrl,
        `UPDATE posts SET announcement = true, visibility = 'archived' WHERE id = $1`,
        [creative],
      );
      const c = await createCampaign(http, advertiser.token, creative, {
        objective: 'reach',
        bidModel: 'CPM',
        bidCredits: 2,
        budgetCredits: 50,
      });
      advertisers.push(advertiser);
      campaigns.push({ id: c.id, adId: c.ads[0].id });
    }
  });
  afterAll(() => t.close());

  const organicIds = (tiles: Tile[]) => tiles.filter((x) => !x.sponsored).map((x) => x.id);

  it('shows a free viewer an ad every 8 tiles, basic and pro every 16, max none, visitors as free', async () => {
    const f = factories(t);
    const free = await f.user();
    const basic = await f.user({ plan: 'basic' });
    const pro = await f.user({ plan: 'pro' });
    const max = await f.user({ plan: 'max' });
    const pages = {
      free: await galleryPage(http, 'limit=20', free.token),
      basic: await galleryPage(http, 'limit=20', basic.token),
      pro: await galleryPage(http, 'limit=20', pro.token),
      max: await galleryPage(http, 'limit=20', max.token),
      visitor: await galleryPage(http, 'limit=20'),
    };
    expect(sponsoredPositions(pages.free.tiles)).toEqual([8, 16]);
    expect(sponsoredPositions(pages.basic.tiles)).toEqual([16]);
    expect(sponsoredPositions(pages.pro.tiles)).toEqual([16]);
    expect(sponsoredPositions(pages.max.tiles)).toEqual([]);
    expect(sponsoredPositions(pages.visitor.tiles)).toEqual([8, 16]);
    for (const page of Object.values(pages)) {
      expect(organicIds(page.tiles)).toEqual(organic.slice(0, 20));
    }
    const ad = pages.free.tiles[7];
    const served = campaigns.find((c) => c.adId === ad.sponsored.adId)!;
    expect(ad.sponsored).toEqual({
      adId: served.adId,
      campaignId: served.id,
      cta: 'comprar',
      ctaLabel: 'Comprar',
      destinationUrl: 'https://tienda.example.com/primavera',
      clickUrl: expect.stringMatching(new RegExp(`^/api/ads/${served.adId}/click\\?vt=`)),
    });
    // the two ads of a page are two different campaigns
    expect(pages.free.tiles[7].sponsored.campaignId).not.toBe(
      pages.free.tiles[15].sponsored.campaignId,
    );
    expect(pages.visitor.viewerToken).toMatch(/^v:/);

    const graph = await http.graphql(FEED, {}, free.token);
    const edges = graph.body.data.feed.edges as Array<{ node: { id: string }; sponsored: unknown }>;
    expect(edges.flatMap((e, i) => (e.sponsored ? [i + 1] : []))).toEqual([8, 16]);
    expect(edges.filter((e) => !e.sponsored).map((e) => e.node.id)).toEqual(organic.slice(0, 20));
    const maxGraph = await http.graphql(FEED, {}, max.token);
    expect(
      maxGraph.body.data.feed.edges.filter((e: { sponsored: unknown }) => e.sponsored),
    ).toEqual([]);
  });

  it('pages the organic feed by cursor without duplicates or gaps, an ad every 8 tiles across pages', async () => {
    const viewer = await factories(t).user();
    const tiles: Array<{ node: { id: string }; sponsored: unknown }> = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const res = await http.graphql(FEED, { after }, viewer.token);
      const feed = res.body.data.feed;
      feed.edges.forEach(
        (e: { cursor: string; node: { id: string }; sponsored: unknown }, j: number) => {
          if (e.sponsored) {
            // an ad's cursor is the post's before it: paging from it skips and repeats nothing
            expect(e.cursor).toBe(feed.edges[j - 1].cursor);
          }
        },
      );
      tiles.push(...feed.edges);
      after = feed.pageInfo.endCursor;
      if (!feed.pageInfo.hasNextPage) {
        break;
      }
    }
    // 45 posts: the cadence goes on over the pages' seams (posts 7, 14 | 21, 28, 35 | 42)
    const everyEighth = [8, 16, 24, 32, 40, 48];
    expect(tiles.filter((e) => !e.sponsored).map((e) => e.node.id)).toEqual(organic);
    expect(tiles.flatMap((e, i) => (e.sponsored ? [i + 1] : []))).toEqual(everyEighth);

    // REST pages, by number or by the cursor each page answers, carry the same posts and ads
    const byNumber: Tile[] = [];
    const numbered = await factories(t).user();
    for (const page of [1, 2, 3]) {
      byNumber.push(...(await galleryPage(http, `page=${page}&limit=20`, numbered.token)).tiles);
    }
    const byCursor: Tile[] = [];
    const reader = await factories(t).user();
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await galleryPage(
        http,
        `limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        reader.token,
      );
      byCursor.push(...page.tiles);
      cursor = page.nextCursor;
    }
    for (const rest of [byNumber, byCursor]) {
      expect(organicIds(rest)).toEqual(organic);
      expect(sponsoredPositions(rest)).toEqual(everyEighth);
    }
  });

  it('serves one ad to one viewer at most 3 times a day', async () => {
    let token: string | undefined;
    const times = new Map<string, number>();
    for (let i = 0; i < 6; i++) {
      const page = await galleryPage(
        http,
        `limit=20${token ? `&vt=${encodeURIComponent(token)}` : ''}`,
      );
      token = page.viewerToken;
      for (const tile of page.tiles.filter((x) => x.sponsored)) {
        times.set(tile.sponsored.adId, (times.get(tile.sponsored.adId) ?? 0) + 1);
      }
    }
    expect([...times.values()]).toEqual([3, 3, 3]);
    // a forged token is a new visitor, not the capped one
    const forged = await galleryPage(
      http,
      `limit=20&vt=${encodeURIComponent(token!.slice(0, -1) + (token!.endsWith('x') ? 'y' : 'x'))}`,
    );
    expect(forged.viewerToken).not.toBe(token);
    expect(sponsoredPositions(forged.tiles)).toEqual([8, 16]);
  });

  it('caps a signed-in viewer at 3 a day by their account, with no token sent back', async () => {
    const viewer = await factories(t).user();
    const times = new Map<string, number>();
    for (let i = 0; i < 6; i++) {
      // a new tab each time: nothing of the last answer is sent back, the session says who it is
      const res = await http.graphql(FEED, {}, viewer.token);
      for (const edge of res.body.data.feed.edges as Array<{
        sponsored: { adId: string } | null;
      }>) {
        if (edge.sponsored) {
          times.set(edge.sponsored.adId, (times.get(edge.sponsored.adId) ?? 0) + 1);
        }
      }
    }
    expect([...times.values()]).toEqual([3, 3, 3]);
  });

  it('never shows advertisers their own ads', async () => {
    const [own] = advertisers;
    for (let i = 0; i < 3; i++) {
      const page = await galleryPage(http, 'limit=20', own.token);
      const shown = page.tiles.filter((x) => x.sponsored).map((x) => x.sponsored.campaignId);
      expect(shown).toHaveLength(2);
      expect(shown).not.toContain(campaigns[0].id);
    }
  });

  it('never shows a viewer ads of an advertiser they blocked or muted, or who blocked them', async () => {
    const f = factories(t);
    const [first, second, third] = advertisers;
    const blocker = await f.user();
    const muter = await f.user();
    const blocked = await f.user();
    const act = async (token: string, mutation: string, userId: string) => {
      const res = await http.graphql(
        `mutation ($id: ID!) { ${mutation}(userId: $id) }`,
        { id: userId },
        token,
      );
      expect(res.body.errors).toBeUndefined();
    };
    await act(blocker.token, 'blockUser', first.id);
    await act(muter.token, 'muteUser', second.id);
    await act(third.token, 'blockUser', blocked.id);
    const shownTo = async (token: string) =>
      (await galleryPage(http, 'limit=20', token)).tiles
        .filter((x) => x.sponsored)
        .map((x) => x.sponsored.campaignId);
    for (let i = 0; i < 3; i++) {
      // the other two advertisers still reach them, on every page up to the daily cap
      const toBlocker = await shownTo(blocker.token);
      expect(toBlocker).toHaveLength(2);
      expect(toBlocker).not.toContain(campaigns[0].id);
      expect(await shownTo(muter.token)).not.toContain(campaigns[1].id);
      expect(await shownTo(blocked.token)).not.toContain(campaigns[2].id);
    }
  });

  it("tells whether a read's snapshot saw a write of serves, as PostgreSQL does", async () => {
    const delivery = t.app.get(AdDeliveryRepository);
    const viewerKey = `u:${crypto.randomUUID()}`;
    const count = { adId: campaigns[0].adId, viewerKey, times: 1 };
    // a transaction whose snapshot was taken before the write
    const before = new Client({ connectionString: t.databaseUrl });
    await before.connect();
    try {
      await before.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const [{ snapshot: early }] = (
        await before.query(`SELECT pg_current_snapshot()::text AS snapshot`)
      ).rows;
      const xid = await delivery.countServed([count]);
      expect(xid).toMatch(/^\d+$/);
      const servedThen = await before.query(
        `SELECT served FROM ad_frequency WHERE viewer_key = $1`,
        [viewerKey],
      );
      expect(servedThen.rows).toEqual([]);
      expect(seenIn(early, xid!)).toBe(false);
      await before.query('COMMIT');
    } finally {
      await before.end();
    }
    const [{ snapshot: late }] = await sql<{ snapshot: string }>(
      t.databaseUrl,
      `SELECT pg_current_snapshot()::text AS snapshot`,
    );
    const xid = await delivery.countServed([count]);
    expect(seenIn(late, xid!)).toBe(false);
    const [{ snapshot: after }] = await sql<{ snapshot: string }>(
      t.databaseUrl,
      `SELECT pg_current_snapshot()::text AS snapshot`,
    );
    expect(seenIn(after, xid!)).toBe(true);
    // the serving read answers the snapshot it ran on
    const read = await delivery.servable({
      viewerId: null,
      viewerKey,
      levels: ['general'],
      pacedShare: 1,
      frequencyCap: 3,
    });
    expect(read.ads.find((a) => a.adId === campaigns[0].adId)?.servedToday).toBe(2);
    expect(seenIn(read.snapshot!, xid!)).toBe(true);
    // a write of an ad that no longer exists writes nothing, and has no transaction to tell
    expect(await delivery.countServed([{ ...count, adId: crypto.randomUUID() }])).toBeNull();
  });

  it('stops serving a paused campaign at once, and respects targeting', async () => {
    const f = factories(t);
    for (const [i, c] of campaigns.entries()) {
      const res = await http.graphql(PAUSE, { id: c.id }, advertisers[i].token);
      expect(res.body.data.pauseCampaign.status).toBe('paused');
    }
    const viewer = await f.user();
    expect(sponsoredPositions((await galleryPage(http, 'limit=20', viewer.token)).tiles)).toEqual(
      [],
    );

    const chef = await f.user({ tokens: 5000 });
    const dish = await f.post(chef.id, { title: 'Receta', category: 'Comida' });
    await f.posts(
      chef.id,
      Array.from({ length: 10 }, (_, i) => ({ title: `Plato ${i}`, category: 'Comida' })),
    );
    await createCampaign(http, chef.token, dish, {
      bidModel: 'CPM',
      bidCredits: 1,
      targetCategories: ['Comida'],
    });
    const landscapes = await galleryPage(http, 'limit=20&category=Paisajes', viewer.token);
    expect(sponsoredPositions(landscapes.tiles)).toEqual([]);
    const food = await galleryPage(http, 'limit=20&category=Comida', viewer.token);
    expect(sponsoredPositions(food.tiles)).toEqual([8]);
    expect(food.tiles[7].id).toBe(dish);
  });
  it('stops serving a creative at once when moderation hides it or its level rises', async () => {
    const f = factories(t);
    const staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
    const creatives: string[] = [];
    const owners: TestUser[] = [];
    for (const title of ['Zapatos', 'Sombreros']) {
      const shop = await f.user({ tokens: 5000 });
      const creative = await f.post(shop.id, { title });
      await sql(
        t.databaseUrl,
        `UPDATE posts SET announcement = true, visibility = 'archived' WHERE id = $1`,
        [creative],
      );
      await createCampaign(http, shop.token, creative, { bidModel: 'CPM', bidCredits: 1 });
      creatives.push(creative);
      owners.push(shop);
    }
    const [shoes, hats] = creatives;
    // a new viewer each time (no frequency cap in the way); the page's context is landscapes, so
    // only these two untargeted campaigns can serve it
    const served = async () =>
      (await galleryPage(http, 'limit=20&category=Paisajes', (await f.user()).token)).tiles
        .filter((x) => x.sponsored)
        .map((x) => x.id)
        .sort();
    expect(await served()).toEqual([shoes, hats].sort());
    expect(await served()).toEqual([shoes, hats].sort());

    const hide = await http.graphql(
      `mutation ($input: ModerateInput!) { moderate(input: $input) { id } }`,
      { input: { targetType: 'post', targetId: shoes, action: 'hide', reason: 'Spam' } },
      staff.token,
    );
    expect(hide.body.errors).toBeUndefined();
    expect(await served()).toEqual([hats]);

    const level = await http.graphql(
      `mutation ($id: ID!) { setPostContentLevel(id: $id, contentLevel: explicito) { contentLevel } }`,
      { id: hats },
      owners[1].token,
    );
    expect(level.body.errors).toBeUndefined();
    expect(await served()).toEqual([]);
  });
});
