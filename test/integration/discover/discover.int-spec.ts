import { factories } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';
import { postForm, solidImage } from '../../support/media-fixtures';

describe('discovering posts: gallery pages, search, suggestions, trends, favourites, ranking', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let author: { token: string; id: string; name: string };

  const signUp = () => factories(t).user();
  /** A public image uploaded by the author, as the app publishes one (processing, then listed). */
  const publishImage = async (title: string) =>
    postForm(
      t.baseUrl,
      '/api/image/add-image',
      author.token,
      { title, visibility: 'public' },
      { image: { bytes: await solidImage('png'), name: 'imagen.png', type: 'image/png' } },
    );

  const ids = (res: { body: { data: { images: Array<{ id: string }> } } }) =>
    res.body.data.images.map((p) => p.id);

  beforeAll(async () => {
    // a database of its own: the counts below assume nobody else publishes
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    author = await signUp();
  });
  afterAll(() => t.close());

  it('pages the gallery newest first without duplicates or gaps while new posts arrive', async () => {
    const base = Date.now() - 3_600_000;
    const created = await factories(t).posts(
      author.id,
      Array.from({ length: 45 }, (_, i) => ({
        title: `Post ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const hidden = await factories(t).posts(author.id, [
      { title: 'Archivado', visibility: 'archived', createdAt: new Date(base + 100_000) },
      { title: 'Procesando', status: 'processing', createdAt: new Date(base + 100_000) },
      { title: 'Fallido', status: 'failed', createdAt: new Date(base + 100_000) },
    ]);
    const page1 = await http.get('/api/image/contents?page=1&orderBy=recients&limit=20');
    expect(page1.status).toBe(200);
    expect(page1.body.data.pagination).toMatchObject({ currentPage: 1, hasNextPage: true });
    // two newer posts arrive between pages
    await factories(t).posts(author.id, [{ title: 'Nuevo 1' }, { title: 'Nuevo 2' }]);
    const page2 = await http.get('/api/image/contents?page=2&orderBy=recients&limit=20');
    const page3 = await http.get('/api/image/contents?page=3&orderBy=recients&limit=20');
    expect([page2.body, page3.body]).toMatchObject([{ ok: true }, { ok: true }]);
    const seen = [...ids(page1), ...ids(page2), ...ids(page3)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...created].reverse());
    expect(page3.body.data.pagination.hasNextPage).toBe(false);
    expect(seen.some((id) => hidden.includes(id))).toBe(false);

    const byCursor = await http.get(
      `/api/image/contents?limit=20&cursor=${page1.body.data.pagination.nextCursor}`,
    );
    expect(byCursor.body).toMatchObject({ ok: true });
    expect(ids(byCursor)).toEqual(ids(page2));
  });

  it('orders by views and answers bad parameters clearly, never with a 500', async () => {
    await factories(t).posts(author.id, [
      { title: 'Muy vista', viewCount: 9000 },
      { title: 'Algo vista', viewCount: 500 },
    ]);
    const byViews = await http.get('/api/image/contents?orderBy=views&limit=2');
    expect(byViews.body.data.images.map((p: { title: string }) => p.title)).toEqual([
      'Muy vista',
      'Algo vista',
    ]);

    expect((await http.get('/api/image/contents?page=0')).status).toBe(400);
    expect((await http.get('/api/image/contents?page=abc')).status).toBe(400);
    expect((await http.get('/api/image/contents?orderBy=nonsense')).body).toMatchObject({
      ok: false,
      code: 'BAD_USER_INPUT',
    });
    expect((await http.get(`/api/image/contents?q=${'a'.repeat(10_000)}`)).status).toBe(400);
    expect((await http.get('/api/image/contents?cursor=garbage')).status).toBe(400);
    expect((await http.get('/api/image/contents?category=Gatitos')).status).toBe(400);
    const clamped = await http.get('/api/image/contents?limit=10000');
    expect(clamped.status).toBe(200);
    // 49 posts exist by now: the clamp to 50 returns them all rather than refusing
    expect(clamped.body.data.images.length).toBe(49);
  });

  it('pages past posts created within the same millisecond without skipping any', async () => {
    const posts = await factories(t).posts(author.id, [
      { title: 'Microsegundo uno' },
      { title: 'Microsegundo dos' },
      { title: 'Microsegundo tres' },
    ]);
    // now() keeps microseconds: three posts published within one millisecond
    for (const [i, id] of posts.entries()) {
      await sql(t.databaseUrl, `UPDATE posts SET created_at = $2 WHERE id = $1`, [
        id,
        `2026-01-01T10:00:00.1234${5 - i}Z`,
      ]);
    }
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await http.get(
        `/api/image/contents?q=microsegundo&orderBy=recients&limit=1&page=${page}`,
      );
      pages.push(...ids(res));
    }
    expect([...pages].sort()).toEqual([...posts].sort());
    const first = await http.get('/api/image/contents?q=microsegundo&orderBy=recients&limit=1');
    let cursor = first.body.data.pagination.nextCursor;
    const byCursor = ids(first);
    while (cursor) {
      const next = await http.get(
        `/api/image/contents?q=microsegundo&orderBy=recients&limit=1&cursor=${cursor}`,
      );
      byCursor.push(...ids(next));
      cursor = next.body.data.pagination.nextCursor;
    }
    expect(byCursor).toEqual(pages);
  });

  it('searches in Spanish regardless of accents, plurals and small typos', async () => {
    const [mountains] = await factories(t).posts(author.id, [
      { title: 'Montañas al amanecer', hashtags: ['andes'], category: 'Paisajes' },
      { title: 'Gato dormido', description: 'En la ventana', category: 'Animales' },
    ]);
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term) VALUES ('montanas', 'montañas') ON CONFLICT DO NOTHING`,
    );
    for (const q of ['montaña', 'montana', 'MONTAÑAS', 'andes', 'paisajes']) {
      const res = await http.get(`/api/image/contents?q=${encodeURIComponent(q)}`);
      expect({ q, found: ids(res) }).toEqual({ q, found: [mountains] });
    }
    const typo = await http.get(`/api/image/contents?q=${encodeURIComponent('montñas')}`);
    expect(ids(typo)).toEqual([mountains]);
    expect(typo.body.data.correctedQuery).toBe('montañas');
    expect(ids(await http.get('/api/image/contents?q=elefante'))).toEqual([]);
  });

  it('pages through the corrected search of a mistyped query, by page and by cursor', async () => {
    const sunflowers = await factories(t).posts(
      author.id,
      [1, 2, 3].map((i) => ({
        title: `Girasoles ${i}`,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term) VALUES ('girasoles', 'girasoles') ON CONFLICT DO NOTHING`,
    );
    const typo = encodeURIComponent('girasolse');
    const byPage = [];
    for (let page = 1; page <= 2; page++) {
      const res = await http.get(
        `/api/image/contents?q=${typo}&orderBy=recients&limit=2&page=${page}`,
      );
      expect(res.body.data.correctedQuery).toBe('girasoles');
      byPage.push(res);
    }
    expect(byPage.map(ids)).toEqual([sunflowers.slice(0, 2), sunflowers.slice(2)]);
    expect(byPage.map((r) => r.body.data.pagination.hasNextPage)).toEqual([true, false]);

    const next = await http.get(
      `/api/image/contents?q=${typo}&orderBy=recients&limit=2&cursor=${byPage[0].body.data.pagination.nextCursor}`,
    );
    expect(ids(next)).toEqual(sunflowers.slice(2));
    // a page whose previous pages this server never served
    const cold = await http.get(`/api/image/contents?q=${typo}&orderBy=recients&limit=1&page=3`);
    expect(ids(cold)).toEqual(sunflowers.slice(2));
    // past the end of a query that matches: nothing, not another term's posts
    const past = await http.get('/api/image/contents?q=girasoles&orderBy=recients&limit=1&page=9');
    expect(past.body.data).toMatchObject({ images: [], correctedQuery: null });

    const feed = `query ($after: String) {
      feed(first: 2, after: $after, query: "girasolse", orderBy: recents) {
        edges { node { id } } pageInfo { endCursor } correctedQuery
      }
    }`;
    const first = await http.graphql(feed);
    const second = await http.graphql(feed, { after: first.body.data.feed.pageInfo.endCursor });
    expect(
      [first, second].map((r) => ({
        ids: r.body.data.feed.edges.map((e: { node: { id: string } }) => e.node.id),
        correctedQuery: r.body.data.feed.correctedQuery,
      })),
    ).toEqual([
      { ids: sunflowers.slice(0, 2), correctedQuery: 'girasoles' },
      { ids: sunflowers.slice(2), correctedQuery: 'girasoles' },
    ]);
  });

  it('suggests known terms by prefix and despite typos', async () => {
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term, weight) VALUES ('playa', 'playa', 3), ('playas del caribe', 'playas del caribe', 1), ('plaza mayor', 'plaza mayor', 1)
       ON CONFLICT DO NOTHING`,
    );
    const prefix = await http.get('/api/image/auto-completed-search?q=play');
    expect(prefix.body).toEqual({
      ok: true,
      data: [{ suggestion: 'playa' }, { suggestion: 'playas del caribe' }],
    });
    const typo = await http.get('/api/image/auto-completed-search?q=plya');
    expect(typo.body.data[0]).toEqual({ suggestion: 'playa' });
    expect((await http.get('/api/image/auto-completed-search?q=')).body).toEqual({
      ok: true,
      data: [],
    });
  });

  it('keeps recent searches per user: newest first, de-duplicated, removable', async () => {
    const user = await signUp();
    for (const q of ['gatos', 'Montaña', 'perros', 'montana']) {
      await http.get(`/api/image/contents?q=${encodeURIComponent(q)}`, user.token);
    }
    expect((await http.get('/api/search/recent', user.token)).body.data).toEqual([
      'montana',
      'perros',
      'gatos',
    ]);
    await fetch(`${t.baseUrl}/api/search/recent/${encodeURIComponent('Perros')}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect((await http.get('/api/search/recent', user.token)).body.data).toEqual([
      'montana',
      'gatos',
    ]);
    expect((await http.get('/api/search/recent')).status).toBe(401);
  });

  it('lists liked posts newest like first, and trends by category and tag', async () => {
    const fan = await signUp();
    const [a, b] = await factories(t).posts(author.id, [
      { title: 'Para favoritos A', hashtags: ['tendencia'], category: 'Comida' },
      { title: 'Para favoritos B', hashtags: ['tendencia'], category: 'Comida' },
    ]);
    for (const id of [a, b]) {
      await http.graphql(
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        { id },
        fan.token,
      );
    }
    const favorites = await http.get('/api/image/favorites', fan.token);
    expect(ids(favorites)).toEqual([b, a]);

    const trends = await http.get('/api/image/trends-content?limit=8');
    expect(trends.body.ok).toBe(true);
    expect(trends.body.data[0]).toMatchObject({ category: 'Comida' });
    expect(trends.body.data[0].items.map((p: { id: string }) => p.id).sort()).toEqual(
      [a, b].sort(),
    );
    const tags = await http.get('/api/image/trends-tags');
    expect(tags.body.data).toContainEqual({ tag: 'tendencia', count: 2 });
  });

  it('ranks users by likes, views and followers, with their level', async () => {
    const star = await signUp();
    const fans = await Promise.all([signUp(), signUp()]);
    const [postId] = await factories(t).posts(star.id, [{ title: 'Estrella' }]);
    for (const fan of fans) {
      await http.graphql(
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        { id: postId },
        fan.token,
      );
      await http.graphql(
        'mutation ($id: ID!) { followUser(userId: $id) { following } }',
        { id: star.id },
        fan.token,
      );
      await http.get(`/api/image/image-detail/${postId}`, fan.token);
    }
    const ranking = await http.get('/api/ranking?period=weekly');
    const entry = ranking.body.data.find((u: { id: string }) => u.id === star.id);
    expect(entry).toMatchObject({
      likes: 2,
      views: 2,
      followers: 2,
      score: 2 * 3 + 2 + 2 * 5,
      level: 'Novato',
    });
    expect(ranking.body.data[0].score).toBeGreaterThanOrEqual(entry.score);
    expect((await http.get('/api/ranking?period=forever')).status).toBe(400);
  });

  it('labels each ranked user by their all-time score as it is now', async () => {
    const veteran = await signUp();
    const fan = await signUp();
    const [postId] = await factories(t).posts(veteran.id, [{ title: 'Veterana' }]);
    // a thousand views two months ago: out of this week's score, into the all-time one
    await sql(
      t.databaseUrl,
      `INSERT INTO post_views (post_id, viewer_key, day)
       SELECT $1, 'v' || i, current_date - 60 FROM generate_series(1, 1000) i`,
      [postId],
    );
    await http.graphql(
      'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
      { id: postId },
      fan.token,
    );
    const weekly = await http.get('/api/ranking?period=weekly');
    expect(weekly.body.data.find((u: { id: string }) => u.id === veteran.id)).toMatchObject({
      score: 3,
      allTimeScore: 1003,
      level: 'Sombra Iluminada',
    });
    const graphql = await http.graphql('{ ranking(period: monthly) { id level } }');
    expect(graphql.body.data.ranking).toContainEqual({ id: veteran.id, level: 'Sombra Iluminada' });
    const allTime = await http.get('/api/ranking?period=all');
    expect(allTime.body.data.find((u: { id: string }) => u.id === veteran.id)).toMatchObject({
      score: 1003,
      allTimeScore: 1003,
      level: 'Sombra Iluminada',
    });
  });

  it('serves the same gallery as a GraphQL connection', async () => {
    const first = await http.graphql(
      '{ feed(first: 5) { edges { node { id } } pageInfo { hasNextPage endCursor } } }',
    );
    const next = await http.graphql(
      'query ($after: String) { feed(first: 5, after: $after) { edges { node { id } } } }',
      {
        after: first.body.data.feed.pageInfo.endCursor,
      },
    );
    const rest = await http.get('/api/image/contents?limit=10');
    expect(
      [...first.body.data.feed.edges, ...next.body.data.feed.edges].map(
        (e: { node: { id: string } }) => e.node.id,
      ),
    ).toEqual(ids(rest));
  });

  it('resumes the GraphQL feed after any edge of a page', async () => {
    const feed = `query ($after: String) {
      feed(first: 4, after: $after) { edges { cursor node { id } } pageInfo { endCursor } }
    }`;
    const first = await http.graphql(feed);
    const edges: Array<{ cursor: string; node: { id: string } }> = first.body.data.feed.edges;
    const rest = ids(await http.get('/api/image/contents?limit=10'));
    const afterSecond = await http.graphql(feed, { after: edges[1].cursor });
    expect(afterSecond.body.errors).toBeUndefined();
    expect(
      afterSecond.body.data.feed.edges.map((e: { node: { id: string } }) => e.node.id),
    ).toEqual(rest.slice(2, 6));
    expect(edges[3].cursor).toBe(first.body.data.feed.pageInfo.endCursor);
  });
  it('completes long terms that start with what was typed, and single words of titles', async () => {
    // sixty short terms closer to 'nebul' by trigrams than the long one, none starting with it
    const close = Array.from({ length: 60 }, (_, i) => `nebu${'abcdefghij'[i % 10]}${i}`);
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term, weight)
       SELECT t, t, 5 FROM unnest($1::text[]) t ON CONFLICT DO NOTHING`,
      [[...close, 'nebulosa de orion en colores']],
    );
    const long = await http.get('/api/image/auto-completed-search?q=nebul');
    expect(long.body.data[0]).toEqual({ suggestion: 'nebulosa de orion en colores' });
    // LIKE wildcards are typed text, not patterns
    expect(
      (await http.get('/api/image/auto-completed-search?q=neb%25s')).body.data,
    ).not.toContainEqual({ suggestion: 'nebulosa de orion en colores' });

    const published = await publishImage('Atardecer sobre la Cordillera Blanca');
    expect(published.status).toBe(201);
    let suggestions: Array<{ suggestion: string }> = [];
    for (let i = 0; i < 100 && !suggestions.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      suggestions = (await http.get('/api/image/auto-completed-search?q=cordi')).body.data;
    }
    expect(suggestions[0]).toEqual({ suggestion: 'cordillera' });
    const words = await sql<{ normalized: string }>(
      t.databaseUrl,
      `SELECT normalized FROM search_terms WHERE normalized IN ('la', 'sobre', 'blanca', 'atardecer')`,
    );
    expect(words.map((w) => w.normalized).sort()).toEqual(['atardecer', 'blanca']);
  });
  it("shows a post published after a visitor's search in that search at once, by REST and GraphQL", async () => {
    const rest = async () => ids(await http.get('/api/image/contents?q=acantilados&limit=20'));
    const graphql = async () =>
      (
        await http.graphql('{ feed(first: 20, query: "acantilados") { edges { node { id } } } }')
      ).body.data.feed.edges.map((e: { node: { id: string } }) => e.node.id);
    const [older] = await factories(t).posts(author.id, [{ title: 'Acantilados de Maro' }]);
    expect(await rest()).toEqual([older]);
    expect(await graphql()).toEqual([older]);

    const published = await publishImage('Acantilados al atardecer');
    expect(published.status).toBe(201);
    const id = published.body.data.id as string;
    // well within the 30 s a visitor's first page is kept: the listing itself drops it
    let shown: string[] = [];
    for (let i = 0; i < 100 && !shown.includes(id); i++) {
      await new Promise((r) => setTimeout(r, 100));
      shown = await rest();
    }
    expect(shown.sort()).toEqual([older, id].sort());
    expect((await graphql()).sort()).toEqual([older, id].sort());
  });

  it('pages every match of a common word once, best first, oldest last, by one word or several', async () => {
    // 1,005 matches: one word is read from its postings; several words rank the newest 1,000
    // (RELEVANCE_CANDIDATES), then dates follow. Both put the title match first, then by date
    await sql(
      t.databaseUrl,
      `INSERT INTO posts (id, author_id, kind, title, description, visibility, status, created_at,
         original_key, original_content_type, original_size, width, height)
       SELECT gen_random_uuid(), $1, 'image', 'Huerta ' || i, 'con zanahorias', 'public', 'ready',
         now() - interval '1 day' - i * interval '1 second', 'private/originals/x', 'image/png', 1, 400, 300
       FROM generate_series(1, 1005) i`,
      [author.id],
    );
    const [{ id: best }] = await sql<{ id: string }>(
      t.databaseUrl,
      `UPDATE posts SET title = 'Zanahorias' WHERE title = 'Huerta 500' RETURNING id`,
    );
    for (const q of ['zanahorias', encodeURIComponent('con zanahorias')]) {
      const seen: string[] = [];
      let cursor = '';
      let pages = 0;
      do {
        const res = await http.get(`/api/image/contents?q=${q}&limit=50${cursor}`);
        expect(res.status).toBe(200);
        seen.push(...ids(res));
        pages++;
        const next = res.body.data.pagination.nextCursor;
        expect(res.body.data.pagination.hasNextPage).toBe(next !== null);
        cursor = next ? `&cursor=${next}` : '';
      } while (cursor && pages < 30);
      expect(seen[0]).toBe(best);
      expect(new Set(seen).size).toBe(1005);
      const oldest = await sql<{ id: string }>(
        t.databaseUrl,
        `SELECT id FROM posts WHERE description = 'con zanahorias' ORDER BY created_at, id LIMIT 5`,
      );
      expect(seen.slice(-5)).toEqual(oldest.map((r) => r.id).reverse());

      const last = await http.get(`/api/image/contents?q=${q}&limit=50&page=21`);
      expect(ids(last)).toEqual(seen.slice(1000));
      expect(last.body.data.pagination.hasNextPage).toBe(false);
      const graphql = await http.graphql(
        `query ($after: String, $q: String) { feed(first: 50, after: $after, query: $q) {
          edges { node { id } } pageInfo { hasNextPage } } }`,
        { after: null, q: decodeURIComponent(q) },
      );
      expect(graphql.body.data.feed.edges[0].node.id).toBe(best);
    }
  });

  it('lists a one-word search by where the word is, newest first among equals, and pages every match once', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [titleOld, titleAndText, hashtag, text, titleNew, archived, renamed, edited] =
      await factories(t).posts(author.id, [
        { title: 'Faro del norte', createdAt: ago(5 * 1440) },
        { title: 'Faro antiguo', description: 'Un faro blanco', createdAt: ago(4 * 1440) },
        { title: 'Costa', hashtags: ['faro'], createdAt: ago(1) },
        { title: 'Mar', description: 'Se ve un faro lejano', createdAt: ago(0) },
        { title: 'Faro nuevo', createdAt: ago(60) },
        { title: 'Faro archivado', visibility: 'archived', createdAt: ago(2) },
        { title: 'Faro que cambia de nombre', createdAt: ago(3) },
        { title: 'Puerto', createdAt: ago(2 * 1440) },
      ]);
    // a title edited into or out of the word moves the post in or out of its search
    await sql(t.databaseUrl, `UPDATE posts SET title = 'Muelle' WHERE id = $1`, [renamed]);
    await sql(t.databaseUrl, `UPDATE posts SET title = 'Faro del puerto' WHERE id = $1`, [edited]);
    const [removed] = await factories(t).posts(author.id, [{ title: 'Faro borrado' }]);
    await sql(t.databaseUrl, `DELETE FROM posts WHERE id = $1`, [removed]);

    // title > hashtags > description, more places higher; equal ranks newest first
    const expected = [titleAndText, titleNew, edited, titleOld, hashtag, text];
    const all = await http.get('/api/image/contents?q=Faros&limit=50');
    expect(ids(all)).toEqual(expected);
    expect(ids(all)).not.toContain(archived);
    // the same score as a ranked search of the whole query has always used (ts_rank)
    const byScore = await sql<{ id: string }>(
      t.databaseUrl,
      `SELECT id FROM posts p WHERE p.status = 'ready' AND p.visibility = 'public'
         AND p.search_vector @@ websearch_to_tsquery('spanish', mixel_unaccent('faros'))
       ORDER BY ts_rank(p.search_vector, websearch_to_tsquery('spanish', mixel_unaccent('faros'))) DESC,
         p.created_at DESC, p.id DESC`,
    );
    expect(byScore.map((r) => r.id)).toEqual(expected);

    const byCursor: string[] = [];
    let cursor = '';
    do {
      const res = await http.get(`/api/image/contents?q=faro&limit=2${cursor}`);
      byCursor.push(...ids(res));
      const next = res.body.data.pagination.nextCursor;
      cursor = next ? `&cursor=${next}` : '';
    } while (cursor && byCursor.length < 20);
    expect(byCursor).toEqual(expected);
    const byPage = [];
    for (const page of [3, 1, 2, 3]) {
      byPage.push(ids(await http.get(`/api/image/contents?q=faro&limit=2&page=${page}`)));
    }
    expect(byPage).toEqual([
      expected.slice(4),
      expected.slice(0, 2),
      expected.slice(2, 4),
      expected.slice(4),
    ]);
  });
});
