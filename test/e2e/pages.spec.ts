import { expect, test } from '@playwright/test';

test.describe('páginas', () => {
  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/esta-ruta/no-existe');
    await expect(page.getByRole('heading', { name: 'Parece que algo salió mal.' })).toBeVisible();
    await expect(
      page.getByText(
        'Lo sentimos, no encontramos esa página. Encontrarás mucho que explorar en la página de inicio.',
      ),
    ).toBeVisible();
    const home = page.getByRole('link', { name: 'Volver a la página de inicio' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Parece que algo salió mal.' })).toHaveCount(0);
  });

  test('every route of the spec renders a page of its own', async ({ page }) => {
    // 22 navigations, each loading its route's chunk: more than one default test timeout
    test.setTimeout(90_000);
    const routes: Array<[string, string | RegExp]> = [
      ['/', 'Galería'],
      ['/home', 'Modo Mixel'],
      ['/explorer', 'Explorar'],
      ['/results?q=gatos', 'Resultados para “gatos”'],
      ['/news', 'Novedades'],
      ['/daily-challengs', 'Retos diarios'],
      ['/feed-images', 'Imagenes Favoritas'],
      ['/payment/process', 'Bienvenido de nuevo'],
      ['/create?prompt=un%20faro', 'Generador de Imagenes con AI'],
      ['/canvas', 'Lienzo'],
      ['/ad_tools', 'Centro de publicidad'],
      ['/ad_tools/create', 'Crear campaña'],
      ['/ad_tools/campaigns', 'Mis campañas'],
      ['/ad_tools/analytics', 'Analíticas de campañas'],
      ['/signin', 'Bienvenido de nuevo'],
      ['/signup', 'Crea tu cuenta'],
      ['/u/alguien', 'Este perfil no existe'],
      ['/ranking', 'Ranking'],
      ['/terms', 'Términos y condiciones'],
      ['/p/123', 'No encontramos esta publicación'],
      ['/insights/media/42', 'Estadísticas del anuncio'],
      ['/group', 'Grupos'],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
  });

  test('the advertising centre asks visitors to sign in on every one of its pages', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/ad_tools', 'Centro de publicidad'],
      ['/ad_tools/create', 'Crear campaña'],
      ['/ad_tools/campaigns', 'Mis campañas'],
      ['/ad_tools/analytics', 'Analíticas de campañas'],
      ['/insights/media/42', 'Estadísticas del anuncio'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Inicia sesión para anunciarte' }),
        path,
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Ingresar' })).toHaveAttribute(
        'href',
        '/signin',
      );
      await expect(page.getByText('Próximamente')).toHaveCount(0);
    }
  });

  test('the terms page covers accounts, licences, AI, payments, ads, privacy and contact', async ({
    page,
  }) => {
    await page.goto('/terms');
    for (const section of [
      'Cuentas de usuario',
      'Tu contenido y licencias',
      'Contenido monetizado',
      'inteligencia artificial',
      'Planes, pagos y créditos',
      'Publicidad',
      'Privacidad',
      'Contacto',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(section) }),
      ).toBeVisible();
    }
  });

  test('the OAuth callback reports a provider error with a way back to sign in', async ({
    page,
  }) => {
    await page.goto('/oauth#error=El%20proveedor%20rechaz%C3%B3%20el%20acceso');
    await expect(page.getByText('El proveedor rechazó el acceso')).toBeVisible();
    await page.getByRole('link', { name: 'Volver a Ingresar' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the OAuth callback signs in with a token and goes home', async ({ page, request }) => {
    const name = `oidc_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const response = await request.post('/graphql', {
      data: {
        query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { token user { name } } }',
        variables: {
          input: {
            name,
            fullname: 'Usuario OIDC',
            email: `${name}@example.com`,
            password: 'contraseña-segura-123',
          },
        },
      },
    });
    const body = (await response.json()) as { data: { signUp: { token: string } } };
    await page.goto(`/oauth#token=${encodeURIComponent(body.data.signUp.token)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBe(
      body.data.signUp.token,
    );
  });
});

test('a browser opening /graphql gets the bundled GraphiQL IDE', async ({ page }) => {
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.getByText('Headers', { exact: true })).toBeVisible();
});
