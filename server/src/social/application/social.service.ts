import { Injectable } from '@nestjs/common';
import { Clock } from '../../kernel/clock';
import { ActionLimits } from '../../platform/rate-limit/action-limits.port';
import { isReviewed, REVIEW_WINDOW_MINUTES, reviewReasonOf } from '../domain/comment-review';
import { randomUUID } from 'node:crypto';
import { canView, Viewer } from '../../content/domain/post';
import { isUuid } from '../../kernel/ids';
import { extractMentions } from '../../content/domain/post-rules';
import { canDeleteComment, Comment, normalizeCommentBody } from '../domain/comment';
import { commentNotFound, postNotFound, SocialError, userNotFound } from '../domain/social.error';
import { SocialNotifier } from '../ports/social-notifier';
import {
  CommentRef,
  NewComment,
  PostRef,
  Relationship,
  SocialRepository,
  Toggle,
} from '../ports/social.repository';

@Injectable()
export class SocialService {
  constructor(
    private readonly social: SocialRepository,
    private readonly notifier: SocialNotifier,
    private readonly limits: ActionLimits,
    private readonly clock: Clock,
  ) {}

  /**
   * One round trip, the abuse limit counted in it; a new like's notice is recorded with it, then
   * pushed live.
   */
  async likePost(actor: Viewer, postId: string): Promise<Toggle> {
    if (!isUuid(postId)) {
      throw postNotFound();
    }
    const limit = this.limits.windowsFor('like', actor);
    const result = await this.social.likePost(postId, actor.id, limit);
    if (result.outcome === 'limited') {
      throw this.limits.refusal('like', actor, limit, result.waits)!;
    }
    if (result.outcome === 'not-found') {
      throw postNotFound();
    }
    if (result.notice) {
      this.notifier.announce([result.notice]);
    }
    return result.toggle;
  }

  /** One round trip: the post must be the user's to see, as for the like. */
  async unlikePost(actor: Viewer, postId: string): Promise<Toggle> {
    if (!isUuid(postId)) {
      throw postNotFound();
    }
    const result = await this.social.unlikePost(postId, actor.id);
    if (result.outcome === 'not-found') {
      throw postNotFound();
    }
    return result.toggle;
  }

  /**
   * A comment, or a reply when `parentId` names a top-level comment of the same post. A reply
   * to a reply names the comment it answers in `replyToId`: it is filed under that comment's
   * thread (one level deep) and its author, not the thread's, hears 'responding'. Link spam or a
   * flood from a new account is stored held for review (`pendingReview`): nobody else sees it,
   * nor hears of it, until staff release it from the moderation queue.
   */
  async addComment(
    actor: Viewer,
    postId: string,
    rawBody: string,
    parentId: string | null,
    replyToId: string | null = null,
  ): Promise<Comment> {
    const body = normalizeCommentBody(rawBody);
    const post = await this.visiblePostOrThrow(postId, actor);
    const answered = await this.answeredComment(actor, postId, parentId, replyToId);
    const threadId = answered ? (answered.parentId ?? answered.id) : null;
    if (parentId && parentId !== threadId) {
      throw new SocialError('SOCIAL.COMMENT_NOT_FOUND', 'El comentario que respondes no existe.');
    }
    const now = this.clock.now();
    // nobody else's recent comments are read
    const recent = isReviewed(actor, now)
      ? await this.social.recentCommentBodies(
          actor.id,
          new Date(now.getTime() - REVIEW_WINDOW_MINUTES * 60_000),
        )
      : [];
    const heldReason = reviewReasonOf(body, actor, now, recent);
    const mentioned = await this.resolveMentions(body, actor);
    const limit = this.limits.windowsFor('comment', actor);
    const result = await this.social.addComment(
      {
        id: randomUUID(),
        postId,
        authorId: actor.id,
        parentId: threadId,
        body,
        mentions: mentioned.map((u) => u.name),
        heldReason,
        notices: heldReason ? [] : commentNotices(post.authorId, answered, mentioned),
      },
      limit,
    );
    if (result.outcome === 'limited') {
      throw this.limits.refusal('comment', actor, limit, result.waits)!;
    }
    this.notifier.announce(result.notices);
    return result.comment;
  }

  async deleteComment(actor: Viewer, commentId: string): Promise<void> {
    const comment = isUuid(commentId) ? await this.social.findComment(commentId, actor.id) : null;
    if (!comment) {
      throw commentNotFound();
    }
    if (!canDeleteComment(comment, comment.postOwnerId, actor.id)) {
      throw new SocialError(
        'SOCIAL.NOT_ALLOWED',
        'Solo puedes borrar tus comentarios o los de tus publicaciones.',
      );
    }
    const { unreadRecipientIds } = await this.social.deleteComment(commentId);
    await this.notifier.withdrawn(unreadRecipientIds);
  }

  /**
   * One round trip, the abuse limit counted in it: the comment and its post must be the liker's
   * to see; a new like's notice is recorded with it, then pushed live.
   */
  async likeComment(actor: Viewer, commentId: string): Promise<Toggle> {
    if (!isUuid(commentId)) {
      throw commentNotFound();
    }
    const limit = this.limits.windowsFor('like', actor);
    const result = await this.social.likeComment(commentId, actor.id, limit);
    if (result.outcome === 'limited') {
      throw this.limits.refusal('like', actor, limit, result.waits)!;
    }
    if (result.outcome === 'comment-not-found') {
      throw commentNotFound();
    }
    if (result.outcome === 'post-not-found') {
      throw postNotFound();
    }
    if (result.notice) {
      this.notifier.announce([result.notice]);
    }
    return result.toggle;
  }

  /** One round trip: the comment and its post must be the user's to see, as for the like. */
  async unlikeComment(actor: Viewer, commentId: string): Promise<Toggle> {
    if (!isUuid(commentId)) {
      throw commentNotFound();
    }
    const result = await this.social.unlikeComment(commentId, actor.id);
    if (result.outcome === 'comment-not-found') {
      throw commentNotFound();
    }
    if (result.outcome === 'post-not-found') {
      throw postNotFound();
    }
    return result.toggle;
  }

  /** A page of the post's comments with their first replies, and the post's owner (who may delete them). */
  async comments(viewer: Viewer | null, postId: string, page: number) {
    const post = await this.visiblePostOrThrow(postId, viewer);
    const viewerId = viewer?.id ?? null;
    const top = await this.social.comments(postId, page, 20, viewerId);
    const replies = await this.social.replies(
      top.items.map((c) => c.id),
      3,
      viewerId,
    );
    return { ...top, replies, postOwnerId: post.authorId };
  }

  /** A page of a comment's replies, and its post's owner (who may delete them). */
  async replies(viewer: Viewer | null, commentId: string, page: number) {
    const comment = await this.visibleCommentOrThrow(commentId, viewer);
    const replies = await this.social.repliesPage(commentId, page, 20, viewer?.id ?? null);
    return { ...replies, postOwnerId: comment.postOwnerId };
  }

  /**
   * One round trip, the abuse limit counted in it: the user must exist and no block may stand
   * between the two; a new follow's notice is recorded with it, then pushed live. Answers the
   * relationship as it stands after the call.
   */
  async follow(actor: Viewer, userId: string): Promise<Relationship> {
    if (actor.id === userId) {
      throw new SocialError('SOCIAL.SELF_FOLLOW', 'No puedes seguirte a ti mismo.');
    }
    if (!isUuid(userId)) {
      throw userNotFound();
    }
    const limit = this.limits.windowsFor('follow', actor);
    const result = await this.social.follow(actor.id, userId, limit);
    if (result.outcome === 'limited') {
      throw this.limits.refusal('follow', actor, limit, result.waits)!;
    }
    if (result.outcome === 'blocked') {
      throw new SocialError(
        'SOCIAL.BLOCKED',
        'Bloqueaste a este usuario: desbloquéalo en Ajustes para seguirlo.',
      );
    }
    if (result.outcome === 'not-found') {
      // someone who blocked you is missing for you, as on their profile
      throw userNotFound();
    }
    if (result.notice) {
      this.notifier.announce([result.notice]);
    }
    return result.relationship;
  }

  /**
   * One round trip: the follow deleted and both counters moved, never for a user who is missing
   * or kept apart by a block. Answers the relationship as it stands after the call.
   */
  async unfollow(actor: Viewer, userId: string): Promise<Relationship> {
    const result = isUuid(userId) ? await this.social.unfollow(actor.id, userId) : null;
    if (result?.outcome !== 'unfollowed') {
      throw userNotFound();
    }
    return result.relationship;
  }

  /** A user as the viewer sees them, in one read: missing when a block keeps them apart. */
  async relationship(viewer: Viewer | null, userId: string): Promise<Relationship> {
    const seen = isUuid(userId) ? await this.social.relationship(userId, viewer?.id ?? null) : null;
    if (!seen || seen.keptApart) {
      throw userNotFound();
    }
    return { user: seen.user, following: seen.following, mutedByMe: seen.mutedByMe };
  }

  async followers(viewer: Viewer | null, userId: string, page: number) {
    await this.userOrThrow(userId, viewer);
    return this.social.followers(userId, page, 20, viewer?.id ?? null);
  }

  async following(viewer: Viewer | null, userId: string, page: number) {
    await this.userOrThrow(userId, viewer);
    return this.social.following(userId, page, 20, viewer?.id ?? null);
  }

  likedPostIds(viewer: Viewer | null, postIds: string[]): Promise<Set<string>> {
    return viewer ? this.social.likedPostIds(viewer.id, postIds) : Promise.resolve(new Set());
  }

  /** The comment a reply answers: `replyToId` when given, else the `parentId` it is filed under. */
  private async answeredComment(
    actor: Viewer,
    postId: string,
    parentId: string | null,
    replyToId: string | null,
  ): Promise<CommentRef | null> {
    const id = replyToId ?? parentId;
    if (!id) {
      return null;
    }
    const answered = isUuid(id) ? await this.social.findComment(id, actor.id) : null;
    if (!answered || answered.postId !== postId || answered.keptApart) {
      throw new SocialError('SOCIAL.COMMENT_NOT_FOUND', 'El comentario que respondes no existe.');
    }
    if (!replyToId && answered.parentId) {
      throw new SocialError('SOCIAL.REPLY_TO_REPLY', 'Responde al comentario principal.');
    }
    return answered;
  }

  /** The users the text @mentions, in order of appearance; handles of nobody are plain text. */
  private async resolveMentions(
    text: string,
    actor: Viewer,
  ): Promise<Array<{ id: string; name: string }>> {
    const handles = extractMentions(text);
    const users = new Map(
      (await this.social.findUsersByHandles(handles, actor.id)).map((u) => [
        u.name.toLowerCase(),
        u,
      ]),
    );
    return handles.flatMap((h) => users.get(h) ?? []);
  }

  /** One read: the post, missing unless canView lets the viewer see it and no block stands between them. */
  private async visiblePostOrThrow(postId: string, viewer: Viewer | null): Promise<PostRef> {
    const post = isUuid(postId) ? await this.social.findPost(postId, viewer?.id ?? null) : null;
    if (!post || !canView(post, viewer) || post.keptApart) {
      throw postNotFound();
    }
    return post;
  }

  /** One read: the comment and its post, each missing as the viewer may not see it. */
  private async visibleCommentOrThrow(commentId: string, viewer: Viewer | null) {
    const comment = isUuid(commentId)
      ? await this.social.findComment(commentId, viewer?.id ?? null)
      : null;
    // a comment moderation hid is missing for everyone but its author
    if (!comment || (comment.hiddenAt && viewer?.id !== comment.authorId) || comment.keptApart) {
      throw commentNotFound();
    }
    if (!canView(comment.post, viewer) || comment.post.keptApart) {
      throw postNotFound();
    }
    return comment;
  }

  /** One read: the user, missing for a viewer a block keeps apart from them. */
  private async userOrThrow(userId: string, viewer: Viewer | null): Promise<void> {
    const user = isUuid(userId) ? await this.social.findUser(userId, viewer?.id ?? null) : null;
    if (!user || user.keptApart) {
      throw userNotFound();
    }
  }
}

/**
 * Who hears of a comment, each once: the author of the comment it answers ('responding'), the
 * post's owner ('comment') unless that is the same person, then each user it mentions.
 */
function commentNotices(
  postOwnerId: string,
  answered: CommentRef | null,
  mentioned: Array<{ id: string }>,
): NewComment['notices'] {
  const notices: NewComment['notices'] = [];
  if (answered) {
    notices.push({ type: 'responding', recipientId: answered.authorId });
  }
  if (!answered || answered.authorId !== postOwnerId) {
    notices.push({ type: 'comment', recipientId: postOwnerId });
  }
  const notified = new Set(notices.map((n) => n.recipientId));
  for (const { id } of mentioned) {
    if (!notified.has(id)) {
      notified.add(id);
      notices.push({ type: 'mentionInMyImage', recipientId: id });
    }
  }
  return notices;
}
