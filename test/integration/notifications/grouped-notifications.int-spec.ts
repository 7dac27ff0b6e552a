import { factories, type TestUser } from '../../support/factories';
import { api, startTestApp, TestApp } from '../../support/test-app';

const LIST = `query ($grouped: Boolean) {
  notifications(page: 1, grouped: $grouped) {
    unreadCount
    items { id typeNotification postId commentId clicked groupSize othersCount author { name } }
  }
}`;
const CLICK = `mutation ($id: ID!, $withGroup: Boolean) { markNotificationClicked(id: $id, withGroup: $withGroup) }`;

interface Item {
  id: string;
  typeNotification: string;
  postId: string | null;
  commentId: string | null;
  clicked: boolean;
  groupSize: number;
  othersCount: number;
  author: { name: string };
}

describe('grouped notifications', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  const data = async (query: string, variables: Record<string, unknown>, token: string) => {
    const body = (await http.graphql(query, variables, token)).body as {
      data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      errors?: unknown;
    };
    if (body.errors) {
      throw new Error(JSON.stringify(body.errors));
    }
    return body.data!;
  };
  const list = async (who: TestUser, grouped?: boolean) =>
    (await data(LIST, grouped === undefined ? {} : { grouped }, who.token)).notifications as {
      unreadCount: number;
      items: Item[];
    };
  const like = (who: TestUser, postId: string) =>
    data(`mutation ($id: ID!) { likePost(postId: $id) { likeCount } }`, { id: postId }, who.token);
  const comment = async (who: TestUser, postId: string, body: string) =>
    (
      await data(
        `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
        { input: { postId, body } },
        who.token,
      )
    ).addComment.id as string;
  const likeComment = (who: TestUser, id: string) =>
    data(`mutation ($id: ID!) { likeComment(id: $id) { likeCount } }`, { id }, who.token);

  it('shows likes and comments of one post, and likes of one comment, as one item each, naming the latest and counting the others', async () => {
    const owner = await f.user();
    const fans: TestUser[] = [];
    for (let i = 0; i < 6; i++) {
      fans.push(await f.user());
    }
    const sunset = await f.post(owner.id, { title: 'Atardecer' });
    const harbour = await f.post(owner.id, { title: 'Puerto' });
    for (const fan of fans) {
      await like(fan, sunset);
    }
    await like(fans[0], harbour);
    await comment(fans[0], sunset, 'Precioso');
    await comment(fans[0], sunset, 'De verdad');
    await comment(fans[1], sunset, '¡Qué luz!');
    const mine = await comment(owner, sunset, 'Gracias a todos');
    await likeComment(fans[2], mine);
    await likeComment(fans[3], mine);

    const grouped = await list(owner);
    // every notice stays counted: 6 + 1 likes, 3 comments, 2 comment likes
    expect(grouped.unreadCount).toBe(12);
    expect(
      grouped.items.map(({ typeNotification, postId, groupSize, othersCount, author }) => ({
        typeNotification,
        postId,
        groupSize,
        othersCount,
        author: author.name,
      })),
    ).toEqual([
      {
        typeNotification: 'like-comment',
        postId: sunset,
        groupSize: 2,
        othersCount: 1,
        author: fans[3].name,
      },
      {
        typeNotification: 'comment',
        postId: sunset,
        groupSize: 3,
        othersCount: 1,
        author: fans[1].name,
      },
      {
        typeNotification: 'like-image',
        postId: harbour,
        groupSize: 1,
        othersCount: 0,
        author: fans[0].name,
      },
      {
        typeNotification: 'like-image',
        postId: sunset,
        groupSize: 6,
        othersCount: 5,
        author: fans[5].name,
      },
    ]);

    // the spec's REST list and an ungrouped query keep one item per notice
    const rest = (await http.get('/api/notifications', owner.token)).body.data;
    expect(rest.items).toHaveLength(12);
    expect(rest.unreadCount).toBe(12);
    const flat = await list(owner, false);
    expect(flat.items).toHaveLength(12);
    expect(flat.items.every((n) => n.groupSize === 1 && n.othersCount === 0)).toBe(true);
  });

  it('reads a whole group when its item is opened; later notices group apart as unread', async () => {
    const owner = await f.user();
    const fans: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      fans.push(await f.user());
    }
    const post = await f.post(owner.id, { title: 'Montaña' });
    for (const fan of fans.slice(0, 3)) {
      await like(fan, post);
    }
    await data(
      `mutation ($id: ID!) { followUser(userId: $id) { following } }`,
      { id: owner.id },
      fans[0].token,
    );
    const before = await list(owner);
    expect(before.unreadCount).toBe(4);
    const likes = before.items.find((n) => n.typeNotification === 'like-image')!;
    expect(likes).toMatchObject({ groupSize: 3, othersCount: 2, clicked: false });

    // opening it reads its three notices at once; the follow stays unread
    expect((await data(CLICK, { id: likes.id }, owner.token)).markNotificationClicked).toBe(1);
    const after = await list(owner);
    expect(after.unreadCount).toBe(1);
    expect(after.items.find((n) => n.typeNotification === 'follow')?.clicked).toBe(false);
    expect(after.items.find((n) => n.typeNotification === 'like-image')).toMatchObject({
      clicked: true,
      groupSize: 3,
    });

    // a new like is news: its own unread item above the read group
    await like(fans[3], post);
    const later = await list(owner);
    expect(later.unreadCount).toBe(2);
    expect(
      later.items
        .filter((n) => n.typeNotification === 'like-image')
        .map((n) => ({ clicked: n.clicked, groupSize: n.groupSize, author: n.author.name })),
    ).toEqual([
      { clicked: false, groupSize: 1, author: fans[3].name },
      { clicked: true, groupSize: 3, author: fans[2].name },
    ]);

    // withGroup: false reads that one notice only; another recipient's id is not found
    await like((await f.user()) as TestUser, post);
    const two = (await list(owner)).items.find(
      (n) => n.typeNotification === 'like-image' && !n.clicked,
    )!;
    expect(two.groupSize).toBe(2);
    expect(
      (await data(CLICK, { id: two.id, withGroup: false }, owner.token)).markNotificationClicked,
    ).toBe(2);
    const stranger = await f.user();
    const refused = await http.graphql(CLICK, { id: two.id }, stranger.token);
    expect(refused.body.errors[0].extensions.code).toBe('NOTIFICATIONS.NOT_FOUND');
  });
});
