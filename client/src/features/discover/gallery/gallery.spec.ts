import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gridLayout, optionsFor, visibleIndexes, type Box } from './grid-layout';
import { appendUnseen, shed } from './post-list';
import {
  clearSavedLayouts,
  readSavedLayout,
  SAVED_LAYOUT_TTL_MS,
  writeSavedLayout,
} from './saved-layout';

const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` }));

function overlaps(a: Box, b: Box): boolean {
  const eps = 0.001;
  return (
    a.x < b.x + b.width - eps &&
    b.x < a.x + a.width - eps &&
    a.y < b.y + b.height - eps &&
    b.y < a.y + a.height - eps
  );
}

describe('the gallery list', () => {
  it('appends only posts it has not shown yet, even when a page repeats one', () => {
    const seen = new Set<string>();
    const first = appendUnseen([], posts(0, 20), seen);
    // a new post pushed everything down by one: the next page starts with the last one shown
    const next = appendUnseen(first, [{ id: 'p19' }, ...posts(20, 19), { id: 'p25' }], seen);
    expect(next.map((p) => p.id)).toEqual(posts(0, 39).map((p) => p.id));
    expect(appendUnseen(next, posts(0, 20), seen)).toBe(next);
  });

  it('keeps the latest 3,800 once more than 4,500 are loaded', () => {
    expect(shed(posts(0, 4500))).toEqual({ posts: posts(0, 4500), dropped: 0 });
    const { posts: kept, dropped } = shed(posts(0, 4520));
    expect(dropped).toBe(720);
    expect(kept).toHaveLength(3800);
    expect(kept[0]).toEqual({ id: 'p720' });
    expect(kept.at(-1)).toEqual({ id: 'p4519' });
  });
});

describe('the grid geometry', () => {
  const ratios = [1, 0.66, 1.77, 0.5, 2.4, 1, 0.8, 1.5, 0.66, 1.2, 3, 0.4].map((ratio) => ({
    ratio,
  }));

  it.each(['vertical', 'horizontal'] as const)(
    'places %s tiles inside the width, without overlaps, keeping each aspect ratio',
    (type) => {
      const options = optionsFor(1000);
      const { boxes, height } = gridLayout(type, ratios, options);
      expect(boxes).toHaveLength(ratios.length);
      boxes.forEach((box, i) => {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1000 + 0.001);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 0.001);
        expect(box.width / box.height).toBeCloseTo(ratios[i].ratio, 5);
        boxes.slice(i + 1).forEach((other) => expect(overlaps(box, other)).toBe(false));
      });
    },
  );

  it('gives phones two masonry columns and wide screens more', () => {
    expect(optionsFor(390).columns).toBe(2);
    expect(optionsFor(1200).columns).toBe(4);
  });

  it('renders only the tiles that cross the window', () => {
    const tiles = Array.from({ length: 3000 }, (_, i) => ({ ratio: [1, 0.7, 1.4][i % 3] }));
    const { boxes } = gridLayout('vertical', tiles, optionsFor(1000));
    const top = 50_000;
    const bottom = 52_400;
    const expected = boxes
      .map((box, i) => (box.y + box.height >= top && box.y <= bottom ? i : -1))
      .filter((i) => i >= 0);
    const visible = visibleIndexes(boxes, top, bottom);
    expect(visible).toEqual(expected);
    expect(visible.length).toBeLessThan(60);
  });
});

describe('the saved gallery layout', () => {
  beforeAll(() => {
    const data = new Map<string, string>();
    const storage = {
      get length() {
        return data.size;
      },
      key: (i: number) => [...data.keys()][i] ?? null,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
    };
    Object.assign(globalThis, { window: { sessionStorage: storage } });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  const layout = (savedAt: number) => ({
    posts: posts(0, 3),
    cursor: 'c3',
    hasNextPage: true,
    scrollY: 1234,
    savedAt,
  });

  it('brings the list and scroll position back for ten minutes, then forgets them', () => {
    const savedAt = 1_000_000;
    writeSavedLayout('home|recents', layout(savedAt));
    expect(readSavedLayout('home|recents', savedAt + SAVED_LAYOUT_TTL_MS)).toMatchObject({
      scrollY: 1234,
      cursor: 'c3',
    });
    expect(readSavedLayout('home|recents', savedAt + SAVED_LAYOUT_TTL_MS + 1)).toBeNull();
    // gone for good once expired
    expect(readSavedLayout('home|recents', savedAt)).toBeNull();
  });

  it('forgets every saved gallery when the order changes', () => {
    writeSavedLayout('home|recents', layout(Date.now()));
    writeSavedLayout('results|gatos|recents', layout(Date.now()));
    clearSavedLayouts();
    expect(readSavedLayout('home|recents')).toBeNull();
    expect(readSavedLayout('results|gatos|recents')).toBeNull();
  });
});
