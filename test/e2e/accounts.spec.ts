import { expect, test } from '@playwright/test';
import { openUserMenu, signUpByApi, signUpThroughUi, submitSignIn, uniqueUser } from './support';

test.describe('cuentas', () => {
  test('signs up, stays signed in after a reload and signs out to /signin', async ({ page }) => {
    const user = await signUpThroughUi(page);

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('session_token'),
      user: localStorage.getItem('user_session'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ name: user.name, plan: 'free' });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingresar' })).toHaveCount(0);

    await openUserMenu(page);
    await expect(page.getByRole('menu')).toContainText(`@${user.name}`);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'Ingresar' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user_session'))).toBeNull();

    await page.reload();
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'Ingresar' }),
    ).toBeVisible();
  });

  test('greets on sign-in with a toast whose close button speaks Spanish', async ({
    page,
    request,
  }) => {
    const user = await signUpByApi(request, uniqueUser());
    await submitSignIn(page, user.name, user.password);
    const greeting = page.getByText(/^¡Hola, /);
    await expect(greeting).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(greeting).toBeHidden();
  });

  test('signs in again with the handle after signing out', async ({ page }) => {
    const user = await signUpThroughUi(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByLabel('Correo electrónico o usuario').fill(user.name);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  });

  test('shows the server message for wrong credentials and stays on /signin', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Correo electrónico o usuario').fill(uniqueUser().name);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();

    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeNull();
  });

  test('checks the sign-up fields before sending and reports a taken handle', async ({
    page,
    browser,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Nombre de usuario').fill('AB');
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(
      page.getByText('El nombre de usuario debe tener entre 3 y 30 caracteres.'),
    ).toBeVisible();
    await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    const taken = await signUpThroughUi(page);
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/signup');
    await second.getByLabel('Nombre de usuario').fill(taken.name);
    await second.getByLabel('Nombre completo').fill('Otra Persona');
    await second.getByLabel('Correo electrónico').fill(`otra_${taken.email}`);
    await second.getByLabel('Contraseña', { exact: true }).fill(taken.password);
    await second.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(second.getByLabel('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveURL(/\/signup$/);
    await other.close();
  });

  test('drops an invalid stored token and shows the visitor header', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('session_token', 'token-que-no-existe');
      localStorage.setItem('user_session', JSON.stringify({ name: 'fantasma' }));
    });
    await page.reload();
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: 'Ingresar' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user_session'))).toBeNull();
  });

  test('updates the signed-in user live through the meUpdated subscription', async ({
    page,
    request,
  }) => {
    await signUpThroughUi(page);
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    const fullname = `Nombre En Vivo ${Date.now().toString(36)}`;

    await expect(async () => {
      const response = await request.post('/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
          variables: { input: { fullname } },
        },
      });
      expect(response.ok()).toBe(true);
      const stored = await page.evaluate(() => localStorage.getItem('user_session'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ fullname });
    }).toPass({ timeout: 15_000, intervals: [500, 1000, 2000] });

    await openUserMenu(page);
    await expect(page.getByRole('menu')).toContainText(fullname);
  });

  test('keeps the cached user and warns when the session cannot be validated', async ({ page }) => {
    const user = await signUpThroughUi(page);
    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.reload();

    await expect(
      page.getByText('No se puede validar la sesión, verifica tú conexión a internet'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeTruthy();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user_session'))) ?? '{}'),
    ).toMatchObject({ name: user.name });
  });
});
