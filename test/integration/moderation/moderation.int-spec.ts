import { Clock } from '../../../server/src/kernel/clock';
import { MediaStore } from '../../../server/src/platform/storage/media-store.port';
import { factories, TestUser } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';

const REPORT = `mutation ($input: ReportInput!) { report(input: $input) { created message } }`;
const QUEUE = `query ($status: ModerationQueueStatus, $targetType: ModerationTargetType) {
  moderationQueue(status: $status, targetType: $targetType) {
    currentPage hasNextPage
    items {
      target { type id } reportCount reasonCounts { reason count }
      reports { reason text reporterName }
      preview { title href ownerName } state { hidden banned suspendedUntil }
      appeal { text status }
    }
  }
}`;
const MODERATE = `mutation ($input: ModerateInput!) {
  moderate(input: $input) { id action reason actorName before { hidden banned suspendedUntil } after { hidden banned suspendedUntil } }
}`;
const AUDIT = `query ($type: ModerationTargetType, $id: ID) {
  auditLog(targetType: $type, targetId: $id) {
    items { action reason actorName target { type id } before { hidden } after { hidden } }
  }
}`;
const APPEAL = `mutation ($type: ModerationTargetType!, $id: ID!, $text: String!) {
  appeal(targetType: $type, targetId: $id, text: $text) { status text }
}`;
const NOTIFICATIONS = `{ notifications { items { typeNotification detail postId href author { fullname } } } }`;

describe('Moderation', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let staff: TestUser;

  beforeAll(async () => {
    // a database of its own: the lists below assume nobody else publishes; and the report limit
    // at its real size
    t = await startTestApp({ DATABASE_URL: await createTestDatabase(), ABUSE_LIMIT_SCALE: '1' });
    http = api(t.baseUrl);
    f = factories(t);
    staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
  });
  afterAll(() => t.close());

  const report = (token: string, input: Record<string, unknown>) =>
    http.graphql(REPORT, { input }, token);
  const moderate = (input: Record<string, unknown>, token = staff.token) =>
    http.graphql(MODERATE, { input }, token);
  const queueItem = async (id: string) => {
    const res = await http.graphql(QUEUE, {}, staff.token);
    return res.body.data.moderationQueue.items.filter(
      (i: { target: { id: string } }) => i.target.id === id,
    );
  };

  describe('reports', () => {
    it('makes one queue item of 20 concurrent reports by different users, with their reasons counted', async () => {
      const author = await f.user();
      const postId = await f.post(author.id, { title: 'Muy denunciada' });
      const reporters = await Promise.all(Array.from({ length: 20 }, () => f.user()));
      const answers = await Promise.all(
        reporters.map((r, i) =>
          report(r.token, {
            targetType: 'post',
            targetId: postId,
            reason: i % 2 ? 'spam' : 'odio',
          }),
        ),
      );
      expect(answers.map((a) => a.body.data?.report.created)).toEqual(Array(20).fill(true));
      const items = await queueItem(postId);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        target: { type: 'post', id: postId },
        reportCount: 20,
        preview: { title: 'Muy denunciada', href: `/p/${postId}`, ownerName: author.name },
        state: { hidden: false },
      });
      expect(items[0].reasonCounts).toEqual([
        { reason: 'odio', count: 10 },
        { reason: 'spam', count: 10 },
      ]);
    });

    it('keeps one open report per reporter and target: a second one, even concurrent, updates the reason', async () => {
      const author = await f.user();
      const reporter = await f.user();
      const postId = await f.post(author.id);
      const [a, b] = await Promise.all([
        report(reporter.token, { targetType: 'post', targetId: postId, reason: 'spam' }),
        report(reporter.token, { targetType: 'post', targetId: postId, reason: 'spam' }),
      ]);
      expect([a.body.data.report.created, b.body.data.report.created].sort()).toEqual([
        false,
        true,
      ]);
      const again = await report(reporter.token, {
        targetType: 'post',
        targetId: postId,
        reason: 'otro',
        text: 'Es una copia de mi obra',
      });
      expect(again.body.data.report).toEqual({
        created: false,
        message: 'Ya habías denunciado esto: actualizamos el motivo de tu denuncia.',
      });
      const rows = await sql(
        t.databaseUrl,
        `SELECT reason, text FROM reports WHERE target_id = $1`,
        [postId],
      );
      expect(rows).toEqual([{ reason: 'otro', text: 'Es una copia de mi obra' }]);
    });

    it('refuses reporting yourself or your own content, a missing target, and otro without text', async () => {
      const ana = await f.user();
      const other = await f.user();
      const own = await f.post(ana.id);
      const theirs = await f.post(other.id);
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { targetType: 'post', targetId: own, reason: 'spam' },
          'No puedes denunciar tu propio contenido.',
        ],
        [
          { targetType: 'user', targetId: ana.id, reason: 'spam' },
          'No puedes denunciarte a ti mismo.',
        ],
        [
          { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' },
          'La publicación no existe.',
        ],
        [{ targetType: 'post', targetId: theirs, reason: 'otro' }, 'Cuéntanos qué ocurre.'],
        [
          { targetType: 'post', targetId: theirs, reason: 'otro', text: '   ' },
          'Cuéntanos qué ocurre.',
        ],
      ];
      for (const [input, message] of cases) {
        const res = await report(ana.token, input);
        expect(res.body.errors?.[0].message).toBe(message);
      }
      expect(
        await sql(t.databaseUrl, `SELECT 1 FROM reports WHERE reporter_id = $1`, [ana.id]),
      ).toEqual([]);
      expect(
        (await http.post('/api/report', { targetType: 'post', targetId: theirs, reason: 'spam' }))
          .status,
      ).toBe(401);
    });

    it('answers the eleventh report in a minute with 429, a Spanish message and Retry-After', async () => {
      const reporter = await f.user();
      const author = await f.user();
      const posts = await f.posts(
        author.id,
        Array.from({ length: 11 }, () => ({})),
      );
      for (const id of posts.slice(0, 10)) {
        const ok = await http.post(
          '/api/report',
          { targetType: 'post', targetId: id, reason: 'spam' },
          reporter.token,
        );
        expect(ok.status).toBe(201);
      }
      const refused = await http.post(
        '/api/report',
        { targetType: 'post', targetId: posts[10], reason: 'spam' },
        reporter.token,
      );
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Has enviado muchas denuncias seguidas\. Espera (\d+ segundos?|1 minuto) e inténtalo de nuevo\.$/,
        ),
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('keeps the queue and the audit log for staff only', async () => {
      const user = await f.user();
      expect((await http.graphql(QUEUE, {}, user.token)).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await http.graphql(AUDIT, {}, user.token)).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      const author = await f.user();
      const postId = await f.post(author.id);
      const res = await moderate(
        { targetType: 'post', targetId: postId, action: 'hide', reason: 'x' },
        user.token,
      );
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('a hidden post', () => {
    let author: TestUser;
    let fan: TestUser;
    let hidden: string;
    let shown: string;

    beforeAll(async () => {
      author = await f.user();
      fan = await f.user();
      [hidden, shown] = await f.posts(author.id, [
        { title: 'Zorro escondido', hashtags: ['zorrooculto'], category: 'Animales' },
        { title: 'Zorro visible', hashtags: ['zorrooculto'], category: 'Animales' },
      ]);
      // as publishing would have indexed them
      await sql(
        t.databaseUrl,
        `INSERT INTO search_terms (normalized, term, weight) VALUES
           ('zorro escondido', 'zorro escondido', 1), ('escondido', 'escondido', 1),
           ('zorrooculto', 'zorrooculto', 2), ('zorro', 'zorro', 2)`,
      );
      for (const id of [hidden, shown]) {
        await http.graphql(
          'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
          { id },
          fan.token,
        );
      }
      // warm the trends cache with the post in it: hiding must reach it too
      const before = await http.get('/api/image/trends-content?limit=8');
      expect(JSON.stringify(before.body)).toContain(hidden);
      const res = await moderate({
        targetType: 'post',
        targetId: hidden,
        action: 'hide',
        reason: 'Contenido engañoso',
      });
      expect(res.body.errors).toBeUndefined();
    });

    const gql =
      (query: string, variables: Record<string, unknown> = {}) =>
      async (token?: string) =>
        http.graphql(query, variables, token);
    const rest = (path: string) => async (token?: string) => http.get(path, token);
    // every list and search of posts, REST and GraphQL: the hidden post never, its sibling always
    const LISTS: Array<[string, () => (token?: string) => Promise<{ body: unknown }>]> = [
      ['REST gallery', () => rest('/api/image/contents?limit=50')],
      ['REST gallery by views', () => rest('/api/image/contents?limit=50&orderBy=views')],
      ['REST results', () => rest('/api/image/contents?limit=50&q=zorro')],
      [
        'REST results by relevance',
        () => rest('/api/image/contents?limit=50&q=zorro&orderBy=relevance'),
      ],
      ['REST category', () => rest('/api/image/contents?limit=50&category=Animales')],
      ['REST trends', () => rest('/api/image/trends-content?limit=8')],
      ['REST profile', () => rest(`/api/image/get-channel/${author.id}`)],
      ['REST favorites', () => rest('/api/image/favorites')],
      ['GraphQL feed', () => gql('{ feed(first: 50) { edges { node { id } } } }')],
      [
        'GraphQL search',
        () => gql('{ feed(first: 50, query: "zorro") { edges { node { id } } } }'),
      ],
      ['GraphQL trends', () => gql('{ trendingCategories { items { id } } }')],
      [
        'GraphQL channel',
        () =>
          gql('query ($h: String!) { channel(idOrHandle: $h) { posts { id } } }', {
            h: author.name,
          }),
      ],
      ['GraphQL favorites', () => gql('{ favorites { items { id } } }')],
    ];

    it.each(LISTS)('never appears in %s', async (_name, call) => {
      for (const token of [undefined, fan.token]) {
        const res = await call()(token);
        const text = JSON.stringify(res.body);
        if (text.includes('UNAUTHENTICATED')) {
          continue; // favorites are for the signed-in
        }
        expect(text).toContain(shown);
        expect(text).not.toContain(hidden);
      }
    });

    it('leaves the search suggestions, and the trending tag counts only the post still shown', async () => {
      const suggest = await http.get('/api/image/auto-completed-search?q=escond');
      expect(JSON.stringify(suggest.body)).not.toContain('escondido');
      const gqlSuggest = await http.graphql('{ searchSuggestions(query: "zorro") }');
      expect(gqlSuggest.body.data.searchSuggestions).not.toContain('zorro escondido');
      expect(gqlSuggest.body.data.searchSuggestions).toContain('zorro');
      const tags = await http.get('/api/image/trends-tags');
      expect(tags.body.data).toContainEqual({ tag: 'zorrooculto', count: 1 });
    });

    it('answers its page 404 as a missing one, REST and GraphQL, and shows its owner why', async () => {
      const missing = '00000000-0000-4000-8000-00000000abcd';
      for (const token of [undefined, fan.token]) {
        const a = await http.get(`/api/image/image-detail/${hidden}`, token);
        const b = await http.get(`/api/image/image-detail/${missing}`, token);
        expect(a.status).toBe(404);
        expect(a.body).toEqual(b.body);
        const g = await http.graphql(
          'query ($id: ID!) { post(id: $id) { post { id } } }',
          { id: hidden },
          token,
        );
        const m = await http.graphql(
          'query ($id: ID!) { post(id: $id) { post { id } } }',
          { id: missing },
          token,
        );
        expect(g.body.errors[0]).toMatchObject({
          message: m.body.errors[0].message,
          extensions: m.body.errors[0].extensions,
        });
        const comments = await http.graphql(
          'query ($id: ID!) { comments(postId: $id) { items { id } } }',
          { id: hidden },
          token,
        );
        expect(comments.body.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
      }
      const own = await http.graphql(
        'query ($id: ID!) { post(id: $id) { post { id hidden hiddenReason } } }',
        { id: hidden },
        author.token,
      );
      expect(own.body.data.post.post).toEqual({
        id: hidden,
        hidden: true,
        hiddenReason: 'Contenido engañoso',
      });
    });

    it('tells its owner why, in a notification from the Mixel team', async () => {
      const res = await http.graphql(NOTIFICATIONS, {}, author.token);
      expect(res.body.data.notifications.items).toContainEqual({
        typeNotification: 'content-hidden',
        detail: 'Contenido engañoso',
        postId: hidden,
        href: `/p/${hidden}`,
        author: { fullname: 'Equipo de Mixel' },
      });
    });
  });

  it("answers a hidden post's media 404 and leaves visitors' searches, and shows both again once restored", async () => {
    const author = await f.user();
    const [postId] = await f.posts(author.id, [{ title: 'Marmota restaurada' }]);
    const searched = async () =>
      (await http.get('/api/image/contents?q=marmota')).body.data.images.map(
        (p: { id: string }) => p.id,
      );
    expect(await searched()).toEqual([postId]);
    const store = t.app.get(MediaStore);
    await store.put(`public/${postId}/w400.webp`, Buffer.from('RIFF....WEBP'), 'image/webp');
    await store.put(`public/${postId}/poster.jpg`, Buffer.from('jpeg'), 'image/jpeg');
    const get = (path: string) => fetch(`${t.baseUrl}/media/${path}`).then((r) => r.status);
    expect(await get(`${postId}/w400.webp`)).toBe(200);
    await moderate({ targetType: 'post', targetId: postId, action: 'hide', reason: 'Desnudez' });
    expect(await get(`${postId}/w400.webp`)).toBe(404);
    expect(await get(`${postId}/poster.jpg`)).toBe(404);
    expect(await searched()).toEqual([]);
    await moderate({
      targetType: 'post',
      targetId: postId,
      action: 'restore',
      reason: 'Error de revisión',
    });
    expect(await get(`${postId}/w400.webp`)).toBe(200);
    expect(await searched()).toEqual([postId]);
  });

  it('writes an action and its reversal to the append-only audit log, with the state before and after', async () => {
    const author = await f.user();
    const reporter = await f.user();
    const postId = await f.post(author.id);
    await report(reporter.token, { targetType: 'post', targetId: postId, reason: 'violencia' });
    const hide = await moderate({
      targetType: 'post',
      targetId: postId,
      action: 'hide',
      reason: 'Violencia gráfica',
    });
    expect(hide.body.data.moderate).toMatchObject({
      action: 'hide',
      actorName: staff.name,
      before: { hidden: false },
      after: { hidden: true },
    });
    const twice = await moderate({
      targetType: 'post',
      targetId: postId,
      action: 'hide',
      reason: 'otra vez',
    });
    expect(twice.body.errors[0].message).toBe('Ya está oculto.');
    await moderate({
      targetType: 'post',
      targetId: postId,
      action: 'restore',
      reason: 'Era una escena de película',
    });
    const log = await http.graphql(AUDIT, { type: 'post', id: postId }, staff.token);
    expect(log.body.data.auditLog.items).toEqual([
      {
        action: 'restore',
        reason: 'Era una escena de película',
        actorName: staff.name,
        target: { type: 'post', id: postId },
        before: { hidden: true },
        after: { hidden: false },
      },
      {
        action: 'hide',
        reason: 'Violencia gráfica',
        actorName: staff.name,
        target: { type: 'post', id: postId },
        before: { hidden: false },
        after: { hidden: true },
      },
    ]);
    // the reporter hears the outcome; the report left the queue
    const notices = await http.graphql(NOTIFICATIONS, {}, reporter.token);
    expect(notices.body.data.notifications.items[0]).toMatchObject({
      typeNotification: 'report-resolved',
      postId: null,
      detail: expect.stringContaining('ocultamos el contenido'),
    });
    expect(await queueItem(postId)).toEqual([]);
    // the log refuses to be rewritten
    await expect(sql(t.databaseUrl, `UPDATE moderation_audit SET reason = 'nada'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(t.databaseUrl, `DELETE FROM moderation_audit`)).rejects.toThrow(/append-only/);
  });

  it('hides a comment from its thread, and a dismissal closes the reports without touching the target', async () => {
    const author = await f.user();
    const troll = await f.user();
    const reporter = await f.user();
    const postId = await f.post(author.id);
    const added = await http.graphql(
      'mutation ($id: ID!) { addComment(input: { postId: $id, body: "comentario feo" }) { id } }',
      { id: postId },
      troll.token,
    );
    const commentId = added.body.data?.addComment?.id;
    expect(commentId).toBeDefined();
    await report(reporter.token, { targetType: 'comment', targetId: commentId, reason: 'odio' });
    await moderate({
      targetType: 'comment',
      targetId: commentId,
      action: 'hide',
      reason: 'Insultos',
    });
    const thread = await http.graphql(
      'query ($id: ID!) { comments(postId: $id) { items { id } } }',
      { id: postId },
    );
    expect(JSON.stringify(thread.body)).not.toContain(commentId);

    const other = await f.post(author.id);
    await report(reporter.token, { targetType: 'post', targetId: other, reason: 'spam' });
    await moderate({
      targetType: 'post',
      targetId: other,
      action: 'dismiss',
      reason: 'No es spam',
    });
    expect(await queueItem(other)).toEqual([]);
    const detail = await http.get(`/api/image/image-detail/${other}`);
    expect(detail.status).toBe(200);
  });

  describe('appeals', () => {
    it('lets the owner appeal once; the appeal reaches the queue and restoring accepts it', async () => {
      const author = await f.user();
      const stranger = await f.user();
      const postId = await f.post(author.id);
      const notHidden = await http.graphql(
        APPEAL,
        { type: 'post', id: postId, text: 'No hice nada' },
        author.token,
      );
      expect(notHidden.body.errors[0].message).toBe(
        'Solo puedes apelar una decisión de moderación sobre tu contenido.',
      );
      await moderate({ targetType: 'post', targetId: postId, action: 'hide', reason: 'Spam' });
      const byStranger = await http.graphql(
        APPEAL,
        { type: 'post', id: postId, text: 'Eh' },
        stranger.token,
      );
      expect(byStranger.body.errors[0].message).toBe('La publicación no existe.');
      const first = await http.graphql(
        APPEAL,
        { type: 'post', id: postId, text: 'Es mi obra original' },
        author.token,
      );
      expect(first.body.data.appeal).toEqual({ status: 'open', text: 'Es mi obra original' });
      const second = await http.graphql(
        APPEAL,
        { type: 'post', id: postId, text: 'Otra vez' },
        author.token,
      );
      expect(second.body.errors[0]).toMatchObject({
        message: 'Ya apelaste esta decisión. Solo se puede apelar una vez.',
        extensions: { code: 'MODERATION.ALREADY_APPEALED' },
      });
      const [item] = await queueItem(postId);
      expect(item).toMatchObject({
        reportCount: 0,
        appeal: { text: 'Es mi obra original', status: 'open' },
      });

      await moderate({
        targetType: 'post',
        targetId: postId,
        action: 'restore',
        reason: 'Apelación aceptada',
      });
      expect(await queueItem(postId)).toEqual([]);
      const notices = await http.graphql(NOTIFICATIONS, {}, author.token);
      expect(notices.body.data.notifications.items[0]).toMatchObject({
        typeNotification: 'appeal-resolved',
        detail: expect.stringContaining('la aceptamos'),
      });
      // hidden again later: the one appeal was spent
      await moderate({
        targetType: 'post',
        targetId: postId,
        action: 'hide',
        reason: 'Spam otra vez',
      });
      const third = await http.graphql(
        APPEAL,
        { type: 'post', id: postId, text: 'Por favor' },
        author.token,
      );
      expect(third.body.errors[0].extensions.code).toBe('MODERATION.ALREADY_APPEALED');
    });
  });

  describe('suspensions and bans', () => {
    const signIn = (user: TestUser) =>
      http.post('/api/account/signin', { login: user.name, password: user.password });

    it('blocks sign-in and the open sessions, and ends by itself after the days given', async () => {
      const clock = t.app.get(Clock);
      const user = await f.user();
      const me = () => http.graphql('{ me { id } }', {}, user.token);
      expect((await me()).body.data.me.id).toBe(user.id);
      const res = await moderate({
        targetType: 'user',
        targetId: user.id,
        action: 'suspend',
        reason: 'Acoso',
        days: 3,
      });
      expect(res.body.data.moderate.after.suspendedUntil).not.toBeNull();
      expect((await me()).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const refused = await signIn(user);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^Tu cuenta está suspendida hasta el /);

      const now = clock.now.bind(clock);
      const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000);
      clock.now = () => later;
      try {
        const back = await signIn(user);
        expect(back.status).toBe(200);
      } finally {
        clock.now = now;
      }
    });

    it('hides all of a banned user’s posts until the unban, which shows only what the ban hid', async () => {
      const user = await f.user();
      const [a, b] = await f.posts(user.id, [{ title: 'Uno' }, { title: 'Dos' }]);
      await moderate({ targetType: 'post', targetId: b, action: 'hide', reason: 'Spam' });
      await moderate({
        targetType: 'user',
        targetId: user.id,
        action: 'ban',
        reason: 'Cuenta de spam',
      });
      expect((await signIn(user)).status).toBe(403);
      expect((await http.get(`/api/image/image-detail/${a}`)).status).toBe(404);
      await moderate({
        targetType: 'user',
        targetId: user.id,
        action: 'unban',
        reason: 'Revisado',
      });
      expect((await http.get(`/api/image/image-detail/${a}`)).status).toBe(200);
      expect((await http.get(`/api/image/image-detail/${b}`)).status).toBe(404);
      expect((await signIn(user)).status).toBe(200);
      const log = await http.graphql(AUDIT, { type: 'user', id: user.id }, staff.token);
      expect(log.body.data.auditLog.items.map((e: { action: string }) => e.action)).toEqual([
        'unban',
        'ban',
      ]);
    });
  });
});
