import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const COMMENT = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { id body pendingReview }
}`;
const COMMENTS = `query ($postId: ID!) {
  comments(postId: $postId) { items { id body pendingReview replies { id pendingReview } } }
}`;
const REPLIES = `query ($id: ID!) { replies(commentId: $id) { items { id pendingReview } } }`;
const QUEUE = `{
  moderationQueue(status: open, targetType: comment) {
    items { target { type id } reportCount preview { title ownerName } state { hidden hiddenCause hiddenReason } }
  }
}`;
const MODERATE = `mutation ($input: ModerateInput!) { moderate(input: $input) { action before { hiddenCause } after { hidden hiddenCause } } }`;
const NOTIFICATIONS = `{ notifications { items { typeNotification detail } } }`;
const COUNTS = `query ($id: ID!, $top: ID!) {
  post(id: $id) { post { counts { comments } } }
  replies(commentId: $top) { items { id } }
  comments(postId: $id) { items { id replyCount } }
}`;
const DELETE_COMMENT = `mutation ($id: ID!) { deleteComment(id: $id) }`;
const LIKE_COMMENT = `mutation ($id: ID!) { likeComment(id: $id) { liked } }`;

/** A comment flood or link spam from a new account waits in the moderation queue, seen only by its author. */
describe('Comments held for review', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let staff: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ ABUSE_LIMIT_SCALE: '1' });
    http = api(t.baseUrl);
    f = factories(t);
    staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
  });
  afterAll(() => t.close());

  const comment = (user: TestUser, postId: string, body: string, parentId?: string) =>
    http.graphql(COMMENT, { input: { postId, body, parentId } }, user.token);
  const idsSeenBy = async (postId: string, token?: string) =>
    (await http.graphql(COMMENTS, { postId }, token)).body.data.comments.items.map(
      (c: { id: string }) => c.id,
    );
  const queued = async (commentId: string) =>
    (await http.graphql(QUEUE, {}, staff.token)).body.data.moderationQueue.items.filter(
      (i: { target: { id: string } }) => i.target.id === commentId,
    );
  const moderate = (targetId: string, action: string, reason: string) =>
    http.graphql(
      MODERATE,
      { input: { targetType: 'comment', targetId, action, reason } },
      staff.token,
    );

  it("holds a new account's link until staff release it, telling the author it is pending", async () => {
    const owner = await f.user();
    const spammer = await f.user();
    const reader = await f.user();
    const postId = await f.post(owner.id);
    const sent = await comment(
      spammer,
      postId,
      'Seguidores gratis en www.seguidores-gratis.example',
    );
    expect(sent.body.data.addComment).toMatchObject({ pendingReview: true });
    const heldId = sent.body.data.addComment.id;

    // the author sees it, marked; nobody else does, signed in or not
    const own = await http.graphql(COMMENTS, { postId }, spammer.token);
    expect(own.body.data.comments.items).toEqual([
      expect.objectContaining({ id: heldId, pendingReview: true }),
    ]);
    expect(await idsSeenBy(postId, reader.token)).toEqual([]);
    expect(await idsSeenBy(postId)).toEqual([]);
    expect(await idsSeenBy(postId, owner.token)).toEqual([]);
    const like = await http.graphql(LIKE_COMMENT, { id: heldId }, reader.token);
    expect(like.body.errors[0].extensions.code).toBe('SOCIAL.COMMENT_NOT_FOUND');
    // the post's owner heard nothing of it
    const notices = await http.graphql(NOTIFICATIONS, {}, owner.token);
    expect(notices.body.data.notifications.items).toEqual([]);

    expect(await queued(heldId)).toEqual([
      {
        target: { type: 'comment', id: heldId },
        reportCount: 0,
        preview: {
          title: 'Seguidores gratis en www.seguidores-gratis.example',
          ownerName: spammer.name,
        },
        state: {
          hidden: true,
          hiddenCause: 'review',
          hiddenReason: 'Enlace en un comentario de una cuenta nueva',
        },
      },
    ]);

    const released = await moderate(heldId, 'restore', 'Es un enlace legítimo');
    expect(released.body.data.moderate).toEqual({
      action: 'restore',
      before: { hiddenCause: 'review' },
      after: { hidden: false, hiddenCause: null },
    });
    expect(await idsSeenBy(postId, reader.token)).toEqual([heldId]);
    expect(await idsSeenBy(postId)).toEqual([heldId]);
    expect(await queued(heldId)).toEqual([]);
    const again = await http.graphql(COMMENTS, { postId }, spammer.token);
    expect(again.body.data.comments.items[0].pendingReview).toBe(false);
  });

  it('keeps a held comment hidden when staff remove it, and tells its author why', async () => {
    const owner = await f.user();
    const spammer = await f.user();
    const postId = await f.post(owner.id);
    const heldId = (await comment(spammer, postId, 'Compra ya en https://ofertas.example/x')).body
      .data.addComment.id;
    const removed = await moderate(heldId, 'hide', 'Spam publicitario');
    expect(removed.body.data.moderate.after).toEqual({ hidden: true, hiddenCause: 'moderation' });
    expect(await idsSeenBy(postId, owner.token)).toEqual([]);
    expect(await queued(heldId)).toEqual([]);
    const notices = await http.graphql(NOTIFICATIONS, {}, spammer.token);
    expect(notices.body.data.notifications.items).toEqual([
      expect.objectContaining({ typeNotification: 'content-hidden', detail: 'Spam publicitario' }),
    ]);
    // and it leaves the author's own list too, as any comment moderation hid
    expect(await idsSeenBy(postId, spammer.token)).toEqual([]);
  });

  it("holds a new account's third alike comment, and a reply, but not an older account's link", async () => {
    const owner = await f.user();
    const flooder = await f.user();
    const veteran = await f.user();
    await sql(
      t.databaseUrl,
      `UPDATE users SET created_at = now() - interval '5 days' WHERE id = $1`,
      [veteran.id],
    );
    const posts = await f.posts(owner.id, [{}, {}, {}]);
    const answers = [];
    for (const [i, postId] of posts.entries()) {
      answers.push(
        (await comment(flooder, postId, i === 1 ? '¡SÍGUEME y te sigo!' : 'sígueme y te sigo')).body
          .data.addComment,
      );
    }
    expect(answers.map((c) => c.pendingReview)).toEqual([false, false, true]);
    expect((await queued(answers[2].id))[0].state.hiddenReason).toBe(
      'Comentarios repetidos de una cuenta nueva',
    );

    const shown = await comment(
      veteran,
      posts[0],
      'Más fotos así en https://mixel.example/u/veterano',
    );
    expect(shown.body.data.addComment.pendingReview).toBe(false);
    const topId = shown.body.data.addComment.id;

    // a held reply stays out of the thread for others, and in it for its author
    const reply = await comment(flooder, posts[0], 'mira www.mi-tienda.example', topId);
    const replyId = reply.body.data.addComment.id;
    expect(reply.body.data.addComment.pendingReview).toBe(true);
    const forOwner = await http.graphql(REPLIES, { id: topId }, owner.token);
    expect(forOwner.body.data.replies.items).toEqual([]);
    const forAuthor = await http.graphql(REPLIES, { id: topId }, flooder.token);
    expect(forAuthor.body.data.replies.items).toEqual([{ id: replyId, pendingReview: true }]);
    const thread = await http.graphql(COMMENTS, { postId: posts[0] }, flooder.token);
    const top = thread.body.data.comments.items.find((c: { id: string }) => c.id === topId);
    expect(top.replies).toEqual([{ id: replyId, pendingReview: true }]);
  });

  it('counts only the comments others can read: held, hidden and deleted ones move the counts as they show or go', async () => {
    const owner = await f.user();
    const veteran = await f.user();
    const spammer = await f.user();
    await sql(
      t.databaseUrl,
      `UPDATE users SET created_at = now() - interval '5 days' WHERE id = $1`,
      [veteran.id],
    );
    const postId = await f.post(owner.id);
    const topId = (await comment(veteran, postId, 'Qué luz tan bonita')).body.data.addComment.id;
    const counts = async () => {
      const { data } = (await http.graphql(COUNTS, { id: postId, top: topId }, owner.token)).body;
      const top = data.comments.items.find((c: { id: string }) => c.id === topId);
      return { comments: data.post.post.counts.comments, replies: top?.replyCount };
    };
    expect(await counts()).toEqual({ comments: 1, replies: 0 });

    // a held comment and a held reply: nobody else reads them, so nothing counts them
    const heldId = (await comment(spammer, postId, 'Gana dinero en www.gana.example')).body.data
      .addComment.id;
    const heldReplyId = (await comment(spammer, postId, 'www.gana.example', topId)).body.data
      .addComment.id;
    expect(await counts()).toEqual({ comments: 1, replies: 0 });

    // released, they count
    await moderate(heldId, 'restore', 'Legítimo');
    await moderate(heldReplyId, 'restore', 'Legítimo');
    expect(await counts()).toEqual({ comments: 3, replies: 1 });

    // hidden by staff, they stop counting; restored, they count again
    await moderate(heldReplyId, 'hide', 'Spam');
    expect(await counts()).toEqual({ comments: 2, replies: 0 });
    await moderate(heldReplyId, 'restore', 'Revisado');
    expect(await counts()).toEqual({ comments: 3, replies: 1 });

    // a hidden comment deleted by its author moves nothing more; a shown one does
    await moderate(heldId, 'hide', 'Spam');
    expect(await counts()).toEqual({ comments: 2, replies: 1 });
    await http.graphql(DELETE_COMMENT, { id: heldId }, spammer.token);
    expect(await counts()).toEqual({ comments: 2, replies: 1 });
    await http.graphql(DELETE_COMMENT, { id: heldReplyId }, spammer.token);
    expect(await counts()).toEqual({ comments: 1, replies: 0 });
  });

  it('refuses bad moderation of a held comment with a clear message and changes nothing', async () => {
    const owner = await f.user();
    const spammer = await f.user();
    const postId = await f.post(owner.id);
    const heldId = (await comment(spammer, postId, 'www.spam.example')).body.data.addComment.id;
    const noReason = await moderate(heldId, 'restore', '   ');
    expect(noReason.body.errors[0]).toMatchObject({
      message: 'Escribe el motivo de la decisión.',
      extensions: { code: 'MODERATION.REASON_REQUIRED' },
    });
    const badAction = await moderate(heldId, 'publicar', 'x');
    expect(badAction.body.errors[0].extensions.code).toMatch(
      /BAD_USER_INPUT|MODERATION.INVALID_ACTION/,
    );
    const byUser = await http.graphql(
      MODERATE,
      { input: { targetType: 'comment', targetId: heldId, action: 'restore', reason: 'yo mismo' } },
      spammer.token,
    );
    expect(byUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await idsSeenBy(postId, owner.token)).toEqual([]);
    expect(await queued(heldId)).toHaveLength(1);
    const empty = await comment(spammer, postId, '  ');
    expect(empty.body.errors[0].message).toBe('Escribe un comentario.');
  });
});
