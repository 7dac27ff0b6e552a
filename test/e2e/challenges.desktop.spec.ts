import { devices, expect, test } from '@playwright/test';
import {
  admin,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  uniqueUser,
  waitUntilReady,
} from './support';

test.describe('retos diarios', () => {
  test.describe.configure({ timeout: 120_000 });

  // There is one challenge a day and the staff closes it: the test runs once (in the desktop
  // project) and drives a phone itself for the voter.
  test('a user enters today’s challenge with a post, another votes live, the staff closes the day and the winner is notified', async ({
    browser,
    request,
  }) => {
    const author = await signUpByApi(request, uniqueUser('reto'));
    const voter = await signUpByApi(request, uniqueUser('voto'));
    const staff = await signUpByApi(request, uniqueUser('staff'));
    const title = `Mi reto ${Date.now().toString(36)}`;
    const postId = await publishByApi(request, author.token, { title });
    await waitUntilReady(request, [postId]);

    // the author enters on a desktop
    const authorPage = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signInThroughUi(authorPage, author.name, author.password);
    await authorPage.goto('/daily-challengs');
    await expect(authorPage.getByRole('heading', { name: 'Retos diarios' })).toBeVisible();
    await expect(authorPage.getByText('Reto de hoy')).toBeVisible();
    await expect(authorPage.getByTestId('challenge-time-left')).toContainText('Cierra en');
    await authorPage.getByRole('button', { name: 'Participar' }).click();
    const dialog = authorPage.getByRole('dialog', { name: 'Elige tu participación' });
    await dialog.getByRole('radio', { name: title }).check({ force: true });
    await dialog.getByRole('button', { name: 'Enviar participación' }).click();
    await expect(authorPage.getByText('¡Ya estás participando!').first()).toBeVisible();
    // the entry is the last word: the dialog closes and nothing says the challenge is gone
    await expect(dialog).toBeHidden();
    await expect(authorPage.getByRole('button', { name: 'Retirar participación' })).toBeVisible();
    await authorPage.waitForLoadState('networkidle');
    await expect(authorPage.getByText('Ese reto no existe.')).toHaveCount(0);
    await expect(authorPage.getByText('No se pudo completar la acción')).toHaveCount(0);
    const authorEntry = authorPage
      .getByTestId('challenge-entry')
      .filter({ hasText: 'Tu participación' });
    await expect(authorEntry).toBeVisible();
    await expect(authorEntry.getByTestId('vote-count')).toHaveText('0');

    // a visitor sees it but is asked to sign in
    const visitorPage = await (await browser.newContext()).newPage();
    await visitorPage.goto('/daily-challengs');
    await expect(
      visitorPage.getByRole('link', { name: 'Ingresa para participar y votar' }),
    ).toBeVisible();

    // another user votes on a phone; the author's page counts it live
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
    });
    const voterPage = await phone.newPage();
    await signInThroughUi(voterPage, voter.name, voter.password);
    await voterPage.goto('/daily-challengs');
    await voterPage.getByRole('button', { name: `Votar por «${title}»` }).click();
    await expect(
      voterPage.getByRole('button', { name: `Quitar tu voto de «${title}»` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(authorEntry.getByTestId('vote-count')).toHaveText('1');

    // the staff closes the day
    expect(await admin('grant-staff', staff.name)).toBe(`${staff.name} ahora es staff.`);
    const staffPage = await (await browser.newContext()).newPage();
    await signInThroughUi(staffPage, staff.name, staff.password);
    await staffPage.goto('/daily-challengs');
    await staffPage.getByText('Herramientas del equipo').click();
    staffPage.once('dialog', (d) => void d.accept());
    await staffPage.getByRole('button', { name: 'Cerrar reto ahora' }).click();
    await expect(
      staffPage.getByText('Este reto ya cerró: los resultados son definitivos.'),
    ).toBeVisible();
    const winner = staffPage
      .getByTestId('challenge-entry')
      .filter({ has: staffPage.getByRole('img', { name: title }) });
    await expect(winner.getByLabel('1.º puesto')).toBeVisible();
    await expect(staffPage.getByTestId('past-challenge').first()).toContainText(author.fullname);

    // the winner sees the notification and it leads to the challenge
    await authorPage.reload();
    await authorPage.getByTestId('notifications-bell').click();
    const item = authorPage
      .getByTestId('notification-item')
      .filter({ hasText: '¡Tu publicación quedó 1.º en el reto' });
    await expect(item).toBeVisible();
    await item.click();
    await expect(authorPage).toHaveURL(/\/daily-challengs\?reto=/);
    await expect(authorPage.getByText('Cerrado', { exact: true })).toBeVisible();

    // and the post shows its place
    await authorPage.goto(`/p/${postId}`);
    await expect(authorPage.getByRole('link', { name: /^1\.º del reto/ })).toBeVisible();
  });
});
