import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { RequestWithClient } from '../../../platform/http/client-context';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { PostQueryService } from '../../application/post-query.service';
import { PublishService } from '../../application/publish.service';
import { PostModerationService } from '../../application/post-moderation.service';
import { PostLevelService } from '../../application/post-level.service';
import { OwnPostsService } from '../../application/own-posts.service';
import type { ContentLevel } from '../../../kernel/content-level';
import { PostProcessingEvent } from '../../ports/post-events';
import { postProcessingTopic } from '../events/pubsub-post-events';
import { presentAuthor, presentPost } from '../post-presenter';
import { viewerKey } from '../rest/image.controller';
import {
  ChannelType,
  ContentLevelEnum,
  DeletedPostType,
  UpdatePostInput,
  CreatePostInput,
  PostDetailType,
  PostProcessingType,
  PostType,
  VisibilityEnum,
} from './post.types';

@Resolver(() => PostType)
export class PostResolver {
  constructor(
    private readonly publishing: PublishService,
    private readonly query: PostQueryService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
    private readonly pubsub: PubSubEngine,
    private readonly moderation: PostModerationService,
    private readonly levels: PostLevelService,
    private readonly own: OwnPostsService,
  ) {}

  @Query(() => [ID], {
    description:
      "Which of these posts are still shown to everyone (at most 1000 ids): a client's saved lists drop the others (posts hidden by moderation, archived or deleted, and for a signed-in viewer those their blocks and mutes keep out)",
  })
  @UseGuards(OptionalJwtAuthGuard)
  listedPosts(
    @OptionalViewer() viewer: Viewer | null,
    @Args('ids', { type: () => [ID] }) ids: string[],
  ): Promise<string[]> {
    return this.moderation.listedIds(ids, viewer?.id ?? null);
  }

  @Query(() => PostDetailType, { description: 'A post; counts one view per viewer and day' })
  @UseGuards(OptionalJwtAuthGuard)
  async post(
    @Args('id', { type: () => ID }) id: string,
    @OptionalViewer() viewer: Viewer | null,
    @Context('req') req: RequestWithClient,
    @Args('reveal', {
      defaultValue: false,
      description:
        "'Mostrar' on a sensible post above your browsing level (signed in); explicit posts need the opt-in",
    })
    reveal: boolean,
  ): Promise<PostDetailType> {
    const { post, similar } = await this.query.detail(id, viewer, viewerKey(viewer, req));
    return {
      post: presentPost(post, this.store, this.signed, viewer, { reveal }) as PostType,
      similar: similar.map((p) => presentPost(p, this.store, this.signed, viewer) as PostType),
    };
  }

  @Query(() => ChannelType, { description: 'A profile (by id or handle) and its posts' })
  @UseGuards(OptionalJwtAuthGuard)
  async channel(
    @Args('idOrHandle') idOrHandle: string,
    @OptionalViewer() viewer: Viewer | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('tab', { type: () => VisibilityEnum, defaultValue: VisibilityEnum.public })
    tab: 'public' | 'archived',
  ): Promise<ChannelType> {
    const channel = await this.query.channel(idOrHandle, viewer, {
      page: Math.max(1, page),
      limit: 20,
      tab,
    });
    return {
      user: presentAuthor(channel.author),
      postCount: channel.publicPostCount,
      posts: channel.posts.items.map(
        (p) => presentPost(p, this.store, this.signed, viewer) as PostType,
      ),
      currentPage: channel.page,
      hasNextPage: channel.posts.hasNextPage,
    };
  }

  @Mutation(() => PostType, {
    description: 'Publishes a staged upload; processing runs in the background',
  })
  @UseGuards(JwtAuthGuard)
  async createPost(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: CreatePostInput,
  ): Promise<PostType> {
    const created = await this.publishing.createFromUpload(viewer, input.uploadId, {
      title: input.title,
      description: input.desc,
      category: input.category,
      visibility: input.visibility,
      monetizable: input.monetizable,
      contentLevel: input.contentLevel ?? (input.sensitive ? 'sensible' : 'general'),
      announcement: input.announcement ?? false,
    });
    const { post } = await this.query.detail(created.id, viewer, `u:${viewer.id}`);
    return presentPost(post, this.store, this.signed, viewer) as PostType;
  }

  @Mutation(() => PostType, {
    description:
      'Changes the content level of one of your posts (general, sensible or explicito); staff use moderate(action: level)',
  })
  @UseGuards(JwtAuthGuard)
  async setPostContentLevel(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('contentLevel', { type: () => ContentLevelEnum }) contentLevel: ContentLevel,
  ): Promise<PostType> {
    await this.levels.setByOwner(viewer, id, contentLevel);
    const post = await this.query.findVisibleOrThrow(id, viewer);
    return presentPost(post, this.store, this.signed, viewer) as PostType;
  }

  @Mutation(() => PostType, {
    description:
      "Edits one of your posts (title, description and its hashtags with the rules of upload, category, visibility, monetizable, content level); marked 'Editado' once published",
  })
  @UseGuards(JwtAuthGuard)
  async updatePost(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdatePostInput,
  ): Promise<PostType> {
    await this.own.update(viewer, id, {
      title: input.title,
      description: input.desc,
      category: input.category,
      visibility: input.visibility,
      monetizable: input.monetizable,
      contentLevel: input.contentLevel,
    });
    const post = await this.query.findVisibleOrThrow(id, viewer);
    return presentPost(post, this.store, this.signed, viewer) as PostType;
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes one of your posts: gone for everyone at once, restorable from deletedPosts ('Eliminados recientemente') for 30 days, then purged with its files",
  })
  @UseGuards(JwtAuthGuard)
  async deletePost(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.own.delete(viewer, id);
    return true;
  }

  @Mutation(() => PostType, {
    description: 'Brings back one of your posts deleted in the last 30 days',
  })
  @UseGuards(JwtAuthGuard)
  async restorePost(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PostType> {
    await this.own.restore(viewer, id);
    const post = await this.query.findVisibleOrThrow(id, viewer);
    return presentPost(post, this.store, this.signed, viewer) as PostType;
  }

  @Query(() => [DeletedPostType], {
    description: "'Eliminados recientemente': your posts deleted in the last 30 days, newest first",
  })
  @UseGuards(JwtAuthGuard)
  async deletedPosts(@CurrentViewer() viewer: Viewer): Promise<DeletedPostType[]> {
    const posts = await this.own.deleted(viewer);
    return posts.map((p) => ({
      post: presentPost(p, this.store, this.signed, viewer) as PostType,
      deletedAt: (p.deletedAt ?? new Date()).toISOString(),
      purgeAt: this.own.purgeAt(p.deletedAt ?? new Date()).toISOString(),
    }));
  }

  @Mutation(() => Boolean, { description: 'Runs processing again for one of your failed posts' })
  @UseGuards(JwtAuthGuard)
  async retryPostProcessing(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.publishing.retry(viewer, id);
    return true;
  }

  @Subscription(() => PostProcessingType, {
    description: 'Processing progress of your posts',
    resolve: (event: PostProcessingEvent) => event,
  })
  @UseGuards(JwtAuthGuard)
  myPostProcessing(@CurrentViewer() viewer: Viewer): AsyncIterator<PostProcessingEvent> {
    return new TopicIterator<PostProcessingEvent>(this.pubsub, postProcessingTopic(viewer.id));
  }
}
