import { describe, expect, it } from '@jest/globals';
import {
  entriesOf,
  isSponsored,
  postCount,
  postIds,
  sponsoredKey,
  withoutUnlisted,
} from './feed-entries';
import { appendUnseen } from './post-list';

type Post = { id: string };
type Ad = { adId: string };
type Edge = { cursor: string; node: Post; sponsored: Ad | null };

/** A feed page as the server weaves it: `every - 1` posts, then an ad with the last post's cursor. */
function page(from: number, count: number, ads: string[], every = 8): Edge[] {
  const edges: Edge[] = [];
  let next = 0;
  for (let i = 0; i < count; i += 1) {
    const id = `p${from + i}`;
    edges.push({ cursor: `c${from + i}`, node: { id }, sponsored: null });
    if ((i + 1) % (every - 1) === 0 && next < ads.length) {
      edges.push({
        cursor: `c${from + i}`,
        node: { id: `creative-${ads[next]}` },
        sponsored: { adId: ads[next++] },
      });
    }
  }
  return edges;
}

const ids = (entries: ReadonlyArray<{ id: string }>) => entries.map((entry) => entry.id);

describe(entriesOf.name, () => {
  it('keys a sponsored tile by its ad and position, carrying its creative and the viewer token', () => {
    const entries = entriesOf(page(0, 20, ['a', 'b']), 'vt');
    expect(ids(entries)).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `p${i}`),
      sponsoredKey('a', 'c6'),
      ...Array.from({ length: 7 }, (_, i) => `p${7 + i}`),
      sponsoredKey('b', 'c13'),
      ...Array.from({ length: 6 }, (_, i) => `p${14 + i}`),
    ]);
    const ad = entries[7];
    expect(isSponsored(ad) && ad).toEqual({
      id: 'ad:a@c6',
      ad: { adId: 'a' },
      creative: { id: 'creative-a' },
      viewerToken: 'vt',
    });
    expect(isSponsored(entries[0])).toBe(false);
    expect(postCount(entries)).toBe(20);
  });

  it('never lets an ad collide with the same creative shown as a post', () => {
    const edges = page(0, 8, ['a']);
    edges[1] = { cursor: 'c1', node: { id: 'creative-a' }, sponsored: null };
    const seen = new Set<string>();
    const list = appendUnseen([], entriesOf(edges, 'vt'), seen);
    expect(ids(list)).toContain('creative-a');
    expect(ids(list)).toContain('ad:a@c6');
    expect(list).toHaveLength(9);
  });
});

describe('merging pages with sponsored tiles', () => {
  it('appends every post once and every ad in its slot, with no gaps', () => {
    const seen = new Set<string>();
    const first = appendUnseen([], entriesOf(page(0, 20, ['a', 'b']), 'vt'), seen);
    // a new post pushed the feed down by one: the next page repeats the last post of the first
    const repeated = [
      { cursor: 'c19', node: { id: 'p19' }, sponsored: null },
      ...page(20, 19, ['a', 'c']),
    ];
    const merged = appendUnseen(first, entriesOf(repeated, 'vt'), seen);
    const posts = merged.filter((entry) => !isSponsored(entry));
    expect(ids(posts)).toEqual(Array.from({ length: 39 }, (_, i) => `p${i}`));
    // the same ad may come back further down: it is another tile
    expect(ids(merged.filter(isSponsored))).toEqual([
      'ad:a@c6',
      'ad:b@c13',
      'ad:a@c26',
      'ad:c@c33',
    ]);
    expect(postCount(merged)).toBe(39);
  });

  it('does not repeat an ad tile when the same page is answered twice', () => {
    const seen = new Set<string>();
    const first = appendUnseen([], entriesOf(page(0, 20, ['a']), 'vt'), seen);
    expect(appendUnseen(first, entriesOf(page(0, 20, ['a']), 'vt'), seen)).toBe(first);
  });
});

describe(withoutUnlisted.name, () => {
  it('drops the posts no longer listed and keeps every sponsored tile, whose creative never is', () => {
    const entries = entriesOf(page(0, 14, ['a', 'b']), 'vt');
    const posts = postIds(entries);
    expect(posts).toEqual(Array.from({ length: 14 }, (_, i) => `p${i}`));
    const listed = new Set(posts.filter((id) => id !== 'p3'));

    const kept = withoutUnlisted(entries, listed);

    expect(ids(kept)).toEqual(ids(entries).filter((id) => id !== 'p3'));
    expect(kept.filter(isSponsored)).toHaveLength(2);
  });
});
