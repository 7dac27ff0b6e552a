import { expect, test, type Locator } from '@playwright/test';
import {
  admin,
  graphql,
  openUserMenu,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
  waitUntilReady,
} from './support';

test('a user reports a post, staff hide it, the reporter hears the outcome and the post leaves the gallery', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await signUpByApi(request, uniqueUser('autor'));
  const reporter = await signUpByApi(request, uniqueUser('denuncia'));
  const staff = await signUpByApi(request, uniqueUser('staff'));
  // one word of this run's own, so its search lists exactly these two posts
  const word = `faro${Date.now().toString(36)}`;
  const title = `Denunciable ${word}`;
  const postId = await publishByApi(request, author.token, { title });
  const keptTitle = `Se queda ${word}`;
  const keptId = await publishByApi(request, author.token, { title: keptTitle });
  await waitUntilReady(request, [postId, keptId]);

  // the reporter reports it from the post page
  await signInThroughUi(page, reporter.name, reporter.password);
  await page.goto(`/p/${postId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByTestId('report-post').click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar publicación' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Otro' }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cuéntanos qué ocurre.');
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Detalles').fill('Publicidad engañosa');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Gracias. Revisaremos tu denuncia.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // staff hide it from /staff/moderation
  expect(await admin('grant-staff', staff.name)).toBe(`${staff.name} ahora es staff.`);
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, staff.name, staff.password);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Moderación' }).click();
  await expect(page).toHaveURL(/\/staff\/moderation$/);
  // posts only: other tests fill the shared queue with comments held for review
  await page.getByRole('combobox', { name: 'Filtros' }).selectOption({ label: 'Publicaciones' });
  const item = page.getByTestId('moderation-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('1 denuncia')).toBeVisible();
  await expect(item.getByText('“Publicidad engañosa”')).toBeVisible();
  await item.getByRole('button', { name: 'Ocultar' }).click();
  await expect(item.getByText('Escribe el motivo de la decisión.')).toBeVisible();
  await item.getByLabel('Motivo de la decisión').fill('Spam comercial');
  await item.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toast(page, 'Decisión registrada.')).toBeVisible();
  await expect(page.getByTestId('moderation-item').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Resueltas' }).click();
  const closed = page.getByTestId('moderation-item').filter({ hasText: title });
  await expect(closed.getByText('Oculto', { exact: true })).toBeVisible();
  await closed.getByText('Historial').click();
  await expect(closed.getByText(`@${staff.name}: Ocultar`)).toBeVisible();

  // the reporter sees the outcome in their notifications
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, reporter.name, reporter.password);
  await page.getByTestId('notifications-bell').click();
  const notice = page
    .getByTestId('notifications-panel')
    .getByTestId('notification-item')
    .filter({ hasText: 'revisó tu denuncia' });
  await expect(notice).toContainText('Equipo de Mixel');
  await expect(notice).toContainText('ocultamos el contenido');
  await page.keyboard.press('Escape');

  // and the post is gone from the gallery, the search and its page (other tests publish beside
  // this one: the search for the run's own word shows the post that stays)
  await page.goto('/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/results?q=${word}`);
  await expect(page.getByTestId('post-card').filter({ hasText: keptTitle })).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/p/${postId}`);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

/**
 * How many lines a comment's actions take. Actions of different heights centred on one line have
 * different top edges, so a line is a run of boxes that overlap vertically: the next one starts
 * where a box begins below the bottom of every box before it.
 */
async function actionLines(comment: Locator): Promise<number> {
  return comment.locator('.comment__actions > *').evaluateAll((actions) => {
    const boxes = actions
      .map((a) => a.getBoundingClientRect())
      .sort((a, b) => a.top - b.top || a.bottom - b.bottom);
    let lines = 0;
    let bottom = -Infinity;
    for (const box of boxes) {
      if (box.top >= bottom) {
        lines += 1;
      }
      bottom = Math.max(bottom, box.bottom);
    }
    return lines;
  });
}

test('a comment is reported from its «⋯» menu, its row of actions on one line', async ({
  page,
  request,
}) => {
  const author = await signUpByApi(request, uniqueUser('autor'));
  const commenter = await signUpByApi(request, uniqueUser('comenta'));
  const reader = await signUpByApi(request, uniqueUser('lector'));
  const postId = await publishByApi(request, author.token, { title: 'Con comentarios' });
  await waitUntilReady(request, [postId]);
  await graphql(
    request,
    commenter.token,
    'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
    { input: { postId, body: 'Un comentario para denunciar' } },
  );

  await signInThroughUi(page, reader.name, reader.password);
  await page.goto(`/p/${postId}`);
  const comment = page.getByTestId('comment').filter({ hasText: 'Un comentario para denunciar' });
  const more = comment.getByRole('button', { name: 'Más acciones del comentario' });
  await expect(more).toBeVisible();
  await expect.poll(() => actionLines(comment)).toBe(1);

  await more.click();
  const menu = page.getByRole('menu');
  // a reader may report the comment, not delete it
  await expect(menu.getByRole('menuitem')).toHaveText(['Denunciar']);
  await menu.getByRole('menuitem', { name: 'Denunciar' }).click();
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Denunciar comentario' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Gracias. Revisaremos tu denuncia.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the focus is back where the reader left it
  await expect(more).toBeFocused();
});

test("a post's owner reports or deletes a comment from its «⋯» menu; its author sees no 'Denunciar'", async ({
  page,
  browser,
  request,
}) => {
  const author = await signUpByApi(request, uniqueUser('duena'));
  const commenter = await signUpByApi(request, uniqueUser('opina'));
  const postId = await publishByApi(request, author.token, { title: 'Mi publicación' });
  await waitUntilReady(request, [postId]);
  for (const body of ['Un comentario que se queda', 'Un comentario que se va']) {
    await graphql(
      request,
      commenter.token,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { postId, body } },
    );
  }

  await signInThroughUi(page, author.name, author.password);
  await page.goto(`/p/${postId}`);
  const leaving = page.getByTestId('comment').filter({ hasText: 'Un comentario que se va' });
  await expect(leaving).toBeVisible();
  // like, reply and «⋯»: on a phone too, on one line
  await expect.poll(() => actionLines(leaving)).toBe(1);

  const more = leaving.getByRole('button', { name: 'Más acciones del comentario' });
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Denunciar', 'Eliminar']);
  await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar este comentario?' });
  // thought better of: the comment stays, and the focus is back on its «⋯»
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(more).toBeFocused();
  await expect(leaving).toBeVisible();

  await more.click();
  await menu.getByRole('menuitem', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Comentario eliminado')).toBeVisible();
  await expect(leaving).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('comment')).toHaveText([/Un comentario que se queda/]);

  // the comment's author may delete it, and has nothing to report
  const theirs = await browser.newPage();
  await signInThroughUi(theirs, commenter.name, commenter.password);
  await theirs.goto(`/p/${postId}`);
  await theirs.getByRole('button', { name: 'Más acciones del comentario' }).click();
  await expect(theirs.getByRole('menu').getByRole('menuitem')).toHaveText(['Eliminar']);
  await theirs.close();
});
