import { factories } from '../../support/factories';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DataSource } from 'typeorm';
import { AccountsService } from '../../../server/src/accounts/application/accounts.service';
import { NOTIFICATION_TYPES } from '../../../server/src/notifications/domain/notification';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, startTestApp, TestApp } from '../../support/test-app';

interface Actor {
  token: string;
  id: string;
  name: string;
}

describe('likes, comments, follows and notifications', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  const signUp = (): Promise<Actor> => factories(t).user();

  async function publish(owner: Actor, fields: Record<string, string> = {}): Promise<string> {
    const res = await postForm(
      t.baseUrl,
      '/api/image/add-image',
      owner.token,
      { title: 'Foto', ...fields },
      {
        image: { bytes: await solidImage('png'), name: 'a.png' },
      },
    );
    const id = res.body.data.id;
    for (let i = 0; i < 100; i++) {
      if (
        (await http.get(`/api/image/image-detail/${id}`, owner.token)).body.data.status === 'ready'
      ) {
        return id;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('not ready');
  }

  const gql = async (
    actor: Actor | undefined,
    query: string,
    variables: Record<string, unknown> = {},
  ) => (await http.graphql(query, variables, actor?.token)).body;

  const notifications = async (actor: Actor) =>
    (await http.get('/api/notifications', actor.token)).body.data;

  /** A graphql-ws client signed in as `actor`; `next(query)` answers a subscription's first event. */
  const live = (actor: Actor) => {
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${actor.token}` },
      retryAttempts: 0,
    });
    const next = (query: string) =>
      new Promise<unknown>((resolve, reject) => {
        const dispose = client.subscribe(
          { query },
          {
            next: (v) => {
              dispose();
              resolve(v);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
    return { client, next };
  };

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('accepts in the database every kind of notification the code sends, and no other', async () => {
    const rows: Array<{ type: string }> = await t.app
      .get(DataSource)
      .query(`SELECT type FROM notification_types ORDER BY type`);
    expect(rows.map((r) => r.type)).toEqual([...NOTIFICATION_TYPES].sort());
    const [recipient, actor] = await Promise.all([signUp(), signUp()]);
    await expect(
      t.app
        .get(DataSource)
        .query(
          `INSERT INTO notifications (recipient_id, actor_id, type) VALUES ($1, $2, 'invented')`,
          [recipient.id, actor.id],
        ),
    ).rejects.toThrow(/notifications_type_fkey/);
  });

  it('keeps like counts exact when 100 users like at once, twice each, then some unlike', async () => {
    const owner = await signUp();
    const postId = await publish(owner);
    const fans: Actor[] = [];
    for (let i = 0; i < 100; i += 10) {
      fans.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp()))));
    }
    const like = (a: Actor) =>
      gql(a, 'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }', { id: postId });
    await Promise.all([...fans, ...fans].map(like));
    const detail = await gql(
      fans[0],
      'query ($id: ID!) { post(id: $id) { post { counts { likes } likedByMe } } }',
      { id: postId },
    );
    expect(detail.data.post.post).toEqual({ counts: { likes: 100 }, likedByMe: true });
    await Promise.all(
      fans
        .slice(0, 40)
        .map((a) =>
          gql(a, 'mutation ($id: ID!) { unlikePost(postId: $id) { likeCount } }', { id: postId }),
        ),
    );
    const after = await gql(
      undefined,
      'query ($id: ID!) { post(id: $id) { post { counts { likes } likedByMe } } }',
      { id: postId },
    );
    expect(after.data.post.post).toEqual({ counts: { likes: 60 }, likedByMe: false });
    expect((await notifications(owner)).unreadCount).toBe(100);
  });

  it("notifies a like once, even liked again after an unlike, and never one's own", async () => {
    const owner = await signUp();
    const fan = await signUp();
    const postId = await publish(owner);
    for (const m of ['likePost', 'unlikePost', 'likePost']) {
      await gql(fan, `mutation ($id: ID!) { ${m}(postId: $id) { likeCount } }`, { id: postId });
    }
    await gql(owner, 'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }', { id: postId });
    const data = await notifications(owner);
    expect(data.unreadCount).toBe(1);
    expect(data.items).toEqual([
      expect.objectContaining({
        _id: expect.any(String),
        typeNotification: 'like-image',
        clicked: false,
        postId,
        authorId: expect.objectContaining({ _id: fan.id, name: fan.name }),
        href: `/p/${postId}`,
      }),
    ]);
  });

  it('notifies comments, replies and mentions with their types; comments stay plain text', async () => {
    const owner = await signUp();
    const commenter = await signUp();
    const replier = await signUp();
    const mentioned = await signUp();
    const postId = await publish(owner);
    const add = async (a: Actor, body: string, parentId?: string) =>
      (
        await gql(
          a,
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { id body mentions canDelete } }',
          {
            input: { postId, body, parentId },
          },
        )
      ).data.addComment;

    const ghost = `nadie_${Date.now().toString(36)}`;
    const comment = await add(
      commenter,
      `<script>alert(1)</script><img src=x onerror=alert(2)> hola @${mentioned.name.toUpperCase()} y @${ghost}`,
    );
    expect(comment).toMatchObject({
      body: `<script>alert(1)</script><img src=x onerror=alert(2)> hola @${mentioned.name.toUpperCase()} y @${ghost}`,
      mentions: [mentioned.name],
      canDelete: true,
    });
    const reply = await add(replier, 'respuesta', comment.id);

    expect(
      (await notifications(owner)).items
        .map((n: { typeNotification: string }) => n.typeNotification)
        .sort(),
    ).toEqual(['comment', 'comment']);
    expect(
      (await notifications(commenter)).items.map(
        (n: { typeNotification: string }) => n.typeNotification,
      ),
    ).toEqual(['responding']);
    expect(
      (await notifications(mentioned)).items.map(
        (n: { typeNotification: string }) => n.typeNotification,
      ),
    ).toEqual(['mentionInMyImage']);

    const thread = await gql(
      undefined,
      'query ($id: ID!) { comments(postId: $id) { items { id replyCount replies { id body } } } }',
      { id: postId },
    );
    expect(thread.data.comments.items).toEqual([
      { id: comment.id, replyCount: 1, replies: [{ id: reply.id, body: 'respuesta' }] },
    ]);

    const nested = await gql(
      owner,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
      {
        input: { postId, body: 'no', parentId: reply.id },
      },
    );
    expect(nested.errors[0].extensions.code).toBe('SOCIAL.REPLY_TO_REPLY');
    const empty = await gql(
      owner,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { postId, body: '   ' } },
    );
    expect(empty.errors[0]).toMatchObject({
      message: 'Escribe un comentario.',
      extensions: { code: 'SOCIAL.EMPTY_COMMENT' },
    });
  });

  it('notifies the author of the reply actually answered with responding, once, nested under the top-level comment', async () => {
    const owner = await signUp();
    const first = await signUp();
    const second = await signUp();
    const third = await signUp();
    const postId = await publish(owner);
    const add = async (a: Actor, input: Record<string, unknown>) =>
      gql(
        a,
        'mutation ($input: AddCommentInput!) { addComment(input: $input) { id parentId mentions } }',
        { input: { postId, ...input } },
      );
    const types = async (a: Actor) =>
      (await notifications(a)).items.map((n: { typeNotification: string }) => n.typeNotification);

    const top = (await add(first, { body: 'arriba' })).data.addComment;
    const reply = (await add(second, { body: 'respuesta', parentId: top.id })).data.addComment;
    const answer = (
      await add(third, {
        body: `@${second.name} te respondo`,
        parentId: top.id,
        replyToCommentId: reply.id,
      })
    ).data.addComment;
    expect(answer).toEqual({ id: answer.id, parentId: top.id, mentions: [second.name] });
    expect(await types(second)).toEqual(['responding']);
    expect(await types(first)).toEqual(['responding']);
    expect((await types(owner)).sort()).toEqual(['comment', 'comment', 'comment']);

    // replyToCommentId alone files the reply under the thread; answering oneself notifies nobody
    const own = (await add(third, { body: 'me corrijo', replyToCommentId: answer.id })).data
      .addComment;
    expect(own.parentId).toBe(top.id);
    expect(await types(third)).toEqual([]);
    expect(await types(second)).toEqual(['responding']);

    const elsewhere = await publish(owner);
    const foreign = await gql(
      third,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { postId: elsewhere, body: 'x', replyToCommentId: reply.id } },
    );
    expect(foreign.errors[0].extensions.code).toBe('SOCIAL.COMMENT_NOT_FOUND');
    const otherThread = (await add(first, { body: 'otro hilo' })).data.addComment;
    const mismatch = await add(third, {
      body: 'x',
      parentId: otherThread.id,
      replyToCommentId: reply.id,
    });
    expect(mismatch.errors[0].extensions.code).toBe('SOCIAL.COMMENT_NOT_FOUND');
  });

  it('notifies a comment like once, and nobody of their own comments, replies, likes or mentions', async () => {
    const owner = await signUp();
    const fan = await signUp();
    const postId = await publish(owner);
    const add = async (a: Actor, body: string, parentId?: string) =>
      (
        await gql(
          a,
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { id mentions } }',
          { input: { postId, body, parentId } },
        )
      ).data.addComment;
    const own = await add(owner, `Yo, @${owner.name}`);
    expect(own.mentions).toEqual([owner.name]);
    await add(owner, `Y me respondo, @${owner.name}`, own.id);
    await gql(owner, 'mutation ($id: ID!) { likeComment(id: $id) { likeCount } }', { id: own.id });
    expect(await notifications(owner)).toMatchObject({ items: [], unreadCount: 0 });

    for (const m of ['likeComment', 'unlikeComment', 'likeComment']) {
      await gql(fan, `mutation ($id: ID!) { ${m}(id: $id) { likeCount } }`, { id: own.id });
    }
    const data = await notifications(owner);
    expect(data.unreadCount).toBe(1);
    expect(data.items).toEqual([
      expect.objectContaining({
        typeNotification: 'like-comment',
        postId,
        commentId: own.id,
        authorId: expect.objectContaining({ _id: fan.id }),
        href: `/p/${postId}`,
      }),
    ]);
    expect((await notifications(fan)).items).toEqual([]);
  });

  it('answers whether the viewer likes each comment and reply of a list, for that viewer only', async () => {
    const [owner, fan, other] = await Promise.all([signUp(), signUp(), signUp()]);
    const postId = await publish(owner);
    const add = async (body: string, parentId?: string) =>
      (
        await gql(
          owner,
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { id likedByMe } }',
          {
            input: { postId, body, parentId },
          },
        )
      ).data.addComment;
    const [liked, plain] = [await add('primero'), await add('segundo')];
    const likedReply = await add('respuesta', liked.id);
    const plainReply = await add('otra respuesta', liked.id);
    expect(liked.likedByMe).toBe(false);
    for (const id of [liked.id, likedReply.id]) {
      await gql(fan, 'mutation ($id: ID!) { likeComment(id: $id) { liked } }', { id });
    }
    await gql(other, 'mutation ($id: ID!) { likeComment(id: $id) { liked } }', { id: plain.id });
    const COMMENTS = `query ($id: ID!) {
      comments(postId: $id) { items { id likedByMe replies { id likedByMe } } } }`;
    const REPLIES = 'query ($id: ID!) { replies(commentId: $id) { items { id likedByMe } } }';
    const likes = async (viewer?: Actor) => {
      const items = (await gql(viewer, COMMENTS, { id: postId })).data.comments.items;
      const replies = (await gql(viewer, REPLIES, { id: liked.id })).data.replies.items;
      return {
        comments: Object.fromEntries(
          items.flatMap(
            (c: {
              id: string;
              likedByMe: boolean;
              replies: Array<{ id: string; likedByMe: boolean }>;
            }) => [
              [c.id, c.likedByMe],
              ...c.replies.map((r) => [`${r.id} (first replies)`, r.likedByMe]),
            ],
          ),
        ),
        replies: Object.fromEntries(
          replies.map((r: { id: string; likedByMe: boolean }) => [r.id, r.likedByMe]),
        ),
      };
    };
    expect(await likes(fan)).toEqual({
      comments: {
        [liked.id]: true,
        [plain.id]: false,
        [`${likedReply.id} (first replies)`]: true,
        [`${plainReply.id} (first replies)`]: false,
      },
      replies: { [likedReply.id]: true, [plainReply.id]: false },
    });
    for (const viewer of [owner, undefined]) {
      expect(await likes(viewer)).toEqual({
        comments: {
          [liked.id]: false,
          [plain.id]: false,
          [`${likedReply.id} (first replies)`]: false,
          [`${plainReply.id} (first replies)`]: false,
        },
        replies: { [likedReply.id]: false, [plainReply.id]: false },
      });
    }
  });

  it('likes a comment and takes the like back in one call each: refuses what the user may not see, writing nothing, and counts racing calls exactly', async () => {
    const [owner, commenter, fan, blockedFan, shunned] = await Promise.all([
      signUp(),
      signUp(),
      signUp(),
      signUp(),
      signUp(),
    ]);
    const postId = await publish(owner);
    const commentId = (
      await gql(
        commenter,
        'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
        { input: { postId, body: 'Qué buena luz' } },
      )
    ).data.addComment.id;
    const LIKE = 'mutation ($id: ID!) { likeComment(id: $id) { liked likeCount } }';
    const BLOCK = 'mutation ($id: ID!) { blockUser(userId: $id) }';
    const codeOf = async (actor: Actor, id: string) =>
      (await gql(actor, LIKE, { id })).errors?.[0]?.extensions?.code;
    const db = t.app.get(DataSource);
    const written = async () =>
      (
        await db.query(
          `SELECT (SELECT like_count FROM comments WHERE id = $1) AS count,
                  (SELECT count(*)::int FROM comment_likes WHERE comment_id = $1) AS likes,
                  (SELECT count(*)::int FROM notifications
                   WHERE comment_id = $1 AND type = 'like-comment') AS notices`,
          [commentId],
        )
      )[0];

    expect(await codeOf(fan, '6f1d3c1e-0a4b-4c47-9a36-1f4a2b3c4d5e')).toBe(
      'SOCIAL.COMMENT_NOT_FOUND',
    );
    // the comment's author blocked this fan: the comment is missing for them
    await gql(commenter, BLOCK, { id: blockedFan.id });
    expect(await codeOf(blockedFan, commentId)).toBe('SOCIAL.COMMENT_NOT_FOUND');
    // the post's owner blocked this one: the comment is there, its post is not
    await gql(owner, BLOCK, { id: shunned.id });
    expect(await codeOf(shunned, commentId)).toBe('SOCIAL.POST_NOT_FOUND');
    expect(await written()).toEqual({ count: 0, likes: 0, notices: 0 });

    const fans = await Promise.all(Array.from({ length: 8 }, () => signUp()));
    const liked = await Promise.all(fans.map((f) => gql(f, LIKE, { id: commentId })));
    expect(liked.map((r) => r.data.likeComment.liked)).toEqual(Array(8).fill(true));
    expect(liked.map((r) => r.data.likeComment.likeCount).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(await written()).toEqual({ count: 8, likes: 8, notices: 8 });
    expect((await notifications(commenter)).unreadCount).toBe(8);

    // taking likes back: refused alike, exact under racing, the notices stay (once per liker)
    const UNLIKE = 'mutation ($id: ID!) { unlikeComment(id: $id) { liked likeCount } }';
    const unlikeCode = async (actor: Actor) =>
      (await gql(actor, UNLIKE, { id: commentId })).errors?.[0]?.extensions?.code;
    expect(await unlikeCode(blockedFan)).toBe('SOCIAL.COMMENT_NOT_FOUND');
    expect(await unlikeCode(shunned)).toBe('SOCIAL.POST_NOT_FOUND');
    const unliked = await Promise.all(
      fans.slice(0, 5).map((f) => gql(f, UNLIKE, { id: commentId })),
    );
    expect(unliked.map((r) => r.data.unlikeComment.liked)).toEqual(Array(5).fill(false));
    expect((await gql(fans[0], UNLIKE, { id: commentId })).data.unlikeComment.likeCount).toBe(3);
    expect(await written()).toEqual({ count: 3, likes: 3, notices: 8 });

    // archived, the post is its owner's alone to see: they may still like its comments
    await db.query(`UPDATE posts SET visibility = 'archived' WHERE id = $1`, [postId]);
    expect(await codeOf(fan, commentId)).toBe('SOCIAL.POST_NOT_FOUND');
    expect(await unlikeCode(fans[7])).toBe('SOCIAL.POST_NOT_FOUND');
    expect((await gql(owner, LIKE, { id: commentId })).data.likeComment).toEqual({
      liked: true,
      likeCount: 4,
    });
    expect(await written()).toEqual({ count: 4, likes: 4, notices: 9 });
  });

  it('takes a like of a post back in one call, refused where the like would be, exact under racing', async () => {
    const [owner, shunned] = await Promise.all([signUp(), signUp()]);
    const postId = await publish(owner);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const LIKE = 'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }';
    const UNLIKE = 'mutation ($id: ID!) { unlikePost(postId: $id) { liked likeCount } }';
    await Promise.all(fans.map((f) => gql(f, LIKE, { id: postId })));
    const count = async () =>
      (await t.app.get(DataSource).query(`SELECT like_count FROM posts WHERE id = $1`, [postId]))[0]
        .like_count;
    expect(await count()).toBe(6);

    await gql(owner, 'mutation ($id: ID!) { blockUser(userId: $id) }', { id: shunned.id });
    const refused = await gql(shunned, UNLIKE, { id: postId });
    expect(refused.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
    const missing = await gql(fans[0], UNLIKE, { id: '6f1d3c1e-0a4b-4c47-9a36-1f4a2b3c4d5e' });
    expect(missing.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');

    const unliked = await Promise.all(
      [...fans.slice(0, 4), fans[0], fans[1]].map((f) => gql(f, UNLIKE, { id: postId })),
    );
    expect(unliked.every((r) => r.data.unlikePost.liked === false)).toBe(true);
    expect(await count()).toBe(2);

    await t.app
      .get(DataSource)
      .query(`UPDATE posts SET visibility = 'archived' WHERE id = $1`, [postId]);
    const archived = await gql(fans[4], UNLIKE, { id: postId });
    expect(archived.errors[0].extensions.code).toBe('SOCIAL.POST_NOT_FOUND');
    expect(await count()).toBe(2);
  });

  it("reads a post's comments and a comment's replies with who may delete each, missing where a block or moderation keeps them out", async () => {
    const [owner, fan, replier, shunned, outsider] = await Promise.all(
      Array.from({ length: 5 }, () => signUp()),
    );
    const postId = await publish(owner);
    const ADD = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }';
    const add = async (a: Actor, body: string, parentId?: string) =>
      (await gql(a, ADD, { input: { postId, body, parentId } })).data.addComment.id as string;
    const comment = await add(fan, 'Qué luz');
    const reply = await add(replier, 'Sí, preciosa', comment);
    const COMMENTS = `query ($id: ID!) {
      comments(postId: $id) { items { id canDelete replies { id canDelete } } }
    }`;
    const REPLIES = 'query ($id: ID!) { replies(commentId: $id) { items { id canDelete } } }';

    // the post's owner may delete every comment and reply on it; others only their own
    expect((await gql(owner, COMMENTS, { id: postId })).data.comments.items).toEqual([
      { id: comment, canDelete: true, replies: [{ id: reply, canDelete: true }] },
    ]);
    expect((await gql(fan, COMMENTS, { id: postId })).data.comments.items).toEqual([
      { id: comment, canDelete: true, replies: [{ id: reply, canDelete: false }] },
    ]);
    expect((await gql(owner, REPLIES, { id: comment })).data.replies.items).toEqual([
      { id: reply, canDelete: true },
    ]);
    expect((await gql(replier, REPLIES, { id: comment })).data.replies.items).toEqual([
      { id: reply, canDelete: true },
    ]);
    expect((await gql(undefined, REPLIES, { id: comment })).data.replies.items).toEqual([
      { id: reply, canDelete: false },
    ]);

    // the post's owner blocked them: the post is missing; the comment's author did: the comment
    await gql(owner, 'mutation ($id: ID!) { blockUser(userId: $id) }', { id: shunned.id });
    await gql(fan, 'mutation ($id: ID!) { blockUser(userId: $id) }', { id: outsider.id });
    const code = async (a: Actor | undefined, query: string, id: string) =>
      (await gql(a, query, { id })).errors?.[0]?.extensions?.code;
    expect(await code(shunned, COMMENTS, postId)).toBe('SOCIAL.POST_NOT_FOUND');
    expect(await code(shunned, REPLIES, comment)).toBe('SOCIAL.POST_NOT_FOUND');
    expect(await code(outsider, REPLIES, comment)).toBe('SOCIAL.COMMENT_NOT_FOUND');
    expect((await gql(outsider, COMMENTS, { id: postId })).data.comments.items).toEqual([]);

    // a comment moderation hid is missing for all but its author
    await t.app
      .get(DataSource)
      .query(`UPDATE comments SET hidden_at = now(), hidden_cause = 'moderation' WHERE id = $1`, [
        comment,
      ]);
    expect(await code(owner, REPLIES, comment)).toBe('SOCIAL.COMMENT_NOT_FOUND');
    expect(await code(undefined, REPLIES, comment)).toBe('SOCIAL.COMMENT_NOT_FOUND');
    expect((await gql(fan, REPLIES, { id: comment })).data.replies.items).toHaveLength(1);
  });

  it('lets authors and post owners delete comments, and nobody else', async () => {
    const owner = await signUp();
    const author = await signUp();
    const stranger = await signUp();
    const postId = await publish(owner);
    const add = async (body: string) =>
      (
        await gql(
          author,
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
          { input: { postId, body } },
        )
      ).data.addComment.id;
    const first = await add('uno');
    const second = await add('dos');
    const del = (a: Actor, id: string) =>
      gql(a, 'mutation ($id: ID!) { deleteComment(id: $id) }', { id });
    expect((await del(stranger, first)).errors[0].extensions.code).toBe('SOCIAL.NOT_ALLOWED');
    expect((await del(author, first)).data.deleteComment).toBe(true);
    expect((await del(owner, second)).data.deleteComment).toBe(true);
    const detail = await gql(
      owner,
      'query ($id: ID!) { post(id: $id) { post { counts { comments } } } }',
      { id: postId },
    );
    expect(detail.data.post.post.counts.comments).toBe(0);
  });

  it('lowers the unread count live when a deleted comment takes its notifications with it', async () => {
    const owner = await signUp();
    const commenter = await signUp();
    const postId = await publish(owner);
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${owner.token}` },
      retryAttempts: 0,
    });
    try {
      const counts: number[] = [];
      let seen: (() => void) | undefined;
      client.subscribe<{ unreadCountChanged: number }>(
        { query: 'subscription { unreadCountChanged }' },
        {
          next: (v) => {
            counts.push(v.data!.unreadCountChanged);
            seen?.();
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      const until = async (n: number) => {
        for (let i = 0; i < 50 && counts.length < n; i++) {
          await new Promise<void>((r) => {
            seen = r;
            setTimeout(r, 100);
          });
        }
      };
      await new Promise((r) => setTimeout(r, 300));
      const comment = (
        await gql(
          commenter,
          'mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }',
          { input: { postId, body: 'hola' } },
        )
      ).data.addComment;
      await until(1);
      expect((await notifications(owner)).unreadCount).toBe(1);
      await gql(commenter, 'mutation ($id: ID!) { deleteComment(id: $id) }', { id: comment.id });
      await until(2);
      expect(counts).toEqual([1, 0]);
      expect(await notifications(owner)).toMatchObject({ items: [], unreadCount: 0 });
    } finally {
      await client.dispose();
    }
  });

  it('follows and unfollows with exact counts, and tells followers when someone publishes', async () => {
    const star = await signUp();
    const fan = await signUp();
    const follow = (m: string) =>
      gql(fan, `mutation ($id: ID!) { ${m}(userId: $id) { following user { followerCount } } }`, {
        id: star.id,
      });
    expect((await follow('followUser')).data.followUser).toEqual({
      following: true,
      user: { followerCount: 1 },
    });
    expect((await follow('followUser')).data.followUser).toEqual({
      following: true,
      user: { followerCount: 1 },
    });
    const self = await gql(star, 'mutation ($id: ID!) { followUser(userId: $id) { following } }', {
      id: star.id,
    });
    expect(self.errors[0].extensions.code).toBe('SOCIAL.SELF_FOLLOW');

    const postId = await publish(star, { desc: `Para @${fan.name}` });
    const types = (await notifications(fan)).items.map(
      (n: { typeNotification: string; postId: string }) => [n.typeNotification, n.postId],
    );
    expect(types.sort()).toEqual([
      ['mentionInMyImage', postId],
      ['upload-image', postId],
    ]);
    expect((await notifications(star)).items[0]).toMatchObject({
      typeNotification: 'follow',
      href: `/u/${fan.name}`,
    });

    const archived = await publish(star, { visibility: 'archived' });
    expect(
      (await notifications(fan)).items.some((n: { postId: string }) => n.postId === archived),
    ).toBe(false);
    expect(
      (
        await gql(fan, 'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }', {
          id: archived,
        })
      ).errors[0].extensions.code,
    ).toBe('SOCIAL.POST_NOT_FOUND');

    expect((await follow('unfollowUser')).data.unfollowUser).toEqual({
      following: false,
      user: { followerCount: 0 },
    });
    const followers = await gql(
      undefined,
      'query ($id: ID!) { followers(userId: $id) { items { id } } }',
      { id: star.id },
    );
    expect(followers.data.followers.items).toEqual([]);
  });

  it('unfollows in one call with the relationship after it, exact under racing, and reads a blocked or missing user as missing', async () => {
    const [star, shunned, shunning] = await Promise.all([signUp(), signUp(), signUp()]);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signUp()));
    const FOLLOW = 'mutation ($id: ID!) { followUser(userId: $id) { following } }';
    const UNFOLLOW = `mutation ($id: ID!) {
      unfollowUser(userId: $id) { following mutedByMe user { id followerCount } }
    }`;
    await Promise.all([...fans, shunned, shunning].map((f) => gql(f, FOLLOW, { id: star.id })));
    const db = t.app.get(DataSource);
    const counts = async (id: string) =>
      (await db.query(`SELECT follower_count, following_count FROM users WHERE id = $1`, [id]))[0];
    expect(await counts(star.id)).toMatchObject({ follower_count: 8 });
    await gql(fans[0], 'mutation ($id: ID!) { muteUser(userId: $id) }', { id: star.id });

    const answers = await Promise.all(
      [...fans.slice(0, 4), fans[0], fans[1]].map((f) => gql(f, UNFOLLOW, { id: star.id })),
    );
    for (const answer of answers) {
      expect(answer.data.unfollowUser).toMatchObject({ following: false, user: { id: star.id } });
    }
    expect(answers[0].data.unfollowUser.mutedByMe).toBe(true);
    expect(answers[1].data.unfollowUser.mutedByMe).toBe(false);
    expect(await counts(star.id)).toMatchObject({ follower_count: 4 });
    for (const fan of fans.slice(0, 4)) {
      expect(await counts(fan.id)).toMatchObject({ following_count: 0 });
    }
    expect(await counts(fans[4].id)).toMatchObject({ following_count: 1 });

    // a block either way reads as a missing user; the block itself ends the follow
    await gql(star, 'mutation ($id: ID!) { blockUser(userId: $id) }', { id: shunned.id });
    await gql(shunning, 'mutation ($id: ID!) { blockUser(userId: $id) }', { id: star.id });
    for (const actor of [shunned, shunning]) {
      const refused = await gql(actor, UNFOLLOW, { id: star.id });
      expect(refused.errors[0]).toMatchObject({
        message: 'El usuario no existe.',
        extensions: { code: 'SOCIAL.USER_NOT_FOUND' },
      });
    }
    const missing = await gql(fans[4], UNFOLLOW, { id: '6f1d3c1e-0a4b-4c47-9a36-1f4a2b3c4d5e' });
    expect(missing.errors[0].extensions.code).toBe('SOCIAL.USER_NOT_FOUND');
    expect(await counts(star.id)).toMatchObject({ follower_count: 2 });

    // unfollowing yourself changes nothing and is not refused
    const self = await gql(star, UNFOLLOW, { id: star.id });
    expect(self.data.unfollowUser).toMatchObject({ following: false, user: { followerCount: 2 } });
    expect(await counts(star.id)).toMatchObject({ follower_count: 2, following_count: 0 });
  });

  it('marks a notification clicked for its recipient only, lowering the unread count', async () => {
    const owner = await signUp();
    const fan = await signUp();
    await gql(fan, 'mutation ($id: ID!) { followUser(userId: $id) { following } }', {
      id: owner.id,
    });
    const [item] = (await notifications(owner)).items;
    expect((await http.get(`/api/notifications/${item._id}/clicked`, fan.token)).status).toBe(404);
    const clicked = await http.get(`/api/notifications/${item._id}/clicked`, owner.token);
    expect(clicked.body).toEqual({ ok: true, data: { unreadCount: 0 } });
    expect((await notifications(owner)).items[0].clicked).toBe(true);
    const visitor = await http.get('/api/notifications');
    expect(visitor.status).toBe(401);
    expect(visitor.body.ok).toBe(false);
  });

  it('answers not found, never an internal error, for ids that are not UUIDs', async () => {
    const actor = await signUp();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['mutation ($id: ID!) { deleteComment(id: $id) }', { id: 'x' }, 'SOCIAL.COMMENT_NOT_FOUND'],
      [
        'mutation ($id: ID!) { likeComment(id: $id) { likeCount } }',
        { id: 'x' },
        'SOCIAL.COMMENT_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { unlikeComment(id: $id) { likeCount } }',
        { id: 'x' },
        'SOCIAL.COMMENT_NOT_FOUND',
      ],
      [
        'query ($id: ID!) { replies(commentId: $id) { hasNextPage } }',
        { id: 'x' },
        'SOCIAL.COMMENT_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { likePost(postId: $id) { likeCount } }',
        { id: 'x' },
        'SOCIAL.POST_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { unlikePost(postId: $id) { likeCount } }',
        { id: 'x' },
        'SOCIAL.POST_NOT_FOUND',
      ],
      [
        'query ($id: ID!) { comments(postId: $id) { hasNextPage } }',
        { id: 'x' },
        'SOCIAL.POST_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { followUser(userId: $id) { following } }',
        { id: 'x' },
        'SOCIAL.USER_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { unfollowUser(userId: $id) { following } }',
        { id: 'x' },
        'SOCIAL.USER_NOT_FOUND',
      ],
      [
        'query ($id: ID!) { relationship(userId: $id) { following } }',
        { id: 'x' },
        'SOCIAL.USER_NOT_FOUND',
      ],
      [
        'query ($id: ID!) { followers(userId: $id) { hasNextPage } }',
        { id: 'x' },
        'SOCIAL.USER_NOT_FOUND',
      ],
      [
        'query ($id: ID!) { following(userId: $id) { hasNextPage } }',
        { id: 'x' },
        'SOCIAL.USER_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!) { markNotificationClicked(id: $id) }',
        { id: 'x' },
        'NOTIFICATIONS.NOT_FOUND',
      ],
    ];
    for (const [query, variables, code] of cases) {
      const res = await gql(actor, query, variables);
      expect({ query, error: res.errors?.[0] }).toEqual({
        query,
        error: expect.objectContaining({
          message: expect.stringMatching(/ no existe\.$/),
          extensions: expect.objectContaining({ code }),
        }),
      });
    }
    const rest = await http.get('/api/notifications/not-a-uuid/clicked', actor.token);
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({
      ok: false,
      code: 'NOTIFICATIONS.NOT_FOUND',
      message: 'La notificación no existe.',
    });
  });

  it("pushes a comment's notices, recorded in the comment's own statement, each with its recipient's unread count", async () => {
    const owner = await signUp();
    const commenter = await signUp();
    const mentioned = await signUp();
    const postId = await publish(owner);
    // the owner has one unread notice already
    await gql(await signUp(), 'mutation ($id: ID!) { followUser(userId: $id) { following } }', {
      id: owner.id,
    });
    const { next, client } = live(owner);
    try {
      const added = next('subscription { notificationAdded { typeNotification author { name } } }');
      const unread = next('subscription { unreadCountChanged }');
      await new Promise((r) => setTimeout(r, 300));
      const made = await gql(
        commenter,
        'mutation ($input: AddCommentInput!) { addComment(input: $input) { id mentions } }',
        { input: { postId, body: `Qué foto, @${mentioned.name}` } },
      );
      expect(made.data.addComment.mentions).toEqual([mentioned.name]);
      await expect(added).resolves.toEqual({
        data: {
          notificationAdded: { typeNotification: 'comment', author: { name: commenter.name } },
        },
      });
      await expect(unread).resolves.toEqual({ data: { unreadCountChanged: 2 } });
      expect(await notifications(mentioned)).toMatchObject({
        unreadCount: 1,
        items: [{ typeNotification: 'mentionInMyImage' }],
      });
      expect(await notifications(commenter)).toMatchObject({ items: [], unreadCount: 0 });
    } finally {
      await client.dispose();
    }
  });

  it('pushes notificationAdded and unreadCountChanged over graphql-ws', async () => {
    const owner = await signUp();
    const fan = await signUp();
    const { next, client } = live(owner);
    try {
      const added = next(
        'subscription { notificationAdded { typeNotification author { name } href } }',
      );
      const unread = next('subscription { unreadCountChanged }');
      await new Promise((r) => setTimeout(r, 300));
      await gql(fan, 'mutation ($id: ID!) { followUser(userId: $id) { following } }', {
        id: owner.id,
      });
      await expect(added).resolves.toEqual({
        data: {
          notificationAdded: {
            typeNotification: 'follow',
            author: { name: fan.name },
            href: `/u/${fan.name}`,
          },
        },
      });
      await expect(unread).resolves.toEqual({ data: { unreadCountChanged: 1 } });
    } finally {
      await client.dispose();
    }
  });

  it('closes the socket with a retryable code when the token cannot be checked, instead of going on anonymous', async () => {
    const owner = await signUp();
    const accounts = t.app.get(AccountsService);
    const spy = jest
      .spyOn(accounts, 'authenticate')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${owner.token}` },
      retryAttempts: 0,
    });
    try {
      const outcome = await new Promise<unknown>((resolve) => {
        setTimeout(() => resolve('still open'), 3000);
        client.subscribe(
          { query: 'subscription { unreadCountChanged }' },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(outcome).toMatchObject({ code: 1013 });
    } finally {
      spy.mockRestore();
      await client.dispose();
    }
  });
});
