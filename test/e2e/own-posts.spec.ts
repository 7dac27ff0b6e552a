import { expect, test } from '@playwright/test';
import {
  publishByApi,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
  uniqueWord,
  waitUntilReady,
} from './support';

test('a member edits a post, deletes it (confirming), finds it in Eliminados recientemente and restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await signUpByApi(request, uniqueUser('editora'));
  const word = uniqueWord('faro');
  const id = await publishByApi(request, member.token, { title: `Faro ${word}` });
  await waitUntilReady(request, [id], 120_000);
  await page.goto('/signin');
  await signInThroughUi(page, member.email, member.password);

  await page.goto(`/p/${id}`);
  await expect(page.getByRole('heading', { name: `Faro ${word}` })).toBeVisible();
  await expect(page.getByText('· Editado')).toHaveCount(0);

  // edit: an empty title is refused as on upload, then a new title and hashtags are saved
  await page.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar publicación' });
  await edit.getByLabel('Título').fill('   ');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit.getByRole('alert')).toHaveText('El título es obligatorio.');
  await edit.getByLabel('Título').fill(`Faro al alba ${word}`);
  await edit.getByLabel('Descripción').fill('Niebla sobre el mar #amanecer');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: `Faro al alba ${word}` })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Categoría y hashtags' })
      .getByRole('link', { name: '#amanecer' }),
  ).toBeVisible();
  await expect(page.getByText('· Editado')).toBeVisible();

  // delete, after the confirmation
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
  await expect(confirm).toContainText('30 días');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Publicación eliminada')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Eliminados recientemente' })).toBeVisible();
  await expect(page.getByText(`Faro al alba ${word}`)).toBeVisible();
  await expect(page.getByText('Se borrará definitivamente en 30 días')).toBeVisible();

  // gone for everyone: its page and the owner's profile
  const gone = await request.get(`/api/image/image-detail/${id}`);
  expect(gone.status()).toBe(404);
  await page.goto(`/u/${member.name}`);
  await expect(page.locator(`a[href="/p/${id}"]`)).toHaveCount(0);

  // the profile reaches 'Eliminados recientemente'; 'Restaurar' brings it back
  await page.getByRole('link', { name: 'Eliminados recientemente' }).click();
  await page.getByRole('button', { name: `Restaurar «Faro al alba ${word}»` }).click();
  await expect(toast(page, 'Publicación restaurada.')).toBeVisible();
  await expect(page.getByText('No has eliminado nada en los últimos 30 días.')).toBeVisible();
  expect((await request.get(`/api/image/image-detail/${id}`)).status()).toBe(200);
  await page.goto(`/u/${member.name}`);
  await expect(page.locator(`a[href="/p/${id}"]`).first()).toBeVisible();
});
