import { factories, TestUser } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';

const SET_LEVEL = `mutation ($level: ContentLevel!, $confirmAdult: Boolean) {
  setBrowsingLevel(level: $level, confirmAdult: $confirmAdult) { browsingLevel adultConfirmedAt }
}`;
const ME = `{ me { browsingLevel adultConfirmedAt } }`;
const MODERATE = `mutation ($input: ModerateInput!) {
  moderate(input: $input) { action before { contentLevel } after { contentLevel } }
}`;
const VARIANT = JSON.stringify([
  {
    key: 'public/posts/x/400.webp',
    width: 400,
    height: 300,
    format: 'webp',
    contentType: 'image/webp',
    size: 1,
  },
]);

/** Every object in an answer that names this post id (REST `_id`/`id`, GraphQL `id`). */
function tilesOf(body: unknown, id: string): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.id === id && 'blurred' in o) {
        found.push(o);
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  return found;
}

describe('Content levels', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let author: TestUser;
  /** Signed in, never opted in: general, sensible veiled. */
  let plain: TestUser;
  let sensibleFan: TestUser;
  let adult: TestUser;
  let general: string;
  let sensible: string;
  let explicit: string;

  beforeAll(async () => {
    // a database of its own: the lists below assume nobody else publishes
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    f = factories(t);
    author = await f.user();
    [plain, sensibleFan, adult] = await Promise.all([f.user(), f.user(), f.user()]);
    [general, sensible, explicit] = await f.posts(author.id, [
      { title: 'Nutria general', hashtags: ['nutriaunica'], category: 'Animales' },
      { title: 'Nutria sensible', hashtags: ['nutriaunica'], category: 'Animales' },
      { title: 'Nutria explicita', hashtags: ['nutriaunica'], category: 'Animales' },
    ]);
    await sql(t.databaseUrl, `UPDATE posts SET variants = $2::jsonb WHERE id = ANY($1::uuid[])`, [
      [general, sensible, explicit],
      VARIANT,
    ]);
    await sql(t.databaseUrl, `UPDATE posts SET content_level = 'sensible' WHERE id = $1`, [
      sensible,
    ]);
    await sql(t.databaseUrl, `UPDATE posts SET content_level = 'explicito' WHERE id = $1`, [
      explicit,
    ]);
    // as publishing would have indexed them: the explicit post's own words are not safe
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term, weight, explicit_weight) VALUES
         ('nutria general', 'nutria general', 1, 0), ('nutria explicita', 'nutria explicita', 1, 1),
         ('explicita', 'explicita', 1, 1), ('nutria', 'nutria', 3, 1)`,
    );
    expect(
      (await http.graphql(SET_LEVEL, { level: 'sensible' }, sensibleFan.token)).body.errors,
    ).toBeUndefined();
    expect(
      (await http.graphql(SET_LEVEL, { level: 'explicito', confirmAdult: true }, adult.token)).body
        .errors,
    ).toBeUndefined();
    for (const user of [plain, sensibleFan, adult]) {
      for (const id of [general, sensible, explicit]) {
        await sql(t.databaseUrl, `INSERT INTO post_likes (user_id, post_id) VALUES ($1, $2)`, [
          user.id,
          id,
        ]);
      }
    }
  });
  afterAll(() => t.close());

  const gql =
    (query: string, variables: Record<string, unknown> = {}) =>
    async (token?: string) =>
      http.graphql(query, variables, token);
  const rest = (path: string) => async (token?: string) => http.get(path, token);
  const NODE = 'id blurred src contentLevel';
  // every list and search of posts, REST and GraphQL
  const LISTS: Array<[string, (token?: string) => Promise<{ body: unknown }>]> = [
    ['REST gallery', rest('/api/image/contents?limit=50')],
    ['REST gallery by views', rest('/api/image/contents?limit=50&orderBy=views')],
    ['REST results', rest('/api/image/contents?limit=50&q=nutria')],
    ['REST results by relevance', rest('/api/image/contents?limit=50&q=nutria&orderBy=relevance')],
    ['REST explorer category', rest('/api/image/contents?limit=50&category=Animales')],
    ['REST trends', rest('/api/image/trends-content?limit=8')],
    ['REST profile', rest('/api/image/get-channel/{author}')],
    ['REST favorites', rest('/api/image/favorites')],
    ['GraphQL feed', gql(`{ feed(first: 50) { edges { node { ${NODE} } } } }`)],
    [
      'GraphQL feed by views',
      gql(`{ feed(first: 50, orderBy: views) { edges { node { ${NODE} } } } }`),
    ],
    ['GraphQL search', gql(`{ feed(first: 50, query: "nutria") { edges { node { ${NODE} } } } }`)],
    [
      'GraphQL explorer category',
      gql(`{ feed(first: 50, category: "Animales") { edges { node { ${NODE} } } } }`),
    ],
    ['GraphQL trends', gql(`{ trendingCategories { items { ${NODE} } } }`)],
    [
      'GraphQL channel',
      async (token) =>
        gql(`query ($h: String!) { channel(idOrHandle: $h) { posts { ${NODE} } } }`, {
          h: author.name,
        })(token),
    ],
    ['GraphQL favorites', gql(`{ favorites { items { ${NODE} } } }`)],
  ];
  const call = (list: (typeof LISTS)[number][1], name: string, token?: string) =>
    name === 'REST profile' ? http.get(`/api/image/get-channel/${author.id}`, token) : list(token);

  describe.each([
    ['a visitor', () => undefined],
    ['a signed-in user who did not opt in', () => plain.token],
  ])('for %s', (_who, tokenOf) => {
    it.each(LISTS)(
      '%s never carries the explicit post, and the sensible one only veiled',
      async (name, list) => {
        const res = await call(list, name, tokenOf());
        const text = JSON.stringify(res.body);
        if (text.includes('UNAUTHENTICATED')) {
          return; // favorites are for the signed-in
        }
        expect(text).toContain(general);
        expect(text).not.toContain(explicit);
        expect(text).not.toContain('Nutria explicita');
        const veiled = tilesOf(res.body, sensible);
        expect(veiled.length).toBeGreaterThan(0);
        for (const tile of veiled) {
          expect(tile).toMatchObject({ blurred: true, src: null, contentLevel: 'sensible' });
          expect(tile.variants ?? []).toEqual([]);
        }
        for (const tile of tilesOf(res.body, general)) {
          expect(tile).toMatchObject({ blurred: false, src: expect.any(String) });
        }
      },
    );
  });

  it.each(LISTS)(
    '%s shows sensible posts unveiled, never explicit, after opting in to sensible',
    async (name, list) => {
      const res = await call(list, name, sensibleFan.token);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(explicit);
      for (const tile of tilesOf(res.body, sensible)) {
        expect(tile).toMatchObject({ blurred: false, src: expect.any(String) });
      }
      expect(tilesOf(res.body, sensible).length).toBeGreaterThan(0);
    },
  );

  it.each(LISTS)(
    '%s carries everything unveiled to an adult who opted in to explicit',
    async (name, list) => {
      const res = await call(list, name, adult.token);
      for (const id of [general, sensible, explicit]) {
        const tiles = tilesOf(res.body, id);
        expect(tiles.length).toBeGreaterThan(0);
        for (const tile of tiles) {
          expect(tile).toMatchObject({ blurred: false, src: expect.any(String) });
        }
      }
    },
  );

  it('keeps explicit words out of the autocomplete and trending tags of who did not opt in', async () => {
    for (const token of [undefined, plain.token, sensibleFan.token]) {
      const r = await http.get('/api/image/auto-completed-search?q=nutria', token);
      expect(JSON.stringify(r.body)).toContain('nutria general');
      expect(JSON.stringify(r.body)).not.toContain('explicita');
      const g = await http.graphql('{ searchSuggestions(query: "nutria") }', {}, token);
      expect(g.body.data.searchSuggestions).not.toContain('nutria explicita');
      const tags = await http.get('/api/image/trends-tags', token);
      expect(tags.body.data).toContainEqual({ tag: 'nutriaunica', count: 2 });
    }
    const r = await http.get('/api/image/auto-completed-search?q=nutria', adult.token);
    expect(JSON.stringify(r.body)).toContain('nutria explicita');
    const tags = await http.get('/api/image/trends-tags', adult.token);
    expect(tags.body.data).toContainEqual({ tag: 'nutriaunica', count: 3 });
  });

  it('gates the explicit post page: no media nor description until the viewer opted in', async () => {
    const POST = `query ($id: ID!, $reveal: Boolean) {
      post(id: $id, reveal: $reveal) { post { id blurred src desc variants { url } contentLevel } }
    }`;
    for (const token of [undefined, plain.token, sensibleFan.token]) {
      const page = await http.get(`/api/image/image-detail/${explicit}?reveal=true`, token);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        blurred: true,
        src: null,
        variants: [],
        video: null,
        desc: '',
        contentLevel: 'explicito',
      });
      const g = await http.graphql(POST, { id: explicit, reveal: true }, token);
      expect(g.body.data.post.post).toMatchObject({ blurred: true, src: null, variants: [] });
      const download = await http.get(`/api/image/download/${explicit}`, token);
      expect(download.status).toBe(404);
    }
    const open = await http.graphql(POST, { id: explicit }, adult.token);
    expect(open.body.data.post.post).toMatchObject({ blurred: false, src: expect.any(String) });
    const own = await http.graphql(POST, { id: explicit }, author.token);
    expect(own.body.data.post.post).toMatchObject({ blurred: false, src: expect.any(String) });
  });

  it("reveals a sensible post on 'Mostrar' to a signed-in viewer, never to a visitor", async () => {
    const visitor = await http.get(`/api/image/image-detail/${sensible}?reveal=true`);
    expect(visitor.body.data).toMatchObject({ blurred: true, src: null });
    const veiled = await http.get(`/api/image/image-detail/${sensible}`, plain.token);
    expect(veiled.body.data).toMatchObject({ blurred: true, src: null });
    const shown = await http.get(`/api/image/image-detail/${sensible}?reveal=true`, plain.token);
    expect(shown.body.data).toMatchObject({ blurred: false, src: expect.any(String) });
    const bad = await http.get(`/api/image/image-detail/${sensible}?reveal=quizas`, plain.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El parámetro reveal debe ser true o false.');
  });

  it('asks for the adult confirmation before explicit content, and keeps its date', async () => {
    const user = await f.user();
    const refused = await http.graphql(SET_LEVEL, { level: 'explicito' }, user.token);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Para ver contenido explícito confirma que eres mayor de edad.',
      extensions: { code: 'ACCOUNTS.ADULT_CONFIRMATION_REQUIRED' },
    });
    expect((await http.graphql(ME, {}, user.token)).body.data.me).toEqual({
      browsingLevel: 'general',
      adultConfirmedAt: null,
    });
    const bad = await http.graphql(SET_LEVEL, { level: 'todo' }, user.token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const ok = await http.graphql(
      SET_LEVEL,
      { level: 'explicito', confirmAdult: true },
      user.token,
    );
    expect(ok.body.data.setBrowsingLevel.browsingLevel).toBe('explicito');
    const confirmedAt = ok.body.data.setBrowsingLevel.adultConfirmedAt;
    expect(Date.parse(confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    // back to general and to explicit again: the first confirmation stands
    await http.graphql(SET_LEVEL, { level: 'general' }, user.token);
    const again = await http.graphql(SET_LEVEL, { level: 'explicito' }, user.token);
    expect(again.body.data.setBrowsingLevel).toEqual({
      browsingLevel: 'explicito',
      adultConfirmedAt: confirmedAt,
    });
    const visitor = await http.graphql(SET_LEVEL, { level: 'sensible' });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe('publishing', () => {
    const upload = (token: string, fields: Record<string, string>) =>
      solidImage('png').then((bytes) =>
        postForm(
          t.baseUrl,
          '/api/image/add-image',
          token,
          { title: 'Nivel', ...fields },
          {
            image: { bytes, name: 'a.png' },
          },
        ),
      );
    const levelOf = async (id: string) =>
      (await sql(t.databaseUrl, `SELECT content_level FROM posts WHERE id = $1`, [id]))[0]
        .content_level;

    it.each([
      [{}, 'general'],
      [{ sensitive: 'true' }, 'sensible'],
      [{ contentLevel: 'explicito' }, 'explicito'],
      [{ contentLevel: 'general', sensitive: 'true' }, 'general'],
    ])('stores %j as %s', async (fields, level) => {
      const res = await upload(author.token, fields as Record<string, string>);
      expect(res.body).toMatchObject({ ok: true });
      expect(await levelOf(res.body.data.id)).toBe(level);
    });

    it.each(['todo', 'EXPLICITO', 'sensitive', ' '])(
      'refuses contentLevel %j with a Spanish message and stores nothing',
      async (contentLevel) => {
        const user = await f.user();
        const res = await upload(user.token, { contentLevel });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          ok: false,
          code: 'BAD_USER_INPUT',
          message: 'El nivel de contenido debe ser general, sensible o explicito.',
        });
        const count = await sql(
          t.databaseUrl,
          `SELECT count(*)::int AS n FROM posts WHERE author_id = $1`,
          [user.id],
        );
        expect(count[0].n).toBe(0);
      },
    );

    it('refuses a contentLevel that is not one of the levels in createPost', async () => {
      const res = await http.graphql(
        `mutation { createPost(input: { uploadId: "${crypto.randomUUID()}", title: "x", contentLevel: todo }) { id } }`,
        {},
        author.token,
      );
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  it("lets the owner change their post's level, and nobody else", async () => {
    const [id] = await f.posts(author.id, [{ title: 'Cambio de nivel' }]);
    const SET = `mutation ($id: ID!, $level: ContentLevel!) {
      setPostContentLevel(id: $id, contentLevel: $level) { id contentLevel }
    }`;
    const other = await http.graphql(SET, { id, level: 'general' }, plain.token);
    expect(other.body.errors[0].extensions.code).toBe('CONTENT.NOT_OWNER');
    const mine = await http.graphql(SET, { id, level: 'explicito' }, author.token);
    expect(mine.body.data.setPostContentLevel).toEqual({ id, contentLevel: 'explicito' });
    const feed = await http.get('/api/image/contents?limit=50', plain.token);
    expect(JSON.stringify(feed.body)).not.toContain(id);
  });

  it('lets staff change a level from the queue, audited, and change it back', async () => {
    const staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
    const [id] = await f.posts(author.id, [{ title: 'Para moderar' }]);
    const input = { targetType: 'post', targetId: id, reason: 'Desnudez sin marcar' };
    const up = await http.graphql(
      MODERATE,
      { input: { ...input, action: 'level', level: 'explicito' } },
      staff.token,
    );
    expect(up.body.data.moderate).toEqual({
      action: 'level',
      before: { contentLevel: 'general' },
      after: { contentLevel: 'explicito' },
    });
    const same = await http.graphql(
      MODERATE,
      { input: { ...input, action: 'level', level: 'explicito' } },
      staff.token,
    );
    expect(same.body.errors[0].extensions.code).toBe('MODERATION.NOTHING_TO_CHANGE');
    const missing = await http.graphql(
      MODERATE,
      { input: { ...input, action: 'level' } },
      staff.token,
    );
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Indica el nuevo nivel de contenido: general, sensible o explicito.',
    });
    const back = await http.graphql(
      MODERATE,
      { input: { ...input, action: 'level', level: 'general', reason: 'Revisado de nuevo' } },
      staff.token,
    );
    expect(back.body.data.moderate.after).toEqual({ contentLevel: 'general' });
    const log = await http.graphql(
      `query ($id: ID) { auditLog(targetType: post, targetId: $id) { items { action reason before { contentLevel } after { contentLevel } } } }`,
      { id },
      staff.token,
    );
    expect(log.body.data.auditLog.items).toEqual([
      {
        action: 'level',
        reason: 'Revisado de nuevo',
        before: { contentLevel: 'explicito' },
        after: { contentLevel: 'general' },
      },
      {
        action: 'level',
        reason: 'Desnudez sin marcar',
        before: { contentLevel: 'general' },
        after: { contentLevel: 'explicito' },
      },
    ]);
    const user = await http.graphql(
      MODERATE,
      { input: { ...input, action: 'level', level: 'general' } },
      plain.token,
    );
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
