import { PostWithAuthor } from '../../content/domain/post';
import { DiscoverRepository, FeedQuery, RankedPost } from '../ports/discover.repository';
import { DiscoverService, DiscoverSettings, FeedRequest } from './discover.service';

/** 100 posts, newest first, served like the SQL does (seek after a cursor, then OFFSET, LIMIT). */
class RecordingRepository {
  queries: FeedQuery[] = [];
  posts: RankedPost[] = Array.from({ length: 100 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 1000),
    viewCount: 0,
    rank: 0,
  })) as unknown as RankedPost[];

  async feed(q: FeedQuery): Promise<RankedPost[]> {
    this.queries.push(q);
    const start = q.after ? this.posts.findIndex((p) => p.id === q.after!.id) + 1 : 0;
    return this.posts.slice(start + q.skip, start + q.skip + q.limit);
  }
  async suggest() {
    return [];
  }
  async recordSearch() {}
}

const request = (page: number): FeedRequest => ({
  order: 'recents',
  query: null,
  category: null,
  limit: 10,
  includeExplicit: false,
  page,
  cursor: null,
});
const ids = (items: PostWithAuthor[]) => items.map((p) => Number(p.id.slice(-12)));

describe(DiscoverService.name, () => {
  let repo: RecordingRepository;
  let sut: DiscoverService;

  beforeEach(() => {
    repo = new RecordingRepository();
    sut = new DiscoverService(repo as unknown as DiscoverRepository);
  });

  it('serves page N+1 by seeking after the end of page N', async () => {
    await sut.feed(request(1), null);
    const page2 = await sut.feed(request(2), null);
    expect(ids(page2.items)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(repo.queries[1]).toMatchObject({
      skip: 0,
      after: expect.objectContaining({ id: repo.posts[9].id }),
    });
  });

  it('jumps to a far page once with an offset, then seeks for it every time after', async () => {
    const first = await sut.feed(request(7), null);
    expect(ids(first.items)).toEqual([60, 61, 62, 63, 64, 65, 66, 67, 68, 69]);
    expect(repo.queries[0]).toMatchObject({ after: null, skip: 59 });
    const again = await sut.feed(request(7), null);
    expect(ids(again.items)).toEqual(ids(first.items));
    expect(repo.queries[1]).toMatchObject({
      skip: 0,
      after: expect.objectContaining({ id: repo.posts[59].id }),
    });
  });

  it('reports the last page and hands out a cursor only when more follow', async () => {
    const last = await sut.feed(request(10), null);
    expect(last.hasNextPage).toBe(false);
    expect(last.nextCursor).toBeNull();
    const middle = await sut.feed(request(9), null);
    expect(middle.hasNextPage).toBe(true);
    expect(middle.nextCursor).toEqual(expect.any(String));
  });

  it("tells where each page starts in its feed, by number or by any item's cursor", async () => {
    expect((await sut.feed(request(1), null)).offset).toBe(0);
    const third = await sut.feed(request(3), null);
    expect(third.offset).toBe(20);
    const fourth = await sut.feed({ ...request(1), cursor: third.nextCursor }, null);
    expect(fourth.offset).toBe(30);
    expect(ids(fourth.items)[0]).toBe(30);
    const fromFifthItem = await sut.feed({ ...request(1), cursor: fourth.cursorAt(4) }, null);
    expect(fromFifthItem.offset).toBe(35);
    expect(ids(fromFifthItem.items)[0]).toBe(35);
  });

  it('refuses a cursor whose place is not a count', async () => {
    const { nextCursor } = await sut.feed(request(1), null);
    const forged = {
      ...JSON.parse(Buffer.from(nextCursor!, 'base64url').toString()),
      position: -3,
    };
    await expect(
      sut.feed(
        { ...request(1), cursor: Buffer.from(JSON.stringify(forged)).toString('base64url') },
        null,
      ),
    ).rejects.toThrow('El cursor no es válido.');
  });
});

describe('trends', () => {
  /** Counts the scans of recent posts; the hot category changes when told to. */
  class TrendsRepository {
    scans = 0;
    /** Nobody here blocked or muted anything: every viewer shares the cached answers. */
    async hasAudienceFilters() {
      return false;
    }
    hot = 'Paisajes';
    failNext = false;
    async trendingCategories(limit: number) {
      this.scans++;
      if (this.failNext) {
        this.failNext = false;
        throw new Error('connection lost');
      }
      return [{ category: this.hot, items: [] }].slice(0, limit);
    }
    async trendingTags() {
      this.scans++;
      return [{ tag: this.hot.toLowerCase(), count: 1 }];
    }
  }

  let repo: TrendsRepository;
  let now: number;
  let sut: DiscoverService;

  beforeEach(() => {
    repo = new TrendsRepository();
    now = 0;
    sut = new DiscoverService(
      repo as unknown as DiscoverRepository,
      new DiscoverSettings(60_000, () => now),
    );
  });

  it('answers repeated calls within a minute without scanning the posts again', async () => {
    const answers = await Promise.all([
      sut.trends(8, null),
      sut.trends(8, null),
      sut.trendingTags(null),
    ]);
    now = 59_000;
    await sut.trends(8, null);
    await sut.trendingTags(null);
    expect(answers[0]).toEqual(answers[1]);
    expect(repo.scans).toBe(2);
  });

  it('keeps one answer per limit', async () => {
    await sut.trends(8, null);
    await sut.trends(3, null);
    await sut.trends(3, null);
    expect(repo.scans).toBe(2);
  });

  it('keeps explicit trends apart: only viewers who opted in get them', async () => {
    await sut.trends(8, null);
    await sut.trends(8, { id: 'u', plan: 'free', browsingLevel: 'sensible' });
    expect(repo.scans).toBe(1);
    await sut.trends(8, { id: 'u', plan: 'free', browsingLevel: 'explicito' });
    expect(repo.scans).toBe(2);
  });

  it('shows a new trend once the minute has passed', async () => {
    expect(await sut.trends(8, null)).toEqual([{ category: 'Paisajes', items: [] }]);
    expect(await sut.trendingTags(null)).toEqual([{ tag: 'paisajes', count: 1 }]);
    repo.hot = 'Comida';
    now = 60_001;
    expect(await sut.trends(8, null)).toEqual([{ category: 'Comida', items: [] }]);
    expect(await sut.trendingTags(null)).toEqual([{ tag: 'comida', count: 1 }]);
  });

  it('does not keep a failure: the next call asks again', async () => {
    repo.failNext = true;
    await expect(sut.trends(8, null)).rejects.toThrow('connection lost');
    expect(await sut.trends(8, null)).toEqual([{ category: 'Paisajes', items: [] }]);
  });
});

describe('suggestions', () => {
  /** Counts the lookups of terms; the terms known change when told to. */
  class TermsRepository {
    lookups: Array<{ prefix: string; viewerId: string | null }> = [];
    terms = ['montaña'];
    async suggest(prefix: string, _limit: number, _explicit: boolean, viewerId: string | null) {
      this.lookups.push({ prefix, viewerId });
      return this.terms.filter((t) => t.startsWith(prefix));
    }
  }

  let repo: TermsRepository;
  let now: number;
  let sut: DiscoverService;
  const viewer = { id: 'u', plan: 'free' as const, browsingLevel: 'sensible' as const };

  beforeEach(() => {
    repo = new TermsRepository();
    now = 0;
    sut = new DiscoverService(
      repo as unknown as DiscoverRepository,
      new DiscoverSettings(60_000, () => now, 30_000),
    );
  });

  it("shares visitors' suggestions for the same text for 30 seconds, then looks again", async () => {
    expect(await sut.suggest('monta', null)).toEqual(['montaña']);
    repo.terms = ['montaña', 'montañismo'];
    now = 29_000;
    expect(await sut.suggest('monta', null)).toEqual(['montaña']);
    now = 30_001;
    expect(await sut.suggest('monta', null)).toEqual(['montaña', 'montañismo']);
    expect(repo.lookups).toHaveLength(2);
  });

  it('looks up every signed-in request: their mutes and blocks are their own', async () => {
    await sut.suggest('monta', viewer);
    await sut.suggest('monta', viewer);
    expect(repo.lookups).toEqual([
      { prefix: 'monta', viewerId: 'u' },
      { prefix: 'monta', viewerId: 'u' },
    ]);
  });

  it('suggests the words of a post listed meanwhile, and forgets those of withdrawn posts', async () => {
    await sut.suggest('monta', null);
    repo.terms = ['montaña', 'montañismo'];
    await sut.postsListed(['p']);
    expect(await sut.suggest('monta', null)).toEqual(['montaña', 'montañismo']);
    repo.terms = ['montaña'];
    sut.forgetCachedPosts();
    expect(await sut.suggest('monta', null)).toEqual(['montaña']);
  });
});

describe("first page of visitors' searches", () => {
  type Post = RankedPost & { words: string[] };
  const post = (n: number, words: string[]): Post =>
    ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - n * 1000),
      viewCount: 0,
      rank: 1,
      words,
    }) as unknown as Post;

  /** Posts found by the words they hold, newest first; a search can be held until released. */
  class SearchRepository {
    posts: Post[] = [post(1, ['montaña']), post(2, ['playa']), post(3, ['montaña', 'playa'])];
    searched: Array<string | null> = [];
    recorded: string[] = [];
    hold: Promise<void> | null = null;
    failNext = false;
    matchingFails = false;
    matchHold: Promise<void> | null = null;

    async feed(q: FeedQuery): Promise<RankedPost[]> {
      this.searched.push(q.query);
      const matches = this.posts.filter((p) => !q.query || p.words.includes(q.query));
      const start = q.after ? matches.findIndex((p) => p.id === q.after!.id) + 1 : 0;
      await this.hold;
      if (this.failNext) {
        this.failNext = false;
        throw new Error('connection lost');
      }
      return matches.slice(start + q.skip, start + q.skip + q.limit);
    }
    async suggest(prefix: string) {
      return prefix === 'montña' ? ['montaña'] : [];
    }
    async recordSearch(_user: string, term: string) {
      this.recorded.push(term);
    }
    async termsMatching(terms: string[], postIds: string[]) {
      await this.matchHold;
      if (this.matchingFails) {
        throw new Error('connection lost');
      }
      const listed = this.posts.filter((p) => postIds.includes(p.id));
      return terms.filter((t) => listed.some((p) => p.words.includes(t)));
    }
  }

  let repo: SearchRepository;
  let now: number;
  let sut: DiscoverService;
  const viewer = { id: 'u', plan: 'free' as const, browsingLevel: 'sensible' as const };
  const search = (query: string, page = 1): FeedRequest => ({
    order: null,
    query,
    category: null,
    limit: 10,
    includeExplicit: false,
    page,
    cursor: null,
  });
  const found = async (query: string, who: typeof viewer | null = null) =>
    ids((await sut.feed(search(query), who)).items);

  beforeEach(() => {
    repo = new SearchRepository();
    now = 0;
    sut = new DiscoverService(
      repo as unknown as DiscoverRepository,
      new DiscoverSettings(60_000, () => now, 30_000, 30_000),
    );
  });

  it('answers the same first page to every visitor for 30 seconds, then searches again', async () => {
    expect(await found('montaña')).toEqual([1, 3]);
    repo.posts[1].words.push('montaña');
    now = 29_000;
    expect(await found('montaña')).toEqual([1, 3]);
    expect(repo.searched).toEqual(['montaña']);
    now = 30_001;
    expect(await found('montaña')).toEqual([1, 2, 3]);
    expect(repo.searched).toEqual(['montaña', 'montaña']);
  });

  it('keeps each search, order, size and explicit choice apart', async () => {
    await sut.feed(search('montaña'), null);
    await sut.feed(search('playa'), null);
    await sut.feed({ ...search('montaña'), order: 'recents' }, null);
    await sut.feed({ ...search('montaña'), limit: 20 }, null);
    await sut.feed({ ...search('montaña'), includeExplicit: true }, null);
    expect(repo.searched).toHaveLength(5);
  });

  it('searches every time for signed-in viewers (their blocks, mutes and recent searches) and for later pages', async () => {
    await found('montaña', viewer);
    await found('montaña', viewer);
    expect(repo.recorded).toEqual(['montaña', 'montaña']);
    const second = { ...search('montaña', 2), limit: 1 };
    expect(ids((await sut.feed(second, null)).items)).toEqual([3]);
    expect(ids((await sut.feed(second, null)).items)).toEqual([3]);
    expect(repo.searched).toHaveLength(4);
  });

  it('shows a post listed meanwhile at once in the searches that find it, and keeps the others', async () => {
    await found('montaña');
    await found('playa');
    repo.posts.unshift(post(0, ['montaña']));
    await sut.postsListed([repo.posts[0].id]);
    expect(await found('montaña')).toEqual([0, 1, 3]);
    expect(await found('playa')).toEqual([2, 3]);
    expect(repo.searched).toEqual(['montaña', 'playa', 'montaña']);
  });

  it('searches again a corrected typo when a post listed meanwhile holds the corrected word', async () => {
    const typo = await sut.feed(search('montña'), null);
    expect(typo.correctedQuery).toBe('montaña');
    repo.posts.unshift(post(0, ['montaña']));
    await sut.postsListed([repo.posts[0].id]);
    expect(ids((await sut.feed(search('montña'), null)).items)).toEqual([0, 1, 3]);
  });

  it('does not keep a page that was being searched while posts were listed', async () => {
    let release!: () => void;
    repo.hold = new Promise((resolve) => (release = resolve));
    const racing = found('montaña');
    repo.posts.unshift(post(0, ['montaña']));
    await sut.postsListed([repo.posts[0].id]);
    release();
    await racing;
    expect(await found('montaña')).toEqual([0, 1, 3]);
  });

  it('searches afresh while it is being told which kept searches a listed post enters', async () => {
    await found('playa');
    let release!: () => void;
    repo.matchHold = new Promise((resolve) => (release = resolve));
    repo.posts.unshift(post(0, ['montaña']));
    const listing = sut.postsListed([repo.posts[0].id]);
    await found('playa');
    expect(repo.searched).toEqual(['playa', 'playa']);
    release();
    await listing;
    expect(await found('playa')).toEqual([2, 3]);
    expect(repo.searched).toEqual(['playa', 'playa']);
  });

  it('searches everything again when posts are withdrawn, or when what a listed post matches cannot be told', async () => {
    await found('montaña');
    sut.forgetCachedPosts();
    await found('montaña');
    repo.matchingFails = true;
    await sut.postsListed([repo.posts[0].id]);
    await found('montaña');
    expect(repo.searched).toEqual(['montaña', 'montaña', 'montaña']);
  });

  it('does not keep a failed search: the next visitor searches again', async () => {
    repo.failNext = true;
    await expect(found('montaña')).rejects.toThrow('connection lost');
    expect(await found('montaña')).toEqual([1, 3]);
    expect(repo.searched).toHaveLength(2);
  });
});
