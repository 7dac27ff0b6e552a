import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  chooseUploadFile,
  gradientPng,
  openUploadDialog,
  openUserMenu,
  signUpThroughUi,
} from './support';

function png(name = 'atardecer.png') {
  return { name, mimeType: 'image/png', buffer: gradientPng() };
}

/** Publishes from the dialog; answers the post path the 'Ver' action of the notice links to. */
async function publish(
  page: Page,
  isMobile: boolean,
  options: {
    title: string;
    desc?: string;
    mode?: 'Archivada';
    sensitive?: boolean;
    category?: string;
  },
): Promise<string> {
  const dialog = await openUploadDialog(page, isMobile);
  await chooseUploadFile(dialog, png());
  if (options.mode) {
    await dialog.getByRole('radio', { name: new RegExp(options.mode) }).check();
  }
  await dialog.getByLabel('Título').fill(options.title);
  if (options.desc) {
    await dialog.getByLabel(/Descripción/).fill(options.desc);
  }
  if (options.sensitive) {
    await dialog.getByLabel('Contenido sensible').check();
  }
  if (options.category) {
    await dialog.getByLabel(/Categoría/).selectOption(options.category);
  }
  const submit = options.mode ? 'Subir' : isMobile ? 'Subir' : 'Publicar';
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(options.mode ? 'Subido' : 'Publicado', { exact: true }),
  ).toBeVisible();
  const view = page.getByRole('link', { name: 'Ver', exact: true });
  const path = await view.getAttribute('href');
  expect(path).toMatch(/^\/p\/[\w-]+$/);
  return path!;
}

async function asVisitor(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe('publicar', () => {
  // Media processing runs in the background and may queue behind the other worker's uploads.
  test.describe.configure({ timeout: 60_000 });

  test('publishes an image through the dialog and opens it with Ver once processed', async ({
    page,
    isMobile,
  }) => {
    const user = await signUpThroughUi(page);
    const title = 'Atardecer de prueba #e2e';
    await publish(page, isMobile, {
      title,
      desc: 'Con @' + user.name + ' y #playwright',
      category: 'Animales',
    });

    await page.getByRole('link', { name: 'Ver', exact: true }).click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Processing runs in the background; the page swaps to the picture when it is ready.
    const image = page.getByTestId('post-image');
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: '#playwright' }).first()).toHaveAttribute(
      'href',
      '/results?q=%23playwright',
    );
    await expect(page.getByRole('link', { name: `@${user.name}`, exact: true })).toHaveAttribute(
      'href',
      `/u/${user.name}`,
    );
    await expect(page.getByRole('button', { name: 'Descargar' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Comentarios' })).toBeVisible();
    // the category chosen in the dialog, not one guessed from the hashtags
    await expect(page.getByRole('link', { name: 'Categoría Animales' })).toBeVisible();
  });

  test('the title counter is red under 10 characters and the title is required', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    const dialog = await openUploadDialog(page, isMobile);
    await chooseUploadFile(dialog, png('corto.png'));
    await expect(dialog.getByText('corto.png')).toBeVisible();
    await expect(dialog.getByText(/Tu publicación será pública/)).toBeVisible();

    const title = dialog.getByLabel('Título');
    const counter = dialog.getByTestId('title-counter');
    await title.fill('Corto');
    await expect(counter).toHaveText('5/100');
    await expect(counter).toHaveAttribute('data-short', 'true');
    await title.fill('Un título bastante largo');
    await expect(counter).toHaveAttribute('data-short', 'false');
    await title.fill('x'.repeat(130));
    await expect(title).toHaveValue('x'.repeat(100));

    await title.fill('');
    await dialog
      .getByRole('button', { name: isMobile ? 'Subir' : 'Publicar', exact: true })
      .click();
    await expect(dialog.getByRole('alert')).toHaveText('El título es obligatorio.');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Volver a elegir archivo' }).click();
    await expect(
      dialog.getByText('Arrastra y suelta tu archivo de imagen o vídeo para subirlo'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a free user who picks a video is told it needs the Max plan', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    const dialog = await openUploadDialog(page, isMobile);
    await chooseUploadFile(dialog, {
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('not a real video, the plan check comes first'),
    });
    await expect(dialog.getByText('Subir vídeos es una función del plan Max')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mejora tu plan' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Publicar|Subir)$/ })).toHaveCount(0);
  });

  test('a file of another type, picked or dropped, is refused naming the types accepted', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    const dialog = await openUploadDialog(page, isMobile);
    const accepted =
      'Elige una imagen JPG, PNG, WebP, AVIF, GIF o HEIC, o un vídeo MP4, MOV o WebM.';
    await dialog.getByLabel('Archivo de imagen o vídeo').setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      `«factura.pdf» no se puede subir. ${accepted}`,
    );
    await expect(dialog.getByTestId('upload-preview')).toHaveCount(0);

    // dropped onto the zone, the same
    const zone = dialog.getByTestId('upload-dropzone');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
      return transfer;
    });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(dialog.getByRole('alert')).toHaveText(`«logo.svg» no se puede subir. ${accepted}`);

    // and an image goes on to step 2
    await chooseUploadFile(dialog, png());
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('the avatar editor refuses a file that is not an image, naming the types accepted', async ({
    page,
  }) => {
    await signUpThroughUi(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Editar avatar' }).click();
    const editor = page.getByRole('dialog', { name: 'Editar avatar' });
    await editor.getByLabel('Foto para el avatar').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(editor.getByRole('alert')).toHaveText(
      'Ese archivo no es una imagen. Elige una foto JPG, PNG, WebP o HEIC.',
    );
    await expect(editor.getByRole('button', { name: 'Guardar avatar' })).toBeDisabled();
  });

  test('an archived upload says Subido and stays hidden from other visitors', async ({
    page,
    isMobile,
    browser,
  }) => {
    await signUpThroughUi(page);
    const path = await publish(page, isMobile, { title: 'Solo para mí', mode: 'Archivada' });

    await page.goto(path);
    await expect(page.getByText('Publicación archivada: solo tú puedes verla.')).toBeVisible();

    const visitor = await asVisitor(browser, path);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'No encontramos esta publicación' }),
    ).toBeVisible();
    await visitor.context().close();
  });

  test('a sensitive post is blurred for visitors, who must sign in to see it', async ({
    page,
    isMobile,
    browser,
  }) => {
    await signUpThroughUi(page);
    const path = await publish(page, isMobile, { title: 'Contenido delicado', sensitive: true });
    await page.goto(path);
    await expect(page.getByTestId('post-image')).toBeVisible({ timeout: 30_000 });

    const visitor = await asVisitor(browser, path);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Contenido delicado' }),
    ).toBeVisible();
    await expect(visitor.getByTestId('post-media')).toHaveAttribute('data-blurred', 'true');
    await expect(visitor.getByTestId('post-image')).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Ver contenido sensible' }).click();
    await expect(visitor).toHaveURL(/\/signin$/);
    await visitor.context().close();
  });

  test('the new post appears in the profile grid', async ({ page, isMobile }) => {
    const user = await signUpThroughUi(page);
    const title = 'Mi primera foto en Mixel';
    const path = await publish(page, isMobile, { title });

    await page.goto(`/u/${user.name}`);
    await expect(page.getByRole('heading', { level: 1, name: user.fullname })).toBeVisible();
    const card = page.getByRole('link', { name: title });
    await expect(card).toHaveAttribute('href', path);
    await expect(page.getByText('1 publicación')).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the avatar editor saves a generated avatar and the header shows it', async ({ page }) => {
    const user = await signUpThroughUi(page);
    const trigger = page.getByTestId('user-menu-trigger');
    await expect(trigger.locator('img')).toHaveCount(0);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Editar avatar' }).click();
    await expect(page).toHaveURL(new RegExp(`/u/${user.name}\\?avatar=1$`));
    const editor = page.getByRole('dialog', { name: 'Editar avatar' });
    await expect(editor).toBeVisible();
    await editor.getByRole('tab', { name: 'Generar avatar' }).click();
    await editor.getByRole('radio').first().check();
    await editor.getByRole('button', { name: 'Guardar avatar' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('Avatar actualizado')).toBeVisible();

    const avatar = trigger.locator('img');
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\//);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`/u/${user.name}$`));
  });
});
