import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpByApi, submitSignIn, toast, uniqueUser } from './support';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

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

test.describe('avisos y botones flotantes', () => {
  test('a notice sits at the bottom, clear of the header, the search box and the bottom bar', async ({
    page,
    request,
    isMobile,
  }) => {
    const user = await signUpByApi(request, uniqueUser('aviso'));
    await submitSignIn(page, user.name, user.password);
    const welcome = toast(page, '¡Hola, ');
    await expect(welcome).toBeVisible();
    // held open while pointed at (it shows for two seconds), then measured
    await welcome.hover();
    const notice = await boxOf(welcome);
    const header = page.getByTestId('site-header');
    const covered = [
      header.getByRole('link', { name: 'Mixel, ir al inicio' }),
      page.getByTestId('notifications-bell'),
      page.getByTestId('user-menu-trigger'),
      page.getByRole('combobox', { name: 'Buscar' }),
    ];
    for (const target of covered) {
      expect(overlaps(notice, await boxOf(target)), `the notice covers ${target}`).toBe(false);
    }
    if (isMobile) {
      const bar = await boxOf(page.getByRole('navigation', { name: 'Navegación inferior' }));
      expect(notice.y + notice.height).toBeLessThanOrEqual(bar.y);
    }
    expect(notice.y).toBeGreaterThan((page.viewportSize()?.height ?? 0) / 2);
    // and it can be closed at once
    await welcome.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(welcome).toBeHidden();
  });

  test("a member's phone has one '+', the bottom bar's Subir, and nothing floats over the campaign wizard's Siguiente", async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the floating + and the bottom bar are the phone’s');
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
