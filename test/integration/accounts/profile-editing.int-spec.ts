import { factories, TestUser } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, newAccount, sql, startTestApp, TestApp } from '../../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const BASE = 'https://mixel.example';
const EDIT = `mutation ($input: EditProfileInput!) {
  editProfile(input: $input) { name fullname bio links coverImage }
}`;
const ME = `{ me { name fullname bio links coverImage image } }`;
const PUBLIC = `query ($handle: String!) {
  publicProfile(handle: $handle) { name fullname bio links coverImage }
}`;

describe("'Editar perfil': name, handle, bio, links, avatar and cover", () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  const me = async (user: TestUser) => (await http.graphql(ME, {}, user.token)).body.data.me;
  const edit = (user: TestUser, input: Record<string, unknown>) =>
    http.graphql(EDIT, { input }, user.token);
  const page = async (path: string) => {
    const res = await fetch(`${t.baseUrl}${path}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    return {
      status: res.status,
      location: res.headers.get('location'),
      cacheControl: res.headers.get('cache-control'),
      text: await res.text(),
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: BASE });
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  it('stores the display name, a plain-text bio and up to three links, and shows them to everyone', async () => {
    const ana = await f.user();
    const res = await edit(ana, {
      fullname: '  Ana   Pixel ',
      bio: '  Fotos nocturnas <b>de</b> Bogotá.\n\n\n\nHablemos: @diego  ',
      links: ['https://ana.example.com/portfolio', '', 'instagram.com/ana.pixel'],
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.editProfile).toEqual({
      name: ana.name,
      fullname: 'Ana Pixel',
      bio: 'Fotos nocturnas <b>de</b> Bogotá.\n\nHablemos: @diego',
      links: ['https://ana.example.com/portfolio', 'https://instagram.com/ana.pixel'],
      coverImage: null,
    });
    const visitor = await http.graphql(PUBLIC, { handle: `@${ana.name.toUpperCase()}` });
    expect(visitor.body.data.publicProfile).toMatchObject({
      name: ana.name,
      bio: 'Fotos nocturnas <b>de</b> Bogotá.\n\nHablemos: @diego',
      links: ['https://ana.example.com/portfolio', 'https://instagram.com/ana.pixel'],
    });
    expect((await http.graphql(PUBLIC, { handle: 'nadie_por_aqui' })).body.data).toEqual({
      publicProfile: null,
    });
  });

  it.each([
    [
      'a bio of 301 characters',
      { bio: 'a'.repeat(301) },
      'ACCOUNTS.BIO_TOO_LONG',
      'La biografía no puede superar 300 caracteres.',
    ],
    [
      'four links',
      { links: ['a.example.com', 'b.example.com', 'c.example.com', 'd.example.com'] },
      'ACCOUNTS.TOO_MANY_LINKS',
      'Puedes añadir hasta 3 enlaces.',
    ],
    [
      'a javascript: link',
      { links: ['javascript:alert(1)'] },
      'ACCOUNTS.INVALID_LINK',
      '"javascript:alert(1)" no es un enlace válido: usa una dirección http o https.',
    ],
    [
      'an ftp link',
      { links: ['ftp://files.example.com'] },
      'ACCOUNTS.INVALID_LINK',
      '"ftp://files.example.com" no es un enlace válido: usa una dirección http o https.',
    ],
    [
      'a link that is no address',
      { links: ['no es un enlace'] },
      'ACCOUNTS.INVALID_LINK',
      '"no es un enlace" no es un enlace válido: usa una dirección http o https.',
    ],
    [
      'a handle with spaces',
      { name: 'ana pixel' },
      'ACCOUNTS.INVALID_HANDLE',
      'El nombre de usuario debe tener de 3 a 30 caracteres: letras, números, "_" o ".".',
    ],
    [
      'a two-letter handle',
      { name: 'ab' },
      'ACCOUNTS.INVALID_HANDLE',
      'El nombre de usuario debe tener de 3 a 30 caracteres: letras, números, "_" o ".".',
    ],
    [
      'an empty display name',
      { fullname: '   ' },
      'ACCOUNTS.INVALID_FULLNAME',
      'El nombre completo es obligatorio y no puede superar 60 caracteres.',
    ],
  ])(
    'refuses %s with a Spanish message and changes nothing',
    async (_case, input, code, message) => {
      const user = await f.user();
      const before = await me(user);
      // a valid field beside the bad one is not stored either
      const res = await edit(user, { bio: 'Cambio que no debe quedar', ...input });
      expect(res.body.errors[0].extensions.code).toBe(code);
      expect(res.body.errors[0].message).toBe(message);
      expect(await me(user)).toEqual(before);
    },
  );

  it('refuses a handle another account has, in any case, with HANDLE_TAKEN', async () => {
    const [ana, beto] = [await f.user(), await f.user()];
    const res = await edit(beto, { name: ana.name.toUpperCase(), bio: 'no' });
    expect(res.body.errors[0].extensions.code).toBe('ACCOUNTS.HANDLE_TAKEN');
    expect(res.body.errors[0].message).toBe('Ese nombre de usuario ya está en uso.');
    expect((await me(beto)).name).toBe(beto.name);
    expect((await me(beto)).bio).toBe('');
  });

  it('changes the handle: the old profile URL redirects for 30 days and the old handle stays reserved', async () => {
    const ana = await f.user();
    const newName = `n${ana.name.slice(-12)}`.toLowerCase();
    const res = await edit(ana, { name: `@${newName.toUpperCase()}` });
    expect(res.body.data.editProfile.name).toBe(newName);
    // the same session goes on with the new handle
    expect((await me(ana)).name).toBe(newName);

    const old = await page(`/u/${ana.name}?tab=1`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(`/u/${newName}?tab=1`);
    expect(old.cacheControl).toBe('no-store');
    expect((await page(`/u/${newName}`)).status).toBe(200);
    const byOld = await http.graphql(PUBLIC, { handle: ana.name });
    expect(byOld.body.data.publicProfile.name).toBe(newName);

    // nobody takes the old handle meanwhile: neither at sign-up nor by renaming
    const signUp = await http.post('/api/account/signup', newAccount({ name: ana.name }));
    expect(signUp.status).toBe(409);
    expect(signUp.body.code).toBe('ACCOUNTS.HANDLE_TAKEN');
    const beto = await f.user();
    expect((await edit(beto, { name: ana.name })).body.errors[0].extensions.code).toBe(
      'ACCOUNTS.HANDLE_TAKEN',
    );
    // ... but its owner may take it back, which ends the redirect
    expect((await edit(ana, { name: ana.name })).body.data.editProfile.name).toBe(ana.name);
    expect((await page(`/u/${newName}`)).location).toBe(`/u/${ana.name}`);
    expect((await page(`/u/${ana.name}`)).status).toBe(200);
  });

  it('frees the old handle after 30 days: no redirect, and someone else may sign up with it', async () => {
    const ana = await f.user();
    await edit(ana, { name: `m${ana.name.slice(-12)}` });
    await sql(
      t.databaseUrl,
      `UPDATE handle_redirects SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [ana.id],
    );
    expect((await page(`/u/${ana.name}`)).status).toBe(404);
    const signUp = await http.post('/api/account/signup', newAccount({ name: ana.name }));
    expect(signUp.status).toBe(201);
  });

  it('edits over REST with the same rules: PATCH /api/account/profile', async () => {
    const ana = await f.user();
    const patch = (body: unknown) =>
      fetch(`${t.baseUrl}/api/account/profile`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }));
    const ok = await patch({ bio: 'Hola', links: ['http://ana.example.com'] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ bio: 'Hola', links: ['http://ana.example.com/'] });
    const bad = await patch({ links: ['javascript:alert(1)'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      ok: false,
      code: 'ACCOUNTS.INVALID_LINK',
      message: '"javascript:alert(1)" no es un enlace válido: usa una dirección http o https.',
    });
    const unsigned = await fetch(`${t.baseUrl}/api/account/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'x' }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('uploads a cover through the media pipeline: re-encoded 1500×500 JPEG, served, on the share card', async () => {
    const ana = await f.user();
    await edit(ana, { bio: 'Retratos y paisajes <de> la sabana.' });
    const res = await postForm(
      t.baseUrl,
      '/api/account/cover',
      ana.token,
      {},
      {
        image: { bytes: await solidImage('png', '#cc6633', 800), name: 'portada.png' },
      },
    );
    expect(res.status).toBe(200);
    const cover: string = res.body.data.coverImage;
    expect(cover).toMatch(/^\/media\/covers\/.+\.jpg$/);
    expect((await me(ana)).coverImage).toBe(cover);
    const served = await fetch(`${t.baseUrl}${cover}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const share = (await page(`/u/${ana.name}`)).text;
    expect(share).toContain(`<meta property="og:image" content="${BASE}${cover}" />`);
    expect(share).toContain(
      '<meta property="og:description" content="Retratos y paisajes &lt;de&gt; la sabana. · Imágenes y vídeos de Usuaria de Prueba en Mixel." />',
    );

    const removed = await http.graphql(
      'mutation { removeProfileCover { coverImage } }',
      {},
      ana.token,
    );
    expect(removed.body.data.removeProfileCover.coverImage).toBeNull();
  });

  it('refuses a cover that is not an image, and one over 10 MB, storing nothing', async () => {
    const ana = await f.user();
    const text = await postForm(
      t.baseUrl,
      '/api/account/cover',
      ana.token,
      {},
      {
        image: { bytes: Buffer.from('no soy una imagen'), name: 'foto.png', type: 'image/png' },
      },
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      ok: false,
      code: 'ACCOUNTS.INVALID_COVER',
      message: 'La portada debe ser una imagen JPEG, PNG, WebP, AVIF o GIF.',
    });
    const big = await postForm(
      t.baseUrl,
      '/api/account/cover',
      ana.token,
      {},
      {
        image: { bytes: Buffer.alloc(11 * 1024 * 1024, 1), name: 'enorme.png' },
      },
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
      message: 'El archivo supera el máximo de 10 MB.',
    });
    expect((await me(ana)).coverImage).toBeNull();
  });

  it('refuses an avatar that is not an image with a Spanish message', async () => {
    const ana = await f.user();
    const res = await postForm(
      t.baseUrl,
      '/api/account/avatar',
      ana.token,
      {},
      {
        image: { bytes: Buffer.from('%PDF-1.4 nada'), name: 'avatar.jpg', type: 'image/jpeg' },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ACCOUNTS.INVALID_IMAGE');
    expect((await me(ana)).image).toBeNull();
  });
});
