import { expect, test } from '@playwright/test';
import {
  admin,
  launchCampaign,
  openUserMenu,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
  uniqueWord,
} from './support';

test('staff reject a campaign from their review screen, and its advertiser reads why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord('rebaja');
  const advertiser = await launchCampaign(request, word);
  const staff = await signUpByApi(request, uniqueUser('staff'));
  expect(await admin('grant-staff', staff.name)).toBe(`${staff.name} ahora es staff.`);

  await signInThroughUi(page, staff.name, staff.password);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Revisión de campañas' }).click();
  await expect(page).toHaveURL(/\/staff\/campaigns$/);
  await expect(page.getByRole('tab', { name: 'Activas' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('campaign-card').filter({ hasText: `Campaña ${word}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`https://tienda.example.com/${word}`);

  await card.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar campaña' });
  await dialog.getByRole('button', { name: 'Rechazar campaña' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escribe el motivo del rechazo.');
  await dialog.getByLabel('Motivo del rechazo').fill('Promete resultados que no puede cumplir');
  await dialog.getByRole('button', { name: 'Rechazar campaña' }).click();
  await expect(toast(page, 'Campaña rechazada. Avisamos a su anunciante.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rechazadas' }).click();
  await expect(card.getByTestId('campaign-rejection')).toHaveText(
    'El equipo de Mixel la rechazó: Promete resultados que no puede cumplir',
  );

  // the advertiser hears it from the Mixel team, and the notice leads to their campaigns
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, advertiser.name, advertiser.password);
  await page.getByTestId('notifications-bell').click();
  const notice = page
    .getByTestId('notifications-panel')
    .getByTestId('notification-item')
    .filter({ hasText: 'rechazó tu campaña' });
  await expect(notice).toContainText('Equipo de Mixel');
  await expect(notice).toContainText(`«Campaña ${word}»: Promete resultados que no puede cumplir`);
  await notice.click();
  await expect(page).toHaveURL(/\/ad_tools\/campaigns$/);
  await expect(
    page.getByTestId('campaign-card').filter({ hasText: `Campaña ${word}` }),
  ).toContainText('rechazada');
});
