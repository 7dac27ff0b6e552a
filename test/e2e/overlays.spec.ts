import { expect, test, type Locator } from '@playwright/test';
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
});
