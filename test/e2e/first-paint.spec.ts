import { expect, test } from '@playwright/test';
import { publishByApi, signUpByApi, waitUntilReady } from './support';

test.describe('primera pintura', () => {
  test('the first gallery tiles are pictures with srcset, and only the first row is fetched with high priority', async ({
    page,
    request,
  }) => {
    // media processing shares two cores with both workers' browsers
    test.setTimeout(120_000);
    const author = await signUpByApi(request);
    const ids = await Promise.all(
      [1, 2, 3].map((n) => publishByApi(request, author.token, { title: `Primera fila ${n}` })),
    );
    await waitUntilReady(request, ids);

    await page.goto('/');
    const tiles = page.getByTestId('gallery-grid').locator('li.vgrid__item');
    await expect(tiles.first().getByTestId('post-card-image')).toBeVisible();

    const seen = await tiles.evaluateAll((items) =>
      items
        .map((item) => {
          const img = item.querySelector<HTMLImageElement>('[data-testid="post-card-image"]');
          const sources = [...item.querySelectorAll('picture source')].map((source) => ({
            type: source.getAttribute('type'),
            srcset: source.getAttribute('srcset') ?? '',
            sizes: source.getAttribute('sizes') ?? '',
          }));
          return img
            ? {
                top: Math.round(item.getBoundingClientRect().top),
                fetchpriority: img.getAttribute('fetchpriority'),
                loading: img.getAttribute('loading'),
                width: img.getAttribute('width'),
                height: img.getAttribute('height'),
                srcset: img.getAttribute('srcset') ?? '',
                sizes: img.getAttribute('sizes') ?? '',
                sources,
                placeholder: getComputedStyle(img.parentElement!.parentElement!).backgroundImage,
              }
            : null;
        })
        .filter((tile) => tile !== null),
    );
    expect(seen.length).toBeGreaterThan(2);
    const firstRowTop = Math.min(...seen.map((tile) => tile.top));
    for (const tile of seen) {
      // real pictures: AVIF and WebP at the tile's drawn width, size reserved, blurhash under it
      expect(tile.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of tile.sources) {
        expect(source.srcset).toMatch(/^\/media\/\S+\.(avif|webp) \d+w/);
        expect(source.sizes).toMatch(/^\d+px$/);
      }
      expect(tile.srcset).toMatch(/\.webp \d+w/);
      expect(Number(tile.width)).toBeGreaterThan(0);
      expect(Number(tile.height)).toBeGreaterThan(0);
      expect(tile.placeholder).toContain('url(');
      if (tile.top === firstRowTop) {
        expect(tile).toMatchObject({ fetchpriority: 'high', loading: 'eager' });
      } else {
        expect(tile).toMatchObject({ fetchpriority: null, loading: 'lazy' });
      }
    }
    expect(seen.filter((tile) => tile.fetchpriority === 'high').length).toBeGreaterThan(0);
    expect(seen.some((tile) => tile.top > firstRowTop)).toBe(true);
  });

  test('the theme is set before first paint by the inline script, which the CSP lets run', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    const res = await page.goto('/explorer');
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // a refused inline script would be reported on the console (and the page would flash light)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(refused).toEqual([]);
  });

  test('the web app manifest is served as such, with installable icons and theme colours', async ({
    request,
  }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Mixel', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });

  test("a profile's and the explorer's heads are painted before the script, where the app then draws its own", async ({
    browser,
    request,
    baseURL,
    viewport,
  }) => {
    const author = await signUpByApi(request);
    const pages = [
      {
        path: `/u/${author.name}`,
        server: '.fs-name',
        app: '#profile-name',
        text: author.fullname,
      },
      { path: '/explorer', server: '.fs-title', app: '.discover-page__title', text: 'Explorar' },
      { path: '/explorer', server: '.fs-note', app: '.discover-page__note', text: 'tendencia' },
    ];
    for (const { path, server, app, text } of pages) {
      // what a phone shows before any script has run
      const still = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const before = await still.newPage();
      await before.goto(path);
      await expect(before.locator(server)).toContainText(text);
      const drawn = await before.locator(server).boundingBox();
      await still.close();

      // the app's own head stands exactly there, and the server's is gone
      const live = await browser.newContext({ baseURL, viewport });
      const after = await live.newPage();
      await after.goto(path);
      await expect(after.locator(app)).toContainText(text);
      await expect(after.locator('#first-tiles')).toHaveCount(0);
      const own = await after.locator(app).boundingBox();
      expect(Math.abs(own!.x - drawn!.x)).toBeLessThan(2);
      expect(Math.abs(own!.y - drawn!.y)).toBeLessThan(2);
      await live.close();
    }
  });
});
