import { expect, test } from '@playwright/test';
import {
  openUserMenu,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
  waitUntilReady,
} from './support';

test('a user blocks another from their profile: that user’s posts leave the gallery and the search, until the block is undone in Bloqueos y silencios', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await signUpByApi(request, uniqueUser('bloqueado'));
  const neighbour = await signUpByApi(request, uniqueUser('vecino'));
  const viewer = await signUpByApi(request, uniqueUser('lector'));
  // one word of this run's own, so its search lists exactly these two posts
  const word = `nutria${Date.now().toString(36)}`;
  const title = `Bloqueable ${word}`;
  const keptTitle = `Se queda ${word}`;
  const postId = await publishByApi(request, author.token, { title });
  const keptId = await publishByApi(request, neighbour.token, { title: keptTitle });
  await waitUntilReady(request, [postId, keptId]);

  await signInThroughUi(page, viewer.name, viewer.password);
  await page.goto(`/results?q=${word}`);
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toBeVisible();

  // from the author's profile: 'Más opciones' → 'Bloquear a @…' → confirm
  await page.goto(`/u/${author.name}`);
  await expect(page.getByRole('heading', { name: author.fullname })).toBeVisible();
  await page.getByRole('button', { name: 'Más opciones' }).click();
  const dialog = page.getByRole('dialog', { name: `Opciones para @${author.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Bloquear a @${author.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Bloquear a @${author.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(toast(page, `Bloqueaste a @${author.name}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // gone from the gallery, the search and their profile; the neighbour's post stays
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/results?q=${word}`);
  await expect(page.getByTestId('post-card').filter({ hasText: keptTitle })).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/u/${author.name}`);
  await expect(page.getByRole('heading', { name: 'Este perfil no existe' })).toBeVisible();

  // 'Bloqueos y silencios' lists the block and undoes it
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Bloqueos y silencios' }).click();
  await expect(page).toHaveURL(/\/settings\/blocked$/);
  const blocked = page.getByTestId('blocked-users');
  await expect(blocked).toContainText(`@${author.name}`);
  await blocked.getByRole('button', { name: `Desbloquear: @${author.name}` }).click();
  await expect(toast(page, `Desbloqueaste a @${author.name}.`)).toBeVisible();
  await expect(page.getByText('No has bloqueado a nadie.')).toBeVisible();
  await page.goto(`/results?q=${word}`);
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toBeVisible();
});

test('a user mutes a hashtag from its results: its posts leave the search, the author’s profile stays', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await signUpByApi(request, uniqueUser('etiquetas'));
  const viewer = await signUpByApi(request, uniqueUser('silencia'));
  const tag = `castor${Date.now().toString(36)}`;
  const title = `Con etiqueta ${tag}`;
  const postId = await publishByApi(request, author.token, { title, desc: `#${tag}` });
  await waitUntilReady(request, [postId]);

  await signInThroughUi(page, viewer.name, viewer.password);
  await page.goto(`/results?q=${encodeURIComponent(`#${tag}`)}`);
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toBeVisible();
  await page.getByRole('button', { name: `Silenciar #${tag}` }).click();
  await expect(toast(page, `Silenciaste #${tag}`)).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Dejar de silenciar #${tag}` })).toBeVisible();

  // a mute is about lists: the post and its author's profile are still there
  await page.goto(`/u/${author.name}`);
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toBeVisible();
});
