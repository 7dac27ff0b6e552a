import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export interface TestUser {
  name: string;
  fullname: string;
  email: string;
  password: string;
}

/** A user no earlier run can have created, so reruns against a shared database pass. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const name = `${prefix}_${suffix}`.slice(0, 30);
  return {
    name,
    fullname: `Prueba ${suffix}`,
    email: `${name}@example.com`,
    password: 'contraseña-segura-123',
  };
}

/** Signs a new user up through the form and waits until the app shows them signed in. */
export async function signUpThroughUi(
  page: Page,
  user: TestUser = uniqueUser(),
): Promise<TestUser> {
  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill(user.name);
  await page.getByLabel('Nombre completo').fill(user.fullname);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  return user;
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}
