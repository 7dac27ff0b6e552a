import { UseGuards } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { levelLabel } from '../../../accounts/accounts.public';
import { PostType, presentAuthor } from '../../../content/content.public';
import { SocialService } from '../../application/social.service';
import { Comment } from '../../domain/comment';
import { UserSummary } from '../../ports/social.repository';
import {
  AddCommentInput,
  CommentPageType,
  CommentType,
  LikeResultType,
  RelationshipType,
  UserPageType,
  UserSummaryType,
} from './social.types';

function present(
  c: Comment,
  viewer: Viewer | null,
  postOwnerId: string | null,
  replies: Comment[] = [],
): CommentType {
  return {
    id: c.id,
    postId: c.postId,
    parentId: c.parentId,
    body: c.body,
    mentions: c.mentions,
    author: presentAuthor(c.author),
    likeCount: c.likeCount,
    replyCount: c.replyCount,
    likedByMe: c.likedByMe,
    canDelete: viewer !== null && (viewer.id === c.authorId || viewer.id === postOwnerId),
    createdAt: c.createdAt.toISOString(),
    pendingReview: c.pendingReview,
    replies: replies.map((r) => present(r, viewer, postOwnerId)),
  };
}

function presentUser(u: UserSummary): UserSummaryType {
  return { ...u, level: levelLabel(u.score) };
}

type LoaderContext = { likedPosts?: DataLoader<string, boolean> };

@Resolver(() => CommentType)
export class SocialResolver {
  constructor(private readonly social: SocialService) {}

  @Mutation(() => LikeResultType)
  @UseGuards(JwtAuthGuard)
  async likePost(
    @CurrentViewer() viewer: Viewer,
    @Args('postId', { type: () => ID }) postId: string,
  ): Promise<LikeResultType> {
    const result = await this.social.likePost(viewer, postId);
    return { id: postId, liked: true, likeCount: result.count };
  }

  @Mutation(() => LikeResultType)
  @UseGuards(JwtAuthGuard)
  async unlikePost(
    @CurrentViewer() viewer: Viewer,
    @Args('postId', { type: () => ID }) postId: string,
  ): Promise<LikeResultType> {
    const result = await this.social.unlikePost(viewer, postId);
    return { id: postId, liked: false, likeCount: result.count };
  }

  @Mutation(() => CommentType, {
    description:
      'Comments on a post, or replies when parentId (the top-level comment) or replyToCommentId (the comment answered) is given',
  })
  @UseGuards(JwtAuthGuard)
  async addComment(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: AddCommentInput,
  ): Promise<CommentType> {
    const comment = await this.social.addComment(
      viewer,
      input.postId,
      input.body,
      input.parentId ?? null,
      input.replyToCommentId ?? null,
    );
    return present(comment, viewer, null);
  }

  @Mutation(() => Boolean)
  @UseGuards(JwtAuthGuard)
  async deleteComment(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.social.deleteComment(viewer, id);
    return true;
  }

  @Mutation(() => LikeResultType)
  @UseGuards(JwtAuthGuard)
  async likeComment(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<LikeResultType> {
    const result = await this.social.likeComment(viewer, id);
    return { id, liked: true, likeCount: result.count };
  }

  @Mutation(() => LikeResultType)
  @UseGuards(JwtAuthGuard)
  async unlikeComment(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<LikeResultType> {
    const result = await this.social.unlikeComment(viewer, id);
    return { id, liked: false, likeCount: result.count };
  }

  @Mutation(() => RelationshipType)
  @UseGuards(JwtAuthGuard)
  async followUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<RelationshipType> {
    const { user, following, mutedByMe } = await this.social.follow(viewer, userId);
    return { user: presentUser(user), following, mutedByMe };
  }

  @Mutation(() => RelationshipType)
  @UseGuards(JwtAuthGuard)
  async unfollowUser(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<RelationshipType> {
    const { user, following, mutedByMe } = await this.social.unfollow(viewer, userId);
    return { user: presentUser(user), following, mutedByMe };
  }

  @Query(() => CommentPageType, {
    description: "A post's comments, newest first, with their first replies",
  })
  @UseGuards(OptionalJwtAuthGuard)
  async comments(
    @OptionalViewer() viewer: Viewer | null,
    @Args('postId', { type: () => ID }) postId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<CommentPageType> {
    const current = Math.max(1, page);
    const result = await this.social.comments(viewer, postId, current);
    return {
      items: result.items.map((c) =>
        present(c, viewer, result.postOwnerId, result.replies.get(c.id)),
      ),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => CommentPageType, { description: 'Replies to a comment, oldest first' })
  @UseGuards(OptionalJwtAuthGuard)
  async replies(
    @OptionalViewer() viewer: Viewer | null,
    @Args('commentId', { type: () => ID }) commentId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<CommentPageType> {
    const current = Math.max(1, page);
    const result = await this.social.replies(viewer, commentId, current);
    return {
      items: result.items.map((c) => present(c, viewer, result.postOwnerId)),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => RelationshipType, { description: 'A user with counts, and whether you follow them' })
  @UseGuards(OptionalJwtAuthGuard)
  async relationship(
    @OptionalViewer() viewer: Viewer | null,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<RelationshipType> {
    const { user, following, mutedByMe } = await this.social.relationship(viewer, userId);
    return { user: presentUser(user), following, mutedByMe };
  }

  @Query(() => UserPageType)
  @UseGuards(OptionalJwtAuthGuard)
  async followers(
    @OptionalViewer() viewer: Viewer | null,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<UserPageType> {
    const current = Math.max(1, page);
    const result = await this.social.followers(viewer, userId, current);
    return {
      items: result.items.map(presentUser),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => UserPageType)
  @UseGuards(OptionalJwtAuthGuard)
  async following(
    @OptionalViewer() viewer: Viewer | null,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<UserPageType> {
    const current = Math.max(1, page);
    const result = await this.social.following(viewer, userId, current);
    return {
      items: result.items.map(presentUser),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }
}

/** `Post.likedByMe`, batched per request: one query however many posts a list returns. */
@Resolver(() => PostType)
export class PostLikesResolver {
  constructor(private readonly social: SocialService) {}

  @ResolveField(() => Boolean, { description: 'Whether you liked this post (false for visitors)' })
  likedByMe(
    @Parent() post: PostType,
    @OptionalViewer() viewer: Viewer | null,
    @Context() ctx: LoaderContext,
  ): Promise<boolean> {
    ctx.likedPosts ??= new DataLoader<string, boolean>(async (ids) => {
      const liked = await this.social.likedPostIds(viewer, [...ids]);
      return ids.map((id) => liked.has(id));
    });
    return ctx.likedPosts.load(post.id);
  }
}
