import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpByApi, uniqueUser } from './support';

/** True when a tap at the element's centre reaches the element, not something fixed above it. */
function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function signInAs(page: Page, token: string): Promise<void> {
  await page.goto('/terms');
  await page.evaluate((t) => window.localStorage.setItem('session_token', t), token);
}

test.describe('avisos y botones flotantes en el teléfono', () => {
  test("a member's phone has one '+', the bottom bar's Subir, and nothing floats over the campaign wizard's Siguiente", async ({
    page,
    request,
  }) => {
    const member = await signUpByApi(request, uniqueUser('miembro'));
    await signInAs(page, member.token);
    await page.goto('/ad_tools/create');
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect(next).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accesos rápidos' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Navegación inferior' }).getByRole('button', {
        name: 'Subir',
      }),
    ).toBeVisible();
    await next.scrollIntoViewIfNeeded();
    expect(await reachable(next)).toBe(true);

    // the floating menu's shortcuts are in the phone's user menu (the header shows again at the top)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    for (const [name, href] of [
      ['Crear con IA', '/create'],
      ['Imagenes Favoritas', '/feed-images'],
      ['Ranking', '/ranking'],
    ]) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('menuitem', { name: 'Ranking', exact: true }).click();
    await expect(page).toHaveURL(/\/ranking$/);
  });
});
