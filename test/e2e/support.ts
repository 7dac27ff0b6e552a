import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';

export interface TestUser {
  name: string;
  fullname: string;
  email: string;
  password: string;
}

/** A user no earlier run can have created, so reruns against a shared database pass. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const name = `${prefix}_${suffix}`.slice(0, 30);
  return {
    name,
    fullname: `Prueba ${suffix}`,
    email: `${name}@example.com`,
    password: 'contraseña-segura-123',
  };
}

/** Signs a new user up through the form and waits until the app shows them signed in. */
export async function signUpThroughUi(
  page: Page,
  user: TestUser = uniqueUser(),
): Promise<TestUser> {
  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill(user.name);
  await page.getByLabel('Nombre completo').fill(user.fullname);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  return user;
}

/** Fills and sends the sign-in form, as a person does. */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Correo electrónico o usuario').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in through the form with a handle or email (the demo users share 'mixel-demo'). */
export async function signInThroughUi(
  page: Page,
  login: string,
  password = 'mixel-demo',
): Promise<void> {
  await submitSignIn(page, login, password);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  // on a phone the welcome toast covers the header's buttons, and a click aimed at one hovers
  // the toast, which keeps it open (Sonner pauses while hovered): wait the two seconds it shows
  await expect(page.getByText(/^¡Hola, /)).toBeHidden();
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small RGB PNG (a diagonal gradient with a random tint, so every test uploads a different
 * picture), written in memory: no binary fixtures in the repository.
 */
export function gradientPng(width = 320, height = 240): Buffer {
  const tint = randomBytes(3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      row[1 + x * 3] = Math.round(tint[0] * (1 - t) + 255 * t) & 0xff;
      row[2 + x * 3] = Math.round(tint[1] * t + 40 * (1 - t)) & 0xff;
      row[3 + x * 3] = Math.round(tint[2] * (1 - t) + (x % 32 < 16 ? 60 : 0)) & 0xff;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens 'Crear nueva publicación' from the header (desktop) or the bottom bar (phone). */
export async function openUploadDialog(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Navegación inferior' })
      .getByRole('button', { name: 'Subir' })
      .click();
  } else {
    await page.getByTestId('site-header').getByRole('button', { name: 'Subir Imagen' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Crear nueva publicación' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks a file in step 1 of the upload dialog and waits for step 2 (or the plan notice). */
export async function chooseUploadFile(
  dialog: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await dialog.getByLabel('Archivo de imagen o vídeo').setInputFiles(file);
  await expect(dialog.getByTestId('upload-preview')).toBeVisible();
}

/** Signs a new user up through the API; answers the user with their bearer token. */
export async function signUpByApi(
  request: APIRequestContext,
  user: TestUser = uniqueUser(),
): Promise<TestUser & { token: string; id: string }> {
  const res = await request.post('/api/account/signup', {
    data: { name: user.name, fullname: user.fullname, email: user.email, password: user.password },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { token: string; user: { id: string } } };
  return { ...user, token: body.data.token, id: body.data.user.id };
}

/** Publishes a public image through the spec's add-image call; answers the new post's id. */
export async function publishByApi(
  request: APIRequestContext,
  token: string,
  post: { title: string; desc?: string },
): Promise<string> {
  const res = await request.post('/api/image/add-image', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: post.title,
      desc: post.desc ?? '',
      visibility: 'public',
      monetizable: 'false',
      sensitive: 'false',
      image: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: gradientPng(240, 160 + Math.floor(Math.random() * 200)),
      },
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { id: string } };
  return body.data.id;
}

/** Waits until every post has been processed and is visible to everyone. */
export async function waitUntilReady(
  request: APIRequestContext,
  ids: string[],
  timeout = 60_000,
): Promise<void> {
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
      { timeout },
    )
    .toBe(ids.length);
}

/**
 * `npm run admin -- <args>` against the e2e app's database: the run's own database on the
 * DATABASE_URL server (scripts/e2e-server.mjs names it in the data directory), or its embedded
 * cluster.
 */
export async function admin(...args: string[]): Promise<string> {
  const dataDir = process.env.MIXEL_E2E_DATA_DIR ?? '';
  const urlFile = join(dataDir, 'database-url');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (existsSync(urlFile)) {
    env.DATABASE_URL = readFileSync(urlFile, 'utf8');
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['dist/server/src/admin.js', ...args],
    { env },
  );
  return stdout.trim();
}

/** A toast on screen with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]', { hasText: text });

/** A word no other run has published (lowercase letters: search sees one lexeme), so only a test's own posts and campaign answer to it. */
export function uniqueWord(prefix: string): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `${prefix}${letters.join('')}`;
}

export async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** An announcement upload: its picture is only ever shown as an ad. */
export async function uploadAnnouncement(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<string> {
  const res = await request.post('/api/image/add-image', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      desc: '',
      visibility: 'archived',
      monetizable: 'false',
      sensitive: 'false',
      announcement: 'true',
      image: { name: 'anuncio.png', mimeType: 'image/png', buffer: gradientPng(360, 300) },
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () => {
        const detail = await request.get(`/api/image/image-detail/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return detail.ok()
          ? ((await detail.json()) as { data: { status: string } }).data.status
          : '';
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return id;
}

export interface Advertiser {
  name: string;
  password: string;
  token: string;
  campaignId: string;
  adId: string;
  destination: string;
}

/**
 * An advertiser (a new free user, with the plan's 10 credits) launches a pay-per-click campaign
 * shown only beside posts tagged #`word` or searches for it, so no other test's feed carries it.
 */
export async function launchCampaign(
  request: APIRequestContext,
  word: string,
): Promise<Advertiser> {
  const advertiser = await signUpByApi(request, uniqueUser('anunciante'));
  const creative = await uploadAnnouncement(request, advertiser.token, `Oferta ${word}`);
  const destination = `https://tienda.example.com/${word}`;
  const data = await graphql<{
    createCampaign: { id: string; status: string; ads: Array<{ id: string }> };
  }>(
    request,
    advertiser.token,
    `
      mutation ($input: CreateCampaignInput!) {
        createCampaign(input: $input) {
          id
          status
          ads {
            id
          }
        }
      }
    `,
    {
      input: {
        name: `Campaña ${word}`,
        objective: 'clicks',
        budgetCredits: 5,
        bidModel: 'CPC',
        bidCredits: 2,
        targetHashtags: [word],
        launch: true,
        ads: [{ postId: creative, cta: 'comprar', destinationUrl: destination }],
      },
    },
  );
  expect(data.createCampaign.status).toBe('active');
  return {
    name: advertiser.name,
    password: advertiser.password,
    token: advertiser.token,
    campaignId: data.createCampaign.id,
    adId: data.createCampaign.ads[0].id,
    destination,
  };
}
