import { createHash, randomUUID } from 'node:crypto';
import { discoverStrings } from '../../../client/src/features/discover/strings';
import { PublicCatalog } from '../../../server/src/seo/ports/public-catalog';
import { factories, TestUser } from '../../support/factories';
import { sql, startTestApp, TestApp } from '../../support/test-app';

const BASE = 'https://mixel.example';

/** The content of `<meta property|name="key">` in a page, or null. */
function meta(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return tag ? tag[1] : null;
}

function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
}

describe('Shareable links: page tags, robots.txt and sitemaps', () => {
  let t: TestApp;
  let ana: TestUser;
  let quiet: TestUser;
  let publicPost: string;
  let archivedPost: string;
  let processingPost: string;
  let sensitivePost: string;

  const get = async (path: string) => {
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      csp: response.headers.get('content-security-policy') ?? '',
      text: await response.text(),
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: BASE });
    const f = factories(t);
    ana = await f.user();
    quiet = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET fullname = $2, image = $3 WHERE id = $1`, [
      ana.id,
      'Ana <b>"Pixel"</b>',
      '/media/avatars/ana.webp',
    ]);
    [publicPost, archivedPost, processingPost, sensitivePost] = await f.posts(ana.id, [
      {
        title: 'Gatos <script>alert("x")</script> & amigos',
        description: 'Un atardecer con gatos.',
      },
      { title: 'Borrador archivado', visibility: 'archived' },
      { title: 'Aún procesando', status: 'processing' },
      { title: 'Contenido sensible' },
    ]);
    await f.posts(quiet.id, [{ title: 'Solo para mí', visibility: 'archived' }]);
    await sql(t.databaseUrl, `UPDATE posts SET content_level = 'sensible' WHERE id = $1`, [
      sensitivePost,
    ]);
    const variant = (width: number, format: string) => ({
      key: `public/posts/${publicPost}/${width}.${format}`,
      width,
      height: (width * 3) / 4,
      format,
      contentType: `image/${format}`,
      size: 1000,
    });
    await sql(t.databaseUrl, `UPDATE posts SET variants = $2::jsonb WHERE id = $1`, [
      publicPost,
      JSON.stringify([
        variant(400, 'webp'),
        variant(400, 'jpeg'),
        variant(1200, 'avif'),
        variant(1200, 'webp'),
        variant(1200, 'jpeg'),
        variant(1600, 'jpeg'),
      ]),
    ]);
  });
  afterAll(() => t.close());

  describe('post pages', () => {
    it("carry the post's title, author, canonical URL and 1200 px picture, all escaped", async () => {
      const page = await get(`/p/${publicPost}`);
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
      const title = 'Gatos &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; amigos · Mixel';
      expect(titleOf(page.text)).toBe(title);
      expect(page.text).not.toContain('<script>alert');
      expect(page.text).not.toContain('<b>');
      expect(meta(page.text, 'og:title')).toBe(title);
      expect(meta(page.text, 'og:type')).toBe('article');
      expect(meta(page.text, 'og:description')).toBe(
        `Por Ana &lt;b&gt;&quot;Pixel&quot;&lt;/b&gt; (@${ana.name}): Un atardecer con gatos.`,
      );
      expect(meta(page.text, 'og:url')).toBe(`${BASE}/p/${publicPost}`);
      expect(page.text).toContain(`<link rel="canonical" href="${BASE}/p/${publicPost}" />`);
      expect(meta(page.text, 'og:image')).toBe(`${BASE}/media/posts/${publicPost}/1200.jpeg`);
      expect(meta(page.text, 'og:image:width')).toBe('1200');
      expect(meta(page.text, 'og:image:height')).toBe('900');
      expect(meta(page.text, 'twitter:card')).toBe('summary_large_image');
      expect(meta(page.text, 'twitter:image')).toBe(`${BASE}/media/posts/${publicPost}/1200.jpeg`);
      // the picture starts loading with the page, at the widths and sizes the page asks for
      expect(page.text).toContain(
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${BASE}/media/posts/${publicPost}/1200.avif 1200w" imagesizes="(min-width: 1024px) calc(100vw - 30rem), (min-width: 768px) calc(100vw - 7rem), 100vw" fetchpriority="high" />`,
      );
      // the built title and description are replaced, not repeated
      expect(page.text.match(/<title>/g)).toHaveLength(1);
      expect(page.text.match(/<meta name="description"/g)).toHaveLength(1);
    });

    it('show nothing of an archived, unfinished or sensitive post: generic tags, unindexed', async () => {
      for (const [id, title] of [
        [archivedPost, 'Borrador archivado'],
        [processingPost, 'Aún procesando'],
        [sensitivePost, 'Contenido sensible'],
      ]) {
        const page = await get(`/p/${id}`);
        expect(page.status).toBe(200);
        expect(page.text).not.toContain(title);
        expect(page.text).not.toContain(ana.name);
        expect(titleOf(page.text)).toBe('Mixel');
        expect(meta(page.text, 'og:title')).toBe('Mixel');
        expect(meta(page.text, 'og:image')).toBeNull();
        expect(page.text).not.toContain('rel="preload" as="image"');
        expect(meta(page.text, 'robots')).toBe('noindex');
      }
    });

    it('answer a missing post with 404 and the app shell, which shows its own not-found page', async () => {
      for (const path of [`/p/${randomUUID()}`, '/p/123']) {
        const page = await get(path);
        expect(page.status).toBe(404);
        expect(page.type).toMatch(/^text\/html/);
        expect(page.text).toContain('<div id="root">');
        expect(titleOf(page.text)).toBe('Mixel');
      }
    });
  });

  describe('other pages', () => {
    it("carry a profile's name and avatar", async () => {
      const page = await get(`/u/${ana.name.toUpperCase()}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toBe(
        `Ana &lt;b&gt;&quot;Pixel&quot;&lt;/b&gt; (@${ana.name}) · Mixel`,
      );
      expect(meta(page.text, 'og:type')).toBe('profile');
      expect(meta(page.text, 'og:image')).toBe(`${BASE}/media/avatars/ana.webp`);
      expect(meta(page.text, 'og:url')).toBe(`${BASE}/u/${ana.name}`);
      expect(meta(page.text, 'twitter:card')).toBe('summary');
    });

    it("draw a profile's head into the page, painted before the app's scripts start", async () => {
      const path = `/u/${ana.name.toUpperCase()}`;
      const page = await get(path);
      const head = new RegExp(
        `<div id="first-tiles" data-path="${path}" aria-hidden="true">(.*?)</div></div>`,
      ).exec(page.text)?.[1];
      // the name escaped, the handle as stored, the avatar's picture
      expect(head).toContain('Ana &lt;b&gt;&quot;Pixel&quot;&lt;/b&gt;');
      expect(head).toContain(`@${ana.name}<`);
      expect(head).toContain('<img src="/media/avatars/ana.webp"');
      // the app's scripts are added once that has been painted
      expect(page.text).not.toMatch(/<script type="module"[^>]*src=/);
      expect(page.text).toContain('(function(){var done');
      // without a picture, the initial on the brand gradient
      const initial = await get(`/u/${quiet.name}`);
      expect(initial.text).toMatch(/<span class="avatar"[^>]*>[^<]<\/span>/);
    });

    it('draw no head for a missing profile, nor for other pages than the explorer', async () => {
      expect((await get('/u/nadie_por_aqui')).text).not.toContain('id="first-tiles"');
      expect((await get('/ranking')).text).not.toContain('id="first-tiles"');
      expect((await get('/results?q=gatos')).text).not.toContain('id="first-tiles"');
    });

    it("draw the explorer's title and introduction as the app writes them", async () => {
      const page = await get('/explorer');
      expect(page.text).toContain(
        '<div id="first-tiles" data-path="/explorer" aria-hidden="true">',
      );
      expect(page.text).toContain(`<p class="fs-title">${discoverStrings.explorerTitle}</p>`);
      expect(page.text).toContain(`<p class="fs-note">${discoverStrings.explorerIntro}</p>`);
    });

    it('answer a missing profile with 404 and the shell', async () => {
      const page = await get('/u/nadie_por_aqui');
      expect(page.status).toBe(404);
      expect(page.text).toContain('<div id="root">');
    });

    it('carry the search and the explorer', async () => {
      const results = await get(`/results?q=${encodeURIComponent('gatos "<b>"')}`);
      expect(results.status).toBe(200);
      expect(titleOf(results.text)).toBe('Resultados para “gatos &quot;&lt;b&gt;&quot;” · Mixel');
      expect(meta(results.text, 'og:url')).toBe(
        `${BASE}/results?q=${encodeURIComponent('gatos "<b>"')}`,
      );
      const explorer = await get('/explorer');
      expect(titleOf(explorer.text)).toBe('Explorar · Mixel');
      expect(meta(explorer.text, 'og:url')).toBe(`${BASE}/explorer`);
    });

    it('leave every other route with the shell as built', async () => {
      const page = await get('/ranking');
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toBe('Mixel');
      expect(meta(page.text, 'og:title')).toBeNull();
    });
  });

  describe('robots.txt and sitemaps', () => {
    it('robots.txt allows everything and points to the sitemap', async () => {
      const robots = await get('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.type).toMatch(/^text\/plain/);
      expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`);
    });

    it('the sitemap index lists the pages of posts and of profiles', async () => {
      const index = await get('/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.type).toMatch(/^application\/xml/);
      expect(index.text).toContain(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      );
      expect(locs(index.text)).toEqual([
        `${BASE}/sitemaps/posts.xml`,
        `${BASE}/sitemaps/profiles.xml`,
      ]);
    });

    it('sitemap pages list public posts only, and profiles that have one', async () => {
      const posts = await get('/sitemaps/posts.xml');
      expect(posts.status).toBe(200);
      expect(posts.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(posts.text)).toEqual([`${BASE}/p/${publicPost}`]);
      expect(posts.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      const profiles = await get('/sitemaps/profiles.xml');
      expect(locs(profiles.text)).toEqual([`${BASE}/u/${ana.name}`]);
    });

    it('pages by key: each page starts after the last key of the one before', async () => {
      const f = factories(t);
      const more = await f.posts(
        quiet.id,
        Array.from({ length: 6 }, (_, i) => ({ title: `Más ${i}` })),
      );
      const ids = [publicPost, ...more].sort();
      const catalog = t.app.get(PublicCatalog);
      // 7 public posts in pages of 2: pages start after the 2nd, 4th and 6th
      expect(await catalog.pageEnds('posts', null, 2, 100)).toEqual([ids[1], ids[3], ids[5]]);
      expect(await catalog.pageEnds('posts', ids[1], 2, 1)).toEqual([ids[3]]);
      // a last full page that nothing follows starts no further page
      expect(await catalog.pageEnds('posts', ids[0], 2, 100)).toEqual([ids[2], ids[4]]);

      const page = await get(`/sitemaps/posts.xml?after=${ids[4]}`);
      expect(locs(page.text)).toEqual([`${BASE}/p/${ids[5]}`, `${BASE}/p/${ids[6]}`]);
      expect(await get('/sitemaps/posts.xml?after=nope')).toMatchObject({ status: 404 });
      expect(await get('/sitemaps/other.xml')).toMatchObject({ status: 404 });
    });
  });

  describe('the home page', () => {
    let explicitPost: string;
    let hiddenPost: string;
    let newestPublic: string;

    beforeAll(async () => {
      [explicitPost, hiddenPost, newestPublic] = await factories(t).posts(quiet.id, [
        { title: 'Explícito' },
        { title: 'Oculto por moderación' },
        { title: 'La más reciente' },
      ]);
      await sql(t.databaseUrl, `UPDATE posts SET content_level = 'explicito' WHERE id = $1`, [
        explicitPost,
      ]);
      await sql(
        t.databaseUrl,
        `UPDATE posts SET hidden_at = now(), hidden_cause = 'moderation' WHERE id = $1`,
        [hiddenPost],
      );
      // the newest of all, in this order, so that the page's first tiles are these
      const order = [newestPublic, explicitPost, hiddenPost, sensitivePost, archivedPost];
      for (const [rank, id] of [...order, processingPost, publicPost].entries()) {
        await sql(
          t.databaseUrl,
          `UPDATE posts SET created_at = now() + make_interval(mins => $2) WHERE id = $1`,
          [id, 60 - rank],
        );
      }
      // every post has pictures: what keeps one out of the page is what it is, not a missing file
      await sql(
        t.databaseUrl,
        `UPDATE posts SET variants = (SELECT variants FROM posts WHERE id = $1)
           WHERE id <> $1 AND status = 'ready'`,
        [publicPost],
      );
    });

    it("carries the gallery's first tiles, public and general posts only, newest first", async () => {
      const page = await get('/');
      expect(page.status).toBe(200);
      const tiles = /<div id="first-tiles"[^>]*>([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? '';
      const linked = [...tiles.matchAll(/href="\/p\/([^"]+)"/g)].map((m) => m[1]);
      expect(linked.slice(0, 2)).toEqual([newestPublic, publicPost]);
      // a sensible post keeps its place in the grid as an empty box: no link, title or picture
      const kinds = [...tiles.matchAll(/<(a|span) class="ft"/g)].map((m) => m[1]);
      expect(kinds.slice(0, 3)).toEqual(['a', 'span', 'a']);
      // up to the first sponsored tile of a visitor's feed (after 7 posts)
      expect(kinds).toHaveLength(7);
      for (const id of [archivedPost, processingPost, sensitivePost, explicitPost, hiddenPost]) {
        expect(page.text).not.toContain(id);
      }
      for (const title of ['Contenido sensible', 'Explícito', 'Oculto', 'Solo para mí']) {
        expect(page.text).not.toContain(title);
      }
      // real pictures: AVIF and WebP widths for the tile, sized, the first row first
      expect(tiles).toContain(
        `<source type="image/avif" srcset="/media/posts/${publicPost}/1200.avif 1200w"`,
      );
      expect(tiles).toMatch(/<img [^>]*width="\d+" height="\d+" fetchpriority="high"/);
      expect(page.text).toMatch(
        /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+"/,
      );
      // one page for everyone: revalidated, never stored for one viewer
      expect(page.cacheControl).toBe('no-cache');
      // the app's scripts are added once those pictures have loaded, by a script the CSP allows
      expect(page.text).not.toMatch(/<script type="module"[^>]*src=/);
      const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(page.text)?.[1];
      expect(loader).toContain("s.type='module'");
      const hash = createHash('sha256').update(loader!).digest('base64');
      expect(page.csp).toContain(`'sha256-${hash}'`);
    });

    it("a shareable post's page carries its picture; a sensible or archived one's does not", async () => {
      const shared = await get(`/p/${publicPost}`);
      expect(shared.text).toContain(`<div id="first-tiles" data-path="/p/${publicPost}">`);
      expect(shared.text).toMatch(
        /<img [^>]*alt="Gatos &lt;script&gt;[^"]*"[^>]*fetchpriority="high"/,
      );
      for (const id of [sensitivePost, archivedPost]) {
        expect((await get(`/p/${id}`)).text).not.toContain('id="first-tiles"');
      }
    });

    it("is the same page for a signed-in viewer: not even the author's own sensible post", async () => {
      const response = await fetch(`${t.baseUrl}/`, {
        headers: { accept: 'text/html', authorization: `Bearer ${ana.token}` },
      });
      const html = await response.text();
      expect(html).not.toContain(sensitivePost);
      expect(html).not.toContain(explicitPost);
    });
  });
});
