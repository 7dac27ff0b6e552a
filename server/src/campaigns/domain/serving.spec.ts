import { adSlots, chooseAds, isKnownBot, pacedShare, weave } from './serving';

describe('serving rules', () => {
  it('puts an ad on every 8th tile for free viewers, every 16th for basic and pro, none for max', () => {
    const posts = Array.from({ length: 20 }, (_, i) => `p${i}`);
    const ads = ['a1', 'a2', 'a3'];
    const positions = (every: number | null) =>
      weave(posts, ads.slice(0, adSlots(posts.length, every)), every).flatMap((t, i) =>
        t.kind === 'ad' ? [i + 1] : [],
      );
    expect(positions(8)).toEqual([8, 16]);
    expect(positions(16)).toEqual([16]);
    expect(positions(null)).toEqual([]);
  });

  it('keeps every post of the page, in order, whatever ads are available', () => {
    const posts = Array.from({ length: 20 }, (_, i) => i);
    const tiles = weave(posts, ['only one'], 8);
    expect(tiles.flatMap((t) => (t.kind === 'post' ? [t.post] : []))).toEqual(posts);
    expect(tiles).toHaveLength(21);
  });

  it('asks for no ads on short first pages', () => {
    expect(adSlots(6, 8)).toBe(0);
    expect(adSlots(7, 8)).toBe(1);
    expect(adSlots(0, 8)).toBe(0);
  });

  it('keeps an ad every 8 tiles across pages of any size, each going on from the one before', () => {
    const ads = Array.from({ length: 10 }, (_, i) => `a${i}`);
    for (const size of [20, 6, 7, 13]) {
      const tiles: string[] = [];
      for (let offset = 0; offset < 60; offset += size) {
        const posts = Array.from({ length: size }, (_, i) => `p${offset + i}`);
        const slots = adSlots(posts.length, 8, offset);
        const page = weave(posts, ads.slice(0, slots), 8, offset);
        expect(page.filter((t) => t.kind === 'ad')).toHaveLength(slots);
        tiles.push(...page.map((t) => (t.kind === 'ad' ? 'ad' : t.post)));
      }
      const positions = tiles.flatMap((t, i) => (t === 'ad' ? [i + 1] : []));
      expect(positions.slice(0, 8)).toEqual([8, 16, 24, 32, 40, 48, 56, 64]);
      // the posts themselves stay in order, none dropped or repeated
      expect(tiles.filter((t) => t !== 'ad')).toEqual(
        Array.from({ length: tiles.length - positions.length }, (_, i) => `p${i}`),
      );
    }
    expect(adSlots(20, 8, 20)).toBe(3); // posts 21 to 40: after the 21st, 28th and 35th
    expect(adSlots(20, 16, 20)).toBe(1); // basic and pro: after the 30th
  });

  it('knows bots and scripted clients, and browsers', () => {
    expect(
      isKnownBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isKnownBot('facebookexternalhit/1.1')).toBe(true);
    expect(isKnownBot('curl/8.5.0')).toBe(true);
    expect(isKnownBot(null)).toBe(true);
    expect(
      isKnownBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      ),
    ).toBe(false);
  });

  it('paces a daily cap over the UTC day, an hour ahead', () => {
    expect(pacedShare(new Date('2026-11-25T00:00:00Z'))).toBeCloseTo(1 / 24);
    expect(pacedShare(new Date('2026-11-25T12:00:00Z'))).toBeCloseTo(0.5 + 1 / 24);
    expect(pacedShare(new Date('2026-11-25T23:30:00Z'))).toBe(1);
  });
});

describe(chooseAds.name, () => {
  const ad = (
    adId: string,
    campaignId: string,
    ecpm: number,
    categories: string[] = [],
    hashtags: string[] = [],
  ) => ({
    adId,
    campaignId,
    ecpm,
    targetCategories: categories,
    targetHashtags: hashtags,
  });
  const page = (categories: string[], hashtags: string[]) => ({
    categories: new Set(categories),
    hashtags: new Set(hashtags),
  });

  it('serves untargeted campaigns everywhere and targeted ones only where a target is on the page', () => {
    const candidates = [
      ad('everyone', 'c1', 10),
      ad('landscapes', 'c2', 10, ['Paisajes']),
      ad('cats', 'c3', 10, [], ['gatos']),
    ];
    const ids = (chosen: Array<{ adId: string }>) => chosen.map((a) => a.adId).sort();
    expect(ids(chooseAds(candidates, page(['Arte'], ['perros']), 5))).toEqual(['everyone']);
    expect(ids(chooseAds(candidates, page(['Paisajes'], ['gatos']), 5))).toEqual([
      'cats',
      'everyone',
      'landscapes',
    ]);
  });

  it('takes at most one ad per campaign and no more than the slots', () => {
    const candidates = [ad('a1', 'c1', 5), ad('a2', 'c1', 5), ad('b1', 'c2', 5), ad('c1', 'c3', 5)];
    const chosen = chooseAds(candidates, page([], []), 2);
    expect(chosen).toHaveLength(2);
    expect(new Set(chosen.map((a) => a.campaignId)).size).toBe(2);
    expect(chooseAds(candidates, page([], []), 0)).toEqual([]);
  });

  it('favours higher bids in proportion to them', () => {
    const candidates = [ad('rich', 'c1', 30), ad('poor', 'c2', 10)];
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    let rich = 0;
    for (let i = 0; i < 4000; i++) {
      rich += chooseAds(candidates, page([], []), 1, random)[0].adId === 'rich' ? 1 : 0;
    }
    // first of two with weights 30 and 10: 3/4 of the draws
    expect(rich / 4000).toBeGreaterThan(0.72);
    expect(rich / 4000).toBeLessThan(0.78);
  });
});
