import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  graphql,
  publishByApi,
  signInThroughUi,
  signUpByApi,
  signUpThroughUi,
  uniqueUser,
  waitUntilReady,
} from './support';

/**
 * What went wrong in the test's pages that the screen no longer shows (an error toast lasts 4 s):
 * GraphQL answers with errors and uncaught page errors, printed when a test fails. A comment's
 * like once stayed at (0) in CI with nothing on the page to say why.
 */
let pageTroubles: string[] = [];

async function newPage(browser: Browser, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
  });
  const page = await context.newPage();
  const troubles = pageTroubles;
  page.on('pageerror', (error) => troubles.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') {
      return;
    }
    response.text().then(
      (body) => {
        if (response.status() >= 400 || body.includes('"errors"')) {
          const sent = (response.request().postData() ?? '').slice(0, 160);
          troubles.push(`${response.status()} for ${sent}: ${body.slice(0, 400)}`);
        }
      },
      () => undefined,
    );
  });
  return page;
}

function bell(page: Page) {
  return page.getByTestId('notifications-bell');
}

test.describe('social y notificaciones', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(() => {
    pageTroubles = [];
  });
  test.afterEach(() => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus && pageTroubles.length > 0) {
      console.log(`what the pages met:\n${pageTroubles.join('\n')}`);
    }
  });

  test('a follow and a like reach the author live, and the notification opens the post', async ({
    browser,
    isMobile,
    request,
  }) => {
    const author = await signUpByApi(request, uniqueUser('autora'));
    const title = `Cascada escondida ${Date.now().toString(36)}`;
    const postId = await publishByApi(request, author.token, { title });
    await waitUntilReady(request, [postId]);

    const authorPage = await newPage(browser, isMobile);
    await signInThroughUi(authorPage, author.name, author.password);
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones');

    const fanPage = await newPage(browser, isMobile);
    const fan = await signUpThroughUi(fanPage, uniqueUser('fan'));
    await fanPage.goto(`/p/${postId}`);
    await expect(fanPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await fanPage.getByTestId('follow-button').click();
    await expect(fanPage.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
    // the author's badge rises without a reload
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');

    await fanPage.getByRole('button', { name: 'Me gusta (0)' }).click();
    await expect(fanPage.getByRole('button', { name: 'Me gusta (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (2 sin leer)');
    // liking again after an unlike does not notify twice
    await fanPage.getByRole('button', { name: 'Me gusta (1)' }).click();
    await expect(fanPage.getByRole('button', { name: 'Me gusta (0)' })).toBeVisible();
    await fanPage.getByRole('button', { name: 'Me gusta (0)' }).click();
    await expect(fanPage.getByRole('button', { name: 'Me gusta (1)' })).toBeVisible();

    await bell(authorPage).click();
    const panel = authorPage.getByTestId('notifications-panel');
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('le gustó tu publicación');
    await expect(items.nth(1)).toContainText('empezó a seguirte');
    await expect(items.nth(0)).toHaveAttribute('data-unread', 'true');
    await expect(items.nth(0)).toContainText(fan.fullname);

    // a comment arrives while the list is open: it refreshes by itself
    await fanPage.getByLabel('Escribe un comentario').fill('¡Qué lugar tan bonito!');
    await fanPage.getByRole('button', { name: 'Comentar' }).click();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('comentó tu publicación');
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (3 sin leer)');

    // the like goes to the post; it turns grey and the count drops by one
    await items.nth(1).click();
    await expect(authorPage).toHaveURL(new RegExp(`/p/${postId}$`));
    await expect(authorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (2 sin leer)');
    await bell(authorPage).click();
    await expect(items.nth(1)).toHaveAttribute('data-unread', 'false');

    // the follow goes to the fan's profile
    await items.nth(2).click();
    await expect(authorPage).toHaveURL(new RegExp(`/u/${fan.name}$`));
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');

    await authorPage.context().close();
    await fanPage.context().close();
  });

  test('likes of one post from several people are one notification that opening reads whole', async ({
    browser,
    isMobile,
    request,
  }) => {
    const author = await signUpByApi(request, uniqueUser('autora'));
    const title = `Faro al amanecer ${Date.now().toString(36)}`;
    const postId = await publishByApi(request, author.token, { title });
    await waitUntilReady(request, [postId]);
    const fans = [];
    for (const prefix of ['ana', 'beto', 'caro']) {
      const fan = await signUpByApi(request, uniqueUser(prefix));
      await graphql(
        request,
        fan.token,
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        {
          id: postId,
        },
      );
      fans.push(fan);
    }
    const follower = await signUpByApi(request, uniqueUser('sigue'));
    await graphql(
      request,
      follower.token,
      'mutation ($id: ID!) { followUser(userId: $id) { following } }',
      {
        id: author.id,
      },
    );

    const authorPage = await newPage(browser, isMobile);
    await signInThroughUi(authorPage, author.name, author.password);
    // the badge counts every notice
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (4 sin leer)');
    await bell(authorPage).click();
    const items = authorPage.getByTestId('notifications-panel').getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('empezó a seguirte');
    await expect(items.nth(1)).toContainText(
      `${fans[2].fullname} y 2 personas más les gustó tu publicación`,
    );
    await expect(items.nth(1)).toHaveAttribute('data-unread', 'true');

    // opening it reads the three likes; the follow stays unread
    await items.nth(1).click();
    await expect(authorPage).toHaveURL(new RegExp(`/p/${postId}$`));
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');
    await authorPage.reload();
    await expect(bell(authorPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');
    await bell(authorPage).click();
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toHaveAttribute('data-unread', 'false');
    await expect(items.nth(1)).toContainText('y 2 personas más les gustó tu publicación');
    await authorPage.context().close();
  });

  test("a like of a comment reaches the comment's author live, once", async ({
    browser,
    isMobile,
    request,
  }) => {
    const owner = await signUpByApi(request, uniqueUser('duena'));
    const commenter = await signUpByApi(request, uniqueUser('comenta'));
    const postId = await publishByApi(request, owner.token, { title: 'Faro al atardecer' });
    await waitUntilReady(request, [postId]);
    const body = `Qué luz tan bonita ${Date.now().toString(36)}`;
    await graphql(
      request,
      commenter.token,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { postId, body } },
    );

    const commenterPage = await newPage(browser, isMobile);
    await signInThroughUi(commenterPage, commenter.name, commenter.password);
    await expect(bell(commenterPage)).toHaveAccessibleName('Notificaciones');

    const fanPage = await newPage(browser, isMobile);
    const fan = await signUpThroughUi(fanPage, uniqueUser('fan'));
    await fanPage.goto(`/p/${postId}`);
    const comment = fanPage.getByTestId('comment').filter({ hasText: body });
    await comment.getByRole('button', { name: 'Me gusta el comentario (0)' }).click();
    await expect(
      comment.getByRole('button', { name: 'Me gusta el comentario (1)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // the comment's author's badge rises without a reload
    await expect(bell(commenterPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');

    // liking again after an unlike does not notify twice
    await comment.getByRole('button', { name: 'Me gusta el comentario (1)' }).click();
    await expect(comment.getByRole('button', { name: 'Me gusta el comentario (0)' })).toBeVisible();
    await comment.getByRole('button', { name: 'Me gusta el comentario (0)' }).click();
    await expect(comment.getByRole('button', { name: 'Me gusta el comentario (1)' })).toBeVisible();
    await fanPage.reload();
    await expect(
      comment.getByRole('button', { name: 'Me gusta el comentario (1)' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await bell(commenterPage).click();
    const items = commenterPage.getByTestId('notifications-panel').getByTestId('notification-item');
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toContainText('le gustó tu comentario');
    await expect(items.nth(0)).toContainText(fan.fullname);
    await expect(bell(commenterPage)).toHaveAccessibleName('Notificaciones (1 sin leer)');

    await commenterPage.context().close();
    await fanPage.context().close();
  });

  test('comments render as text, and a visitor is sent to sign in to like', async ({
    page,
    request,
  }) => {
    const author = await signUpByApi(request, uniqueUser('autor'));
    const postId = await publishByApi(request, author.token, { title: 'Puente de piedra' });
    await waitUntilReady(request, [postId]);

    await page.goto(`/p/${postId}`);
    await page.getByRole('button', { name: 'Me gusta (0)' }).click();
    await expect(page).toHaveURL(/\/signin/);

    await signUpThroughUi(page);
    await page.goto(`/p/${postId}`);
    const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> hola @${author.name} #puente`;
    await page.getByLabel('Escribe un comentario').fill(hostile);
    await page.getByRole('button', { name: 'Comentar' }).click();
    const list = page.getByRole('list', { name: 'Lista de comentarios' });
    await expect(list).toContainText('<img src=x onerror="window.__pwned=1">');
    await expect(list.locator('img[src="x"], script')).toHaveCount(0);
    // mentions and hashtags are the only links
    await expect(list.getByRole('link', { name: `@${author.name}` })).toHaveAttribute(
      'href',
      `/u/${author.name}`,
    );
    await expect(list.getByRole('link', { name: '#puente' })).toBeVisible();
    await page.reload();
    await expect(list).toContainText('<script>window.__pwned=2</script>');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
