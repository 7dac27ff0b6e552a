import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openUserMenu, signInThroughUi, signUpByApi, uniqueUser } from './support';

const run = promisify(execFile);

/**
 * `npm run admin -- <args>` against the e2e app's database: the run's own database on the
 * DATABASE_URL server (scripts/e2e-server.mjs names it in the data directory), or its embedded
 * cluster.
 */
async function admin(...args: string[]): Promise<string> {
  const dataDir = process.env.MIXEL_E2E_DATA_DIR ?? '';
  const urlFile = join(dataDir, 'database-url');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (existsSync(urlFile)) {
    env.DATABASE_URL = readFileSync(urlFile, 'utf8');
  }
  const { stdout } = await run(process.execPath, ['dist/server/src/main.js', '--admin', ...args], {
    env,
  });
  return stdout.trim();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

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
