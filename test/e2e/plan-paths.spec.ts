import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, signUpThroughUi } from './support';

/** Subscribes the signed-in user to a plan, monthly, through the sandbox gateway. */
async function subscribe(page: Page, plan: 'Max' | 'Basic') {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mejora tu plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mejora tu plan' });
  await dialog.getByRole('radio', { name: 'Mensual' }).click();
  await dialog
    .getByRole('article', { name: plan })
    .getByRole('button', { name: 'Seleccionar plan' })
    .click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByText(`Tu plan ${plan} está activo`)).toBeVisible();
}

test.describe('paths between plans and credits', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a Max member buys credits from the user menu, and picking Free says how to cancel', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    await subscribe(page, 'Max');

    // Max has no 'Mejora tu plan': 'Comprar créditos' opens the modal on the credit packages
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Mejora tu plan' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Comprar créditos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mejora tu plan' });
    await expect(dialog.getByRole('tab', { name: 'Comprar créditos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Comprar 100 créditos' })).toBeVisible();

    // Free on a paid plan: the modal stays and explains the way there
    await dialog.getByRole('tab', { name: 'Planes de suscripción' }).click();
    await dialog
      .getByRole('article', { name: 'Free' })
      .getByRole('button', { name: 'Seleccionar plan' })
      .click();
    await expect(dialog).toBeVisible();
    const steps = dialog.getByTestId('to-free');
    await expect(steps).toBeInViewport();
    await expect(steps).toContainText('Cómo pasar al plan Free');
    await expect(steps).toContainText(
      /Cancela tu suscripción con el botón «Cancelar suscripción» de abajo\. Conservarás el plan Max hasta el \d+ de \p{L}+ de \d{4}/u,
    );
    await expect(dialog.getByRole('button', { name: 'Cancelar suscripción' })).toBeVisible();

    // once cancelled, it says when Free begins
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByText('Suscripción cancelada exitosamente')).toBeVisible();
    await expect(steps).toContainText(/Tu suscripción ya está cancelada: pasarás al plan Free el/);
  });

  test('the menu, the billing page and the generator show one exact amount in credits', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    // one Journey image: 50 tokens, half a credit, and a settle row of 0
    const res = await page.request.post('/api/ai/predictions', {
      headers: { authorization: `Bearer ${token}` },
      data: { prompt: 'un faro al atardecer' },
    });
    expect(res.ok()).toBe(true);

    await page.goto('/billing');
    await expect(page.getByTestId('billing-credits')).toHaveText('9,5 créditos');
    const ledger = page.getByTestId('ledger-table');
    await expect(ledger.getByRole('row', { name: /Generación de imágenes/ })).toContainText('-0,5');
    // a movement of nothing is not listed
    await expect(ledger.getByRole('row', { name: /Ajuste de una generación/ })).toHaveCount(0);
    await openUserMenu(page);
    await expect(page.getByRole('menu')).toContainText('9,5 créditos');
    await page.keyboard.press('Escape');

    await page.goto('/create');
    const panel = page.getByRole('form', { name: 'Ajustes de generación' });
    await expect(panel.getByTestId('token-balance')).toHaveText('9,5 créditos');
    await expect(panel.getByTestId('generation-cost')).toHaveText('0,5 créditos');
  });
});
