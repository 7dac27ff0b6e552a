import { expect, test } from '@playwright/test';
import { admin, signInThroughUi, signUpByApi, toast, uniqueUser } from './support';

test('the staff publishes a news item; a user sees the dot on Novedades until opening /news', async ({
  page,
  request,
  isMobile,
}) => {
  const staff = await signUpByApi(request, uniqueUser('staff'));
  const reader = await signUpByApi(request, uniqueUser('lector'));
  expect(await admin('grant-staff', staff.name)).toBe(`${staff.name} ahora es staff.`);

  // the staff writes and publishes it from the staff screen
  await signInThroughUi(page, staff.name, staff.password);
  await page.goto('/news/equipo');
  await page.getByRole('button', { name: 'Nueva noticia' }).click();
  const title = `Novedad ${Date.now().toString(36)}`;
  await page.getByLabel('Título').fill(title);
  await page
    .getByLabel('Texto', { exact: true })
    .fill('Hola **comunidad**. Lee [las reglas](/terms).');
  await page.getByRole('button', { name: 'Guardar y publicar' }).click();
  await expect(toast(page, 'Noticia publicada.')).toBeVisible();
  await expect(page.getByTestId('staff-news-item').filter({ hasText: title })).toHaveAttribute(
    'data-state',
    'published',
  );

  // the reader, signed up before it was published, sees the dot
  await page.evaluate((token) => localStorage.setItem('session_token', token), reader.token);
  await page.goto('/');
  const nav = page.getByTestId(isMobile ? 'bottom-bar' : 'side-nav');
  const newsLink = nav.locator('a[href="/news"]');
  await expect(newsLink).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-news-unread', '');

  // opening /news clears it, and it stays cleared
  await newsLink.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
  const card = page.getByTestId('news-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-news-unread');
  await card.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('.news-body strong')).toHaveText('comunidad');
  await page.goto('/');
  await expect(newsLink).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-news-unread');
});
