import { api } from '../../support/test-app';

/** What a browser sends: events from scripted user agents are not counted. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export const CAMPAIGN_FIELDS = `id name objective status finishedReason startsAt endsAt budgetCredits
  dailyCapCredits bidModel bidCredits targetCategories targetHashtags spentCredits remainingCredits
  ads { id postId cta ctaLabel destinationUrl }`;

export const CREATE = `mutation ($input: CreateCampaignInput!) {
  createCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }`;

export function campaignInput(postId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lanzamiento de primavera',
    objective: 'clicks',
    budgetCredits: 10,
    bidModel: 'CPC',
    bidCredits: 0.5,
    ads: [{ postId, cta: 'comprar', destinationUrl: 'https://tienda.example.com/primavera' }],
    ...overrides,
  };
}

export async function createCampaign(
  http: ReturnType<typeof api>,
  token: string,
  postId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await http.graphql(CREATE, { input: campaignInput(postId, overrides) }, token);
  if (res.body.errors) {
    throw new Error(JSON.stringify(res.body.errors));
  }
  return res.body.data.createCampaign as {
    id: string;
    status: string;
    ads: Array<{ id: string; destinationUrl: string }>;
  };
}

/** Ad events as the browser sends them (a batch, with the viewer's token or session). */
export async function sendEvents(
  baseUrl: string,
  events: Array<{ adId: string; type: 'impression' | 'click' }>,
  who: { token?: string; viewerToken?: string; userAgent?: string },
) {
  const res = await fetch(`${baseUrl}/api/ads/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': who.userAgent ?? BROWSER_UA,
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    },
    body: JSON.stringify({ events, ...(who.viewerToken ? { viewerToken: who.viewerToken } : {}) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** A click as the browser follows it: not following the redirect, to see where it goes. */
export function click(baseUrl: string, path: string, userAgent = BROWSER_UA) {
  return fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tile = { id: string; sponsored?: any };

/** A visitor's (or a viewer's) gallery page over REST. */
export async function galleryPage(
  http: ReturnType<typeof api>,
  query: string,
  token?: string,
): Promise<{ tiles: Tile[]; viewerToken: string; nextCursor: string | null }> {
  const res = await http.get(`/api/image/contents?${query}`, token);
  if (res.status !== 200) {
    throw new Error(JSON.stringify(res.body));
  }
  return {
    tiles: res.body.data.images,
    viewerToken: res.body.data.viewerToken,
    nextCursor: res.body.data.pagination.nextCursor,
  };
}

export const sponsoredPositions = (tiles: Tile[]) =>
  tiles.flatMap((t, i) => (t.sponsored ? [i + 1] : []));
