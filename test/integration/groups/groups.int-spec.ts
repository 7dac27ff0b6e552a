import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const GROUP_FIELDS = `id slug name description visibility memberCount postCount myRole invited owner { name }`;
const CREATE = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { ${GROUP_FIELDS} } }`;
const GROUP = `query ($ref: String!) { group(ref: $ref) { ${GROUP_FIELDS} } }`;
const FEED = `query ($groupId: ID!) {
  groupFeed(groupId: $groupId) { items { id caption commentCount canRemove post { id title } } hasNextPage }
}`;
const MEMBERS = `query ($groupId: ID!) { groupMembers(groupId: $groupId) { items { role user { name } } } }`;
const COMMENTS = `query ($groupPostId: ID!) {
  groupComments(groupPostId: $groupPostId) { items { id body canDelete author { name } } }
}`;
const SHARE = `mutation ($groupId: ID!, $postId: ID!, $caption: String) {
  sharePostToGroup(groupId: $groupId, postId: $postId, caption: $caption)
}`;
const COMMENT = `mutation ($groupPostId: ID!, $body: String!) {
  addGroupComment(groupPostId: $groupPostId, body: $body) { id body canDelete }
}`;
const ACCEPT = `mutation ($groupId: ID!) { acceptGroupInvite(groupId: $groupId) { id myRole memberCount } }`;
const DECLINE = `mutation ($groupId: ID!) { declineGroupInvite(groupId: $groupId) }`;
const JOIN = `mutation ($groupId: ID!) { joinGroup(groupId: $groupId) { id myRole memberCount } }`;
const LEAVE = `mutation ($groupId: ID!) { leaveGroup(groupId: $groupId) { id myRole memberCount } }`;
const INVITE = `mutation ($groupId: ID!, $handles: [String!]!) { inviteToGroup(groupId: $groupId, handles: $handles) { name } }`;
const SET_ROLE = `mutation ($groupId: ID!, $userId: ID!, $role: AssignableGroupRole!) {
  setGroupMemberRole(groupId: $groupId, userId: $userId, role: $role)
}`;
const TRANSFER = `mutation ($groupId: ID!, $userId: ID!) {
  transferGroupOwnership(groupId: $groupId, userId: $userId) { myRole owner { name } }
}`;
const REMOVE_MEMBER = `mutation ($groupId: ID!, $userId: ID!) { removeGroupMember(groupId: $groupId, userId: $userId) }`;
const REMOVE_POST = `mutation ($groupPostId: ID!) { removeGroupPost(groupPostId: $groupPostId) }`;
const DELETE_COMMENT = `mutation ($id: ID!) { deleteGroupComment(id: $id) }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions: { code: string } }>;
};

describe('Groups', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await http.graphql(query, variables, token)).body as Body;
  const data = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const body = await gql(query, variables, token);
    if (body.errors) {
      throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
    }
    return body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const errorOf = (body: Body) =>
    body.errors?.[0] && { code: body.errors[0].extensions.code, message: body.errors[0].message };

  async function privateGroupWithContent() {
    const owner = await f.user();
    const member = await f.user();
    const invitee = await f.user();
    const outsider = await f.user();
    const created = await data(
      CREATE,
      {
        input: {
          name: `Laboratorio nocturno ${Date.now().toString(36)}`,
          description: 'Fotos de noche, solo para el grupo',
          visibility: 'private',
          members: [`@${member.name}`, invitee.name],
        },
      },
      owner.token,
    );
    const group = created.createGroup;
    await data(ACCEPT, { groupId: group.id }, member.token);
    const post = await f.post(member.id, { title: 'Farola bajo la lluvia' });
    const groupPostId = (
      await data(SHARE, { groupId: group.id, postId: post, caption: 'Mi primera' }, member.token)
    ).sharePostToGroup as string;
    const comment = (await data(COMMENT, { groupPostId, body: 'Qué luz tan bonita' }, owner.token))
      .addGroupComment.id as string;
    return { owner, member, invitee, outsider, group, post, groupPostId, comment };
  }

  it('creates a group with its owner as first member and invites the members named, each told by a notification', async () => {
    const owner = await f.user();
    const ana = await f.user();
    const created = await data(
      CREATE,
      {
        input: {
          name: '  Acuarelas   de  Bogotá ',
          description: 'Pintura',
          visibility: 'private',
          members: [`@${ana.name.toUpperCase()}`, ana.name],
        },
      },
      owner.token,
    );
    expect(created.createGroup).toMatchObject({
      name: 'Acuarelas de Bogotá',
      slug: expect.stringMatching(/^acuarelas-de-bogota/),
      visibility: 'private',
      memberCount: 1,
      myRole: 'owner',
    });
    const notifications = await data(
      `query { notifications(page: 1) { items { typeNotification detail href author { name } } } }`,
      {},
      ana.token,
    );
    expect(notifications.notifications.items).toEqual([
      {
        typeNotification: 'group-invite',
        detail: 'Acuarelas de Bogotá',
        href: `/group/${created.createGroup.id}`,
        author: { name: owner.name },
      },
    ]);
    // the invitee sees the group's card (to answer) but none of its content yet
    const seen = await data(GROUP, { ref: created.createGroup.slug }, ana.token);
    expect(seen.group).toMatchObject({ invited: true, myRole: null });
    expect(errorOf(await gql(FEED, { groupId: created.createGroup.id }, ana.token))?.code).toBe(
      'GROUPS.NOT_FOUND',
    );
    const invites = await data(
      `query { myGroupInvites { group { id } invitedBy { name } } }`,
      {},
      ana.token,
    );
    expect(invites.myGroupInvites).toEqual([
      { group: { id: created.createGroup.id }, invitedBy: { name: owner.name } },
    ]);
  });

  it("refuses a private group's details, posts, members and discussion to non-members through every API path, as a missing group", async () => {
    const fx = await privateGroupWithContent();
    const missing = '00000000-0000-4000-8000-000000000000';
    const group = fx.group.id as string;
    /** Every operation that reads or acts on a group, with the group (or its content) it names. */
    const paths: Array<[string, string, (g: string) => Record<string, unknown>]> = [
      ['group by id', GROUP, (g) => ({ ref: g })],
      ['group by slug', GROUP, (g) => ({ ref: g === group ? fx.group.slug : 'no-existe' })],
      ['groupFeed', FEED, (g) => ({ groupId: g })],
      ['groupMembers', MEMBERS, (g) => ({ groupId: g })],
      ['groupComments', COMMENTS, (g) => ({ groupPostId: g === group ? fx.groupPostId : missing })],
      [
        'groupShareablePosts',
        `query ($groupId: ID!) { groupShareablePosts(groupId: $groupId) { id } }`,
        (g) => ({ groupId: g }),
      ],
      [
        'groupPendingInvites',
        `query ($groupId: ID!) { groupPendingInvites(groupId: $groupId) { createdAt } }`,
        (g) => ({ groupId: g }),
      ],
      ['joinGroup', JOIN, (g) => ({ groupId: g })],
      ['leaveGroup', LEAVE, (g) => ({ groupId: g })],
      ['acceptGroupInvite', ACCEPT, (g) => ({ groupId: g })],
      ['declineGroupInvite', DECLINE, (g) => ({ groupId: g })],
      ['inviteToGroup', INVITE, (g) => ({ groupId: g, handles: [] })],
      ['sharePostToGroup', SHARE, (g) => ({ groupId: g, postId: fx.post })],
      [
        'addGroupComment',
        COMMENT,
        (g) => ({ groupPostId: g === group ? fx.groupPostId : missing, body: 'hola' }),
      ],
      [
        'removeGroupPost',
        REMOVE_POST,
        (g) => ({ groupPostId: g === group ? fx.groupPostId : missing }),
      ],
      ['deleteGroupComment', DELETE_COMMENT, (g) => ({ id: g === group ? fx.comment : missing })],
      [
        'updateGroup',
        `mutation ($groupId: ID!) { updateGroup(groupId: $groupId, input: { name: "Robado" }) { id } }`,
        (g) => ({ groupId: g }),
      ],
      [
        'deleteGroup',
        `mutation ($groupId: ID!) { deleteGroup(groupId: $groupId) }`,
        (g) => ({ groupId: g }),
      ],
      [
        'setGroupMemberRole',
        SET_ROLE,
        (g) => ({ groupId: g, userId: fx.member.id, role: 'moderator' }),
      ],
      ['removeGroupMember', REMOVE_MEMBER, (g) => ({ groupId: g, userId: fx.member.id })],
      [
        'revokeGroupInvite',
        `mutation ($groupId: ID!, $userId: ID!) { revokeGroupInvite(groupId: $groupId, userId: $userId) }`,
        (g) => ({ groupId: g, userId: fx.invitee.id }),
      ],
    ];
    const mismatches: string[] = [];
    for (const [name, query, vars] of paths) {
      const asMissing = errorOf(await gql(query, vars(missing), fx.outsider.token));
      for (const [who, token] of [
        ['outsider', fx.outsider.token],
        ['visitor', undefined],
      ] as const) {
        const body = await gql(query, vars(group), token);
        const got = errorOf(body);
        const text = JSON.stringify(body);
        // a visitor is asked to sign in for what needs an account; nothing else differs
        const want = who === 'visitor' && got?.code === 'UNAUTHENTICATED' ? got : asMissing;
        if (!got || got.code !== want?.code || got.message !== want?.message) {
          mismatches.push(
            `${name} as ${who}: ${text.slice(0, 300)} (missing: ${JSON.stringify(asMissing)})`,
          );
        }
        if (text.includes('Farola') || text.includes('Qué luz') || text.includes(fx.member.name)) {
          mismatches.push(`${name} as ${who} shows the group's content`);
        }
      }
    }
    // the REST reads answer as GraphQL does: 404 GROUPS.NOT_FOUND, like a missing group
    const rest = ['', '/posts', '/members'];
    for (const tail of rest) {
      const asMissing = await http.get(`/api/groups/${missing}${tail}`, fx.outsider.token);
      expect(asMissing.status).toBe(404);
      for (const [who, token] of [
        ['outsider', fx.outsider.token],
        ['visitor', undefined],
      ] as const) {
        for (const ref of [group, fx.group.slug]) {
          const res = await http.get(`/api/groups/${ref}${tail}`, token);
          if (res.status !== 404 || JSON.stringify(res.body) !== JSON.stringify(asMissing.body)) {
            mismatches.push(
              `GET /api/groups/${ref}${tail} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }
        }
      }
    }
    const restFeed = await http.get(`/api/groups/${fx.group.slug}/posts`, fx.member.token);
    expect(restFeed.body.data.items.map((i: { post: { id: string } }) => i.post.id)).toEqual([
      fx.post,
    ]);
    expect(mismatches).toEqual([]);

    // lists never name it to outsiders
    const discover = await data(
      `query { discoverGroups(page: 1) { items { id } } }`,
      {},
      fx.outsider.token,
    );
    expect(discover.discoverGroups.items.map((g: { id: string }) => g.id)).not.toContain(group);
    const mine = await data(`query { myGroups { id } }`, {}, fx.outsider.token);
    expect(mine.myGroups).toEqual([]);

    // nothing changed: still one post, two members, one comment
    const [row] = await sql<{ member_count: number; post_count: number; name: string }>(
      t.databaseUrl,
      `SELECT member_count, post_count, name FROM groups WHERE id = $1`,
      [group],
    );
    expect(row).toMatchObject({ member_count: 2, post_count: 1 });
    expect(row.name).toMatch(/^Laboratorio nocturno/);

    // and its members read everything
    const feed = await data(FEED, { groupId: group }, fx.owner.token);
    expect(feed.groupFeed.items).toEqual([
      expect.objectContaining({
        caption: 'Mi primera',
        commentCount: 1,
        post: { id: fx.post, title: 'Farola bajo la lluvia' },
      }),
    ]);
    const members = await data(MEMBERS, { groupId: group }, fx.member.token);
    expect(members.groupMembers.items.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'member',
    ]);
    const comments = await data(COMMENTS, { groupPostId: fx.groupPostId }, fx.member.token);
    expect(comments.groupComments.items).toEqual([
      expect.objectContaining({ body: 'Qué luz tan bonita', canDelete: false }),
    ]);
  });

  it('keeps a private group out of the public post page: its discussion stays in the group', async () => {
    const fx = await privateGroupWithContent();
    const comments = await data(
      `query ($postId: ID!) { comments(postId: $postId) { items { body } } }`,
      { postId: fx.post },
    );
    expect(comments.comments.items).toEqual([]);
    const detail = await http.get(`/api/image/image-detail/${fx.post}`);
    expect(JSON.stringify(detail.body)).not.toContain(fx.group.name);
  });

  it('answers invitations: accepting makes a member, declining drops it, and neither works twice', async () => {
    const fx = await privateGroupWithContent();
    expect(errorOf(await gql(JOIN, { groupId: fx.group.id }, fx.invitee.token))).toEqual({
      code: 'GROUPS.PRIVATE_NEEDS_INVITE',
      message: 'Este grupo es privado: acepta tu invitación para unirte.',
    });
    const accepted = await data(ACCEPT, { groupId: fx.group.id }, fx.invitee.token);
    expect(accepted.acceptGroupInvite).toMatchObject({ myRole: 'member', memberCount: 3 });
    expect(errorOf(await gql(ACCEPT, { groupId: fx.group.id }, fx.invitee.token))).toEqual({
      code: 'GROUPS.ALREADY_MEMBER',
      message: 'Ya eres miembro de este grupo.',
    });

    const bea = await f.user();
    await data(INVITE, { groupId: fx.group.id, handles: [bea.name] }, fx.owner.token);
    // inviting again changes nothing and tells nobody twice
    expect(
      (await data(INVITE, { groupId: fx.group.id, handles: [bea.name] }, fx.owner.token))
        .inviteToGroup,
    ).toEqual([]);
    await data(DECLINE, { groupId: fx.group.id }, bea.token);
    expect(errorOf(await gql(ACCEPT, { groupId: fx.group.id }, bea.token))?.code).toBe(
      'GROUPS.NOT_FOUND',
    );
    expect(errorOf(await gql(GROUP, { ref: fx.group.id }, bea.token))?.code).toBe(
      'GROUPS.NOT_FOUND',
    );

    // plain members of a private group do not invite
    expect(
      errorOf(await gql(INVITE, { groupId: fx.group.id, handles: [bea.name] }, fx.member.token)),
    ).toEqual({
      code: 'GROUPS.NOT_ALLOWED',
      message: 'Solo el dueño y los moderadores invitan a este grupo.',
    });
  });

  it('lets anyone join and leave a public group, and keeps the owner in it', async () => {
    const owner = await f.user();
    const joiner = await f.user();
    const group = (
      await data(
        CREATE,
        { input: { name: `Retratos ${Date.now().toString(36)}`, visibility: 'public' } },
        owner.token,
      )
    ).createGroup;
    const visible = await data(GROUP, { ref: group.slug });
    expect(visible.group).toMatchObject({ name: group.name, myRole: null });
    expect((await data(JOIN, { groupId: group.id }, joiner.token)).joinGroup).toMatchObject({
      myRole: 'member',
      memberCount: 2,
    });
    expect(errorOf(await gql(JOIN, { groupId: group.id }, joiner.token))?.code).toBe(
      'GROUPS.ALREADY_MEMBER',
    );
    expect((await data(LEAVE, { groupId: group.id }, joiner.token)).leaveGroup).toMatchObject({
      myRole: null,
      memberCount: 1,
    });
    expect(errorOf(await gql(LEAVE, { groupId: group.id }, owner.token))).toEqual({
      code: 'GROUPS.OWNER_CANNOT_LEAVE',
      message: 'Eres el dueño del grupo: para salir, pasa la propiedad a otro miembro o elimínalo.',
    });
    const found = await data(
      `query ($q: String) { discoverGroups(query: $q) { items { id memberCount } } }`,
      { q: group.name.slice(0, 12) },
    );
    expect(found.discoverGroups.items).toContainEqual({ id: group.id, memberCount: 1 });
  });

  it("marks each discovered group with the viewer's own role, and none for a visitor or a stranger", async () => {
    const owner = await f.user();
    const joiner = await f.user();
    const invited = await f.user();
    const stranger = await f.user();
    const name = `Paisajes ${Date.now().toString(36)}`;
    const group = (
      await data(
        CREATE,
        { input: { name, visibility: 'public', members: [invited.name] } },
        owner.token,
      )
    ).createGroup;
    await data(JOIN, { groupId: group.id }, joiner.token);
    const DISCOVER = `query ($q: String) { discoverGroups(query: $q) { items { id myRole invited } } }`;
    const seenBy = async (token?: string) =>
      (await data(DISCOVER, { q: name }, token)).discoverGroups.items;
    expect(await seenBy(owner.token)).toEqual([{ id: group.id, myRole: 'owner', invited: false }]);
    expect(await seenBy(joiner.token)).toEqual([
      { id: group.id, myRole: 'member', invited: false },
    ]);
    expect(await seenBy(invited.token)).toEqual([{ id: group.id, myRole: null, invited: true }]);
    expect(await seenBy(stranger.token)).toEqual([{ id: group.id, myRole: null, invited: false }]);
    expect(await seenBy()).toEqual([{ id: group.id, myRole: null, invited: false }]);
  });

  it('lets the owner hand the group to a member, stay on as a moderator and then leave', async () => {
    const fx = await privateGroupWithContent();
    const g = fx.group.id;
    const stranger = await f.user();
    const leaveAsOwner = errorOf(await gql(LEAVE, { groupId: g }, fx.owner.token));
    expect(leaveAsOwner).toEqual({
      code: 'GROUPS.OWNER_CANNOT_LEAVE',
      message: 'Eres el dueño del grupo: para salir, pasa la propiedad a otro miembro o elimínalo.',
    });

    // refused: by a member, to someone outside, to oneself, to a malformed id; nothing changes
    expect(
      errorOf(await gql(TRANSFER, { groupId: g, userId: fx.member.id }, fx.member.token))?.code,
    ).toBe('GROUPS.NOT_ALLOWED');
    expect(
      errorOf(await gql(TRANSFER, { groupId: g, userId: stranger.id }, fx.owner.token)),
    ).toEqual({ code: 'GROUPS.NOT_A_MEMBER', message: 'Esa persona no es miembro del grupo.' });
    expect(
      errorOf(await gql(TRANSFER, { groupId: g, userId: fx.owner.id }, fx.owner.token)),
    ).toEqual({ code: 'GROUPS.NOT_ALLOWED', message: 'Ya eres el dueño del grupo.' });
    expect(
      errorOf(await gql(TRANSFER, { groupId: g, userId: 'nadie' }, fx.owner.token))?.code,
    ).toBe('GROUPS.NOT_A_MEMBER');
    const roles = async () =>
      Object.fromEntries(
        (await data(MEMBERS, { groupId: g }, fx.member.token)).groupMembers.items.map(
          (m: { role: string; user: { name: string } }) => [m.user.name, m.role],
        ),
      );
    expect(await roles()).toEqual({ [fx.owner.name]: 'owner', [fx.member.name]: 'member' });

    const handed = await data(TRANSFER, { groupId: g, userId: fx.member.id }, fx.owner.token);
    expect(handed.transferGroupOwnership).toEqual({
      myRole: 'moderator',
      owner: { name: fx.member.name },
    });
    expect(await roles()).toEqual({ [fx.owner.name]: 'moderator', [fx.member.name]: 'owner' });
    // the new owner runs the group; the old one may leave now
    expect(
      (await data(SET_ROLE, { groupId: g, userId: fx.owner.id, role: 'member' }, fx.member.token))
        .setGroupMemberRole,
    ).toBe('member');
    expect((await data(LEAVE, { groupId: g }, fx.owner.token)).leaveGroup).toBeNull();
    expect(await roles()).toEqual({ [fx.member.name]: 'owner' });
  });

  it('enforces roles: the owner promotes and demotes, moderators remove posts, comments and members but not each other', async () => {
    const fx = await privateGroupWithContent();
    await data(ACCEPT, { groupId: fx.group.id }, fx.invitee.token);
    const mod = fx.invitee;
    const g = fx.group.id;

    expect(
      errorOf(
        await gql(SET_ROLE, { groupId: g, userId: mod.id, role: 'moderator' }, fx.member.token),
      ),
    ).toEqual({
      code: 'GROUPS.NOT_ALLOWED',
      message: 'Solo el dueño del grupo puede hacer esto.',
    });
    expect(
      (await data(SET_ROLE, { groupId: g, userId: mod.id, role: 'moderator' }, fx.owner.token))
        .setGroupMemberRole,
    ).toBe('moderator');
    expect(
      errorOf(
        await gql(SET_ROLE, { groupId: g, userId: fx.owner.id, role: 'member' }, fx.owner.token),
      )?.code,
    ).toBe('GROUPS.NOT_ALLOWED');
    expect(
      errorOf(await gql(SET_ROLE, { groupId: g, userId: mod.id, role: 'owner' }, fx.owner.token))
        ?.code,
    ).toBe('BAD_USER_INPUT');

    // a member may not take out someone else's post or comment
    const ownPost = await f.post(mod.id, { title: 'Del moderador' });
    const modShare = (await data(SHARE, { groupId: g, postId: ownPost }, mod.token))
      .sharePostToGroup;
    expect(errorOf(await gql(REMOVE_POST, { groupPostId: modShare }, fx.member.token))?.code).toBe(
      'GROUPS.NOT_ALLOWED',
    );
    expect(errorOf(await gql(DELETE_COMMENT, { id: fx.comment }, fx.member.token))?.code).toBe(
      'GROUPS.NOT_ALLOWED',
    );

    // the moderator removes the member's comment and post, and the member
    const memberComment = (
      await data(COMMENT, { groupPostId: fx.groupPostId, body: 'Mío' }, fx.member.token)
    ).addGroupComment;
    expect(memberComment.canDelete).toBe(true);
    expect(
      (await data(COMMENTS, { groupPostId: fx.groupPostId }, mod.token)).groupComments.items.every(
        (c: { canDelete: boolean }) => c.canDelete,
      ),
    ).toBe(true);
    await data(DELETE_COMMENT, { id: memberComment.id }, mod.token);
    await data(REMOVE_POST, { groupPostId: fx.groupPostId }, mod.token);
    const feed = await data(FEED, { groupId: g }, fx.owner.token);
    expect(feed.groupFeed.items.map((i: { id: string }) => i.id)).toEqual([modShare]);

    // moderators do not remove the owner or each other
    const other = await f.user();
    await data(INVITE, { groupId: g, handles: [other.name] }, mod.token);
    await data(ACCEPT, { groupId: g }, other.token);
    await data(SET_ROLE, { groupId: g, userId: other.id, role: 'moderator' }, fx.owner.token);
    expect(errorOf(await gql(REMOVE_MEMBER, { groupId: g, userId: other.id }, mod.token))).toEqual({
      code: 'GROUPS.NOT_ALLOWED',
      message: 'Los moderadores solo pueden expulsar a miembros.',
    });
    expect(
      errorOf(await gql(REMOVE_MEMBER, { groupId: g, userId: fx.owner.id }, mod.token))?.code,
    ).toBe('GROUPS.NOT_ALLOWED');
    await data(REMOVE_MEMBER, { groupId: g, userId: fx.member.id }, mod.token);
    // the removed member is an outsider again
    expect(errorOf(await gql(FEED, { groupId: g }, fx.member.token))?.code).toBe(
      'GROUPS.NOT_FOUND',
    );

    // demoted, the moderator loses those powers
    await data(SET_ROLE, { groupId: g, userId: mod.id, role: 'member' }, fx.owner.token);
    expect(
      errorOf(await gql(REMOVE_MEMBER, { groupId: g, userId: other.id }, mod.token))?.code,
    ).toBe('GROUPS.NOT_ALLOWED');
    // and only the owner deletes the group
    const del = `mutation ($groupId: ID!) { deleteGroup(groupId: $groupId) }`;
    expect(errorOf(await gql(del, { groupId: g }, other.token))?.code).toBe('GROUPS.NOT_ALLOWED');
    expect((await data(del, { groupId: g }, fx.owner.token)).deleteGroup).toBe(true);
    expect(errorOf(await gql(GROUP, { ref: g }, fx.owner.token))?.code).toBe('GROUPS.NOT_FOUND');
    const [left] = await sql<{ n: number }>(
      t.databaseUrl,
      `SELECT (SELECT count(*) FROM group_posts WHERE group_id = $1)::int
        + (SELECT count(*) FROM notifications WHERE group_id = $1)::int AS n`,
      [g],
    );
    expect(left.n).toBe(0);
  });

  it('refuses bad input with a Spanish message and stores nothing', async () => {
    const owner = await f.user();
    const before = await sql<{ n: number }>(t.databaseUrl, `SELECT count(*)::int AS n FROM groups`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Escribe un nombre para el grupo.'],
      [{ name: 'ab' }, 'El nombre del grupo debe tener al menos 3 caracteres.'],
      [{ name: 'x'.repeat(61) }, 'El nombre del grupo no puede superar 60 caracteres.'],
      [
        { name: 'Bien', description: 'd'.repeat(501) },
        'La descripción no puede superar 500 caracteres.',
      ],
      [{ name: 'Bien', members: ['nadie_se_llama_asi'] }, 'No encontramos a @nadie_se_llama_asi.'],
      [
        { name: 'Bien', members: Array.from({ length: 51 }, (_, i) => `u${i}`) },
        'Puedes invitar a 50 personas como máximo a la vez.',
      ],
    ];
    for (const [input, message] of cases) {
      const body = await gql(CREATE, { input }, owner.token);
      expect(errorOf(body)?.message).toBe(message);
    }
    const badVisibility = await gql(
      CREATE,
      { input: { name: 'Bien', visibility: 'secreto' } },
      owner.token,
    );
    expect(badVisibility.errors?.length).toBe(1);
    const after = await sql<{ n: number }>(t.databaseUrl, `SELECT count(*)::int AS n FROM groups`);
    expect(after[0].n).toBe(before[0].n);

    const fx = await privateGroupWithContent();
    const othersPost = await f.post(fx.owner.id, { title: 'Del dueño' });
    const archived = await f.post(fx.member.id, { visibility: 'archived' });
    expect(
      errorOf(await gql(SHARE, { groupId: fx.group.id, postId: othersPost }, fx.member.token)),
    ).toEqual({
      code: 'GROUPS.NOT_YOUR_POST',
      message: 'Solo puedes compartir tus publicaciones.',
    });
    expect(
      errorOf(await gql(SHARE, { groupId: fx.group.id, postId: archived }, fx.member.token)),
    ).toEqual({
      code: 'GROUPS.POST_NOT_PUBLIC',
      message: 'Solo puedes compartir publicaciones públicas y ya procesadas.',
    });
    expect(
      errorOf(await gql(SHARE, { groupId: fx.group.id, postId: fx.post }, fx.member.token)),
    ).toEqual({
      code: 'GROUPS.ALREADY_SHARED',
      message: 'Ya compartiste esta publicación en el grupo.',
    });
    expect(
      errorOf(await gql(SHARE, { groupId: fx.group.id, postId: 'no-es-un-id' }, fx.member.token))
        ?.code,
    ).toBe('GROUPS.POST_NOT_FOUND');
    expect(
      errorOf(
        await gql(
          SHARE,
          { groupId: fx.group.id, postId: othersPost, caption: 'c'.repeat(501) },
          fx.owner.token,
        ),
      )?.message,
    ).toBe('El texto no puede superar 500 caracteres.');
    expect(
      errorOf(await gql(COMMENT, { groupPostId: fx.groupPostId, body: '   ' }, fx.member.token))
        ?.message,
    ).toBe('Escribe un comentario.');
    const counts = await sql<{ post_count: number; comment_count: number }>(
      t.databaseUrl,
      `SELECT g.post_count, gp.comment_count FROM groups g JOIN group_posts gp ON gp.group_id = g.id WHERE g.id = $1`,
      [fx.group.id],
    );
    expect(counts).toEqual([{ post_count: 1, comment_count: 1 }]);
  });

  it('suggests handles for inviting, by handle or name prefix', async () => {
    const owner = await f.user();
    const target = await f.user({ name: `zorzal_${Date.now().toString(36)}` });
    const found = await data(
      `query ($q: String!) { userSuggestions(query: $q) { name } }`,
      { q: '@zorzal_' },
      owner.token,
    );
    expect(found.userSuggestions).toContainEqual({ name: target.name });
    expect(
      (await gql(`query { userSuggestions(query: "zor") { name } }`, {})).errors?.[0].extensions
        .code,
    ).toBe('UNAUTHENTICATED');
  });
});
