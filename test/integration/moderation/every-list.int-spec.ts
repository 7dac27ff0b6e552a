import { factories, TestUser } from '../../support/factories';
import { api, createTestDatabase, sql, startTestApp, TestApp } from '../../support/test-app';

/**
 * Blocks, mutes and moderation's hiding, applied by the server to every list and search, REST
 * and GraphQL alike. One viewer, and one post for each way a post can be kept from them:
 *
 * - `blocked`: by a user the viewer blocked;        - `blocker`: by a user who blocked the viewer;
 * - `muted`: by a user the viewer muted;            - `tagged`: carrying a hashtag the viewer muted;
 * - `hidden`: hidden by moderation;                 - `shown`: none of these, the control.
 */
const KEPT_OUT = ['blocked', 'blocker', 'muted', 'tagged', 'hidden'] as const;
type Kind = (typeof KEPT_OUT)[number] | 'shown';

const BLOCK = `mutation ($id: ID!) { blockUser(userId: $id) }`;
const UNBLOCK = `mutation ($id: ID!) { unblockUser(userId: $id) }`;
const MUTE = `mutation ($id: ID!) { muteUser(userId: $id) }`;
const UNMUTE = `mutation ($id: ID!) { unmuteUser(userId: $id) }`;
const MUTE_TAG = `mutation ($tag: String!) { muteHashtag(tag: $tag) }`;
const UNMUTE_TAG = `mutation ($tag: String!) { unmuteHashtag(tag: $tag) }`;
const MY_BLOCKS = `{ myBlocks { blockedUsers { id name since } mutedUsers { id name } mutedHashtags { tag } } }`;
const FEED = `query ($query: String, $category: String, $orderBy: FeedOrder) {
  feed(query: $query, category: $category, orderBy: $orderBy, first: 50) { edges { node { id } } }
}`;
const CHANNEL = `query ($h: String!) { channel(idOrHandle: $h) { user { id } posts { id } } }`;
const POST = `query ($id: ID!) { post(id: $id) { post { id } } }`;
const RELATIONSHIP = `query ($id: ID!) { relationship(userId: $id) { following mutedByMe user { followerCount followingCount } } }`;
const FOLLOW = `mutation ($id: ID!) { followUser(userId: $id) { following } }`;
const LIKE = `mutation ($id: ID!) { likePost(postId: $id) { liked } }`;
const COMMENT = `mutation ($id: ID!, $body: String!) { addComment(input: { postId: $id, body: $body }) { id mentions } }`;
const COMMENTS = `query ($id: ID!) { comments(postId: $id) { items { id author { id } replies { id } } } }`;
const NOTIFICATIONS = `{ notifications { items { typeNotification author { fullname } } } }`;

describe('Blocks, mutes and hiding in every list', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let viewer: TestUser;
  const authors = {} as Record<Kind, TestUser>;
  const posts = {} as Record<Kind, string>;
  /** Each post's own word: its title's term in the autocomplete, and its own hashtag. */
  const word = (kind: Kind) => `zqx${kind}`;
  const MUTED_TAG = 'zqxsilenciada';

  beforeAll(async () => {
    // a database of its own: trends and the gallery list every post in it
    t = await startTestApp({ DATABASE_URL: await createTestDatabase() });
    http = api(t.baseUrl);
    f = factories(t);
    viewer = await f.user();
    const staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
    authors.shown = authors.tagged = authors.hidden = await f.user();
    for (const kind of ['blocked', 'blocker', 'muted'] as const) {
      authors[kind] = await f.user();
    }
    for (const kind of ['shown', 'blocked', 'blocker', 'muted', 'tagged', 'hidden'] as const) {
      posts[kind] = await f.post(authors[kind].id, {
        title: `Zorrillo ${word(kind)}`,
        hashtags: kind === 'tagged' ? [word(kind), MUTED_TAG] : [word(kind)],
        category: 'Animales',
        viewCount: 5,
      });
      // what publishing adds to the autocomplete
      await sql(
        t.databaseUrl,
        `INSERT INTO search_terms (normalized, term, weight) VALUES ($1, $1, 1), ($2, $2, 1)
         ON CONFLICT (normalized) DO UPDATE SET weight = search_terms.weight + 1`,
        [word(kind), `zorrillo ${word(kind)}`],
      );
      // liked before anything was kept out: the favourites list shows what is still allowed
      expect((await http.graphql(LIKE, { id: posts[kind] }, viewer.token)).body.data).toBeTruthy();
    }
    const hide = await http.graphql(
      `mutation ($input: ModerateInput!) { moderate(input: $input) { id } }`,
      { input: { targetType: 'post', targetId: posts.hidden, action: 'hide', reason: 'Spam' } },
      staff.token,
    );
    expect(hide.body.errors).toBeUndefined();
    const setUp = [
      await http.graphql(BLOCK, { id: authors.blocked.id }, viewer.token),
      await http.graphql(BLOCK, { id: viewer.id }, authors.blocker.token),
      await http.graphql(MUTE, { id: authors.muted.id }, viewer.token),
      await http.graphql(MUTE_TAG, { tag: `#${MUTED_TAG.toUpperCase()}` }, viewer.token),
    ];
    expect(setUp.map((r) => r.body.errors)).toEqual([undefined, undefined, undefined, undefined]);
  });
  afterAll(() => t.close());

  const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);
  const rest = async (path: string) => {
    const res = await http.get(path, viewer.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await http.graphql(query, variables, viewer.token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  /** Every list and search the viewer reads, as what it shows: post ids, hashtags or terms. */
  type Shape = 'posts' | 'tags' | 'terms';
  /** A profile lists one author's posts: of the kept-out ones, only the hidden one is theirs to drop. */
  const PROFILE: readonly Kind[] = ['hidden'];
  const LISTS: Array<[string, Shape, () => Promise<string[]>, (readonly Kind[])?]> = [
    ['REST gallery', 'posts', async () => ids((await rest('/api/image/contents?limit=50')).images)],
    [
      'REST search results',
      'posts',
      async () => ids((await rest('/api/image/contents?q=zorrillo&limit=50')).images),
    ],
    [
      'REST search by hashtag',
      'posts',
      async () =>
        ids((await rest(`/api/image/contents?q=${encodeURIComponent(`#${MUTED_TAG}`)}`)).images),
    ],
    [
      'REST explorer (most viewed)',
      'posts',
      async () => ids((await rest('/api/image/contents?orderBy=views&limit=50')).images),
    ],
    [
      'REST category',
      'posts',
      async () => ids((await rest('/api/image/contents?category=Animales&limit=50')).images),
    ],
    [
      'REST trends',
      'posts',
      async () =>
        (await rest('/api/image/trends-content')).flatMap((c: { items: Array<{ id: string }> }) =>
          ids(c.items),
        ),
    ],
    ['REST favourites', 'posts', async () => ids((await rest('/api/image/favorites')).images)],
    [
      'REST trending hashtags',
      'tags',
      async () => (await rest('/api/image/trends-tags')).map((t: { tag: string }) => t.tag),
    ],
    [
      'REST autocomplete',
      'terms',
      async () =>
        (await rest('/api/image/auto-completed-search?q=zqx')).map(
          (s: { suggestion: string }) => s.suggestion,
        ),
    ],
    [
      'REST profile posts (of the author of the hidden and tagged posts)',
      'posts',
      async () => ids((await rest(`/api/image/get-channel/${authors.shown.id}`)).images),
      PROFILE,
    ],
    [
      'GraphQL feed',
      'posts',
      async () => (await gql(FEED)).feed.edges.map((e: { node: { id: string } }) => e.node.id),
    ],
    [
      'GraphQL search',
      'posts',
      async () =>
        (await gql(FEED, { query: 'zorrillo' })).feed.edges.map(
          (e: { node: { id: string } }) => e.node.id,
        ),
    ],
    [
      'GraphQL explorer (most viewed)',
      'posts',
      async () =>
        (await gql(FEED, { orderBy: 'views' })).feed.edges.map(
          (e: { node: { id: string } }) => e.node.id,
        ),
    ],
    [
      'GraphQL category',
      'posts',
      async () =>
        (await gql(FEED, { category: 'Animales' })).feed.edges.map(
          (e: { node: { id: string } }) => e.node.id,
        ),
    ],
    [
      'GraphQL trendingCategories',
      'posts',
      async () =>
        (await gql(`{ trendingCategories { items { id } } }`)).trendingCategories.flatMap(
          (c: { items: Array<{ id: string }> }) => ids(c.items),
        ),
    ],
    [
      'GraphQL trendingTags',
      'tags',
      async () =>
        (await gql(`{ trendingTags { tag } }`)).trendingTags.map((t: { tag: string }) => t.tag),
    ],
    [
      'GraphQL searchSuggestions',
      'terms',
      async () => (await gql(`{ searchSuggestions(query: "zqx") }`)).searchSuggestions,
    ],
    [
      'GraphQL favorites',
      'posts',
      async () => ids((await gql(`{ favorites { items { id } } }`)).favorites.items),
    ],
    [
      'GraphQL listedPosts (saved lists)',
      'posts',
      async () =>
        (
          await gql(`query ($ids: [ID!]!) { listedPosts(ids: $ids) }`, {
            ids: Object.values(posts),
          })
        ).listedPosts,
    ],
    [
      'GraphQL channel (of the author of the hidden and tagged posts)',
      'posts',
      async () => ids((await gql(CHANNEL, { h: authors.shown.name })).channel.posts),
      PROFILE,
    ],
  ];

  /** What a list shows of a post: its id, its own hashtag, or its own autocomplete term. */
  const trace = (shape: Shape, kind: Kind) => (shape === 'posts' ? posts[kind] : word(kind));

  it.each(LISTS)(
    '%s never shows a kept-out post, and shows the others',
    async (name, shape, read, keptOut = KEPT_OUT) => {
      const shown = await read();
      // the search by the muted hashtag finds only the muted post: nothing is left to show
      if (!name.includes('by hashtag')) {
        expect(shown).toContain(trace(shape, 'shown'));
      }
      for (const kind of keptOut) {
        expect({ kind, shown: shown.includes(trace(shape, kind)) }).toEqual({ kind, shown: false });
      }
      if (shape === 'tags') {
        expect(shown).not.toContain(MUTED_TAG);
      }
    },
  );

  it('shows everything but the hidden post to a visitor (blocks and mutes are the viewer’s own)', async () => {
    const res = await http.get('/api/image/contents?q=zorrillo&limit=50');
    const shown = ids(res.body.data.images);
    expect(shown).toEqual(expect.arrayContaining([posts.blocked, posts.muted, posts.tagged]));
    expect(shown).not.toContain(posts.hidden);
  });

  describe('profiles and post pages', () => {
    const cases = [
      ['the viewer blocked', 'blocked'],
      ['who blocked the viewer', 'blocker'],
    ] as const;

    it.each(cases)(
      'answers the profile and posts of a user %s with the 404 of a missing one, REST and GraphQL',
      async (_, kind) => {
        const author = authors[kind];
        const missingProfile = await http.get(`/api/image/get-channel/${crypto.randomUUID()}`);
        const profile = await http.get(`/api/image/get-channel/${author.id}`, viewer.token);
        expect(profile.status).toBe(404);
        expect(profile.body).toEqual(missingProfile.body);
        const missingPost = await http.get(`/api/image/image-detail/${crypto.randomUUID()}`);
        const post = await http.get(`/api/image/image-detail/${posts[kind]}`, viewer.token);
        expect(post.status).toBe(404);
        expect(post.body).toEqual(missingPost.body);
        for (const [query, variables] of [
          [CHANNEL, { h: author.name }],
          [POST, { id: posts[kind] }],
          [RELATIONSHIP, { id: author.id }],
          [COMMENTS, { id: posts[kind] }],
        ] as const) {
          const res = await http.graphql(query, variables, viewer.token);
          expect(res.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND$/);
        }
        // and the other way round: the author does not find the viewer either
        const back = await http.get(`/api/image/get-channel/${viewer.id}`, author.token);
        expect(back.status).toBe(404);
      },
    );

    it('keeps a muted user’s profile and posts reachable, and says they are muted', async () => {
      const profile = await http.get(`/api/image/get-channel/${authors.muted.id}`, viewer.token);
      expect(ids(profile.body.data.images)).toEqual([posts.muted]);
      expect((await gql(POST, { id: posts.muted })).post.post.id).toBe(posts.muted);
      expect((await gql(RELATIONSHIP, { id: authors.muted.id })).relationship.mutedByMe).toBe(true);
    });
  });

  it('leaves the public generations of blocked, blocking and muted users out of the generations list', async () => {
    const prompts = {} as Record<'shown' | 'blocked' | 'blocker' | 'muted', string>;
    for (const kind of ['shown', 'blocked', 'blocker', 'muted'] as const) {
      prompts[kind] = `un zorrillo ${word(kind)} en la nieve`;
      const made = await http.post(
        '/api/ai/predictions',
        { prompt: prompts[kind] },
        authors[kind].token,
      );
      expect(made.status).toBe(200);
    }
    const listed = async (path: string, token?: string) => {
      const res = await http.get(path, token);
      expect(res.status).toBe(200);
      return JSON.stringify(res.body);
    };
    const forViewer = await listed('/api/ai/generations?q=zorrillo', viewer.token);
    expect(forViewer).toContain(prompts.shown);
    for (const kind of ['blocked', 'blocker', 'muted'] as const) {
      expect(forViewer).not.toContain(prompts[kind]);
    }
    const shownInGraphql = JSON.stringify(
      await gql(`{ generations(query: "zorrillo") { items { prompt } } }`),
    );
    expect(shownInGraphql).toContain(prompts.shown);
    expect(shownInGraphql).not.toContain(prompts.blocked);
    // blocks and mutes are the viewer's own: a visitor sees them all
    const forVisitor = await listed('/api/ai/generations?q=zorrillo');
    for (const kind of ['shown', 'blocked', 'blocker', 'muted'] as const) {
      expect(forVisitor).toContain(prompts[kind]);
    }
  });

  it('leaves the entries of blocked and blocking users out of the daily challenge', async () => {
    const today = (await gql(`{ todayChallenge { id } }`)).todayChallenge.id;
    for (const kind of ['shown', 'blocked', 'blocker'] as const) {
      const entered = await http.graphql(
        `mutation ($c: ID!, $p: ID!) { enterChallenge(challengeId: $c, postId: $p) { id } }`,
        { c: today, p: posts[kind] },
        authors[kind].token,
      );
      expect(entered.body.errors).toBeUndefined();
    }
    const entries = (await gql(`{ todayChallenge { entries { post { id } } } }`)).todayChallenge
      .entries;
    const listed = entries.map((e: { post: { id: string } }) => e.post.id);
    expect(listed).toContain(posts.shown);
    expect(listed).not.toContain(posts.blocked);
    expect(listed).not.toContain(posts.blocker);
  });

  describe('a block', () => {
    it('removes the follows both ways in its transaction, with both counters', async () => {
      const [ana, bruno] = [await f.user(), await f.user()];
      await http.graphql(FOLLOW, { id: bruno.id }, ana.token);
      await http.graphql(FOLLOW, { id: ana.id }, bruno.token);
      const before = (await http.graphql(RELATIONSHIP, { id: bruno.id }, ana.token)).body.data;
      expect(before.relationship).toMatchObject({
        following: true,
        user: { followerCount: 1, followingCount: 1 },
      });
      expect((await http.graphql(BLOCK, { id: bruno.id }, ana.token)).body.data.blockUser).toBe(
        true,
      );
      const rows = await sql(
        t.databaseUrl,
        `SELECT count(*)::int AS n FROM follows WHERE follower_id IN ($1, $2) OR followee_id IN ($1, $2)`,
        [ana.id, bruno.id],
      );
      expect(rows[0].n).toBe(0);
      const counts = await sql(
        t.databaseUrl,
        `SELECT follower_count, following_count FROM users WHERE id IN ($1, $2)`,
        [ana.id, bruno.id],
      );
      expect(counts).toEqual([
        { follower_count: 0, following_count: 0 },
        { follower_count: 0, following_count: 0 },
      ]);
    });

    it('refuses follows, likes, comments and replies between them, and notifies nothing', async () => {
      const [ana, bruno, carla] = [await f.user(), await f.user(), await f.user()];
      const anaPost = await f.post(ana.id, { title: 'De Ana' });
      const carlaPost = await f.post(carla.id, { title: 'De Carla' });
      const brunoComment = (
        await http.graphql(COMMENT, { id: carlaPost, body: 'Hola' }, bruno.token)
      ).body.data.addComment.id;
      await http.graphql(BLOCK, { id: bruno.id }, ana.token);

      const follow = await http.graphql(FOLLOW, { id: bruno.id }, ana.token);
      expect(follow.body.errors[0]).toMatchObject({
        message: 'Bloqueaste a este usuario: desbloquéalo en Ajustes para seguirlo.',
        extensions: { code: 'SOCIAL.BLOCKED' },
      });
      const followBack = await http.graphql(FOLLOW, { id: ana.id }, bruno.token);
      expect(followBack.body.errors[0].extensions.code).toBe('SOCIAL.USER_NOT_FOUND');
      const like = await http.graphql(LIKE, { id: anaPost }, bruno.token);
      expect(like.body.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
      const comment = await http.graphql(COMMENT, { id: anaPost, body: 'Hola' }, bruno.token);
      expect(comment.body.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
      const reply = await http.graphql(
        `mutation ($id: ID!, $parent: ID!) { addComment(input: { postId: $id, body: "Te respondo", parentId: $parent }) { id } }`,
        { id: carlaPost, parent: brunoComment },
        ana.token,
      );
      expect(reply.body.errors[0].extensions.code).toBe('SOCIAL.COMMENT_NOT_FOUND');
      // on a third user's post: a mention of the other is plain text and notifies nobody
      const mention = await http.graphql(
        COMMENT,
        { id: carlaPost, body: `Mira @${ana.name}` },
        bruno.token,
      );
      expect(mention.body.data.addComment.mentions).toEqual([]);
      // neither reads the other's comments there
      const seen = (await http.graphql(COMMENTS, { id: carlaPost }, ana.token)).body.data;
      expect(seen.comments.items.map((c: { author: { id: string } }) => c.author.id)).not.toContain(
        bruno.id,
      );

      const notices = async (u: TestUser) =>
        (await http.graphql(NOTIFICATIONS, {}, u.token)).body.data.notifications.items;
      expect(await notices(ana)).toEqual([]);
      expect(await notices(bruno)).toEqual([]);
    });

    it('removes what they had notified each other, and lets them meet again after the unblock', async () => {
      const [ana, bruno] = [await f.user(), await f.user()];
      const anaPost = await f.post(ana.id, { title: 'Antes' });
      await http.graphql(LIKE, { id: anaPost }, bruno.token);
      await http.graphql(FOLLOW, { id: ana.id }, bruno.token);
      const before = await http.graphql(NOTIFICATIONS, {}, ana.token);
      expect(before.body.data.notifications.items).toHaveLength(2);
      await http.graphql(BLOCK, { id: ana.id }, bruno.token);
      const after = await http.graphql(NOTIFICATIONS, {}, ana.token);
      expect(after.body.data.notifications.items).toEqual([]);

      expect((await http.graphql(UNBLOCK, { id: ana.id }, bruno.token)).body.data).toEqual({
        unblockUser: false,
      });
      const profile = await http.get(`/api/image/get-channel/${ana.id}`, bruno.token);
      expect(profile.status).toBe(200);
      const follow = await http.graphql(FOLLOW, { id: ana.id }, bruno.token);
      expect(follow.body.data.followUser.following).toBe(true);
    });

    it('never lets a follow sent at the same moment survive the block', async () => {
      const [ana, bruno] = [await f.user(), await f.user()];
      await Promise.all([
        http.graphql(BLOCK, { id: bruno.id }, ana.token),
        ...Array.from({ length: 5 }, () => http.graphql(FOLLOW, { id: ana.id }, bruno.token)),
      ]);
      const rows = await sql(
        t.databaseUrl,
        `SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 AND followee_id = $2`,
        [bruno.id, ana.id],
      );
      expect(rows[0].n).toBe(0);
      const [anaRow] = await sql(t.databaseUrl, `SELECT follower_count FROM users WHERE id = $1`, [
        ana.id,
      ]);
      expect(anaRow.follower_count).toBe(0);
    });
  });

  describe('myBlocks and undo', () => {
    it('lists blocked users, muted users and muted hashtags, and undoes each', async () => {
      const mine = (await gql(MY_BLOCKS)).myBlocks;
      expect(mine.blockedUsers.map((u: { id: string }) => u.id)).toEqual([authors.blocked.id]);
      expect(mine.mutedUsers.map((u: { id: string }) => u.id)).toEqual([authors.muted.id]);
      expect(mine.mutedHashtags).toEqual([{ tag: MUTED_TAG }]);
      // the user who blocked the viewer is not the viewer's to list
      expect(JSON.stringify(mine)).not.toContain(authors.blocker.id);

      const other = await f.user();
      const tag = 'zqxdeshacer';
      await http.graphql(MUTE, { id: other.id }, viewer.token);
      await http.graphql(MUTE_TAG, { tag }, viewer.token);
      expect((await gql(UNMUTE, { id: other.id })).unmuteUser).toBe(false);
      expect((await gql(UNMUTE_TAG, { tag: `#${tag}` })).unmuteHashtag).toBe(tag);
      const after = (await gql(MY_BLOCKS)).myBlocks;
      expect(after.mutedUsers).toHaveLength(1);
      expect(after.mutedHashtags).toEqual([{ tag: MUTED_TAG }]);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'blocking oneself',
        BLOCK,
        () => ({ id: viewer.id }),
        'SOCIAL.SELF_BLOCK',
        'No puedes bloquearte a ti mismo.',
      ],
      [
        'muting oneself',
        MUTE,
        () => ({ id: viewer.id }),
        'SOCIAL.SELF_MUTE',
        'No puedes silenciarte a ti mismo.',
      ],
      [
        'blocking nobody',
        BLOCK,
        () => ({ id: crypto.randomUUID() }),
        'SOCIAL.USER_NOT_FOUND',
        'El usuario no existe.',
      ],
      [
        'muting a malformed id',
        MUTE,
        () => ({ id: 'no-es-un-id' }),
        'SOCIAL.USER_NOT_FOUND',
        'El usuario no existe.',
      ],
      [
        'muting a hashtag with spaces',
        MUTE_TAG,
        () => ({ tag: 'dos palabras' }),
        'SOCIAL.INVALID_HASHTAG',
        /etiqueta válida/,
      ],
      [
        'muting an empty hashtag',
        MUTE_TAG,
        () => ({ tag: '#' }),
        'SOCIAL.INVALID_HASHTAG',
        /etiqueta válida/,
      ],
      [
        'muting a 51-letter hashtag',
        MUTE_TAG,
        () => ({ tag: 'a'.repeat(51) }),
        'SOCIAL.INVALID_HASHTAG',
        /etiqueta válida/,
      ],
    ] as const)(
      'refuses %s with a Spanish message and stores nothing',
      async (_, query, vars, code, message) => {
        const before = await sql(
          t.databaseUrl,
          `SELECT (SELECT count(*) FROM user_blocks) + (SELECT count(*) FROM user_mutes) + (SELECT count(*) FROM hashtag_mutes) AS n`,
        );
        const res = await http.graphql(query, vars(), viewer.token);
        expect(res.body.errors[0].extensions.code).toBe(code);
        expect(res.body.errors[0].message).toMatch(message);
        const after = await sql(
          t.databaseUrl,
          `SELECT (SELECT count(*) FROM user_blocks) + (SELECT count(*) FROM user_mutes) + (SELECT count(*) FROM hashtag_mutes) AS n`,
        );
        expect(after).toEqual(before);
      },
    );

    it('asks visitors to sign in', async () => {
      for (const [query, vars] of [
        [BLOCK, { id: viewer.id }],
        [MUTE_TAG, { tag: 'gatos' }],
        [MY_BLOCKS, {}],
      ] as const) {
        const res = await http.graphql(query, vars);
        expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers a repeated block, mute or hashtag mute as done, keeping one row', async () => {
      await http.graphql(BLOCK, { id: authors.blocked.id }, viewer.token);
      await http.graphql(MUTE_TAG, { tag: MUTED_TAG }, viewer.token);
      const rows = await sql(
        t.databaseUrl,
        `SELECT (SELECT count(*)::int FROM user_blocks WHERE blocker_id = $1) AS blocks,
                (SELECT count(*)::int FROM hashtag_mutes WHERE user_id = $1) AS tags`,
        [viewer.id],
      );
      expect(rows[0]).toEqual({ blocks: 1, tags: 1 });
    });
  });
});
