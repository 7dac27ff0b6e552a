import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi } from './support';

function bottomBar(page: Page) {
  return page.getByRole('navigation', { name: 'Navegación inferior' });
}

test.describe('teléfono', () => {
  test('the bottom bar has five entries whose active state follows the route', async ({ page }) => {
    await page.goto('/');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.locator(':scope > a, :scope > button')).toHaveCount(5);
    const home = bar.getByRole('link', { name: 'Inicio' });
    const explore = bar.getByRole('link', { name: 'Explorar' });
    const news = bar.getByRole('link', { name: 'Novedades' });
    const profile = bar.getByRole('link', { name: 'Perfil' });
    await expect(bar.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expect(profile).toHaveAttribute('href', '/signin');
    await expect(home).toHaveAttribute('aria-current', 'page');
    // the gallery's menus share the header row with both visitor buttons, all inside the screen
    const header = page.getByTestId('site-header');
    for (const name of ['Organizar', 'Modo de vista']) {
      await expect(header.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    for (const name of ['Ingresar', 'Registrarse']) {
      await expect(header.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }

    await explore.click();
    await expect(page).toHaveURL(/\/explorer$/);
    await expect(explore).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');

    await news.click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(news).toHaveAttribute('aria-current', 'page');
    await expect(explore).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/results?q=montañas');
    await expect(explore).toHaveAttribute('aria-current', 'page');
    await expect(news).not.toHaveAttribute('aria-current', 'page');
  });

  test('signed in, the bar offers upload and links Perfil to the own profile', async ({ page }) => {
    const user = await signUpThroughUi(page);
    const bar = bottomBar(page);
    await expect(bar.locator(':scope > a, :scope > button')).toHaveCount(5);
    const profile = bar.getByRole('link', { name: 'Perfil' });
    await expect(profile).toHaveAttribute('href', `/u/${user.name}`);
    await profile.click();
    await expect(profile).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Subir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear nueva publicación' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('the header hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toBeInViewport();
  });

  test('the floating plus button toggles three shortcuts and is absent on /home', async ({
    page,
  }) => {
    await page.goto('/news');
    const toggle = page.getByRole('button', { name: 'Accesos rápidos' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Crear con IA', exact: true })).toHaveAttribute(
      'href',
      '/create',
    );
    await expect(
      page.getByRole('link', { name: 'Imagenes Favoritas', exact: true }),
    ).toHaveAttribute('href', '/feed-images');
    await expect(page.getByRole('link', { name: 'Ranking', exact: true })).toHaveAttribute(
      'href',
      '/ranking',
    );

    await page.getByRole('heading', { name: 'Novedades' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Modo Mixel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accesos rápidos' })).toHaveCount(0);
  });

  test('an empty search goes to the explorer on a phone', async ({ page }) => {
    await page.goto('/news');
    const search = page.getByRole('combobox', { name: 'Buscar' });
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/explorer$/);
  });
});
