import { expect, test, type Locator, type Page } from '@playwright/test';
import { gradientPng, signUpThroughUi } from './support';

/** Strokes in the device's draft (IndexedDB), as the canvas stored them. */
async function storedStrokes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mixel-canvas');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('drafts')) {
      db.close();
      return 0;
    }
    const drafts = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('drafts').objectStore('drafts').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    type Draft = { doc: { layers: { strokes: unknown[] }[] } };
    return (drafts as Draft[]).reduce(
      (sum, draft) => sum + draft.doc.layers.reduce((n, layer) => n + layer.strokes.length, 0),
      0,
    );
  });
}

/** Whether the screen shows ink (a dark pixel) at a point of the drawing surface. */
async function inkAt(surface: Locator, x: number, y: number): Promise<boolean> {
  return surface.evaluate(
    (canvas: HTMLCanvasElement, [px, py]) => {
      const ratio = canvas.width / canvas.clientWidth;
      const [r, g, b] = canvas
        .getContext('2d')!
        .getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1).data;
      return r + g + b < 200;
    },
    [x, y] as const,
  );
}

async function stroke(page: Page, surface: Locator, from: [number, number], to: [number, number]) {
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 12 });
  await page.mouse.up();
}

test.describe('lienzo', () => {
  // the drawing is published through the media pipeline, which may queue behind other uploads
  test.describe.configure({ timeout: 75_000 });

  test('a user draws, reloads with the drawing kept, then publishes it and opens the post', async ({
    page,
    isMobile,
  }) => {
    await signUpThroughUi(page);
    await page.goto('/canvas');
    const surface = page.getByRole('img', { name: 'Lienzo de dibujo' });
    await expect(surface).toBeVisible();
    const box = (await surface.boundingBox())!;
    const cx = Math.round(box.width / 2);
    const cy = Math.round(box.height / 2);

    await page.getByRole('slider', { name: 'Tamaño' }).fill('40');
    await stroke(page, surface, [cx - 60, cy - 40], [cx + 60, cy - 40]);
    await stroke(page, surface, [cx - 60, cy + 30], [cx + 60, cy + 30]);
    await expect.poll(() => storedStrokes(page)).toBe(2);
    await expect(page.getByTestId('canvas-save-state')).toHaveText('Guardado en este dispositivo');
    expect(await inkAt(surface, cx, cy - 40)).toBe(true);

    // keyboard: Ctrl+Z takes the last stroke back, Ctrl+Shift+Z puts it again; B and E pick tools
    if (!isMobile) {
      await page.keyboard.press('Control+z');
      await expect.poll(() => storedStrokes(page)).toBe(1);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => storedStrokes(page)).toBe(2);
      await page.keyboard.press('e');
      await expect(page.getByRole('button', { name: 'Borrador (E)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.press('b');
      await expect(page.getByRole('button', { name: 'Pincel (B)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    // a pen's pressure is kept with each point (the stroke's width follows it)
    if (!isMobile) {
      const pen = { pointerId: 7, pointerType: 'pen', isPrimary: true, bubbles: true };
      const at = (x: number, y: number, pressure: number, buttons = 1) => ({
        ...pen,
        clientX: box.x + x,
        clientY: box.y + y,
        pressure,
        buttons,
        button: 0,
      });
      await surface.dispatchEvent('pointerdown', at(cx - 50, cy + 80, 0.2));
      for (let i = 1; i <= 10; i++) {
        await surface.dispatchEvent('pointermove', at(cx - 50 + i * 10, cy + 80, 0.2 + i * 0.07));
      }
      await surface.dispatchEvent('pointerup', at(cx + 50, cy + 80, 0, 0));
      await expect.poll(() => storedStrokes(page)).toBe(3);
      const pressures = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const request = indexedDB.open('mixel-canvas');
          request.onsuccess = () => resolve(request.result);
        });
        const drafts = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction('drafts').objectStore('drafts').getAll();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        type Draft = {
          doc: { layers: { strokes: { pressure: boolean; points: number[][] }[] }[] };
        };
        const strokes = (drafts as Draft[])[0].doc.layers[0].strokes;
        const last = strokes[strokes.length - 1];
        return { pen: last.pressure, points: last.points.map((p) => p[2]) };
      });
      expect(pressures.pen).toBe(true);
      expect(pressures.points[0]).toBeCloseTo(0.2);
      expect(Math.max(...pressures.points)).toBeCloseTo(0.9);
      await page.keyboard.press('Control+z');
      await expect.poll(() => storedStrokes(page)).toBe(2);
    }

    await page.reload();
    await expect(surface).toBeVisible();
    await expect.poll(() => inkAt(surface, cx, cy - 40)).toBe(true);
    await expect.poll(() => inkAt(surface, cx, cy + 30)).toBe(true);
    expect(await inkAt(surface, cx, cy - 5)).toBe(false);

    await page.getByRole('main').getByRole('button', { name: 'Publicar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear nueva publicación' });
    await expect(dialog.getByTestId('upload-preview')).toBeVisible();
    const title = `Mi dibujo del lienzo ${Date.now().toString(36)}`;
    await dialog.getByLabel('Título').fill(title);
    await dialog
      .getByRole('button', { name: isMobile ? 'Subir' : 'Publicar', exact: true })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Ver', exact: true }).click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // the picture, or its processing notice while the media pipeline (shared with the other
    // worker's uploads) renders it
    await expect(
      page
        .getByTestId('post-image')
        .or(page.getByRole('heading', { name: 'Procesando tu publicación' })),
    ).toBeVisible();
  });

  test('the drawing stays centred as the window resizes, and a zoomed view keeps its centre', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/canvas');
    const surface = page.getByRole('img', { name: 'Lienzo de dibujo' });
    await expect(surface).toBeVisible();
    const centre = async () => {
      const box = (await surface.boundingBox())!;
      return [Math.round(box.width / 2), Math.round(box.height / 2)] as const;
    };
    const [cx, cy] = await centre();
    await page.getByRole('slider', { name: 'Tamaño' }).fill('30');
    await stroke(page, surface, [cx - 15, cy], [cx + 15, cy]);
    await expect.poll(() => storedStrokes(page)).toBe(1);

    // a phone turned sideways, a desktop window made smaller: the drawing is fitted again
    await page.setViewportSize(
      isMobile ? { width: 844, height: 390 } : { width: 900, height: 640 },
    );
    await expect.poll(async () => (await centre())[0]).not.toBe(cx);
    const [nx, ny] = await centre();
    await expect.poll(() => inkAt(surface, nx, ny)).toBe(true);
    expect(await inkAt(surface, nx - 60, ny)).toBe(false);

    if (!isMobile) {
      // zoomed in by the user, the view is theirs: a resize keeps what was at the centre there
      await page.getByRole('button', { name: 'Acercar' }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(async () => (await centre())[0]).toBe(cx);
      await expect.poll(() => inkAt(surface, cx, cy)).toBe(true);
      expect(await inkAt(surface, cx - 80, cy)).toBe(false);
    }
  });

  test('imports an image as a layer, hides, reorders and deletes layers with undo, kept on signing up', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/canvas');
    await expect(page.getByRole('img', { name: 'Lienzo de dibujo' })).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Mostrar capas' }).click();
    }
    const layers = page.getByRole('region', { name: 'Capas' });
    const names = () =>
      layers.getByRole('listitem').locator('.canvas-layer__name > span:first-child');

    await layers.getByTestId('canvas-import').setInputFiles({
      name: 'paisaje.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 300),
    });
    await expect(names()).toHaveText(['paisaje', 'Capa 1']);
    await layers.getByRole('button', { name: 'Nueva capa' }).click();
    await expect(names()).toHaveText(['Capa 3', 'paisaje', 'Capa 1']);

    await layers.getByRole('button', { name: 'Ocultar paisaje' }).click();
    await expect(layers.getByRole('button', { name: 'Mostrar paisaje' })).toBeVisible();
    await layers.getByRole('button', { name: 'Bajar Capa 3' }).click();
    await expect(names()).toHaveText(['paisaje', 'Capa 3', 'Capa 1']);
    await layers.getByRole('button', { name: 'Eliminar paisaje' }).click();
    await expect(names()).toHaveText(['Capa 3', 'Capa 1']);

    await page.getByRole('button', { name: 'Deshacer (Ctrl+Z)' }).click();
    await expect(names()).toHaveText(['paisaje', 'Capa 3', 'Capa 1']);
    await page.getByRole('button', { name: 'Rehacer (Ctrl+Mayús+Z)' }).click();
    await expect(names()).toHaveText(['Capa 3', 'Capa 1']);

    // a file that is not an image is refused with a reason, and no layer is added
    await layers.getByTestId('canvas-import').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(
      page.getByText('Ese archivo no es una imagen. Elige un PNG, JPG, WebP o GIF.'),
    ).toBeVisible();
    await expect(names()).toHaveText(['Capa 3', 'Capa 1']);
    await expect(page.getByTestId('canvas-save-state')).toHaveText('Guardado en este dispositivo');

    // the drawing begun as a visitor is theirs once they have an account
    await signUpThroughUi(page);
    await page.goto('/canvas');
    if (isMobile) {
      await page.getByRole('button', { name: 'Mostrar capas' }).click();
    }
    await expect(names()).toHaveText(['Capa 3', 'Capa 1']);
  });

  test('sends the drawing to FLUX.1 Kontext on /create as the image to edit', async ({ page }) => {
    await signUpThroughUi(page);
    await page.goto('/canvas');
    const surface = page.getByRole('img', { name: 'Lienzo de dibujo' });
    await expect(surface).toBeVisible();
    const box = (await surface.boundingBox())!;
    await page.getByRole('slider', { name: 'Tamaño' }).fill('80');
    await stroke(
      page,
      surface,
      [box.width / 2 - 60, box.height / 2],
      [box.width / 2 + 60, box.height / 2],
    );
    await expect.poll(() => storedStrokes(page)).toBe(1);

    await page.getByRole('button', { name: 'Más opciones' }).click();
    await page.getByRole('menuitem', { name: 'Editar con IA (FLUX.1 Kontext)' }).click();
    await expect(page).toHaveURL(/\/create\?model=flux-kontext$/);
    const panel = page.getByRole('form', { name: 'Ajustes de generación' });
    await expect(panel.getByRole('button', { name: /Modelo FLUX\.1 Kontext/ })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'La imagen que se editará' })).toBeVisible();

    await panel.getByLabel('Tu idea').fill('Conviértelo en una acuarela');
    await panel.getByRole('button', { name: 'Generar', exact: true }).click();
    const card = page.getByTestId('generation-card').first();
    await expect(card).toContainText('Conviértelo en una acuarela');
    await expect(card.getByTestId('generated-image')).toHaveCount(1);
  });
});
