import { ABUSE_LIMITS } from '../../../server/src/platform/rate-limit/abuse-limits';
import { ActionCountsSweeper } from '../../../server/src/platform/rate-limit/action-counts-sweeper';
import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const LIKE_POST = `mutation ($postId: ID!) { likePost(postId: $postId) { liked likeCount } }`;
const LIKE_COMMENT = `mutation ($id: ID!) { likeComment(id: $id) { liked likeCount } }`;
const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`;
const FOLLOW = `mutation ($userId: ID!) { followUser(userId: $userId) { following } }`;

/**
 * Likes, follows and comments count their abuse limit in their own statement (`count_action`,
 * on PostgreSQL): each is one round trip, and a refused attempt writes nothing but its count.
 */
describe('abuse limits counted by likes, follows and comments themselves', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await startTestApp({ ABUSE_LIMIT_SCALE: '1' });
    http = api(t.baseUrl);
    f = factories(t);
  });
  afterAll(() => t.close());

  const one = async <T>(text: string, params: unknown[] = []) =>
    (await sql<T>(t.databaseUrl, text, params))[0];
  const follow = (who: TestUser, userId: string) => http.graphql(FOLLOW, { userId }, who.token);

  it('refuses the follow past a new account’s minute, and writes neither the follow, its counts nor its notice', async () => {
    const ana = await f.user();
    const { perMinute } = ABUSE_LIMITS.follow.newAccount;
    const followed = await Promise.all(Array.from({ length: perMinute + 1 }, () => f.user()));
    for (const user of followed.slice(0, perMinute)) {
      expect((await follow(ana, user.id)).body.data.followUser).toEqual({ following: true });
    }
    const last = followed[perMinute];
    const refused = await follow(ana, last.id);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Has seguido a muchas cuentas en poco tiempo\. Espera /),
      extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) },
    });
    expect(refused.body.errors[0].extensions.retryAfter).toBeLessThanOrEqual(60);
    const state = await one<{
      follows: number;
      followers: number;
      following: number;
      notices: number;
    }>(
      `SELECT (SELECT count(*)::int FROM follows WHERE follower_id = $1) AS follows,
              (SELECT follower_count FROM users WHERE id = $2) AS followers,
              (SELECT following_count FROM users WHERE id = $1) AS following,
              (SELECT count(*)::int FROM notifications WHERE recipient_id = $2) AS notices`,
      [ana.id, last.id],
    );
    expect(state).toEqual({ follows: perMinute, followers: 0, following: perMinute, notices: 0 });
    // the limit is the follower's: the refused user can still follow ana
    expect((await follow(last, ana.id)).body.data.followUser).toEqual({ following: true });
  });

  it('counts likes of posts and of comments together, and a refused like of a comment changes nothing', async () => {
    const author = await f.user();
    const bruno = await f.user();
    const postId = await f.post(author.id);
    const made = await http.graphql(COMMENT, { input: { postId, body: 'Qué luz' } }, author.token);
    const commentId = made.body.data.addComment.id;
    const { perMinute } = ABUSE_LIMITS.like.newAccount;
    for (let i = 0; i < perMinute - 1; i++) {
      // liking again changes nothing, but it is still an attempt
      expect((await http.graphql(LIKE_POST, { postId }, bruno.token)).body.errors).toBeUndefined();
    }
    const liked = await http.graphql(LIKE_COMMENT, { id: commentId }, bruno.token);
    expect(liked.body.data.likeComment).toEqual({ liked: true, likeCount: 1 });

    const onComment = await http.graphql(LIKE_COMMENT, { id: commentId }, author.token);
    expect(onComment.body.data.likeComment).toEqual({ liked: true, likeCount: 2 });
    for (const refused of [
      await http.graphql(LIKE_COMMENT, { id: commentId }, bruno.token),
      await http.graphql(LIKE_POST, { postId }, bruno.token),
    ]) {
      expect(refused.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Has dado muchos «me gusta» en poco tiempo\. Espera /),
        extensions: { code: 'RATE_LIMITED' },
      });
    }
    const other = await f.user();
    const otherCommentId = (
      await http.graphql(COMMENT, { input: { postId, body: 'Otra' } }, other.token)
    ).body.data.addComment.id;
    const refused = await http.graphql(LIKE_COMMENT, { id: otherCommentId }, bruno.token);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const counts = await one<{ likes: number; rows: number; notices: number }>(
      `SELECT (SELECT like_count FROM comments WHERE id = $1) AS likes,
              (SELECT count(*)::int FROM comment_likes WHERE comment_id = $1) AS rows,
              (SELECT count(*)::int FROM notifications WHERE recipient_id = $2) AS notices`,
      [otherCommentId, other.id],
    );
    expect(counts).toEqual({ likes: 0, rows: 0, notices: 0 });
  });

  it('lets exactly the limit through when an actor’s follows race', async () => {
    const ana = await f.user();
    const { perMinute } = ABUSE_LIMITS.follow.newAccount;
    const others = await Promise.all(Array.from({ length: 3 * perMinute }, () => f.user()));
    const answers = await Promise.all(others.map((user) => follow(ana, user.id)));
    const ok = answers.filter((a) => a.body.data?.followUser?.following === true);
    const refused = answers.filter((a) => a.body.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(ok).toHaveLength(perMinute);
    expect(refused).toHaveLength(2 * perMinute);
    const { follows } = await one<{ follows: number }>(
      'SELECT count(*)::int AS follows FROM follows WHERE follower_id = $1',
      [ana.id],
    );
    expect(follows).toBe(perMinute);
  });

  it('lets exactly the limit of comments through when they race, each counted and told once, and a refused one writes nothing but its count', async () => {
    const ana = await f.user();
    const owner = await f.user();
    const postId = await f.post(owner.id);
    const { perMinute } = ABUSE_LIMITS.comment.newAccount;
    const bodies = [
      'Qué luz tan bonita',
      'Me encanta el encuadre',
      'Gran trabajo con los colores',
      'La montaña se ve enorme',
      'Ese cielo parece pintado',
      'Vaya atardecer',
      'Increíble nitidez',
      'Quiero ir a ese lugar',
      'Los reflejos del lago',
      'Buen ojo para la composición',
    ];
    const answers = await Promise.all(
      bodies.map((body) => http.graphql(COMMENT, { input: { postId, body } }, ana.token)),
    );
    const ok = answers.filter((a) => a.body.data?.addComment?.id);
    const refused = answers.filter((a) => a.body.errors?.[0]?.extensions.code === 'RATE_LIMITED');
    expect(ok).toHaveLength(perMinute);
    expect(refused).toHaveLength(bodies.length - perMinute);
    expect(refused[0].body.errors[0].message).toMatch(
      /^Has comentado mucho en poco tiempo\. Espera /,
    );
    const state = await one<{ comments: number; counted: number; notices: number; tried: number }>(
      `SELECT (SELECT count(*)::int FROM comments WHERE author_id = $1) AS comments,
              (SELECT comment_count FROM posts WHERE id = $2) AS counted,
              (SELECT count(*)::int FROM notifications WHERE recipient_id = $3 AND type = 'comment')
                AS notices,
              (SELECT count FROM action_counts
               WHERE actor_id = $1 AND action = 'comment' AND window_seconds = 60) AS tried`,
      [ana.id, postId, owner.id],
    );
    expect(state).toEqual({
      comments: perMinute,
      counted: perMinute,
      notices: perMinute,
      tried: bodies.length,
    });
  });

  describe('count_action', () => {
    let actor: string;
    beforeEach(async () => {
      actor = (await f.user()).id;
    });
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));
    const count = (seconds: number, perMinute: number, perDay: number, action = 'follow') =>
      one<{ wait_minute: number; wait_day: number }>(
        'SELECT * FROM count_action($1, $2, $3, $4, $5)',
        [action, actor, at(seconds), perMinute, perDay],
      );

    it('refuses past each window with the seconds left in it, and starts a minute again once it ends', async () => {
      expect(await count(0, 2, 4)).toEqual({ wait_minute: 0, wait_day: 0 });
      expect(await count(10, 2, 4)).toEqual({ wait_minute: 0, wait_day: 0 });
      // refused attempts count too
      expect(await count(15, 2, 4)).toEqual({ wait_minute: 45, wait_day: 0 });
      expect(await count(59.5, 2, 4)).toEqual({ wait_minute: 1, wait_day: 0 });
      // the minute ended: a new one starts, while the day still holds all four
      expect(await count(60, 2, 4)).toEqual({ wait_minute: 0, wait_day: 86_340 });
      // another action has its own count
      expect(await count(61, 2, 4, 'like')).toEqual({ wait_minute: 0, wait_day: 0 });
    });

    it('does not count a window whose limit is off', async () => {
      await count(0, 0, 5);
      const rows = await sql<{ window_seconds: number; count: number }>(
        t.databaseUrl,
        'SELECT window_seconds, count FROM action_counts WHERE actor_id = $1',
        [actor],
      );
      expect(rows).toEqual([{ window_seconds: 86_400, count: 1 }]);
    });

    it('is swept once its windows end, and not before', async () => {
      await count(0, 5, 5, 'like');
      const windows = () =>
        sql<{ window_seconds: number }>(
          t.databaseUrl,
          'SELECT window_seconds FROM action_counts WHERE actor_id = $1 ORDER BY 1',
          [actor],
        );
      const sweeper = t.app.get(ActionCountsSweeper);
      await sweeper.sweep(at(59));
      expect(await windows()).toEqual([{ window_seconds: 60 }, { window_seconds: 86_400 }]);
      expect(await sweeper.sweep(at(60))).toBeGreaterThanOrEqual(1);
      expect(await windows()).toEqual([{ window_seconds: 86_400 }]);
      await sweeper.sweep(new Date(at(0).getTime() + 86_400_000));
      expect(await windows()).toEqual([]);
    });
  });
});
