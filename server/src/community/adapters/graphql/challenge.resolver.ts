import { levelPresentation } from '../../../kernel/content-level';
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
  Subscription,
} from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from '../../../platform/pubsub/topic-iterator';
import { PostType, PostWithAuthor } from '../../../content/content.public';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { ChallengeService } from '../../application/challenge.service';
import { Challenge, phaseOf } from '../../domain/challenge';
import { ChallengeVotesChanged } from '../../ports/challenge-events';
import { ChallengeAward, Entry } from '../../ports/challenge.repository';
import { challengeVotesTopic } from '../events/pubsub-challenge-events';
import {
  ChallengeAwardType,
  ChallengeEntryType,
  ChallengePageType,
  ChallengePostType,
  ChallengeType,
  ChallengeVoteResultType,
  ChallengeVotesType,
} from './challenge.types';
import { presentPostSummary } from '../../../content/content.public';

type LoaderContext = {
  challengeWinners?: DataLoader<string, Entry[]>;
  challengeAwards?: DataLoader<string, ChallengeAward[]>;
};

/** Challenge fields read from the service; `winners` and `entries` resolve on their own. */
type ChallengeParent = Omit<ChallengeType, 'winners'> & { winners?: never };

/** Explicit entries reach only viewers who opted in (and their authors), like every list. */
function entryListed(e: Entry, viewer: Viewer | null): boolean {
  return levelPresentation(e.post.contentLevel, viewer, e.post.authorId) !== 'withheld';
}

@Resolver(() => ChallengeType)
export class ChallengeResolver {
  constructor(
    private readonly service: ChallengeService,
    private readonly store: MediaStore,
    private readonly pubsub: PubSubEngine,
  ) {}

  private toType(c: Challenge): ChallengeParent {
    return {
      id: c.id,
      day: c.day,
      title: c.title,
      description: c.description,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      phase: phaseOf(c, this.service.now()),
      closedAt: c.closedAt,
      scheduled: c.scheduled,
      entryCount: c.entryCount,
    };
  }

  private post(p: PostWithAuthor, viewer: Viewer | null): ChallengePostType {
    const summary = presentPostSummary(p, this.store, viewer);
    return {
      id: p.id,
      title: p.title,
      src: summary.src,
      width: p.width,
      height: p.height,
      blurhash: p.blurhash,
      dominantColor: p.dominantColor,
      sensitive: summary.sensitive,
      blurred: summary.blurred,
      createdAt: p.createdAt,
    };
  }

  private entry(e: Entry, viewer: Viewer | null): ChallengeEntryType {
    return {
      id: e.id,
      challengeId: e.challengeId,
      post: this.post(e.post, viewer),
      author: {
        id: e.post.author.id,
        name: e.post.author.name,
        fullname: e.post.author.fullname,
        image: e.post.author.image,
      },
      voteCount: e.voteCount,
      votedByMe: e.votedByViewer,
      mine: viewer?.id === e.userId,
      rank: e.rank,
      points: e.points,
      createdAt: e.createdAt,
    };
  }

  @Query(() => ChallengeType, { description: "Today's challenge (the day in America/Bogota)" })
  // the viewer is read by the fields (votedByMe, myEntry)
  @UseGuards(OptionalJwtAuthGuard)
  async todayChallenge(): Promise<ChallengeParent> {
    return this.toType(await this.service.today());
  }

  @Query(() => ChallengeType)
  // the viewer is read by the fields (votedByMe, myEntry)
  @UseGuards(OptionalJwtAuthGuard)
  async challenge(@Args('id', { type: () => ID }) id: string): Promise<ChallengeParent> {
    return this.toType(await this.service.byIdOrThrow(id));
  }

  @Query(() => ChallengePageType, {
    description: 'Past (closed) challenges, latest day first, 10 a page',
  })
  // the viewer is read by the fields (votedByMe, myEntry)
  @UseGuards(OptionalJwtAuthGuard)
  async challenges(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<Omit<ChallengePageType, 'items'> & { items: ChallengeParent[] }> {
    const result = await this.service.past(page, null);
    return {
      items: result.items.map((c) => this.toType(c)),
      currentPage: result.page,
      hasNextPage: result.hasNextPage,
    };
  }

  @ResolveField(() => [ChallengeEntryType], {
    description: 'Entries, most votes first (ties: earliest entry), up to 200',
  })
  async entries(
    @Parent() challenge: ChallengeParent,
    @OptionalViewer() viewer: Viewer | null,
  ): Promise<ChallengeEntryType[]> {
    const entries = await this.service.entries(challenge.id, viewer?.id ?? null);
    return entries.filter((e) => entryListed(e, viewer)).map((e) => this.entry(e, viewer));
  }

  @ResolveField(() => ChallengeEntryType, {
    nullable: true,
    description: 'Your entry (null for visitors or when you have none)',
  })
  async myEntry(
    @Parent() challenge: ChallengeParent,
    @OptionalViewer() viewer: Viewer | null,
  ): Promise<ChallengeEntryType | null> {
    if (!viewer) {
      return null;
    }
    const entry = await this.service.entryOf(challenge.id, viewer.id);
    return entry ? this.entry(entry, viewer) : null;
  }

  @ResolveField(() => [ChallengeEntryType], { description: 'The top 3 once closed, by rank' })
  winners(
    @Parent() challenge: ChallengeParent,
    @OptionalViewer() viewer: Viewer | null,
    @Context() ctx: LoaderContext,
  ): Promise<ChallengeEntryType[]> | ChallengeEntryType[] {
    if (challenge.phase !== 'closed') {
      return [];
    }
    ctx.challengeWinners ??= new DataLoader<string, Entry[]>(async (ids) => {
      const winners = await this.service.winnersOf([...ids], viewer?.id ?? null);
      return ids.map((id) => winners.filter((w) => w.challengeId === id));
    });
    return ctx.challengeWinners
      .load(challenge.id)
      .then((entries) =>
        entries.filter((e) => entryListed(e, viewer)).map((e) => this.entry(e, viewer)),
      );
  }

  @ResolveField(() => [ChallengePostType], {
    description: 'Your posts that may enter: public, ready, made that day (empty unless open)',
  })
  async myEligiblePosts(
    @Parent() challenge: ChallengeParent,
    @OptionalViewer() viewer: Viewer | null,
  ): Promise<ChallengePostType[]> {
    if (!viewer) {
      return [];
    }
    const posts = await this.service.eligiblePosts(viewer.id, challenge.id);
    return posts.map((p) => this.post(p, viewer));
  }

  @Mutation(() => ChallengeEntryType, {
    description: 'Enters one of your posts made that day; one entry per user',
  })
  @UseGuards(JwtAuthGuard)
  async enterChallenge(
    @CurrentViewer() viewer: Viewer,
    @Args('challengeId', { type: () => ID }) challengeId: string,
    @Args('postId', { type: () => ID }) postId: string,
  ): Promise<ChallengeEntryType> {
    return this.entry(await this.service.enter(viewer.id, challengeId, postId), viewer);
  }

  @Mutation(() => ChallengeType, {
    description: 'Withdraws your entry (and its votes) while the challenge is open',
  })
  @UseGuards(JwtAuthGuard)
  async withdrawEntry(
    @CurrentViewer() viewer: Viewer,
    @Args('entryId', { type: () => ID }) entryId: string,
  ): Promise<ChallengeParent> {
    return this.toType(await this.service.withdraw(viewer.id, entryId));
  }

  @Mutation(() => ChallengeVoteResultType, {
    description: "Votes for another user's entry while the challenge is open; once per entry",
  })
  @UseGuards(JwtAuthGuard)
  async voteEntry(
    @CurrentViewer() viewer: Viewer,
    @Args('entryId', { type: () => ID }) entryId: string,
  ): Promise<ChallengeVoteResultType> {
    const { voteCount } = await this.service.vote(viewer.id, entryId);
    return { entryId, voteCount, votedByMe: true };
  }

  @Mutation(() => ChallengeVoteResultType, { description: 'Takes your vote back while open' })
  @UseGuards(JwtAuthGuard)
  async unvoteEntry(
    @CurrentViewer() viewer: Viewer,
    @Args('entryId', { type: () => ID }) entryId: string,
  ): Promise<ChallengeVoteResultType> {
    const { voteCount } = await this.service.unvote(viewer.id, entryId);
    return { entryId, voteCount, votedByMe: false };
  }

  @Mutation(() => ChallengeType, {
    description: 'Staff only: sets the theme of a day (YYYY-MM-DD in Bogota), today or ahead',
  })
  @StaffOnly()
  async scheduleChallenge(
    @CurrentViewer() viewer: Viewer,
    @Args('date') date: string,
    @Args('title') title: string,
    @Args('description', { type: () => String, nullable: true }) description: string | null,
  ): Promise<ChallengeParent> {
    return this.toType(
      await this.service.schedule(viewer.id, { date, title, description: description ?? '' }),
    );
  }

  @Mutation(() => ChallengeType, {
    description:
      'Staff only: closes the challenge now: results fixed, top 3 awarded and notified (once)',
  })
  @StaffOnly()
  async closeChallenge(@Args('id', { type: () => ID }) id: string): Promise<ChallengeParent> {
    return this.toType(await this.service.close(id));
  }

  @Subscription(() => ChallengeVotesType, {
    description: "An entry's vote count each time it changes (visitors may watch too)",
    resolve: (payload: ChallengeVotesChanged) => payload,
  })
  challengeVotesChanged(
    @Args('challengeId', { type: () => ID }) challengeId: string,
  ): AsyncIterator<ChallengeVotesChanged> {
    return new TopicIterator<ChallengeVotesChanged>(this.pubsub, challengeVotesTopic(challengeId));
  }
}

/** `Post.challengeAwards`, batched per request: the places a post won ('1.º del reto …'). */
@Resolver(() => PostType)
export class PostChallengeAwardsResolver {
  constructor(private readonly challenges: ChallengeService) {}

  @ResolveField(() => [ChallengeAwardType], {
    description: 'Places this post won in daily challenges, latest first',
  })
  challengeAwards(
    @Parent() post: PostType,
    @Context() ctx: LoaderContext,
  ): Promise<ChallengeAwardType[]> {
    ctx.challengeAwards ??= new DataLoader<string, ChallengeAward[]>(async (ids) => {
      const awards = await this.challenges.awardsOf([...ids]);
      return ids.map((id) => awards.filter((a) => a.postId === id));
    });
    return ctx.challengeAwards.load(post.id);
  }
}
