import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  chooseUploadFile,
  gradientPng,
  graphql,
  launchCampaign,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  signUpThroughUi,
  uniqueUser,
  uniqueWord,
  waitUntilReady,
  type Advertiser,
} from './support';

async function adTotals(request: APIRequestContext, advertiser: Advertiser) {
  const day = 86_400_000;
  const data = await graphql<{ adStats: Array<{ impressions: number; clicks: number }> }>(
    request,
    advertiser.token,
    `
      query ($adId: ID!, $from: DateTime!, $to: DateTime!) {
        adStats(adId: $adId, from: $from, to: $to, granularity: day) {
          impressions
          clicks
        }
      }
    `,
    {
      adId: advertiser.adId,
      from: new Date(Date.now() - day).toISOString(),
      to: new Date(Date.now() + day).toISOString(),
    },
  );
  return data.adStats.reduce(
    (sum, point) => ({
      impressions: sum.impressions + point.impressions,
      clicks: sum.clicks + point.clicks,
    }),
    { impressions: 0, clicks: 0 },
  );
}

/** Results for the word: two pages' worth of slots for a free viewer's ads (one every 8 tiles). */
const POSTS = 14;

/** Scrolls down the feed, half a screen at a time, until the tile is in the document. */
async function scrollUntilShown(page: Page, tile: Locator): Promise<boolean> {
  for (let step = 0; step < 20; step += 1) {
    if ((await tile.count()) > 0) {
      return true;
    }
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) {
      return (await tile.count()) > 0;
    }
  }
  return false;
}

/**
 * Opens the word's results and scrolls until the advertiser's tile shows. Other tests' campaigns
 * for everyone may take the slots of a page: those are capped at 3 a day for this viewer, so
 * fresh loads bring this campaign's ad; a creative uploaded from the wizard serves once its
 * processing is done, which a loaded machine may take a while to finish. A reload of the results
 * shows the list the tab kept when it left them (saved as the page hides), so each try leaves
 * for a page without a gallery and forgets that list there.
 */
async function openResultsWithAd(page: Page, word: string, tile: Locator): Promise<void> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (attempt > 0) {
      await page.goto('/terms');
      await page.evaluate(() => window.sessionStorage.clear());
    }
    await page.goto(`/results?q=${word}`);
    await expect(page.getByTestId('gallery-grid')).toHaveAttribute('data-loaded', String(POSTS));
    if (await scrollUntilShown(page, tile)) {
      await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(tile).toBeInViewport({ ratio: 0.5 });
      return;
    }
    const shown = await page
      .getByTestId('sponsored-tile')
      .evaluateAll((tiles) =>
        tiles.map((t) => t.getAttribute('aria-label') ?? t.textContent ?? '?'),
      );
    seen.push(shown.length > 0 ? shown.join(' + ') : '(no ad)');
  }
  throw new Error(`the campaign was never served; the loads showed:\n${seen.join('\n')}`);
}

test.describe('anuncios en el feed', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let word = '';
  let advertiser: Advertiser;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    word = uniqueWord('oferta');
    const author = await signUpByApi(request, uniqueUser('autor'));
    const posts: string[] = [];
    for (let i = 0; i < POSTS; i += 1) {
      posts.push(await publishByApi(request, author.token, { title: `Faro ${i} ${word}` }));
    }
    await waitUntilReady(request, posts);
    advertiser = await launchCampaign(request, word);
  });

  test.afterAll(async ({ request }) => {
    // the database may be shared with later runs: stop serving, give the credits back
    await graphql(
      request,
      advertiser.token,
      'mutation ($id: ID!) { cancelCampaign(id: $id) { id } }',
      {
        id: advertiser.campaignId,
      },
    );
  });

  test('a free user sees the sponsored tile, and its impression and click count once each', async ({
    page,
    request,
    context,
  }) => {
    // no internet here: the advertiser's page is answered by the test
    await context.route('https://tienda.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Tienda</title><h1>La tienda del anunciante</h1>',
      }),
    );

    await signUpThroughUi(page);
    const impression = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/ads/events') &&
        (res.request().postData() ?? '').includes(advertiser.adId),
    );
    const tile = page.locator(`[data-testid="sponsored-tile"][data-ad-id="${advertiser.adId}"]`);
    await openResultsWithAd(page, word, tile);

    // labelled, with the call to action and where it goes; the link is the counted click
    await expect(tile).toContainText('Patrocinado');
    await expect(tile).toContainText('Comprar');
    await expect(tile).toHaveAttribute('title', 'tienda.example.com');
    await expect(tile.getByText('tienda.example.com', { exact: true })).toBeAttached();
    await expect(tile).toHaveAccessibleName(/^Comprar: Oferta/);
    await expect(tile).toHaveAttribute('rel', 'sponsored noopener');
    await expect(tile).toHaveAttribute('target', '_blank');
    const href = (await tile.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/api/ads/${advertiser.adId}/click\\?vt=`));

    // a second in view makes a viewable impression, sent in the next batch; another test's
    // campaign on the same results may be in view too and go out in the same batch, so the
    // batch carries this ad's impression once and every event in it counts
    const sent = await impression;
    expect(sent.status()).toBe(202);
    const batch = sent.request().postDataJSON() as {
      events: Array<{ adId: string; type: string }>;
    };
    expect(batch.events.filter((event) => event.adId === advertiser.adId)).toEqual([
      { adId: advertiser.adId, type: 'impression' },
    ]);
    expect(await sent.json()).toEqual({
      ok: true,
      data: { received: batch.events.length, counted: batch.events.length },
    });

    // the click opens the destination through the counting redirect
    const redirects: string[] = [];
    context.on('response', (res) => {
      if (res.url().includes(`/api/ads/${advertiser.adId}/click`)) {
        redirects.push(`${res.status()} ${res.headers().location}`);
      }
    });
    const popupOpened = context.waitForEvent('page');
    await tile.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(advertiser.destination);
    await expect(popup.getByRole('heading', { name: 'La tienda del anunciante' })).toBeVisible();
    expect(redirects).toEqual([`302 ${advertiser.destination}`]);
    await popup.close();

    // leaving the page sends nothing more: the ad was counted once in this page view
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => adTotals(request, advertiser)).toEqual({ impressions: 1, clicks: 1 });
  });

  test('a max-plan user sees the same results and gallery without ads', async ({
    page,
    request,
  }) => {
    await signInThroughUi(page, 'diego');
    await page.goto(`/results?q=${word}`);
    await expect(page.getByTestId('gallery-grid')).toHaveAttribute('data-loaded', String(POSTS));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Patrocinado')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('sponsored-tile')).toHaveCount(0);
    expect(await adTotals(request, advertiser)).toEqual({ impressions: 1, clicks: 1 });
  });
});

test.describe('de un anuncio nuevo a un clic contado', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an advertiser launches a campaign from a new announcement upload, a free user clicks it, the analytics show one impression and one click', async ({
    page,
    browser,
    request,
    isMobile,
  }) => {
    const word = uniqueWord('rebaja');
    const author = await signUpByApi(request, uniqueUser('autor'));
    const posts: string[] = [];
    for (let i = 0; i < POSTS; i += 1) {
      posts.push(await publishByApi(request, author.token, { title: `Ola ${i} ${word}` }));
    }
    await waitUntilReady(request, posts);

    // the advertiser builds the campaign in the wizard, its creative uploaded from there
    const advertiser = await signUpByApi(request, uniqueUser('anunciante'));
    await signInThroughUi(page, advertiser.name, advertiser.password);
    await page.goto('/ad_tools/create');
    await page.getByLabel('Nombre de la campaña').fill(`Rebajas ${word}`);
    await page.getByRole('radio', { name: /^Clics/ }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('button', { name: 'Subir un anuncio nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await chooseUploadFile(dialog, {
      name: 'anuncio.png',
      mimeType: 'image/png',
      buffer: gradientPng(360, 300),
    });
    await expect(dialog.getByRole('radio', { name: /^Anuncio/ })).toBeChecked();
    await expect(dialog.getByRole('note')).toContainText('solo estará disponible como anuncio');
    await dialog.getByLabel('Título').fill(`Oferta ${word}`);
    await dialog.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Subido', { exact: true })).toBeVisible();
    // an advertiser sees the creative processing; it serves once it is ready
    const creative = page.getByRole('button', { name: `Oferta ${word}` });
    await expect(creative).toBeVisible();
    await expect(creative).not.toContainText('Procesando', { timeout: 60_000 });

    const destination = `https://tienda.example.com/${word}`;
    await expect(page.getByLabel('Llamada a la acción')).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Llamada a la acción').selectOption({ label: 'Comprar' });
    await page.getByLabel('Enlace de destino').fill(destination);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Hashtags').fill(word);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Presupuesto total (créditos)').fill('5');
    await page.getByLabel('Puja por clic (créditos)').fill('2');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Lanzar campaña' }).click();
    await expect(page).toHaveURL(/\/ad_tools\/campaigns$/);
    const card = page.getByTestId('campaign-card').filter({ hasText: `Rebajas ${word}` });
    await expect(card.getByTestId('campaign-status')).toHaveText('activa');

    // a free user, in a browser of their own, sees it labelled and clicks through
    const viewerContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: page.viewportSize(),
      isMobile,
      hasTouch: isMobile,
      locale: 'es-ES',
    });
    await viewerContext.route('https://tienda.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Tienda</h1>' }),
    );
    const viewer = await viewerContext.newPage();
    await signUpThroughUi(viewer);
    const tile = viewer.getByRole('link', { name: new RegExp(`^Comprar: Oferta ${word}\\.`) });
    const impression = viewer.waitForResponse(
      (res) => res.url().endsWith('/api/ads/events') && res.status() === 202,
    );
    await openResultsWithAd(viewer, word, tile);
    await expect(tile).toContainText('Patrocinado');
    await impression;
    const popupOpened = viewerContext.waitForEvent('page');
    await tile.click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(destination);
    await viewerContext.close();

    // the advertiser's analytics count exactly that impression and that click
    await card.getByRole('link', { name: 'Analíticas' }).click();
    await expect(page).toHaveURL(/\/ad_tools\/analytics\?campaign=/);
    await expect
      .poll(
        async () => {
          await page.reload();
          const figure = (id: string) => page.getByTestId(`metric-${id}`).locator('dd').innerText();
          return `${await figure('impressions')} / ${await figure('clicks')}`;
        },
        { timeout: 30_000 },
      )
      .toBe('1 / 1');
  });
});
