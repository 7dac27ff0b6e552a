import { expect, test, type Page } from '@playwright/test';
import { publishByApi, signUpByApi, uniqueUser, waitUntilReady } from './support';

/** Pages a phone visitor reaches; none may scroll sideways on a 320 or 390 px screen. */
async function publicPaths(page: Page): Promise<string[]> {
  // the longest handle there may be, of wide letters: it must break, not widen the page
  const author = await signUpByApi(page.request, uniqueUser('mwmwmwmwmwmwmw'));
  const id = await publishByApi(page.request, author.token, { title: 'Faro al atardecer' });
  await waitUntilReady(page.request, [id]);
  return ['/', '/explorer', '/ranking', `/p/${id}`, `/u/${author.name}`, '/signin', '/news'];
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
}

test.describe('teléfono: sin desplazamiento lateral', () => {
  for (const width of [320, 390]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      const paths = await publicPaths(page);
      await page.setViewportSize({ width, height: 844 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeAttached();
        // wait for the page's content (not the loading bar) before measuring
        await page.waitForLoadState('networkidle');
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        // nor is the visitor's header cut off: 'Registrarse' whole inside the screen
        const signUp = await page.getByRole('link', { name: 'Registrarse' }).first().boundingBox();
        expect(signUp && signUp.x + signUp.width, `${path} at ${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
    });
  }

  test('the floating + leaves the bottom of a post page uncovered', async ({ page }) => {
    // the longest handle there may be, of wide letters: it must break, not widen the page
    const author = await signUpByApi(page.request, uniqueUser('mwmwmwmwmwmwmw'));
    const id = await publishByApi(page.request, author.token, { title: 'Muelle en la niebla' });
    await waitUntilReady(page.request, [id]);
    await page.goto(`/p/${id}`);
    const download = page.getByRole('button', { name: /^Descargar/ });
    await expect(download).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const fab = page.locator('.fab__toggle');
    await expect(fab).toBeVisible();
    // everything on the page can be scrolled above the button: the last content ends above it
    const [fabTop, contentBottom] = await page.evaluate(() => {
      const main = document.getElementById('main')!;
      const last = main.lastElementChild ?? main;
      return [
        document.querySelector('.fab__toggle')!.getBoundingClientRect().top,
        last.getBoundingClientRect().bottom,
      ];
    });
    expect(contentBottom).toBeLessThanOrEqual(fabTop);
    const box = await download.boundingBox();
    const fabBox = await fab.boundingBox();
    const overlaps =
      box !== null &&
      fabBox !== null &&
      box.x < fabBox.x + fabBox.width &&
      fabBox.x < box.x + box.width &&
      box.y < fabBox.y + fabBox.height &&
      fabBox.y < box.y + box.height;
    expect(overlaps).toBe(false);
  });
});
