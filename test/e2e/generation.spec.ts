import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughUi, signUpThroughUi } from './support';

const PREMIUM = 'Esta es una función premium. Suscríbete para acceder a ella.';

/** "9,5 créditos" → 950: amounts are shown in credits, compared in tokens (100 a credit) */
async function tokens(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const credits = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  return Math.round(credits * 100);
}

function settings(page: Page) {
  const panel = page.getByRole('form', { name: 'Ajustes de generación' });
  return {
    panel,
    prompt: panel.getByLabel('Tu idea'),
    option: (group: string, name: RegExp | string) =>
      panel
        .getByRole('radiogroup', { name: group })
        .getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name }),
    cost: panel.getByTestId('generation-cost'),
    balance: panel.getByTestId('token-balance'),
    generate: panel.getByRole('button', { name: 'Generar', exact: true }),
  };
}

test.describe('generador de imágenes', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a free user generates an image that leads the list, and pays exactly the shown cost', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    await page.goto('/create');
    const s = settings(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Generador de Imagenes con AI',
    );
    // defaults: Journey, fast, 1:1, one image
    await expect(s.panel.getByRole('button', { name: /Modelo Journey/ })).toBeVisible();
    // no provider key on the e2e server: the panel says the images are local previews
    await expect(s.panel.getByRole('note')).toHaveText(
      'Vista previa local: los modelos reales necesitan una clave de proveedor.',
    );
    await expect(s.option('Dimensiones', /^1:1/)).toHaveAttribute('aria-checked', 'true');
    await expect(s.option('Modo', /^Rapido/)).toHaveAttribute('aria-checked', 'true');
    await expect(s.option('Número de imágenes', '1')).toHaveAttribute('aria-checked', 'true');
    await expect(s.cost).toHaveText('0,5 créditos');
    await expect(s.balance).not.toBeEmpty();
    const before = await tokens(s.balance);
    const cost = await tokens(s.cost);

    // an empty prompt is refused before anything is charged
    await s.generate.click();
    await expect(s.panel.getByRole('alert')).toHaveText('Escribe qué quieres generar.');

    // the answer is held back a moment so the running state can be seen
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation Generate')) {
        await held;
      }
      await route.continue();
    });
    await s.prompt.fill('Un faro en un acantilado al atardecer');
    await s.generate.click();
    const running = s.panel.getByRole('button', { name: 'Generando…' });
    await expect(running).toBeDisabled();
    await expect(page.getByTestId('generation-running')).toContainText(
      'Un faro en un acantilado al atardecer',
    );
    release();

    const first = page.getByTestId('generation-card').first();
    await expect(first).toContainText('Un faro en un acantilado al atardecer');
    await expect(first).toContainText('Journey');
    await expect(first.getByTestId('generated-image')).toHaveCount(1);
    await expect
      .poll(() =>
        first
          .getByTestId('generated-image')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(s.generate).toBeEnabled();
    await expect.poll(() => tokens(s.balance)).toBe(before - cost);

    // the next one goes in front
    await page.unroute('**/graphql');
    await s.prompt.fill('Un zorro en un bosque nevado');
    await s.generate.click();
    await expect(page.getByTestId('generation-card').first()).toContainText(
      'Un zorro en un bosque nevado',
    );
    await expect(page.getByTestId('generation-card').nth(1)).toContainText('Un faro');
    await expect.poll(() => tokens(s.balance)).toBe(before - 2 * cost);

    // the history survives a reload, newest first
    await page.reload();
    await expect(page.getByTestId('generation-card').first()).toContainText('Un zorro');
  });

  test('a free user sees the premium options locked, with the premium tooltip', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    await page.goto('/create');
    const s = settings(page);
    const wide = s.option('Dimensiones', /^16:9/);
    await expect(wide).toBeDisabled();
    await expect(s.option('Dimensiones', /^2:3/)).toBeDisabled();
    await expect(s.option('Modo', /^Calidad/)).toBeDisabled();
    for (const count of ['2', '4', '8']) {
      await expect(s.option('Número de imágenes', count)).toBeDisabled();
    }
    await expect(s.panel.getByRole('switch', { name: 'Modo privado' })).toBeDisabled();

    // the tooltip's chunk loads with the page: a loaded machine may need a second try, as a person would
    await expect(async () => {
      if (isMobile) {
        await wide.blur();
        await wide.focus();
      } else {
        await page.mouse.move(0, 0);
        await wide.hover();
      }
      await expect(page.getByRole('tooltip')).toHaveText(PREMIUM, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });

    // choosing it changes nothing, and the price stays that of a square image
    await wide.click({ force: true });
    await expect(wide).toHaveAttribute('aria-checked', 'false');
    await expect(s.option('Dimensiones', /^1:1/)).toHaveAttribute('aria-checked', 'true');
    await expect(s.cost).toHaveText('0,5 créditos');

    // a shared link asking for a locked option falls back to what the plan allows
    await page.goto('/create?prompt=un%20faro&dimensions=16:9&mode=consistent');
    await expect(s.prompt).toHaveValue('un faro');
    await expect(s.option('Dimensiones', /^1:1/)).toHaveAttribute('aria-checked', 'true');
    await expect(s.option('Modo', /^Rapido/)).toHaveAttribute('aria-checked', 'true');
  });

  test('a paid user picks 16:9, two images, quality mode and another model, and the cost follows', async ({
    page,
  }) => {
    await signInThroughUi(page, 'bruno');
    await page.goto('/create');
    const s = settings(page);
    await expect(s.cost).toHaveText('0,5 créditos');

    await s.option('Dimensiones', /^16:9/).click();
    await expect(s.option('Dimensiones', /^16:9/)).toHaveAttribute('aria-checked', 'true');
    // 50 × 16/9 = 88.9
    await expect(s.cost).toHaveText('0,88 créditos');
    await s.option('Número de imágenes', '2').click();
    await expect(s.cost).toHaveText('1,77 créditos');
    await s.option('Modo', /^Calidad/).click();
    await expect(s.cost).toHaveText('1,81 créditos');
    await expect(s.panel.getByRole('switch', { name: 'Modo privado' })).toBeEnabled();

    await s.panel.getByRole('button', { name: /Modelo Journey/ }).click();
    const picker = page.getByRole('dialog', { name: 'Modelos y Preajustes' });
    await expect(picker.getByTestId('preset-card')).toHaveCount(7);
    await expect(picker.getByRole('button', { name: /Lucid Realism/ })).toContainText('Nuevo');
    await picker.getByRole('button', { name: 'View All' }).click();
    await expect(picker.getByTestId('preset-card')).toHaveCount(15);
    await picker.getByRole('button', { name: /Flux Schnell/ }).click();
    await expect(picker).toBeHidden();
    await expect(s.panel.getByRole('button', { name: /Modelo Flux Schnell/ })).toBeVisible();
    // 20 × 16/9 × 1.02 × 2 = 72.5
    await expect(s.cost).toHaveText('0,72 créditos');

    await s.panel.getByRole('button', { name: /Modelo Flux Schnell/ }).click();
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  });

  test('a private generation shows to its owner through a signed link nobody else can open', async ({
    page,
    browser,
  }) => {
    await signInThroughUi(page, 'carla');
    await page.goto('/create');
    const s = settings(page);
    const privateMode = s.panel.getByRole('switch', { name: 'Modo privado' });
    if ((await privateMode.getAttribute('aria-checked')) !== 'true') {
      await privateMode.click();
    }
    await expect(privateMode).toHaveAttribute('aria-checked', 'true');
    await s.prompt.fill('Un jardín secreto bajo la lluvia');
    await s.generate.click();

    const image = page
      .getByTestId('generation-card')
      .first()
      .getByTestId('generated-image')
      .first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/private\/generations\/.+[?&]signature=/);

    // the link works for the owner only while signed: without its signature it is refused
    const unsigned = src.split('?')[0];
    expect((await page.request.get(unsigned)).status()).toBe(403);
    const visitor = await browser.newContext();
    expect((await visitor.request.get(new URL(unsigned, page.url()).href)).status()).toBe(403);
    await visitor.close();
  });

  test('publishes a generated image as a post and opens it', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/create');
    const s = settings(page);
    await s.prompt.fill('Una ballena volando sobre la ciudad');
    await s.generate.click();
    const card = page.getByTestId('generation-card').first();
    await expect(card).toContainText('Una ballena volando sobre la ciudad');

    await card.getByRole('button', { name: 'Publicar imagen 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar imagen' });
    const title = dialog.getByLabel('Título');
    await expect(title).toHaveValue('Una ballena volando sobre la ciudad');
    await title.fill('');
    await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Escribe un título.');
    await title.fill('La ballena de la ciudad');
    await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(dialog.getByText('Publicado', { exact: true })).toBeVisible();
    await dialog.getByRole('link', { name: 'Ver publicación' }).click();

    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La ballena de la ciudad' }),
    ).toBeVisible();
    await expect(page.getByTestId('generation-info')).toContainText(
      'Una ballena volando sobre la ciudad',
    );
  });

  test('with too few tokens the panel says so, offers the plans and allows a cheaper model', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    // 12 images of GPT-Image-1 (80 tokens each) leave 40 of the 1,000 a free account starts with
    for (let i = 0; i < 12; i += 1) {
      const response = await page.request.post('/api/ai/predictions', {
        headers: { authorization: `Bearer ${token}` },
        data: { prompt: `gasto ${i}`, model: 'gpt-image-1' },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto('/create');
    const s = settings(page);
    await expect(s.balance).toHaveText('0,4 créditos');
    await expect(s.panel.getByRole('alert')).toContainText(
      'No tienes créditos suficientes: esta generación cuesta 0,5 créditos y tienes 0,4 créditos.',
    );
    await expect(s.generate).toBeDisabled();
    await s.panel.getByRole('button', { name: 'Ver planes' }).click();
    await expect(page.getByRole('dialog', { name: 'Mejora tu plan' })).toBeVisible();
    await page.keyboard.press('Escape');

    await s.panel.getByRole('button', { name: /Modelo Journey/ }).click();
    await page
      .getByRole('dialog', { name: 'Modelos y Preajustes' })
      .getByRole('button', { name: /Flux Schnell/ })
      .click();
    await expect(s.cost).toHaveText('0,2 créditos');
    await expect(s.panel.getByRole('alert')).toHaveCount(0);
    await expect(s.generate).toBeEnabled();
  });

  test('the history shows newest first and loads older generations as its end comes into view', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    // one more than a page of 20
    for (let i = 1; i <= 21; i += 1) {
      const response = await page.request.post('/api/ai/predictions', {
        headers: { authorization: `Bearer ${token}` },
        data: { prompt: `historia número ${i}`, model: 'flux-schnell' },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto('/create');
    const cards = page.getByTestId('generation-card');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('historia número 21');
    await expect(cards.first()).toContainText('Flux Schnell');

    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(21);
    await expect(cards.last()).toContainText('historia número 1');

    // a full-size view of an image, closed with Escape
    await cards
      .first()
      .getByRole('button', { name: /^Ver imagen 1 de 1/ })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Imagen 1 de 1' });
    await expect(viewer.getByRole('img')).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Abrir original' })).toHaveAttribute(
      'href',
      /\/generations\//,
    );
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('?prompt= pre-fills the prompt, and a visitor who generates is sent to sign in', async ({
    page,
  }) => {
    await page.goto('/create?prompt=un%20faro%20en%20la%20niebla&model=anime&dimensions=2:3');
    const s = settings(page);
    await expect(s.prompt).toHaveValue('un faro en la niebla');
    await expect(s.panel.getByRole('button', { name: /Modelo Anime/ })).toBeVisible();
    await expect(s.option('Dimensiones', /^2:3/)).toHaveAttribute('aria-checked', 'true');
    await expect(s.cost).toHaveText('0,75 créditos');
    await s.panel.getByRole('button', { name: 'Inicia sesión para generar' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
