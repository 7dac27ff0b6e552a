import { expect, test } from '@playwright/test';
import { openUserMenu, signUpThroughUi, toast } from './support';

test.describe('tus datos', () => {
  test('downloads their data, then deletes the account and cannot sign in again', async ({
    page,
  }) => {
    const user = await signUpThroughUi(page);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Ajustes de la cuenta' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();

    const exportBlock = page.getByTestId('data-export');
    await exportBlock.getByRole('button', { name: 'Descargar mis datos' }).click();
    await expect(exportBlock).toContainText('Tu archivo está listo', { timeout: 20_000 });
    const link = exportBlock.getByRole('link', { name: 'Descargar archivo' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^mixel-mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);

    const deleteBlock = page.getByTestId('delete-account');
    await deleteBlock.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Escribe tu usuario (${user.name}) para confirmar`).fill(user.name);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await confirm.click();
    await expect(dialog).toContainText('La contraseña no es correcta.');

    await dialog.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Tu cuenta fue eliminada.')).toBeVisible();
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'Ingresar' }),
    ).toBeVisible();

    await page.goto('/signin');
    await page.getByLabel('Correo electrónico o usuario').fill(user.name);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
      'Usuario o contraseña incorrectos.',
    );
    await expect(page).toHaveURL(/\/signin$/);
  });
});
