import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { MediaStore } from '../../../server/src/platform/storage/media-store.port';
import { DataExportService } from '../../../server/src/privacy/application/data-export.service';
import { factories, TestUser } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

const REQUEST = `mutation { requestDataExport { id status } }`;
const MINE = `query { myDataExport { id status downloadUrl size expiresAt error } }`;
const DELETE = `mutation ($password: String, $confirmation: String) {
  deleteAccount(password: $password, confirmation: $confirmation)
}`;

async function until<T>(probe: () => Promise<T | null | undefined | false>, tries = 200) {
  for (let i = 0; i < tries; i++) {
    const got = await probe();
    if (got) {
      return got;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never happened');
}

/** Every entry of a zip, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) {
        reject(err ?? new Error('no zip'));
        return;
      }
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) {
            reject(e ?? new Error('no stream'));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function storeKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.get(MediaStore).list()) {
    keys.push(key);
  }
  return keys;
}

/** Rows of any table, in any column, whose text holds one of the needles (a user's id, email …). */
async function rowsNaming(databaseUrl: string, needles: string[]): Promise<string[]> {
  const tables = await sql<{ table_name: string }>(
    databaseUrl,
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    for (const needle of needles) {
      const [row] = await sql<{ n: number }>(
        databaseUrl,
        `SELECT count(*)::int AS n FROM "${table_name}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
        [needle],
      );
      if (row.n > 0) {
        found.push(`${table_name}: ${row.n} row(s) with ${needle}`);
      }
    }
  }
  return found;
}

describe('Tus datos: data export and account deletion', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let image: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
    image = await solidImage('png');
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await http.graphql(query, variables, token)).body;

  async function upload(user: TestUser, title: string): Promise<string> {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      user.token,
      { title, visibility: 'public' },
      { image: { bytes: image, name: 'foto.png', type: 'image/png' } },
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    await until(async () => {
      const [row] = await sql<{ status: string }>(
        t.databaseUrl,
        'SELECT status FROM posts WHERE id = $1',
        [id],
      );
      return row.status === 'ready';
    });
    return id;
  }

  /** Two people who interact: ana (the subject) and bruno. */
  async function community() {
    const ana = await f.user({ plan: 'pro', tokens: 500 });
    const bruno = await f.user({ plan: 'basic', tokens: 300 });
    const anaPost = await upload(ana, 'Atardecer de ana');
    const brunoPost = await upload(bruno, 'Montaña de bruno');
    const comment = async (user: TestUser, postId: string, body: string) =>
      (
        await gql(
          `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
          { input: { postId, body } },
          user.token,
        )
      ).data.addComment.id as string;
    const anaComment = await comment(ana, brunoPost, 'Comentario de ana en la montaña');
    const brunoComment = await comment(bruno, anaPost, 'Comentario de bruno en el atardecer');
    for (const [user, postId] of [
      [ana, brunoPost],
      [bruno, anaPost],
    ] as const) {
      await gql(
        `mutation ($id: ID!) { likePost(postId: $id) { liked } }`,
        { id: postId },
        user.token,
      );
    }
    await gql(
      `mutation ($id: ID!) { followUser(userId: $id) { following } }`,
      { id: bruno.id },
      ana.token,
    );
    await gql(
      `mutation ($id: ID!) { followUser(userId: $id) { following } }`,
      { id: ana.id },
      bruno.token,
    );
    const predicted = await http.post(
      '/api/ai/predictions',
      { prompt: 'un faro bajo la tormenta' },
      ana.token,
    );
    expect(predicted.status).toBe(200);
    const [generation] = await sql<{ id: string }>(
      t.databaseUrl,
      'SELECT id FROM generations WHERE user_id = $1',
      [ana.id],
    );
    return { ana, bruno, anaPost, brunoPost, anaComment, brunoComment, generation: generation.id };
  }

  describe('Descargar mis datos', () => {
    it('builds one archive with the user data and originals, nobody else’s, and tells them', async () => {
      const c = await community();
      const requests = await Promise.all([1, 2, 3].map(() => gql(REQUEST, {}, c.ana.token)));
      const started = requests.filter((r) => r.data?.requestDataExport);
      expect(started).toHaveLength(1);
      const refused = requests.filter((r) => r.errors);
      for (const r of refused) {
        expect(r.errors[0].extensions.code).toBe('PRIVACY.EXPORT_IN_PROGRESS');
        expect(r.errors[0].message).toBe(
          'Ya estamos preparando tus datos. Te avisaremos cuando estén listos.',
        );
      }

      const ready = await until(async () => {
        const mine = (await gql(MINE, {}, c.ana.token)).data.myDataExport;
        return mine.status === 'ready' ? mine : null;
      });
      expect(ready.downloadUrl).toMatch(/^\/api\/account\/data-export\/[0-9a-f-]{36}\/download\?/);
      const notices = await gql(
        `query { notifications(page: 1) { items { typeNotification href } } }`,
        {},
        c.ana.token,
      );
      expect(notices.data.notifications.items).toContainEqual({
        typeNotification: 'data-export-ready',
        href: '/settings#tus-datos',
      });

      // the signed link works without a token (what a browser follows)
      const res = await fetch(`${t.baseUrl}${ready.downloadUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="mixel-mis-datos-/,
      );
      const files = await unzip(Buffer.from(await res.arrayBuffer()));
      const text = (name: string) => files.get(name)!.toString('utf8');

      expect(text('LEEME.txt')).toContain('Tus datos en Mixel');
      expect(text('LEEME.txt')).toContain(`@${c.ana.name}`);
      expect(JSON.parse(text('perfil.json'))[0]).toMatchObject({
        usuario: c.ana.name,
        correo: c.ana.email,
      });
      const posts = JSON.parse(text('publicaciones.json')) as { id: string }[];
      expect(posts.map((p) => p.id)).toEqual([c.anaPost]);
      expect(text('comentarios.json')).toContain('Comentario de ana en la montaña');
      expect(JSON.parse(text('me-gusta.json'))).toEqual([
        expect.objectContaining({ target: 'post', id: c.brunoPost }),
      ]);
      expect(JSON.parse(text('seguimientos.json'))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ relation: 'sigo', handle: c.bruno.name }),
          expect.objectContaining({ relation: 'me sigue', handle: c.bruno.name }),
        ]),
      );
      expect(JSON.parse(text('generaciones.json'))[0]).toMatchObject({
        id: c.generation,
        prompt: 'un faro bajo la tormenta',
      });
      const ledger = JSON.parse(text('movimientos-de-creditos.json')) as { delta: number }[];
      expect(ledger.reduce((sum, r) => sum + r.delta, 0)).toBe(
        await tokenBalance(t.databaseUrl, c.ana.id),
      );
      // the original, byte for byte, and the generated image
      expect(files.get(`media/publicaciones/${c.anaPost}/original.png`)).toEqual(image);
      expect(
        [...files.keys()].some((n) => n.startsWith(`media/generaciones/${c.generation}/`)),
      ).toBe(true);
      // nothing of bruno's but his handle in the follows
      const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
      expect(everything).not.toContain('Comentario de bruno');
      expect(everything).not.toContain(c.bruno.email);
      expect([...files.keys()].some((n) => n.includes(c.brunoPost))).toBe(false);
      expect(everything).not.toContain(c.bruno.id);
    });

    it('lets only the owner download: others, visitors and altered links get a 404', async () => {
      const ana = await f.user();
      const bruno = await f.user();
      await gql(REQUEST, {}, ana.token);
      const ready = await until(async () => {
        const mine = (await gql(MINE, {}, ana.token)).data.myDataExport;
        return mine.status === 'ready' ? mine : null;
      });
      const bare = `/api/account/data-export/${ready.id}/download`;
      const get = (path: string, token?: string) =>
        fetch(`${t.baseUrl}${path}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await get(bare, ana.token)).status).toBe(200);
      expect((await get(bare)).status).toBe(404);
      expect((await get(bare, bruno.token)).status).toBe(404);
      // the signature's first character changed, to one it certainly was not
      const tampered = ready.downloadUrl.replace(
        /signature=(.)/,
        (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
      );
      expect((await get(tampered)).status).toBe(404);
      const expired = ready.downloadUrl.replace(/expires=\d+/, 'expires=1000');
      expect((await get(expired)).status).toBe(404);
      // bruno's own export, asked for with ana's link's signature
      expect(
        (await get(ready.downloadUrl.replace(ready.id, '00000000-0000-4000-8000-000000000000')))
          .status,
      ).toBe(404);
      expect((await gql(MINE, {}, bruno.token)).data.myDataExport).toBeNull();
      expect((await gql(MINE, {})).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  it('removes an archive from the store once it expires, and says so', async () => {
    const ana = await f.user();
    await gql(REQUEST, {}, ana.token);
    const ready = await until(async () => {
      const mine = (await gql(MINE, {}, ana.token)).data.myDataExport;
      return mine.status === 'ready' ? mine : null;
    });
    const [row] = await sql<{ archive_key: string; expires_at: Date }>(
      t.databaseUrl,
      'SELECT archive_key, expires_at FROM data_exports WHERE id = $1',
      [ready.id],
    );
    const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await sql(
      t.databaseUrl,
      `UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [ready.id],
    );
    expect((await fetch(`${t.baseUrl}${ready.downloadUrl}`)).status).toBe(404);
    expect((await gql(MINE, {}, ana.token)).data.myDataExport).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    expect(await t.app.get(DataExportService).removeExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.app.get(MediaStore).get(row.archive_key)).toBeNull();
    expect((await gql(MINE, {}, ana.token)).data.myDataExport.status).toBe('expired');
  });

  describe('Eliminar cuenta', () => {
    it('refuses a wrong or missing password and deletes nothing', async () => {
      const ana = await f.user();
      const wrong = await gql(DELETE, { password: 'no-es-esta' }, ana.token);
      expect(wrong.errors[0]).toMatchObject({
        message: 'La contraseña no es correcta.',
        extensions: { code: 'PRIVACY.WRONG_PASSWORD' },
      });
      const missing = await gql(DELETE, {}, ana.token);
      expect(missing.errors[0].extensions.code).toBe('PRIVACY.PASSWORD_REQUIRED');
      expect(await sql(t.databaseUrl, 'SELECT 1 FROM users WHERE id = $1', [ana.id])).toHaveLength(
        1,
      );
      expect((await http.get('/api/account/me', ana.token)).status).toBe(200);
    });

    it('leaves no row nor media object naming the account, keeps the ledger anonymised and frees the handle', async () => {
      const c = await community();
      const { ana, bruno } = c;
      await gql(REQUEST, {}, ana.token);
      await until(
        async () => (await gql(MINE, {}, ana.token)).data.myDataExport.status === 'ready',
      );
      const ledgerRows = await sql(
        t.databaseUrl,
        'SELECT id FROM token_ledger WHERE user_id = $1',
        [ana.id],
      );
      const today = await gql(`query { todayChallenge { id } }`, {}, bruno.token);
      const entered = await gql(
        `mutation ($c: ID!, $p: ID!) { enterChallenge(challengeId: $c, postId: $p) { id } }`,
        { c: today.data.todayChallenge.id, p: c.brunoPost },
        bruno.token,
      );
      const entry = entered.data.enterChallenge.id as string;
      await gql(
        `mutation ($e: ID!) { voteEntry(entryId: $e) { voteCount } }`,
        { e: entry },
        ana.token,
      );
      const votes = async () =>
        (
          await sql<{ vote_count: number }>(
            t.databaseUrl,
            'SELECT vote_count FROM challenge_entries WHERE id = $1',
            [entry],
          )
        )[0].vote_count;
      expect(await votes()).toBe(1);
      const brunoBalance = await tokenBalance(t.databaseUrl, bruno.id);
      const before = await storeKeys(t);
      expect(before.some((k) => k.includes(c.anaPost))).toBe(true);
      expect(before.some((k) => k.includes(c.generation))).toBe(true);
      expect(before.some((k) => k.includes(`exports/${ana.id}`))).toBe(true);

      const deleted = await gql(DELETE, { password: ana.password }, ana.token);
      expect(deleted).toEqual({ data: { deleteAccount: true } });

      // the session dies at once, and the password opens nothing
      expect((await http.get('/api/account/me', ana.token)).status).toBe(401);
      const signIn = await http.post('/api/account/signin', {
        login: ana.name,
        password: ana.password,
      });
      expect(signIn.status).toBe(401);

      await until(
        async () => (await sql(t.databaseUrl, 'SELECT 1 FROM media_cleanups')).length === 0,
      );
      const after = await storeKeys(t);
      const named = after.filter(
        (k) => k.includes(ana.id) || k.includes(c.anaPost) || k.includes(c.generation),
      );
      expect(named).toEqual([]);
      expect(after.some((k) => k.includes(c.brunoPost))).toBe(true);

      expect(await rowsNaming(t.databaseUrl, [ana.id, ana.email, c.anaPost, c.anaComment])).toEqual(
        [],
      );

      // the ledger rows stay, under a former-account id, and bruno's balance is untouched
      const kept = await sql<{ former_account: string; user_id: string | null }>(
        t.databaseUrl,
        'SELECT former_account, user_id FROM token_ledger WHERE id = ANY($1)',
        [ledgerRows.map((r) => r.id)],
      );
      expect(kept).toHaveLength(ledgerRows.length);
      expect(new Set(kept.map((r) => r.former_account)).size).toBe(1);
      expect(kept.every((r) => r.user_id === null)).toBe(true);
      expect(await tokenBalance(t.databaseUrl, bruno.id)).toBe(brunoBalance);
      const [brunoRow] = await sql<{
        fast_tokens: number;
        follower_count: number;
        following_count: number;
      }>(
        t.databaseUrl,
        'SELECT fast_tokens, follower_count, following_count FROM users WHERE id = $1',
        [bruno.id],
      );
      expect(brunoRow).toMatchObject({
        fast_tokens: brunoBalance,
        follower_count: 0,
        following_count: 0,
      });
      const [brunoPost] = await sql<{ like_count: number; comment_count: number }>(
        t.databaseUrl,
        'SELECT like_count, comment_count FROM posts WHERE id = $1',
        [c.brunoPost],
      );
      expect(brunoPost).toEqual({ like_count: 0, comment_count: 0 });
      expect(await votes()).toBe(0);

      // the handle and email are free for someone new
      const again = await http.post('/api/account/signup', {
        name: ana.name,
        fullname: 'Otra persona',
        email: ana.email,
        password: 'otra clave segura',
      });
      expect(again.status).toBe(201);
    });

    it("takes the account's posts out of a visitor's search made just before, at once", async () => {
      const { ana, anaPost } = await community();
      const searched = async () =>
        (await http.get('/api/image/contents?q=atardecer&limit=50')).body.data.images.map(
          (p: { id: string }) => p.id,
        );
      expect(await searched()).toContain(anaPost);
      const deleted = await gql(DELETE, { password: ana.password }, ana.token);
      expect(deleted).toEqual({ data: { deleteAccount: true } });
      expect(await searched()).not.toContain(anaPost);
    });

    it('lets an account without a password confirm with its handle from a fresh sign-in', async () => {
      const ana = await f.user();
      await sql(t.databaseUrl, 'UPDATE users SET password_hash = NULL WHERE id = $1', [ana.id]);
      const mismatch = await gql(DELETE, { confirmation: 'otra' }, ana.token);
      expect(mismatch.errors[0].extensions.code).toBe('PRIVACY.CONFIRMATION_MISMATCH');
      await sql(
        t.databaseUrl,
        `UPDATE user_sessions SET created_at = now() - interval '1 hour' WHERE user_id = $1`,
        [ana.id],
      );
      const stale = await gql(DELETE, { confirmation: ana.name }, ana.token);
      expect(stale.errors[0].extensions.code).toBe('PRIVACY.REAUTHENTICATION_REQUIRED');
      await sql(t.databaseUrl, `UPDATE user_sessions SET created_at = now() WHERE user_id = $1`, [
        ana.id,
      ]);
      expect(await gql(DELETE, { confirmation: `@${ana.name.toUpperCase()}` }, ana.token)).toEqual({
        data: { deleteAccount: true },
      });
      expect(await sql(t.databaseUrl, 'SELECT 1 FROM users WHERE id = $1', [ana.id])).toEqual([]);
    });
  });

  it('finishes a media clean-up left by a stopped process when the next one starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mixel-privacy-'));
    const env = { DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir };
    try {
      // a process that takes no jobs: the clean-up waits in the outbox
      const first = await startTestApp({ ...env, RUN_JOBS: 'false' });
      const carla = await f.user();
      const postId = await f.post(carla.id, { title: 'De carla' });
      const store = first.app.get(MediaStore);
      const keys = [
        `private/originals/${postId}`,
        `public/${postId}/w320.webp`,
        `private/premium/${postId}/w2048.webp`,
        `public/avatars/${carla.id}/a.webp`,
      ];
      for (const key of keys) {
        await store.put(key, Buffer.from('x'), 'image/webp');
      }
      await store.put('public/someone-else/w320.webp', Buffer.from('y'), 'image/webp');
      const deleted = await api(first.baseUrl).graphql(
        DELETE,
        { password: carla.password },
        carla.token,
      );
      expect(deleted.body).toEqual({ data: { deleteAccount: true } });
      expect(await sql(t.databaseUrl, 'SELECT prefixes FROM media_cleanups')).toHaveLength(1);
      await first.close();

      const second = await startTestApp(env);
      try {
        await until(
          async () => (await sql(t.databaseUrl, 'SELECT 1 FROM media_cleanups')).length === 0,
        );
        const left: string[] = [];
        for await (const key of second.app.get(MediaStore).list()) {
          left.push(key);
        }
        expect(left).toEqual(['public/someone-else/w320.webp']);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
