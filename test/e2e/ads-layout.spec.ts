import { expect, test, type Locator } from '@playwright/test';
import { publishByApi, signInThroughUi, signUpByApi, uniqueUser, waitUntilReady } from './support';

/** Whether the element shows all its content (nothing clipped or scrolled away). */
const fits = (locator: Locator) =>
  locator.evaluate(
    (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
  );

test.describe('centro de publicidad: layout and numbers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every section tab and creative title fits, and amounts read the Spanish way', async ({
    page,
    request,
  }) => {
    const advertiser = await signUpByApi(request, uniqueUser('anunciante'));
    const title = 'Naturaleza salvaje';
    const postId = await publishByApi(request, advertiser.token, { title });
    await waitUntilReady(request, [postId]);
    await signInThroughUi(page, advertiser.name, advertiser.password);

    await page.goto('/ad_tools/create');
    // the four sections are all on screen: none cut at the edge
    const nav = page.getByRole('navigation', { name: 'Centro de publicidad' });
    expect(await fits(nav)).toBe(true);
    const viewport = page.viewportSize()!;
    for (const name of ['Resumen', 'Crear campaña', 'Campañas', 'Analíticas']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await fits(link)).toBe(true);
    }

    await page.getByLabel('Nombre de la campaña').fill('Rebajas de invierno');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // a creative's title is shown whole, not 'Naturale…'
    const creative = page.getByRole('button', { name: title });
    const label = creative.locator('.ads-creative__title');
    await expect(label).toHaveText(title);
    expect(await fits(label)).toBe(true);
    await creative.click();
    await page.getByLabel('Enlace de destino').fill('https://tienda.example.com/rebajas');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // the default bid is written with a decimal comma; one credit is singular
    await expect(page.getByLabel('Puja por clic (créditos)')).toHaveValue('0,5');
    await page.getByRole('radio', { name: /^CPM/ }).check();
    await expect(page.getByText('Mínimo 1 crédito.', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /^CPC/ }).check();
    await page.getByLabel('Puja por clic (créditos)').fill('0,5');
    await page.getByLabel('Presupuesto total (créditos)').fill('5');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await expect(page.getByRole('heading', { name: 'Revisión' })).toBeVisible();
    await expect(page.getByText('CPC · 0,5 créditos', { exact: true })).toBeVisible();
    await expect(page.getByText('Al lanzarla se reservarán 5 créditos de tu saldo.')).toBeVisible();
  });
});
