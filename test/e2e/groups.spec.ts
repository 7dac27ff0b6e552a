import { expect, test, type Page } from '@playwright/test';
import {
  graphql,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  toast,
  uniqueUser,
  waitUntilReady,
} from './support';

/** Switches the browser to another account by its session token (no sign-in form, no rate limit). */
async function actAs(page: Page, token: string): Promise<void> {
  await page.evaluate((t) => {
    window.localStorage.clear();
    window.localStorage.setItem('session_token', t);
  }, token);
}

test('a user creates a private group inviting another, who accepts from the notification and shares a post the owner then sees in the group feed', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const owner = await signUpByApi(request, uniqueUser('dueno'));
  const invitee = await signUpByApi(request, uniqueUser('invitada'));
  const word = `grupo${Date.now().toString(36)}`;
  const title = `Neblina ${word}`;
  // processed while the group is made
  const postId = await publishByApi(request, invitee.token, { title });

  // the owner creates a private group, inviting the other by handle through the autocomplete
  await signInThroughUi(page, owner.name, owner.password);
  await page.goto('/group');
  await expect(page.getByRole('heading', { name: 'Grupos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Crear grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear grupo' });
  await dialog.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escribe un nombre para el grupo.');
  const groupName = `Niebla ${word}`;
  await dialog.getByLabel('Nombre').fill(groupName);
  await dialog.getByLabel('Descripción').fill('Fotos de días grises');
  const members = dialog.getByRole('combobox', { name: 'Miembros' });
  await members.fill(invitee.name.slice(0, 12));
  await dialog.getByRole('option', { name: new RegExp(`@${invitee.name}`) }).click();
  await expect(dialog.getByTestId('member-chip')).toHaveText(`@${invitee.name}`);
  await dialog.getByRole('radio', { name: /Privado/ }).check();
  await dialog.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(toast(page, 'Grupo creado.')).toBeVisible();
  await expect(page).toHaveURL(/\/group\/niebla-grupo/);
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText('Privado', { exact: true })).toBeVisible();
  await expect(page.getByText('Todavía no hay publicaciones en este grupo.')).toBeVisible();
  const groupUrl = page.url();

  // the invitee opens the invitation from the notification and accepts it
  await actAs(page, invitee.token);
  await page.goto('/');
  await page.getByTestId('notifications-bell').click();
  const notice = page
    .getByTestId('notifications-panel')
    .getByTestId('notification-item')
    .filter({ hasText: 'te invitó a un grupo' });
  await expect(notice).toContainText(groupName);
  await notice.click();
  await expect(page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Te invitaron a este grupo.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(toast(page, '¡Ya eres miembro del grupo!')).toBeVisible();
  await expect(page.getByText('2 miembros')).toBeVisible();

  // and shares one of their posts into it
  await waitUntilReady(request, [postId]);
  await page.getByRole('button', { name: 'Compartir publicación' }).click();
  const share = page.getByRole('dialog', { name: 'Compartir en el grupo' });
  await share.locator('label').filter({ hasText: title }).click();
  await expect(share.getByRole('radio', { name: title })).toBeChecked();
  await share.getByLabel('Texto (opcional)').fill('Salió así esta mañana');
  await share.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect(toast(page, 'Publicación compartida en el grupo.')).toBeVisible();
  await expect(page.getByTestId('group-post').filter({ hasText: title })).toBeVisible();

  // the owner sees it in the group's feed and answers in its discussion
  await actAs(page, owner.token);
  await page.goto('/group');
  await page
    .getByTestId('my-groups')
    .getByRole('link', { name: new RegExp(groupName) })
    .click();
  await expect(page).toHaveURL(groupUrl);
  const item = page.getByTestId('group-post').filter({ hasText: title });
  await expect(item).toContainText('Salió así esta mañana');
  await expect(item.getByRole('img', { name: title })).toBeVisible();
  await item.getByRole('button', { name: 'Comentar' }).click();
  await item.getByLabel('Escribe un comentario').fill('¡Qué atmósfera!');
  await item.getByRole('button', { name: 'Enviar' }).click();
  await expect(item.getByTestId('group-comment')).toContainText('¡Qué atmósfera!');
  await expect(item.getByRole('button', { name: '1 comentario' })).toBeVisible();

  // members are listed with their roles
  await page.getByRole('tab', { name: 'Miembros' }).click();
  const list = page.getByTestId('group-members');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Dueño');

  // the owner hands the group to the invitee and stays on as a moderator
  const heir = list.getByRole('listitem').filter({ hasText: `@${invitee.name}` });
  page.once('dialog', (confirm) => void confirm.accept());
  await heir.getByRole('button', { name: 'Hacer dueño' }).click();
  await expect(toast(page, `@${invitee.name} es ahora el dueño del grupo.`)).toBeVisible();
  await expect(heir).toContainText('Dueño');
  await expect(list.getByRole('listitem').filter({ hasText: `@${owner.name}` })).toContainText(
    'Moderador',
  );
  await expect(list.getByRole('button', { name: 'Hacer dueño' })).toHaveCount(0);

  // a visitor finds no such group
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(groupUrl);
  await expect(page.getByText('Este grupo no existe o es privado.')).toBeVisible();
});

test('Descubrir grupos shows a group one belongs to as Miembro with Abrir, not Unirme', async ({
  page,
  request,
}) => {
  const owner = await signUpByApi(request, uniqueUser('duena'));
  const joiner = await signUpByApi(request, uniqueUser('socia'));
  const name = `Faros ${Date.now().toString(36)}`;
  await graphql(
    request,
    owner.token,
    `
      mutation ($input: CreateGroupInput!) {
        createGroup(input: $input) {
          id
        }
      }
    `,
    { input: { name, visibility: 'public' } },
  );

  await signInThroughUi(page, joiner.name, joiner.password);
  await page.goto('/group');
  const discover = page.getByRole('region', { name: 'Descubrir grupos públicos' });
  await discover.getByRole('searchbox').fill(name);
  const card = discover.getByTestId('group-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Unirme' }).click();
  await expect(toast(page, 'Te uniste al grupo.')).toBeVisible();
  await expect(card.getByText('Miembro', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unirme' })).toHaveCount(0);

  // still so after a reload, and 'Abrir' opens the group
  await page.reload();
  await discover.getByRole('searchbox').fill(name);
  await expect(card.getByText('Miembro', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unirme' })).toHaveCount(0);
  await card.getByRole('link', { name: `Abrir ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // its owner is offered no 'Unirme' either
  await actAs(page, owner.token);
  await page.goto('/group');
  await discover.getByRole('searchbox').fill(name);
  await expect(card.getByRole('link', { name: `Abrir ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unirme' })).toHaveCount(0);
});
