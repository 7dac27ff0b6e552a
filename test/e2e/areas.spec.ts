import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, signUpThroughUi } from './support';

const AREAS = [
  { label: 'Grupos', path: /\/group$/, title: 'Grupos · Mixel' },
  { label: 'Retos diarios', path: /\/daily-challengs$/, title: 'Retos diarios · Mixel' },
  { label: 'Lienzo', path: /\/canvas$/, title: 'Lienzo · Mixel' },
];

/** Follows the menu entry `label` as a member would on this screen (side nav or user menu). */
async function openArea(page: Page, label: string, isMobile: boolean) {
  if (isMobile) {
    await openUserMenu(page);
    await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

test.describe('every area reachable, each page named in the tab', () => {
  test('a member reaches groups, challenges and the canvas from the menus', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    await expect(page).toHaveTitle('Galería · Mixel');
    for (const area of AREAS) {
      await page.goto('/');
      await openArea(page, area.label, isMobile);
      await expect(page).toHaveURL(area.path);
      await expect(page).toHaveTitle(area.title);
    }
    // the terms and the feedback dialog are in the user menu on every screen
    await page.goto('/');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page).toHaveTitle('Términos y condiciones · Mixel');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Enviar feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Enviar feedback' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Novedades: in the bottom bar on a phone, the side nav on a desktop
    const nav = page.getByRole('navigation', {
      name: isMobile ? 'Navegación inferior' : 'Navegación principal',
    });
    await nav.getByRole('link', { name: 'Novedades' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page).toHaveTitle('Novedades · Mixel');
  });

  test('a profile, a post and a search each name themselves in the tab', async ({ page }) => {
    await page.goto('/u/diego');
    await expect(page).toHaveTitle('@diego · Mixel');
    const post = page.getByTestId('post-card').first();
    const name = (await post.getAttribute('aria-label'))!;
    await post.click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(name);
    await expect(page).toHaveTitle(`${name} · Mixel`);
    await page.goto('/results?q=montaña');
    await expect(page).toHaveTitle('Resultados para “montaña” · Mixel');
    await page.goto('/ranking');
    await expect(page).toHaveTitle('Ranking · Mixel');
    await page.goto('/no-existe');
    await expect(page).toHaveTitle('Página no encontrada · Mixel');
  });
});
