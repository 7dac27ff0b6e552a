import type { LimitWaits, LimitWindows } from '../../platform/rate-limit/action-limits.port';
import type { RecordedNotice } from './social-notifier';
import { Comment } from '../domain/comment';

export interface PostRef {
  id: string;
  authorId: string;
  status: 'processing' | 'ready' | 'failed';
  visibility: 'public' | 'archived';
  /** Set while moderation hides the post. */
  hiddenAt?: Date | null;
}

export interface CommentRef {
  id: string;
  postId: string;
  authorId: string;
  parentId: string | null;
  postOwnerId: string;
  /** Set while moderation hides the comment. */
  hiddenAt?: Date | null;
}

/**
 * What a viewer may read of a post, comment or user: whether a block (either way) keeps the viewer
 * and its author apart, read in the same statement. False without a viewer, or for oneself.
 */
export type SeenBy<T> = T & { keptApart: boolean };

/** A comment with its post, both as the viewer may read them. */
export type CommentSeen = SeenBy<CommentRef> & { post: SeenBy<PostRef> };

export interface Toggle {
  /** False when the like (or follow) was already there, or already gone. */
  changed: boolean;
  count: number;
}

/** An attempt past the actor's abuse limit: counted, nothing else done. */
export interface Limited {
  outcome: 'limited';
  waits: LimitWaits;
}

/**
 * A follow as one call, its abuse limit counted first: refused when the user is missing or a
 * block stands between the two ('blocked': the follower blocked them; a block the other way
 * reads as missing), else the toggle and, when the follow is new, the followee's notice,
 * recorded with it.
 */
export type FollowResult =
  | Limited
  | { outcome: 'not-found' }
  | { outcome: 'blocked' }
  | {
      outcome: 'followed';
      toggle: Toggle;
      notice: RecordedNotice | null;
      /** The relationship as it stands after the call (a block written meanwhile leaves it off). */
      relationship: Relationship;
    };

/**
 * An unfollow as one call: 'not-found' for a user who is missing or kept apart from the follower
 * by a block (either way), else the toggle and the relationship as it stands after the call.
 */
export type UnfollowResult =
  { outcome: 'not-found' } | { outcome: 'unfollowed'; toggle: Toggle; relationship: Relationship };

/** A user as another sees them: whether they follow and mute them. */
export interface Relationship {
  user: UserSummary;
  following: boolean;
  mutedByMe: boolean;
}

/**
 * A like of a post as one call, its abuse limit counted first: 'not-found' for a post the user
 * may not see (canView's rule) or whose author a block keeps apart from them; else the toggle
 * and, when the like is new and the post someone else's, the author's notice, recorded with it.
 */
export type LikeResult =
  | Limited
  | { outcome: 'not-found' }
  | { outcome: 'liked'; toggle: Toggle; notice: RecordedNotice | null };

/**
 * A like of a comment as one call, its abuse limit counted first: refused when the comment or its
 * post is not the liker's to see, else the toggle and, when the like is new and of someone else's
 * comment, its author's notice, recorded in the same statement.
 */
export type CommentLikeResult =
  | Limited
  | { outcome: 'comment-not-found' }
  | { outcome: 'post-not-found' }
  | { outcome: 'liked'; toggle: Toggle; notice: RecordedNotice | null };

/** A like taken back as one call, refused when the post is not the user's to see. */
export type UnlikeResult = { outcome: 'not-found' } | { outcome: 'unliked'; toggle: Toggle };

/** A comment's like taken back as one call, refused when the comment or its post is not theirs to see. */
export type CommentUnlikeResult =
  | { outcome: 'comment-not-found' }
  | { outcome: 'post-not-found' }
  | { outcome: 'unliked'; toggle: Toggle };

/** A comment to write; `parentId` is the thread it is filed under (a top-level comment, or null). */
export type NewComment = Pick<
  Comment,
  'id' | 'postId' | 'authorId' | 'parentId' | 'body' | 'mentions'
> & {
  /** Set: the comment is stored held for review, with this reason for staff. */
  heldReason: string | null;
  /**
   * Who hears of it, each once. Recorded with the comment, except for the actor and for users a
   * block keeps apart from them (none is recorded for a comment held for review).
   */
  notices: Array<{ type: 'comment' | 'responding' | 'mentionInMyImage'; recipientId: string }>;
};

/** A comment written in one call, or refused past the limit that call counted. */
export type AddCommentResult =
  Limited | { outcome: 'added'; comment: Comment; notices: RecordedNotice[] };

export interface UserSummary {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
  score: number;
  followerCount: number;
  followingCount: number;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

/** Likes, comments and follows; every counter moves in the same statement as its row. */
export abstract class SocialRepository {
  abstract findPost(id: string, viewerId: string | null): Promise<SeenBy<PostRef> | null>;
  /** Counts the like against `limit` (the 'like' action's windows) before anything else. */
  abstract likePost(postId: string, userId: string, limit: LimitWindows): Promise<LikeResult>;
  abstract unlikePost(postId: string, userId: string): Promise<UnlikeResult>;
  abstract likedPostIds(userId: string, postIds: string[]): Promise<Set<string>>;

  /**
   * Counts the comment against `limit` (the 'comment' action's windows) before anything else,
   * then writes it with its counters and records its notices, all in one statement.
   */
  abstract addComment(comment: NewComment, limit: LimitWindows): Promise<AddCommentResult>;
  /** The author's comments written since `since`, newest first (at most 50). */
  abstract recentCommentBodies(authorId: string, since: Date): Promise<string[]>;
  abstract findComment(id: string, viewerId: string | null): Promise<CommentSeen | null>;
  /**
   * Deletes a comment and its replies (their notifications go with them); answers how many
   * comments went and who had unread notifications about them, collected before deleting.
   */
  abstract deleteComment(id: string): Promise<{ removed: number; unreadRecipientIds: string[] }>;
  abstract likeComment(
    commentId: string,
    userId: string,
    limit: LimitWindows,
  ): Promise<CommentLikeResult>;
  abstract unlikeComment(commentId: string, userId: string): Promise<CommentUnlikeResult>;
  /**
   * Top-level comments, newest first. Hidden ones are left out, except the viewer's own held for
   * review (so, `viewerId` null, for everyone else), and so are those of users a block keeps from
   * the viewer; the same in the two below.
   */
  abstract comments(
    postId: string,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<Comment>>;
  /** Replies to each of the given comments, oldest first, at most `perParent` each. */
  abstract replies(
    parentIds: string[],
    perParent: number,
    viewerId: string | null,
  ): Promise<Map<string, Comment[]>>;
  abstract repliesPage(
    parentId: string,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<Comment>>;

  abstract findUser(id: string, viewerId: string | null): Promise<SeenBy<UserSummary> | null>;
  /** The user with whether the viewer follows and mutes them, in one read. */
  abstract relationship(
    userId: string,
    viewerId: string | null,
  ): Promise<SeenBy<Relationship> | null>;
  /** Counts the follow against `limit` (the 'follow' action's windows) before anything else. */
  abstract follow(
    followerId: string,
    followeeId: string,
    limit: LimitWindows,
  ): Promise<FollowResult>;
  abstract unfollow(followerId: string, followeeId: string): Promise<UnfollowResult>;
  /** Users a block keeps from the viewer are left out. */
  abstract followers(
    userId: string,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<UserSummary>>;
  abstract following(
    userId: string,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<Page<UserSummary>>;
  /**
   * The users these handles name (case-insensitive), for @mentions; unknown handles, and users a
   * block keeps apart from the actor, are left out.
   */
  abstract findUsersByHandles(
    handles: string[],
    actorId: string,
  ): Promise<Array<{ id: string; name: string }>>;
}
