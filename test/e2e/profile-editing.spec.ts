import { expect, test } from '@playwright/test';
import { gradientPng, signUpThroughUi, uniqueUser } from './support';

test('a member edits the profile (name, bio, a link, avatar, cover, handle); the old handle redirects', async ({
  page,
}) => {
  const user = await signUpThroughUi(page, uniqueUser('perfil'));
  const newHandle = `n${user.name.slice(-14)}`;

  await page.goto(`/u/${user.name}`);
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Editar perfil' })).toBeVisible();

  // the cover: a wrong file type is refused with a word, an image is uploaded
  await page.getByLabel('Portada').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expect(page.getByText('Ese archivo no es una imagen.', { exact: false })).toBeVisible();
  await page.getByLabel('Portada').setInputFiles({
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: gradientPng(900, 300),
  });
  await expect(page.getByTestId('edit-cover').locator('img')).toBeVisible();

  // the avatar, through the avatar editor
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar avatar' });
  await editor.getByLabel('Foto para el avatar').setInputFiles({
    name: 'yo.png',
    mimeType: 'image/png',
    buffer: gradientPng(400, 400),
  });
  await editor.getByRole('button', { name: 'Guardar avatar' }).click();
  await expect(editor).toBeHidden();

  // a bad link is refused beside its field, nothing is saved
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pixel');
  await page.getByLabel('Enlace 1').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'no es un enlace válido' })).toBeVisible();

  await page.getByLabel('Enlace 1').fill('ana.example.com/portfolio');
  await page.getByLabel('Biografía').fill('Fotos nocturnas de Bogotá. Hablemos con @diego');
  await page.getByLabel('Nombre de usuario').fill(newHandle);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(new RegExp(`/u/${newHandle}$`));
  await expect(page.getByRole('heading', { name: 'Ana Pixel' })).toBeVisible();
  await expect(page.getByText(`@${newHandle}`)).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText(
    'Fotos nocturnas de Bogotá. Hablemos con @diego',
  );
  await expect(
    page.getByTestId('profile-bio').getByRole('link', { name: '@diego' }),
  ).toHaveAttribute('href', '/u/diego');
  const link = page.getByRole('list', { name: 'Enlaces' }).getByRole('link');
  await expect(link).toHaveText('ana.example.com/portfolio');
  await expect(link).toHaveAttribute('href', 'https://ana.example.com/portfolio');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(page.getByTestId('profile-cover').locator('img')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
    'src',
    /\/media\//,
  );

  // the old address goes to the new one
  await page.goto(`/u/${user.name}`);
  await expect(page).toHaveURL(new RegExp(`/u/${newHandle}$`));
  await expect(page.getByRole('heading', { name: 'Ana Pixel' })).toBeVisible();
});

test('a profile seen before the edit shows the saved name and bio at once, handle unchanged', async ({
  page,
}) => {
  const user = await signUpThroughUi(page, uniqueUser('perfilcache'));
  await page.goto(`/u/${user.name}`);
  await expect(page.getByRole('link', { name: 'Editar perfil' })).toBeVisible();
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Bea Nueva');
  await page.getByLabel('Biografía').fill('Retratos con luz de ventana');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${user.name}$`));
  await expect(page.getByRole('heading', { name: 'Bea Nueva' })).toBeVisible();
  await expect(page.getByTestId('profile-bio')).toHaveText('Retratos con luz de ventana');
});
