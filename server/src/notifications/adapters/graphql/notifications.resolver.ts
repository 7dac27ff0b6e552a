import { UseGuards } from '@nestjs/common';
import {
  Args,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { NotificationsService } from '../../application/notifications.service';
import { Notification, targetOf } from '../../domain/notification';
import {
  notificationsTopic,
  NotificationsEvent,
  SerializedNotification,
} from '../events/pubsub-notification-events';

@ObjectType('NotificationActor')
class NotificationActorType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@ObjectType('NotificationChallenge', { description: 'challenge-win: the challenge and the place' })
class NotificationChallengeType {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => Int, { description: '1, 2 or 3' }) rank!: number;
}

@ObjectType('Notification')
export class NotificationType {
  @Field(() => ID) id!: string;
  @Field({
    description:
      'upload-image, like-image, comment, mentionInMyImage, responding, like-comment, follow, challenge-win, or from moderation report-resolved, content-hidden, appeal-resolved',
  })
  typeNotification!: string;
  @Field() clicked!: boolean;
  @Field() createdAt!: string;
  @Field(() => ID, { nullable: true }) postId!: string | null;
  @Field(() => ID, { nullable: true }) commentId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What a moderation notice says: the outcome or the reason',
  })
  detail!: string | null;
  @Field(() => NotificationActorType) author!: NotificationActorType;
  @Field(() => NotificationChallengeType, { nullable: true })
  challenge!: NotificationChallengeType | null;
  @Field({
    description:
      'Where a click leads: the post, the author for follows, the challenge for challenge-win',
  })
  href!: string;
  @Field(() => Int, {
    description:
      'In a grouped list, how many notices this item stands for (likes or comments of one post, likes of one comment; read and unread apart); 1 otherwise',
  })
  groupSize!: number;
  @Field(() => Int, {
    description:
      'In a grouped list, how many other people did the same ("A y 5 personas más…"); 0 otherwise',
  })
  othersCount!: number;
}

@ObjectType('NotificationPage')
class NotificationPageType {
  @Field(() => [NotificationType]) items!: NotificationType[];
  @Field(() => Int) unreadCount!: number;
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

function toType(n: Notification | SerializedNotification): NotificationType {
  return {
    id: n.id,
    typeNotification: n.type,
    clicked: n.clicked,
    createdAt: typeof n.createdAt === 'string' ? n.createdAt : n.createdAt.toISOString(),
    postId: n.postId,
    commentId: n.commentId,
    detail: n.detail ?? null,
    author: n.actor,
    challenge: n.challenge ?? null,
    href: targetOf(n),
    groupSize: n.group ? n.group.size : 1,
    othersCount: n.group ? n.group.actors - 1 : 0,
  };
}

@Resolver(() => NotificationType)
@UseGuards(JwtAuthGuard)
export class NotificationsResolver {
  constructor(
    private readonly service: NotificationsService,
    private readonly pubsub: PubSubEngine,
  ) {}

  @Query(() => NotificationPageType, {
    description:
      'Your notifications, newest first; unreadCount counts every unread notice, grouped or not',
  })
  async notifications(
    @CurrentViewer() viewer: Viewer,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('grouped', {
      type: () => Boolean,
      nullable: true,
      defaultValue: true,
      description:
        'Likes and comments of one post, and likes of one comment, as one item (its latest notice)',
    })
    grouped: boolean | null,
  ): Promise<NotificationPageType> {
    const current = Math.max(1, page);
    const { items, hasNextPage } = await this.service.list(viewer.id, current, 20, grouped ?? true);
    return {
      items: items.map(toType),
      unreadCount: await this.service.unreadCount(viewer.id),
      currentPage: current,
      hasNextPage,
    };
  }

  @Query(() => Int)
  unreadNotificationCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.service.unreadCount(viewer.id);
  }

  @Mutation(() => Int, {
    description: 'Marks one of your notifications clicked; answers the unread count',
  })
  markNotificationClicked(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('withGroup', {
      type: () => Boolean,
      nullable: true,
      defaultValue: true,
      description: 'With the unread notices a grouped list shows under it',
    })
    withGroup: boolean | null,
  ): Promise<number> {
    return this.service.markClicked(id, viewer.id, withGroup ?? true);
  }

  @Mutation(() => Boolean)
  async markAllNotificationsClicked(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    await this.service.markAllClicked(viewer.id);
    return true;
  }

  @Subscription(() => NotificationType, {
    resolve: (event: NotificationsEvent) => toType(event.added!),
  })
  notificationAdded(@CurrentViewer() viewer: Viewer): AsyncIterator<NotificationsEvent> {
    return new TopicIterator<NotificationsEvent>(
      this.pubsub,
      notificationsTopic(viewer.id),
      (event) => event.added !== undefined,
    );
  }

  @Subscription(() => Int, {
    description: 'Your unread count, whenever it changes',
    resolve: (event: NotificationsEvent) => event.unreadCount,
  })
  unreadCountChanged(@CurrentViewer() viewer: Viewer): AsyncIterator<NotificationsEvent> {
    return new TopicIterator<NotificationsEvent>(this.pubsub, notificationsTopic(viewer.id));
  }
}
