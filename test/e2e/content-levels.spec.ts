import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  gradientPng,
  openUserMenu,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
} from './support';

async function publishAtLevel(
  request: APIRequestContext,
  token: string,
  title: string,
  contentLevel: 'general' | 'sensible' | 'explicito',
): Promise<string> {
  const res = await request.post('/api/image/add-image', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      visibility: 'public',
      contentLevel,
      image: { name: 'foto.png', mimeType: 'image/png', buffer: gradientPng(240, 200) },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test('a user opts in to explicit content, confirming adulthood, and then finds the explicit post that was absent', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const author = await signUpByApi(request, uniqueUser('autor'));
  const viewer = await signUpByApi(request, uniqueUser('adulto'));
  // one word of this run's own, so its search lists exactly these posts
  const word = `nutria${Date.now().toString(36)}`;
  const general = `Paisaje ${word}`;
  const sensible = `Sugerente ${word}`;
  const explicit = `Explicito ${word}`;
  const ids = [
    await publishAtLevel(request, author.token, general, 'general'),
    await publishAtLevel(request, author.token, sensible, 'sensible'),
    await publishAtLevel(request, author.token, explicit, 'explicito'),
  ];
  // media processing shares the machine with everything else: allow it more than the default
  await expect
    .poll(
      async () => {
        const states = await Promise.all(
          ids.map(async (id) => {
            const res = await request.get(`/api/image/image-detail/${id}`);
            return res.ok() ? ((await res.json()) as { data: { status: string } }).data.status : '';
          }),
        );
        return states.filter((state) => state === 'ready').length;
      },
      { timeout: 180_000 },
    )
    .toBe(ids.length);

  await signInThroughUi(page, viewer.name, viewer.password);
  await page.goto(`/results?q=${word}`);
  await expect(page.getByRole('link', { name: general })).toBeVisible();
  // the sensible post comes veiled, with 'Mostrar'; the explicit one does not come at all
  const veiled = page.getByRole('link', { name: sensible });
  await expect(veiled).toBeVisible();
  await expect(veiled.locator('img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: explicit })).toHaveCount(0);
  await page.getByRole('button', { name: `Mostrar: ${sensible}` }).click();
  await expect(veiled.locator('img')).toHaveCount(1);

  // the preferences: explicit content asks to confirm adulthood first
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Preferencias de contenido' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preferencias de contenido' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Solo contenido general/ })).toBeChecked();
  await page.getByRole('radio', { name: /Mostrar contenido explícito/ }).check();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Marca la casilla para confirmar que eres mayor de edad.',
  );
  await page.getByRole('checkbox', { name: /Confirmo que soy mayor de edad/ }).check();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(toast(page, 'Preferencias guardadas')).toBeVisible();
  await expect(page.getByText(/Confirmaste que eres mayor de edad el/)).toBeVisible();

  await page.goto(`/results?q=${word}`);
  const card = page.getByRole('link', { name: explicit });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(1);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: explicit })).toBeVisible();
  await expect(page.getByTestId('post-media')).not.toHaveAttribute('data-blurred', 'true');
});
