import { expect, test, type Page } from '@playwright/test';
import {
  launchCampaign,
  publishByApi,
  signUpByApi,
  signUpThroughUi,
  uniqueUser,
  uniqueWord,
  waitUntilReady,
} from './support';

function gallery(page: Page) {
  return page.getByTestId('gallery-grid');
}

async function loadedCount(page: Page): Promise<number> {
  return Number(await gallery(page).getAttribute('data-loaded'));
}

/**
 * The first card whose box lies wholly inside the window, once the virtual grid has laid out
 * the tiles of the place scrolled to (on a loaded machine that can take longer than a frame).
 */
async function firstCardInView(page: Page): Promise<string> {
  const inView = () =>
    page.getByTestId('post-card').evaluateAll((cards) => {
      const inside = cards.find((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 60 && box.bottom <= window.innerHeight - 80 && box.height > 0;
      });
      return inside?.getAttribute('aria-label') ?? null;
    });
  await expect.poll(inView).not.toBeNull();
  return (await inView())!;
}

test.describe('descubrir', () => {
  test.describe.configure({ timeout: 120_000 });

  const word = uniqueWord('faro');
  const TOTAL = 120;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    // Enough fresh posts at the top of the gallery for more pages than fill a screen.
    const author = await signUpByApi(request, uniqueUser('galeria'));
    const ids: string[] = [];
    for (let i = 0; i < TOTAL; i += 1) {
      ids.push(
        await publishByApi(request, author.token, {
          title: `Faro ${i} ${word}`,
          desc: `Luz en la costa #${word}`,
        }),
      );
    }
    await waitUntilReady(request, ids);
    // and an ad beside them, so the gallery a visitor scrolls carries sponsored tiles
    await launchCampaign(request, word);
  });

  test('scrolls the gallery, loads more pages, opens a post and returns to the same place', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(gallery(page)).toBeVisible();
    // whole pages of 20, as many as fill the window and a margin below it
    await expect.poll(() => loadedCount(page)).toBeGreaterThanOrEqual(20);
    await page.waitForLoadState('networkidle');
    const initial = await loadedCount(page);
    expect(initial % 20).toBe(0);
    // the campaign's ad sits between them, a tile that is not a post of the list
    await expect(page.getByTestId('sponsored-tile').first()).toBeAttached();

    // infinite scroll: reaching the end loads the next pages, without repeating any post, until
    // the gallery says it has none left (how many there are depends on what other tests posted)
    const end = page.getByText('Has llegado al final.');
    for (let round = 0; round < 2; round += 1) {
      const before = await loadedCount(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(async () => (await loadedCount(page)) > before || (await end.isVisible()))
        .toBe(true);
    }
    expect(await loadedCount(page)).toBeGreaterThan(initial);
    await page.waitForLoadState('networkidle');
    const shown = await page
      .getByTestId('post-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    expect(new Set(shown).size).toBe(shown.length);
    // a virtual grid: far fewer tiles in the document than loaded posts
    expect(shown.length).toBeLessThan(await loadedCount(page));

    // somewhere in the middle
    await page.evaluate(() => window.scrollTo(0, Math.round(document.body.scrollHeight / 3)));
    await page.waitForTimeout(300);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(400);
    const title = await firstCardInView(page);
    const card = page.getByRole('link', { name: title, exact: true });
    const top = (await card.boundingBox())!.y;
    await card.click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // back where they were: the same tile at the same height on the screen (the page may scroll
    // by a tile's height when a post above was withdrawn meanwhile, as other tests do)
    await page.goBack();
    await expect(gallery(page)).toBeVisible();
    await expect(card).toBeInViewport();
    await expect
      .poll(async () => Math.abs((await card.boundingBox())!.y - top))
      .toBeLessThanOrEqual(2);
    // the saved layout came back whole: nothing was fetched again from page one
    expect(await loadedCount(page)).toBeGreaterThan(initial);
  });

  test('searches from the overlay, keeps recent searches, removes one and opens a result', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const search = page.getByRole('combobox', { name: 'Buscar' });
    const overlay = page.getByRole('region', { name: 'Sugerencias de búsqueda' });

    // typing offers creating it with AI at its cost in credits and completes the published word
    await search.click();
    await expect(overlay.getByText('Aún no has buscado nada.')).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Populares' })).toBeVisible();
    await search.fill(word.slice(0, 7));
    await expect(overlay.getByRole('option', { name: /Crear con IA/ })).toContainText(
      '0,5 créditos',
    );
    const suggestion = overlay
      .getByRole('group', { name: 'Sugerencias' })
      .getByRole('option', { name: word, exact: true });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/results\\?q=${word}$`));
    await expect(page.getByRole('heading', { name: `Resultados para “${word}”` })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toHaveAccessibleName(
      new RegExp(`^Faro \\d+ ${word}$`),
    );

    // a second search, typed with different accents and capitals, then submitted
    await search.fill('Montaña Nevada');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/results\?q=Monta%C3%B1a%20Nevada$/);

    // both are remembered, newest first
    await search.fill('');
    await search.click();
    const recent = overlay.getByRole('list', { name: 'Búsquedas recientes' });
    await expect(recent.getByRole('link')).toHaveText(['Montaña Nevada', word]);
    await overlay.getByRole('button', { name: 'Eliminar la búsqueda “Montaña Nevada”' }).click();
    await expect(recent.getByRole('link')).toHaveText([word]);
    // the removal is kept on the server
    await page.reload();
    await search.fill('');
    await search.click();
    await expect(recent.getByRole('link')).toHaveText([word]);

    // a recent search leads back to its results, and a result opens its post
    await recent.getByRole('link', { name: word }).click();
    await expect(page).toHaveURL(new RegExp(`/results\\?q=${word}$`));
    const first = page.getByTestId('post-card').first();
    const title = (await first.getAttribute('aria-label'))!;
    await first.click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Resultados para “${word}”` })).toBeVisible();
  });

  test('a visitor’s recent searches stay on the device and show as chips', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Buscar' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/results\\?q=${word}$`));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    // kept on this device once the results have loaded
    await expect
      .poll(() => page.evaluate((term) => JSON.stringify(localStorage).includes(term), word))
      .toBe(true);
    await page.goto('/');
    await search.click();
    const recent = page
      .getByRole('region', { name: 'Sugerencias de búsqueda' })
      .getByRole('list', { name: 'Búsquedas recientes' });
    await expect(recent.getByRole('link')).toHaveText([word]);
    if (!isMobile) {
      // the filter strip links the same term, highlighted on its results page
      await page.keyboard.press('Escape');
      const strip = page.getByRole('toolbar', { name: 'Filtros y búsquedas recientes' });
      const chip = strip.getByRole('link', { name: word });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).toHaveURL(new RegExp(`/results\\?q=${word}$`));
      await expect(strip.getByRole('link', { name: word })).toHaveAttribute('aria-current', 'page');
    }
  });
});
