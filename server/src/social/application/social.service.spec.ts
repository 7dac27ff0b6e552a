import { Clock } from '../../kernel/clock';
import { ABUSE_LIMITS } from '../../platform/rate-limit/abuse-limits';
import { canView } from '../../content/domain/post';
import { CountedActionLimits } from '../../platform/rate-limit/counted-action-limits';
import { InMemoryRateLimiter } from '../../platform/rate-limit/rate-limiters';
import { Comment } from '../domain/comment';
import { RecordedNotice, SocialNotifier } from '../ports/social-notifier';
import type { LimitWindows } from '../../platform/rate-limit/action-limits.port';
import {
  AddCommentResult,
  CommentLikeResult,
  CommentSeen,
  CommentUnlikeResult,
  FollowResult,
  Limited,
  LikeResult,
  NewComment,
  Page,
  PostRef,
  SeenBy,
  SocialRepository,
  Toggle,
  UnfollowResult,
  UnlikeResult,
  UserSummary,
} from '../ports/social.repository';
import { SocialService } from './social.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ANA = uuid(1);
const BRUNO = uuid(2);
const CARLA = uuid(3);
const POST = uuid(100);
const ARCHIVED = uuid(101);

/** Likes, comments and follows in memory, with the repository's toggling rules. */
class InMemorySocial extends SocialRepository {
  readonly posts = new Map<string, PostRef>();
  readonly users = new Map<string, UserSummary>();
  readonly commentRows = new Map<string, Comment>();
  private readonly edges = new Set<string>();

  user(id: string, name: string) {
    this.users.set(id, {
      id,
      name,
      fullname: name,
      image: null,
      score: 0,
      followerCount: 0,
      followingCount: 0,
    });
  }

  private toggle(key: string, on: boolean, prefix: string): Toggle {
    const had = this.edges.has(key);
    if (on) {
      this.edges.add(key);
    } else {
      this.edges.delete(key);
    }
    return {
      changed: had !== on,
      count: [...this.edges].filter((k) => k.startsWith(prefix)).length,
    };
  }

  /** Attempts per action and actor, as `count_action` counts them (time stands still here). */
  private readonly attempts = new Map<string, number>();
  private count(action: string, actorId: string, limit: LimitWindows): Limited | null {
    const key = `${action}:${actorId}`;
    const n = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, n);
    return limit.perMinute > 0 && n > limit.perMinute
      ? { outcome: 'limited', waits: { minute: 60, day: 0 } }
      : null;
  }

  async findPost(id: string, viewerId: string | null): Promise<SeenBy<PostRef> | null> {
    const post = this.posts.get(id);
    return post ? { ...post, keptApart: this.seenApart(viewerId, post.authorId) } : null;
  }
  async likePost(postId: string, userId: string, limit: LimitWindows): Promise<LikeResult> {
    const refused = this.count('like', userId, limit);
    if (refused) {
      return refused;
    }
    const post = this.posts.get(postId);
    if (!post || !this.shownTo(postId, userId)) {
      return { outcome: 'not-found' };
    }
    const toggle = this.toggle(`like:${postId}:${userId}`, true, `like:${postId}:`);
    const notice =
      toggle.changed && post.authorId !== userId
        ? this.recorded('like-image', post.authorId, userId, postId)
        : null;
    return { outcome: 'liked', toggle, notice };
  }
  async unlikePost(postId: string, userId: string): Promise<UnlikeResult> {
    if (!this.shownTo(postId, userId)) {
      return { outcome: 'not-found' };
    }
    return {
      outcome: 'unliked',
      toggle: this.toggle(`like:${postId}:${userId}`, false, `like:${postId}:`),
    };
  }
  private seenApart(viewerId: string | null, userId: string): boolean {
    return viewerId !== null && this.apart(viewerId, userId);
  }
  /** Blocks as the repository's calls see them: either way, never with oneself. */
  private apart(a: string, b: string): boolean {
    return (
      a !== b && !!(this.blocks?.pairs.has(`${a}>${b}`) || this.blocks?.pairs.has(`${b}>${a}`))
    );
  }
  /** The post as social_like_post and social_unlike_post see it for this user. */
  private shownTo(postId: string, userId: string): boolean {
    const post = this.posts.get(postId);
    return (
      !!post && canView(post, { id: userId, plan: 'free' }) && !this.apart(userId, post.authorId)
    );
  }
  /** What social_like_comment and social_unlike_comment refuse this user, if anything. */
  private async commentRefusal(
    commentId: string,
    userId: string,
  ): Promise<{ outcome: 'comment-not-found' } | { outcome: 'post-not-found' } | null> {
    const comment = await this.findComment(commentId, null);
    if (
      !comment ||
      (comment.hiddenAt && comment.authorId !== userId) ||
      this.apart(userId, comment.authorId)
    ) {
      return { outcome: 'comment-not-found' };
    }
    return this.shownTo(comment.postId, userId) ? null : { outcome: 'post-not-found' };
  }
  likedPostIds = async () => new Set<string>();
  async addComment(c: NewComment, limit: LimitWindows): Promise<AddCommentResult> {
    const refused = this.count('comment', c.authorId, limit);
    if (refused) {
      return refused;
    }
    const { heldReason, notices, ...fields } = c;
    const author = { ...this.users.get(c.authorId)!, plan: 'free' as const };
    const row = {
      ...fields,
      likeCount: 0,
      replyCount: 0,
      createdAt: new Date(),
      pendingReview: heldReason !== null,
      likedByMe: false,
      author,
    };
    this.commentRows.set(c.id, row);
    this.heldReasons.set(c.id, heldReason);
    const recorded = heldReason
      ? []
      : notices
          .filter((n) => n.recipientId !== c.authorId && !this.apart(n.recipientId, c.authorId))
          .flatMap((n) => this.recorded(n.type, n.recipientId, c.authorId, c.postId, c.id) ?? []);
    return { outcome: 'added', comment: row, notices: recorded };
  }
  readonly heldReasons = new Map<string, string | null>();
  recentCommentBodies = async (authorId: string) =>
    [...this.commentRows.values()].filter((c) => c.authorId === authorId).map((c) => c.body);
  async findComment(id: string, viewerId: string | null): Promise<CommentSeen | null> {
    const c = this.commentRows.get(id);
    if (!c) {
      return null;
    }
    const post = (await this.findPost(c.postId, viewerId))!;
    const keptApart = this.seenApart(viewerId, c.authorId);
    return { ...c, postOwnerId: post.authorId, keptApart, post };
  }
  async deleteComment(id: string) {
    this.commentRows.delete(id);
    return { removed: 1, unreadRecipientIds: [ANA] };
  }
  async likeComment(
    commentId: string,
    userId: string,
    limit: LimitWindows,
  ): Promise<CommentLikeResult> {
    const refused = this.count('like', userId, limit);
    if (refused) {
      return refused;
    }
    const refusal = await this.commentRefusal(commentId, userId);
    if (refusal) {
      return refusal;
    }
    const comment = (await this.findComment(commentId, null))!;
    const toggle = this.toggle(`clike:${commentId}:${userId}`, true, `clike:${commentId}:`);
    const notice =
      toggle.changed && comment.authorId !== userId
        ? this.recorded('like-comment', comment.authorId, userId, comment.postId, commentId)
        : null;
    return { outcome: 'liked', toggle, notice };
  }
  async unlikeComment(commentId: string, userId: string): Promise<CommentUnlikeResult> {
    const refusal = await this.commentRefusal(commentId, userId);
    if (refusal) {
      return refusal;
    }
    return {
      outcome: 'unliked',
      toggle: this.toggle(`clike:${commentId}:${userId}`, false, `clike:${commentId}:`),
    };
  }
  comments = async (): Promise<Page<Comment>> => ({ items: [], hasNextPage: false });
  replies = async () => new Map<string, Comment[]>();
  repliesPage = async (): Promise<Page<Comment>> => ({ items: [], hasNextPage: false });
  async findUser(id: string, viewerId: string | null): Promise<SeenBy<UserSummary> | null> {
    const user = this.users.get(id);
    return user ? { ...user, keptApart: this.seenApart(viewerId, id) } : null;
  }
  async relationship(userId: string, viewerId: string | null) {
    const user = this.users.get(userId);
    if (!user) {
      return null;
    }
    const following = this.edges.has(`follow:${viewerId}:${userId}`);
    return { user, following, mutedByMe: false, keptApart: this.seenApart(viewerId, userId) };
  }
  /** Blocks as the repository's call sees them (set by the test). */
  blocks: InMemoryBlocks | null = null;
  private notified = new Set<string>();
  async follow(a: string, b: string, limit: LimitWindows): Promise<FollowResult> {
    const refused = this.count('follow', a, limit);
    if (refused) {
      return refused;
    }
    if (!this.users.has(b)) {
      return { outcome: 'not-found' };
    }
    if (this.blocks?.pairs.has(`${a}>${b}`)) {
      return { outcome: 'blocked' };
    }
    if (this.blocks?.pairs.has(`${b}>${a}`)) {
      return { outcome: 'not-found' };
    }
    const toggle = this.toggle(`follow:${a}:${b}`, true, `follow:`);
    const notice = toggle.changed ? this.recorded('follow', b, a, null) : null;
    const relationship = { user: this.users.get(b)!, following: true, mutedByMe: false };
    return { outcome: 'followed', toggle, notice, relationship };
  }
  /** A notice recorded once per (type, recipient, actor, post, comment), as notifications_once_key does. */
  private recorded(
    type: RecordedNotice['type'],
    recipientId: string,
    actorId: string,
    postId: string | null,
    commentId: string | null = null,
  ): RecordedNotice | null {
    const key = `${type}:${recipientId}:${actorId}:${postId}:${commentId}`;
    if (this.notified.has(key)) {
      return null;
    }
    this.notified.add(key);
    const actor = this.users.get(actorId)!;
    return {
      id: key,
      type,
      recipientId,
      actorId,
      postId,
      commentId,
      createdAt: new Date(),
      unreadCount: 1,
      actor: { id: actorId, name: actor.name, fullname: actor.fullname, image: null },
    };
  }
  async unfollow(a: string, b: string): Promise<UnfollowResult> {
    if (!this.users.has(b) || this.apart(a, b)) {
      return { outcome: 'not-found' };
    }
    const toggle = this.toggle(`follow:${a}:${b}`, false, `follow:`);
    const relationship = { user: this.users.get(b)!, following: false, mutedByMe: false };
    return { outcome: 'unfollowed', toggle, relationship };
  }
  followers = async (): Promise<Page<UserSummary>> => ({ items: [], hasNextPage: false });
  following = async (): Promise<Page<UserSummary>> => ({ items: [], hasNextPage: false });
  findUsersByHandles = async (handles: string[]) =>
    [...this.users.values()]
      .filter((u) => handles.some((h) => h.toLowerCase() === u.name.toLowerCase()))
      .map(({ id, name }) => ({ id, name }));
}

/** Blocks as "blocker>blocked" pairs, as the repository's statements read them. */
class InMemoryBlocks {
  readonly pairs = new Set<string>();
}

/** Notices as lines: "type → recipient". */
class RecordedNotifier extends SocialNotifier {
  readonly log: string[] = [];
  announce(notices: RecordedNotice[]) {
    this.log.push(...notices.map((n) => `${n.type} → ${n.recipientId}`));
  }
  async withdrawn(recipientIds: string[]) {
    this.log.push(...recipientIds.map((id) => `withdrawn → ${id}`));
  }
}

describe(SocialService.name, () => {
  let repo: InMemorySocial;
  let notifier: RecordedNotifier;
  let sut: SocialService;
  let blocks: InMemoryBlocks;
  const as = (id: string) => ({ id, plan: 'free' as const });

  beforeEach(() => {
    repo = new InMemorySocial();
    repo.user(ANA, 'ana');
    repo.user(BRUNO, 'bruno');
    repo.user(CARLA, 'carla');
    repo.posts.set(POST, { id: POST, authorId: ANA, status: 'ready', visibility: 'public' });
    repo.posts.set(ARCHIVED, {
      id: ARCHIVED,
      authorId: ANA,
      status: 'ready',
      visibility: 'archived',
    });
    notifier = new RecordedNotifier();
    blocks = new InMemoryBlocks();
    repo.blocks = blocks;
    sut = new SocialService(
      repo,
      notifier,
      new CountedActionLimits(new InMemoryRateLimiter(), new Clock()),
      new Clock(),
    );
  });

  it('notifies the author of a like once, however often it is repeated', async () => {
    await sut.likePost(as(BRUNO), POST);
    const again = await sut.likePost(as(BRUNO), POST);
    expect(again).toEqual({ changed: false, count: 1 });
    expect(notifier.log).toEqual([`like-image → ${ANA}`]);
  });

  it('hides archived posts from others and refuses bad ids as not found', async () => {
    await expect(sut.likePost(as(BRUNO), ARCHIVED)).rejects.toMatchObject({
      code: 'SOCIAL.POST_NOT_FOUND',
    });
    await expect(sut.likePost(as(BRUNO), 'no-es-un-id')).rejects.toThrow(
      'La publicación no existe.',
    );
    await expect(sut.likePost(as(ANA), ARCHIVED)).resolves.toMatchObject({ changed: true });
  });

  it('tells the post author of a comment and each existing @mention, once each', async () => {
    await sut.addComment(as(BRUNO), POST, 'Qué foto @carla @nadie @ana', null);
    expect(notifier.log).toEqual([`comment → ${ANA}`, `mentionInMyImage → ${CARLA}`]);
    const [comment] = repo.commentRows.values();
    expect(comment.mentions).toEqual(['carla', 'ana']);
  });

  it('files a reply to a reply in its thread and tells the person actually answered', async () => {
    const top = await sut.addComment(as(BRUNO), POST, 'Primero', null);
    const reply = await sut.addComment(as(CARLA), POST, 'Segundo', top.id);
    notifier.log.length = 0;
    const answer = await sut.addComment(as(ANA), POST, 'Tercero', top.id, reply.id);
    expect(answer.parentId).toBe(top.id);
    expect(notifier.log).toContain(`responding → ${CARLA}`);
  });

  it('refuses a reply to a comment of another post', async () => {
    const other = uuid(102);
    repo.posts.set(other, { id: other, authorId: BRUNO, status: 'ready', visibility: 'public' });
    const elsewhere = await sut.addComment(as(ANA), other, 'Hola', null);
    await expect(sut.addComment(as(BRUNO), POST, 'Mal', elsewhere.id)).rejects.toThrow(
      'El comentario que respondes no existe.',
    );
  });

  it('lets only the comment author or the post owner delete it, and withdraws its notices', async () => {
    const comment = await sut.addComment(as(BRUNO), POST, 'Hola', null);
    await expect(sut.deleteComment(as(CARLA), comment.id)).rejects.toMatchObject({
      code: 'SOCIAL.NOT_ALLOWED',
    });
    await sut.deleteComment(as(ANA), comment.id);
    expect(repo.commentRows.size).toBe(0);
    expect(notifier.log.at(-1)).toBe(`withdrawn → ${ANA}`);
  });

  it('refuses following oneself and notifies a new follow once', async () => {
    await expect(sut.follow(as(ANA), ANA)).rejects.toThrow('No puedes seguirte a ti mismo.');
    await sut.follow(as(BRUNO), ANA);
    await sut.follow(as(BRUNO), ANA);
    expect(notifier.log).toEqual([`follow → ${ANA}`]);
    await expect(sut.relationship(as(BRUNO), ANA)).resolves.toMatchObject({ following: true });
  });

  it('refuses comments past the limit their own call counted, in Spanish, and tells nobody', async () => {
    const established = { ...as(BRUNO), createdAt: new Date(Date.now() - 9 * 86_400_000) };
    const { perMinute } = ABUSE_LIMITS.comment.established;
    for (let i = 0; i < perMinute; i++) {
      await sut.addComment(established, POST, `Comentario número ${i}`, null);
    }
    notifier.log.length = 0;
    await expect(sut.addComment(established, POST, 'Uno más', null)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 60,
      message: 'Has comentado mucho en poco tiempo. Espera 1 minuto e inténtalo de nuevo.',
    });
    expect(repo.commentRows.size).toBe(perMinute);
    expect(notifier.log).toEqual([]);
  });

  it('refuses likes and follows past the limit their own call counted, in Spanish, and records nothing', async () => {
    await sut.addComment(as(CARLA), POST, 'Qué luz', null);
    const [comment] = repo.commentRows.values();
    notifier.log.length = 0;
    // an account of unknown age has the new accounts' limits; posts' and comments' likes share one
    const { perMinute: likes } = ABUSE_LIMITS.like.newAccount;
    for (let i = 0; i < likes - 1; i++) {
      await sut.likePost(as(BRUNO), POST);
    }
    await expect(sut.likeComment(as(BRUNO), comment.id)).resolves.toEqual({
      changed: true,
      count: 1,
    });
    await expect(sut.likeComment(as(ANA), comment.id)).resolves.toMatchObject({ count: 2 });
    await expect(sut.likeComment(as(BRUNO), comment.id)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 60,
      message: 'Has dado muchos «me gusta» en poco tiempo. Espera 1 minuto e inténtalo de nuevo.',
    });
    await expect(sut.likePost(as(BRUNO), POST)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(notifier.log).toEqual([
      `like-image → ${ANA}`,
      `like-comment → ${CARLA}`,
      `like-comment → ${CARLA}`,
    ]);

    const { perMinute: follows } = ABUSE_LIMITS.follow.newAccount;
    for (let i = 0; i < follows; i++) {
      await sut.follow(as(ANA), BRUNO);
    }
    await expect(sut.follow(as(ANA), CARLA)).rejects.toThrow(
      /^Has seguido a muchas cuentas en poco tiempo\. Espera 1 minuto/,
    );
    await expect(sut.relationship(as(ANA), CARLA)).resolves.toMatchObject({ following: false });
  });

  describe('comments held for review', () => {
    const newcomer = (id: string) => ({ ...as(id), createdAt: new Date(Date.now() - 3_600_000) });
    const veteran = (id: string) => ({
      ...as(id),
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    });

    it("holds a new account's link, tells nobody and answers it pending review", async () => {
      const held = await sut.addComment(
        newcomer(BRUNO),
        POST,
        'Gana dinero en www.promo.example',
        null,
      );
      expect(held.pendingReview).toBe(true);
      expect(repo.heldReasons.get(held.id)).toBe('Enlace en un comentario de una cuenta nueva');
      expect(notifier.log).toEqual([]);
    });

    it('publishes the same link from an account older than a day', async () => {
      const shown = await sut.addComment(
        veteran(BRUNO),
        POST,
        'Mira https://mixel.example/p/1',
        null,
      );
      expect(shown.pendingReview).toBe(false);
      expect(notifier.log).toEqual([`comment → ${ANA}`]);
    });

    it("holds a new account's third alike comment in a few minutes", async () => {
      const bodies = ['¡Sígueme y te sigo!', 'sigueme y te sigo', 'Sígueme... y te sigo'];
      const answers = [];
      for (const body of bodies) {
        answers.push(await sut.addComment(newcomer(CARLA), POST, body, null));
      }
      expect(answers.map((c) => c.pendingReview)).toEqual([false, false, true]);
      expect(repo.heldReasons.get(answers[2].id)).toBe('Comentarios repetidos de una cuenta nueva');
    });

    it("publishes an older account's alike comments without reading its recent ones", async () => {
      const recent = jest.spyOn(repo, 'recentCommentBodies');
      const answers = [];
      for (const body of ['¡Sígueme y te sigo!', 'sigueme y te sigo', 'Sígueme... y te sigo']) {
        answers.push(await sut.addComment(veteran(CARLA), POST, body, null));
      }
      expect(answers.map((c) => c.pendingReview)).toEqual([false, false, false]);
      expect(recent).not.toHaveBeenCalled();
      await sut.addComment(newcomer(BRUNO), POST, 'Hola', null);
      expect(recent).toHaveBeenCalledTimes(1);
    });
  });
  it('keeps blocked users apart both ways: posts, comments and profiles answer as missing', async () => {
    const comment = await sut.addComment(as(CARLA), POST, 'Hola', null);
    blocks.pairs.add(`${ANA}>${BRUNO}`);
    await expect(sut.likePost(as(BRUNO), POST)).rejects.toMatchObject({
      code: 'SOCIAL.POST_NOT_FOUND',
    });
    await expect(sut.addComment(as(BRUNO), POST, 'Hola', null)).rejects.toMatchObject({
      code: 'SOCIAL.POST_NOT_FOUND',
    });
    await expect(sut.relationship(as(BRUNO), ANA)).rejects.toMatchObject({
      code: 'SOCIAL.USER_NOT_FOUND',
    });
    await expect(sut.relationship(as(ANA), BRUNO)).rejects.toMatchObject({
      code: 'SOCIAL.USER_NOT_FOUND',
    });
    blocks.pairs.add(`${CARLA}>${BRUNO}`);
    await expect(sut.likeComment(as(BRUNO), comment.id)).rejects.toMatchObject({
      code: 'SOCIAL.COMMENT_NOT_FOUND',
    });
  });

  it('refuses a follow of someone you blocked with a clear message, and of someone who blocked you as missing', async () => {
    blocks.pairs.add(`${BRUNO}>${ANA}`);
    await expect(sut.follow(as(BRUNO), ANA)).rejects.toMatchObject({
      code: 'SOCIAL.BLOCKED',
      message: 'Bloqueaste a este usuario: desbloquéalo en Ajustes para seguirlo.',
    });
    await expect(sut.follow(as(ANA), BRUNO)).rejects.toMatchObject({
      code: 'SOCIAL.USER_NOT_FOUND',
    });
    expect(notifier.log).toEqual([]);
  });

  it('unfollows with the relationship after it, and reads a missing or blocked user as missing', async () => {
    await sut.follow(as(BRUNO), ANA);
    await expect(sut.unfollow(as(BRUNO), ANA)).resolves.toMatchObject({
      user: { id: ANA },
      following: false,
    });
    await expect(sut.relationship(as(BRUNO), ANA)).resolves.toMatchObject({ following: false });
    await expect(sut.unfollow(as(BRUNO), 'not-a-uuid')).rejects.toMatchObject({
      code: 'SOCIAL.USER_NOT_FOUND',
    });
    blocks.pairs.add(`${ANA}>${BRUNO}`);
    await expect(sut.unfollow(as(BRUNO), ANA)).rejects.toMatchObject({
      code: 'SOCIAL.USER_NOT_FOUND',
      message: 'El usuario no existe.',
    });
  });
});
