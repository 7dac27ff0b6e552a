import { PublicCatalog, SitemapEntry, SitemapKind } from '../ports/public-catalog';
import { SitemapService, SitemapSettings } from './sitemap.service';

/** Keys '01'…'NN' in order, answered the way the SQL catalog pages them. */
class FakeCatalog extends PublicCatalog {
  readonly calls: string[] = [];
  constructor(private readonly keys: string[]) {
    super();
  }
  findPost = () => Promise.resolve(null);
  findProfile = () => Promise.resolve(null);
  findMovedProfile = () => Promise.resolve(null);
  galleryStart = () => Promise.resolve([]);
  async entries(_kind: SitemapKind, after: string | null, limit: number): Promise<SitemapEntry[]> {
    this.calls.push(`entries ${after} ${limit}`);
    return this.keys
      .filter((k) => after === null || k > after)
      .slice(0, limit)
      .map((key) => ({ key, path: `/p/${key}`, updatedAt: new Date(0) }));
  }
  async pageEnds(_kind: SitemapKind, after: string | null, size: number, pages: number) {
    this.calls.push(`ends ${after}`);
    const rest = this.keys.filter((k) => after === null || k > after);
    return rest.filter((_, i) => (i + 1) % size === 0 && i + 1 < rest.length).slice(0, pages);
  }
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(3, '0'));

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) {
    out.push(item);
  }
  return out;
}

describe(SitemapService.name, () => {
  it('starts one page, then one after the last key of each full page that something follows', async () => {
    const sut = new SitemapService(new FakeCatalog(keys(7)), new SitemapSettings(2, 1));
    expect(await all(sut.pages('posts'))).toEqual([null, '002', '004', '006']);
    const exact = new SitemapService(new FakeCatalog(keys(6)), new SitemapSettings(2, 1));
    expect(await all(exact.pages('posts'))).toEqual([null, '002', '004']);
  });

  it('looks page boundaries up a hundred at a time', async () => {
    const catalog = new FakeCatalog(keys(450));
    const sut = new SitemapService(catalog, new SitemapSettings(2, 1));
    expect(await all(sut.pages('posts'))).toHaveLength(225);
    expect(catalog.calls).toEqual(['ends null', 'ends 200', 'ends 400']);
  });

  it('reads a page in chunks by key and stops at the page size', async () => {
    const catalog = new FakeCatalog(keys(20));
    const sut = new SitemapService(catalog, new SitemapSettings(7, 3));
    const page = await all(sut.page('posts', '004'));
    expect(page.map((e) => e.key)).toEqual(['005', '006', '007', '008', '009', '010', '011']);
    expect(catalog.calls).toEqual(['entries 004 3', 'entries 007 3', 'entries 010 1']);
  });

  it('ends a short last page after one chunk', async () => {
    const catalog = new FakeCatalog(keys(4));
    const sut = new SitemapService(catalog, new SitemapSettings(10, 3));
    expect((await all(sut.page('posts', null))).map((e) => e.key)).toEqual([
      '001',
      '002',
      '003',
      '004',
    ]);
    expect(catalog.calls).toEqual(['entries null 3', 'entries 003 3']);
  });
});
