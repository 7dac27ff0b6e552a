import { expect, test } from '@playwright/test';
import { openUserMenu, signUpThroughUi } from './support';

test('the dark theme chosen in the user menu survives a reload', async ({ page }) => {
  await signUpThroughUi(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await openUserMenu(page);
  await page.getByRole('menuitemcheckbox', { name: 'Modo oscuro' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.keyboard.press('Escape');
  await openUserMenu(page);
  await page.getByRole('menuitemcheckbox', { name: 'Modo oscuro' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a stored dark theme is applied before the app script runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route(/\/assets\/main-.*\.js$/, (route) => route.abort());
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('with no stored choice the theme follows the system scheme, live, until the person picks one', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/terms');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('a stored light theme wins over a dark system scheme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
