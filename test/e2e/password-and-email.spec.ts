import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, signUpThroughUi, submitSignIn, toast } from './support';

/** Opens, in the embedded mail's development inbox, the newest message to `to` with `subject`. */
async function openMail(page: Page, to: string, subject: string): Promise<void> {
  await expect(async () => {
    await page.goto('/dev/mail');
    await page
      .getByRole('link')
      .filter({ hasText: subject })
      .filter({ hasText: `Para ${to}` })
      .first()
      .click({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test.describe('password and email', () => {
  test('a member changes the password in the account settings', async ({ page }) => {
    const user = await signUpThroughUi(page);
    await page.goto('/settings');
    const block = page.getByTestId('change-password');
    await block.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await block.getByLabel('Contraseña nueva').fill('otra-clave-segura-456');
    await block.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(block).toContainText('La contraseña actual no es correcta.');

    await block.getByLabel('Contraseña actual').fill(user.password);
    await block.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      toast(page, 'Cambiamos tu contraseña y cerramos tus otras sesiones.'),
    ).toBeVisible();
    // this session stays
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
      'Usuario o contraseña incorrectos.',
    );
    await submitSignIn(page, user.email, 'otra-clave-segura-456');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });

  test('a member who forgot the password recovers it through the mail', async ({
    page,
    request,
  }) => {
    const user = await signUpByApi(request);
    await page.goto('/signin');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('El correo electrónico no es válido.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('Si ese correo tiene una cuenta en Mixel');

    await openMail(page, user.email, 'Restablece tu contraseña de Mixel');
    await page.getByRole('link', { name: 'Elegir una contraseña nueva' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const resetUrl = page.url();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('recuperada-789');
    await page.getByLabel('Repite la contraseña nueva').fill('recuperada-780');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await page.getByLabel('Repite la contraseña nueva').fill('recuperada-789');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('ya puedes iniciar sesión');

    // the link works once
    await page.goto(resetUrl);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-vez-789');
    await page.getByLabel('Repite la contraseña nueva').fill('otra-vez-789');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toContainText('ya se usó o venció');

    await submitSignIn(page, user.email, 'recuperada-789');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });

  test('the verification banner goes away after following the mailed link', async ({ page }) => {
    const user = await signUpThroughUi(page);
    const banner = page.getByTestId('verify-email-banner');
    await expect(banner).toContainText(`Confirma tu correo: te enviamos un enlace a ${user.email}`);
    await banner.getByRole('button', { name: 'Reenviar' }).click();
    await expect(toast(page, 'Te enviamos un enlace nuevo. Revisa tu correo.')).toBeVisible();

    await openMail(page, user.email, 'Confirma tu correo en Mixel');
    await page.getByRole('link', { name: 'Confirmar mi correo' }).click();
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByText('Tu correo quedó confirmado.')).toBeVisible();
    await expect(page.getByTestId('verify-email-banner')).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(page.getByTestId('verify-email-banner')).toBeHidden();
  });
});
