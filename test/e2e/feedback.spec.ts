import { expect, test } from '@playwright/test';
import { admin, openUserMenu, signInThroughUi, signUpByApi, toast, uniqueUser } from './support';

test('a user sends feedback from the user menu and the staff marks it handled', async ({
  page,
  request,
}) => {
  const user = await signUpByApi(request, uniqueUser('fb'));
  const staff = await signUpByApi(request, uniqueUser('staff'));
  const comment = `Las listas cargan rápido ${Date.now().toString(36)}`;

  await signInThroughUi(page, user.name, user.password);
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Feedback recibido' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Enviar feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar feedback' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Seleccione un emoji.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Regular' }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Escribe un comentario.')).toBeVisible();

  await dialog.getByLabel('Comentario').fill(comment);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    toast(page, '¡Hemos recibido su feedback, gracias por tu comentarios!'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // the staff page is not for everyone
  await page.goto('/staff/feedback');
  await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();

  expect(await admin('grant-staff', staff.name)).toBe(`${staff.name} ahora es staff.`);
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, staff.name, staff.password);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Feedback recibido' }).click();
  await expect(page).toHaveURL(/\/staff\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Feedback recibido' })).toBeVisible();

  const item = page.getByTestId('feedback-item').filter({ hasText: comment });
  await expect(item).toBeVisible();
  await expect(item.getByText(`@${user.name}`)).toBeVisible();
  await item.getByRole('button', { name: 'Marcar como atendido' }).click();
  await expect(item.getByRole('button', { name: 'Reabrir' })).toBeVisible();
  await expect(item.getByText('Atendido', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Atendidos' }).click();
  await expect(page.getByTestId('feedback-item').filter({ hasText: comment })).toBeVisible();
  await page.getByRole('tab', { name: 'Abiertos' }).click();
  await expect(page.getByRole('tab', { name: 'Abiertos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('feedback-item').filter({ hasText: comment })).toHaveCount(0);
});
