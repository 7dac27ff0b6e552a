import { PostPurgeSweeper } from '../../../server/src/content/adapters/post-purge-sweeper';
import { MediaStore } from '../../../server/src/platform/storage/media-store.port';
import { PostModerationService } from '../../../server/src/content/application/post-moderation.service';
import { factories, TestUser } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';

const UPDATE = `mutation ($id: ID!, $input: UpdatePostInput!) {
  updatePost(id: $id, input: $input) {
    id title desc hashtags category visibility monetizable contentLevel editedAt
  }
}`;
const DELETE = `mutation ($id: ID!) { deletePost(id: $id) }`;
const RESTORE = `mutation ($id: ID!) { restorePost(id: $id) { id title deletedAt } }`;
const DELETED = `{ deletedPosts { deletedAt purgeAt post { id title deletedAt } } }`;
const POST = `query ($id: ID!) { post(id: $id) { post { id title editedAt } } }`;
const CHANNEL = `query ($h: String!) { channel(idOrHandle: $h) { postCount posts { id } } }`;
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

type Body = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
  data?: Record<string, any>;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

describe('Own posts: edit, delete, restore', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let owner: TestUser;
  let other: TestUser;
  let kept: string;
  let doomed: string;
  let groupId: string;

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await http.graphql(query, variables, token)).body as Body;
  const codeOf = (b: Body) => b.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    // a database of its own: the lists below assume nobody else publishes
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    f = factories(t);
    [owner, other] = await Promise.all([f.user(), f.user()]);
    [kept, doomed] = await f.posts(owner.id, [
      { title: 'Faro tranquilo', hashtags: ['faroquieto'], category: 'Paisajes' },
      { title: 'Zorro efimero', hashtags: ['zorroefimero'], category: 'Animales' },
    ]);
    await sql(t.databaseUrl, `UPDATE posts SET variants = $2::jsonb WHERE id = ANY($1::uuid[])`, [
      [kept, doomed],
      VARIANT,
    ]);
    await sql(
      t.databaseUrl,
      `INSERT INTO search_terms (normalized, term, weight, explicit_weight) VALUES
         ('zorro efimero', 'zorro efimero', 1, 0), ('zorroefimero', 'zorroefimero', 1, 0),
         ('zorro', 'zorro', 1, 0), ('efimero', 'efimero', 1, 0)`,
    );
    await sql(t.databaseUrl, `INSERT INTO post_likes (user_id, post_id) VALUES ($1, $2)`, [
      other.id,
      doomed,
    ]);
    const group = await gql(
      `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`,
      { input: { name: 'Amantes del zorro' } },
      owner.token,
    );
    groupId = group.data!.createGroup.id;
    const shared = await gql(
      `mutation ($g: ID!, $p: ID!) { sharePostToGroup(groupId: $g, postId: $p) }`,
      { g: groupId, p: doomed },
      owner.token,
    );
    expect(shared.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  describe('updatePost', () => {
    it('edits title, description, hashtags, category and flags, and marks it Editado', async () => {
      const body = await gql(
        UPDATE,
        {
          id: kept,
          input: {
            title: '  Faro   en calma ',
            desc: 'Al atardecer #Costa #faro',
            category: 'Paisajes',
            monetizable: false,
            contentLevel: 'sensible',
            visibility: 'public',
          },
        },
        owner.token,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.updatePost).toMatchObject({
        title: 'Faro en calma',
        desc: 'Al atardecer #Costa #faro',
        hashtags: ['costa', 'faro'],
        category: 'Paisajes',
        contentLevel: 'sensible',
        editedAt: expect.any(String),
      });
      const seen = await gql(POST, { id: kept }, other.token);
      expect(seen.data!.post.post).toMatchObject({
        title: 'Faro en calma',
        editedAt: expect.any(String),
      });
      const search = await http.get('/api/image/contents?limit=50&q=calma');
      expect(JSON.stringify(search.body)).toContain(kept);
    });

    it('refuses what upload refuses, in Spanish', async () => {
      const empty = await gql(UPDATE, { id: kept, input: { title: '   ' } }, owner.token);
      expect(codeOf(empty)).toBe('CONTENT.TITLE_REQUIRED');
      expect(empty.errors![0].message).toBe('El título es obligatorio.');
      const long = await gql(UPDATE, { id: kept, input: { title: 'x'.repeat(101) } }, owner.token);
      expect(codeOf(long)).toBe('CONTENT.TITLE_TOO_LONG');
      const category = await gql(UPDATE, { id: kept, input: { category: 'Nada' } }, owner.token);
      expect(codeOf(category)).toBe('CONTENT.INVALID_CATEGORY');
      const desc = await gql(UPDATE, { id: kept, input: { desc: 'y'.repeat(2201) } }, owner.token);
      expect(codeOf(desc)).toBe('CONTENT.DESCRIPTION_TOO_LONG');
    });

    it('is for the owner only; a missing post is not found', async () => {
      const stranger = await gql(UPDATE, { id: kept, input: { title: 'Mío' } }, other.token);
      expect(codeOf(stranger)).toBe('CONTENT.NOT_OWNER');
      expect(stranger.errors![0].message).toMatch(/Solo quien publicó/);
      const missing = await gql(
        UPDATE,
        { id: '00000000-0000-4000-8000-000000000000', input: { title: 'x' } },
        owner.token,
      );
      expect(codeOf(missing)).toBe('CONTENT.POST_NOT_FOUND');
      const visitor = await gql(UPDATE, { id: kept, input: { title: 'x' } });
      expect(codeOf(visitor)).toBe('UNAUTHENTICATED');
      const after = await gql(POST, { id: kept }, other.token);
      expect(after.data!.post.post.title).toBe('Faro en calma');
    });
  });

  describe('deletePost and restorePost', () => {
    // every list a deleted post must leave, REST and GraphQL
    const LISTS: Array<[string, (token?: string) => Promise<unknown>]> = [
      ['REST gallery', async () => (await http.get('/api/image/contents?limit=50')).body],
      ['REST search', async () => (await http.get('/api/image/contents?limit=50&q=zorro')).body],
      ['REST trends', async () => (await http.get('/api/image/trends-content?limit=8')).body],
      [
        'REST profile',
        async (token) => (await http.get(`/api/image/get-channel/${owner.id}`, token)).body,
      ],
      ['REST favorites', async () => (await http.get('/api/image/favorites', other.token)).body],
      [
        'autocomplete',
        async () => (await http.get('/api/image/auto-completed-search?q=zorro')).body,
      ],
      ['GraphQL feed', () => gql(`{ feed(first: 50) { edges { node { id } } } }`, {})],
      [
        'GraphQL search',
        () => gql(`{ feed(first: 50, query: "zorro") { edges { node { id title } } } }`, {}),
      ],
      ['GraphQL suggestions', () => gql('{ searchSuggestions(query: "zorro") }', {})],
      ['GraphQL trends', () => gql(`{ trendingCategories { items { id } } }`, {})],
      ['GraphQL channel of the owner', () => gql(CHANNEL, { h: owner.name }, owner.token)],
      ['GraphQL channel', () => gql(CHANNEL, { h: owner.name }, other.token)],
      ['GraphQL favorites', () => gql(`{ favorites { items { id } } }`, {}, other.token)],
      [
        'GraphQL group feed',
        () =>
          gql(
            `query ($g: ID!) { groupFeed(groupId: $g) { items { post { id } } } }`,
            { g: groupId },
            owner.token,
          ),
      ],
      [
        'GraphQL listedPosts',
        () => gql(`query ($ids: [ID!]!) { listedPosts(ids: $ids) }`, { ids: [doomed] }),
      ],
      ['sitemap', async () => (await fetch(`${t.baseUrl}/sitemaps/posts.xml`)).text()],
    ];
    const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

    it('every list carries the post before it is deleted', async () => {
      for (const [name, list] of LISTS) {
        const found = text(await list(owner.token));
        expect([name, found.includes(doomed) || found.toLowerCase().includes('zorro')]).toEqual([
          name,
          true,
        ]);
      }
    });

    it('refuses a stranger and a missing post', async () => {
      expect(codeOf(await gql(DELETE, { id: doomed }, other.token))).toBe('CONTENT.NOT_OWNER');
      expect(codeOf(await gql(DELETE, { id: 'nope' }, owner.token))).toBe('CONTENT.POST_NOT_FOUND');
      expect(codeOf(await gql(RESTORE, { id: kept }, owner.token))).toBe('CONTENT.POST_NOT_FOUND');
    });

    it('a deleted post leaves every list, search, suggestion and its page at once', async () => {
      const before = await gql(CHANNEL, { h: owner.name }, other.token);
      expect(before.data!.channel.postCount).toBe(2);
      expect((await gql(DELETE, { id: doomed }, owner.token)).errors).toBeUndefined();
      for (const [name, list] of LISTS) {
        const found = text(await list(owner.token));
        expect([name, found.includes(doomed) || /zorro/i.test(found)]).toEqual([name, false]);
      }
      const after = await gql(CHANNEL, { h: owner.name }, other.token);
      expect(after.data!.channel.postCount).toBe(1);
      for (const token of [owner.token, other.token, undefined]) {
        expect(codeOf(await gql(POST, { id: doomed }, token))).toBe('CONTENT.POST_NOT_FOUND');
      }
      const card = await fetch(`${t.baseUrl}/p/${doomed}`, { headers: { accept: 'text/html' } });
      // the share card is the generic one, unindexed, as for any post others may not see
      const html = await card.text();
      expect(html).not.toContain('Zorro efimero');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(codeOf(await gql(DELETE, { id: doomed }, owner.token))).toBe('CONTENT.POST_NOT_FOUND');
      expect(codeOf(await gql(UPDATE, { id: doomed, input: { title: 'x' } }, owner.token))).toBe(
        'CONTENT.POST_NOT_FOUND',
      );
    });

    it("waits in the owner's 'Eliminados recientemente', for them only", async () => {
      const mine = await gql(DELETED, {}, owner.token);
      expect(mine.data!.deletedPosts).toEqual([
        {
          deletedAt: expect.any(String),
          purgeAt: expect.any(String),
          post: { id: doomed, title: 'Zorro efimero', deletedAt: expect.any(String) },
        },
      ]);
      const { deletedAt, purgeAt } = mine.data!.deletedPosts[0];
      expect(Date.parse(purgeAt) - Date.parse(deletedAt)).toBe(30 * 24 * 3600 * 1000);
      expect((await gql(DELETED, {}, other.token)).data!.deletedPosts).toEqual([]);
      expect(codeOf(await gql(RESTORE, { id: doomed }, other.token))).toBe('CONTENT.NOT_OWNER');
    });

    it('a restore brings it back everywhere', async () => {
      const restored = await gql(RESTORE, { id: doomed }, owner.token);
      expect(restored.data!.restorePost).toEqual({
        id: doomed,
        title: 'Zorro efimero',
        deletedAt: null,
      });
      // trends are a minute-old aggregate for every newly listed post, a restored one too
      for (const [name, list] of LISTS.filter(([n]) => !n.includes('trends'))) {
        const found = text(await list(owner.token));
        expect([name, found.includes(doomed) || /zorro/i.test(found)]).toEqual([name, true]);
      }
      expect((await gql(CHANNEL, { h: owner.name }, other.token)).data!.channel.postCount).toBe(2);
      expect((await gql(DELETED, {}, owner.token)).data!.deletedPosts).toEqual([]);
    });

    it('after 30 days it can no longer be restored and the purge removes the row', async () => {
      expect((await gql(DELETE, { id: doomed }, owner.token)).errors).toBeUndefined();
      await sql(
        t.databaseUrl,
        `UPDATE posts SET deleted_at = now() - interval '31 days' WHERE id = $1`,
        [doomed],
      );
      expect((await gql(DELETED, {}, owner.token)).data!.deletedPosts).toEqual([]);
      const late = await gql(RESTORE, { id: doomed }, owner.token);
      expect(codeOf(late)).toBe('CONTENT.POST_NOT_FOUND');
      expect(late.errors![0].message).toMatch(/30 días/);
    });

    it('the purge deletes the row and a queue job removes its files', async () => {
      const store = t.app.get(MediaStore);
      const key = `private/originals/${doomed}`;
      await sql(t.databaseUrl, `UPDATE posts SET original_key = $2 WHERE id = $1`, [doomed, key]);
      await store.put(key, Buffer.from('original'), 'image/png');
      await t.app.get(PostPurgeSweeper).tick();
      const rows = await sql(t.databaseUrl, `SELECT id FROM posts WHERE id = $1`, [doomed]);
      expect(rows).toEqual([]);
      for (let i = 0; i < 50 && (await store.get(key)); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await store.get(key)).toBeNull();
      // the post that was never deleted is untouched
      expect(await sql(t.databaseUrl, `SELECT id FROM posts WHERE id = $1`, [kept])).toHaveLength(
        1,
      );
    });
  });

  describe('deletion and moderation, one after the other', () => {
    const LISTED = `query ($ids: [ID!]!) { listedPosts(ids: $ids) }`;
    const listed = async (id: string) =>
      (await gql(LISTED, { ids: [id] })).data!.listedPosts as string[];

    it("a moderator's restore leaves a post its owner deleted meanwhile out of every list", async () => {
      const [post] = await f.posts(owner.id, [{ title: 'Oculta y borrada' }]);
      const moderation = t.app.get(PostModerationService);
      expect(await moderation.hide(post, 'Revisión')).toBe(true);
      expect(codeOf(await gql(DELETE, { id: post }, owner.token))).toBeUndefined();
      expect(await moderation.restore(post)).toBe(true);
      expect(await listed(post)).toEqual([]);
      // the owner's own restore brings it back
      expect(codeOf(await gql(RESTORE, { id: post }, owner.token))).toBeUndefined();
      expect(await listed(post)).toEqual([post]);
    });

    it("the owner's restore keeps a moderator's hiding taken while the post was deleted", async () => {
      const [post] = await f.posts(owner.id, [{ title: 'Borrada y oculta' }]);
      const moderation = t.app.get(PostModerationService);
      expect(codeOf(await gql(DELETE, { id: post }, owner.token))).toBeUndefined();
      expect(await moderation.hide(post, 'Revisión')).toBe(true);
      expect(codeOf(await gql(RESTORE, { id: post }, owner.token))).toBeUndefined();
      expect(await listed(post)).toEqual([]);
      expect(await moderation.restore(post)).toBe(true);
      expect(await listed(post)).toEqual([post]);
    });
  });
});
