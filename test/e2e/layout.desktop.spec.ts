import { expect, test } from '@playwright/test';
import { signUpThroughUi } from './support';

test.describe('escritorio', () => {
  test('the side navigation shows visitor entries, then the signed-in ones', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Galería' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ranking' })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrarse' })).toBeVisible();

    const user = await signUpThroughUi(page);
    const expected = [
      ['Inicio', '/'],
      ['Página de inicio', '/home'],
      ['Ver mi perfil', `/u/${user.name}`],
      ['Novedades', '/news'],
      ['Imagenes Favoritas', '/feed-images'],
      ['Generador de Imagenes con AI', '/create'],
      ['Grupos', '/group'],
      ['Retos diarios', '/daily-challengs'],
      ['Lienzo', '/canvas'],
      ['Ranking', '/ranking'],
    ] as const;
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await nav.getByRole('link', { name: 'Ranking' }).click();
    await expect(page).toHaveURL(/\/ranking$/);
    await expect(nav.getByRole('link', { name: 'Ranking' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the signed-in header has Crear, the bell, the upload tooltip and the user menu', async ({
    page,
  }) => {
    const user = await signUpThroughUi(page);
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Crear' })).toHaveAttribute('href', '/create');
    await expect(header.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    await expect(header.getByTestId('count-badge')).toHaveCount(0);

    await header.getByRole('button', { name: 'Subir Imagen' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Subir Imagen' })).toBeVisible();

    await header.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Ver perfil' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Centro de publicidad' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Mejora tu plan' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Editar avatar' }).click();
    await expect(page).toHaveURL(new RegExp(`/u/${user.name}\\?avatar=1$`));
    const avatarEditor = page.getByRole('dialog', { name: 'Editar avatar' });
    await expect(avatarEditor).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(avatarEditor).toBeHidden();

    await header.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Enviar feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar feedback' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the header search goes to results, or home when empty', async ({ page }) => {
    await page.goto('/news');
    const search = page.getByRole('combobox', { name: 'Buscar' });
    await search.fill('atardecer en la playa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/results\?q=atardecer%20en%20la%20playa$/);
    await expect(
      page.getByRole('heading', { name: 'Resultados para “atardecer en la playa”' }),
    ).toBeVisible();

    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a top progress bar shows while a lazily loaded page arrives', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/RankingPage-.*\.js$/, async (route) => {
      await held;
      await route.fallback();
    });

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Ranking' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Cargando página' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Cargando página' })).toHaveCount(0);
  });
});
