import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { publishByApi, signInThroughUi, signUpByApi, uniqueUser, waitUntilReady } from './support';

test.describe('centro de publicidad', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an advertiser launches a campaign from one of their posts, pauses, resumes it and reads its analytics', async ({
    page,
    request,
  }) => {
    // a new user starts with the sign-up grant of 10 credits: enough for a small campaign
    const advertiser = await signUpByApi(request, uniqueUser('anunciante'));
    const title = `Zapatillas ${advertiser.name.slice(-6)}`;
    const postId = await publishByApi(request, advertiser.token, { title });
    await waitUntilReady(request, [postId]);
    await signInThroughUi(page, advertiser.name, advertiser.password);

    await page.goto('/ad_tools');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Centro de publicidad' }),
    ).toBeVisible();
    await expect(page.getByTestId('metric-impressions')).toContainText('0');
    await expect(page.getByText('No tienes campañas activas.')).toBeVisible();
    await page.getByTestId('ads-create-link').click();
    await expect(page).toHaveURL(/\/ad_tools\/create$/);

    const name = `Rebajas ${advertiser.name.slice(-6)}`;
    // step 1: a name too short is refused in Spanish
    await page.getByLabel('Nombre de la campaña').fill('ab');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText('El nombre de la campaña debe tener entre 3 y 80 caracteres.'),
    ).toBeVisible();
    await page.getByLabel('Nombre de la campaña').fill(name);
    await page.getByRole('radio', { name: /^Clics/ }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // step 2: the creative, its call to action and an https destination
    await expect(page.getByRole('heading', { name: 'Anuncios' })).toBeVisible();
    await page.getByRole('button', { name: title }).click();
    await page.getByLabel('Llamada a la acción').selectOption({ label: 'Comprar' });
    await page.getByLabel('Enlace de destino').fill('http://tienda.example.com');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(/debe ser una dirección https:\/\/ válida/)).toBeVisible();
    await page.getByLabel('Enlace de destino').fill('https://tienda.example.com/rebajas');
    const preview = page.getByRole('article', { name: 'Vista previa' });
    await expect(preview).toContainText('Patrocinado');
    await expect(preview).toContainText('Comprar');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // step 3: everyone
    await expect(page.getByRole('heading', { name: 'Audiencia' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // step 4: more than the balance is refused clearly; then a budget the credits cover
    await page.getByLabel('Presupuesto total (créditos)').fill('500');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText(/No tienes créditos suficientes: tu saldo es de 10 créditos/),
    ).toBeVisible();
    await page.getByLabel('Presupuesto total (créditos)').fill('8');
    await page.getByLabel('Puja por clic (créditos)').fill('0,1');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(/al menos 0,2 créditos por clic/)).toBeVisible();
    await page.getByLabel('Puja por clic (créditos)').fill('0,5');
    await expect(page.getByTestId('reach-estimate')).toContainText('hasta 16');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // step 5: review, then launch
    await expect(page.getByRole('heading', { name: 'Revisión' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await page.getByRole('button', { name: 'Lanzar campaña' }).click();

    await expect(page).toHaveURL(/\/ad_tools\/campaigns$/);
    const card = page.getByTestId('campaign-card').filter({ hasText: name });
    await expect(card.getByTestId('campaign-status')).toHaveText('activa');
    await expect(card.getByRole('progressbar', { name: 'Presupuesto usado' })).toBeVisible();
    await expect(card).toContainText('0 de 8 créditos gastados');

    await card.getByRole('button', { name: 'Pausar' }).click();
    await expect(card.getByTestId('campaign-status')).toHaveText('en pausa');
    await card.getByRole('button', { name: 'Reanudar' }).click();
    await expect(card.getByTestId('campaign-status')).toHaveText('activa');

    await card.getByRole('link', { name: 'Analíticas' }).click();
    await expect(page).toHaveURL(/\/ad_tools\/analytics\?campaign=[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Analíticas de campañas' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /Gráfico de impresiones y clics/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cifras por día' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mixel-rebajas-.*\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFFecha;Impresiones;Clics;CTR;Gasto (créditos)\r\n')).toBe(true);

    // one ad's own page
    await page.getByRole('link', { name: new RegExp(`Anuncio 1: ${title}`) }).click();
    await expect(page).toHaveURL(/\/insights\/media\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estadísticas del anuncio' }),
    ).toBeVisible();
    await expect(page.getByText(`Campaña: ${name}`)).toBeVisible();

    // an ad that is not theirs is not found
    await page.goto('/insights/media/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'No encontramos este anuncio' })).toBeVisible();

    // the dashboard lists the active campaign
    await page.goto('/ad_tools');
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});
