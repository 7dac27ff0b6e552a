import { listsExplicit } from '../../../kernel/content-level';
import { UseGuards } from '@nestjs/common';
import {
  Args,
  Field,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  ID,
} from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { levelLabel } from '../../../accounts/accounts.public';
import { PostType, presentPost, CATEGORIES } from '../../../content/content.public';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { DiscoverService } from '../../application/discover.service';
import { RankingService } from '../../application/ranking.service';
import { clampLimit, parseQuery } from '../../domain/feed';
import { categoryParam } from '../rest/discover.controller';
import { AdServingService, SponsoredType, weave } from '../../../campaigns/campaigns.public';
import { presentSponsored } from '../sponsored-presenter';
import { UserSummaryType } from '../../../social/social.public';
import { PEOPLE_SUGGESTED, peopleLimit } from '../../domain/people';

export enum FeedOrderEnum {
  recents = 'recents',
  views = 'views',
  relevance = 'relevance',
}
export enum RankingPeriodEnum {
  weekly = 'weekly',
  monthly = 'monthly',
  all = 'all',
}
registerEnumType(FeedOrderEnum, {
  name: 'FeedOrder',
  description: 'relevance only applies to searches',
});
registerEnumType(RankingPeriodEnum, { name: 'RankingPeriod' });

@ObjectType('PostEdge')
class PostEdgeType {
  @Field({ description: 'On a sponsored edge, the cursor of the post before it' }) cursor!: string;
  @Field(() => PostType) node!: PostType;
  @Field(() => SponsoredType, {
    nullable: true,
    description: "Set when this tile is an ad (label it 'Patrocinado'); node is its creative",
  })
  sponsored!: SponsoredType | null;
}

@ObjectType('PageInfo')
class PageInfoType {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('PostConnection')
class PostConnectionType {
  @Field(() => [PostEdgeType]) edges!: PostEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
  @Field(() => String, {
    nullable: true,
    description: 'The close term searched when the query matched nothing',
  })
  correctedQuery!: string | null;
  @Field({
    description:
      'Signed viewer token: send it with ad events (POST /api/ads/events) and, as a visitor, back as adViewerToken',
  })
  adViewerToken!: string;
}

@ObjectType('TrendingCategory')
class TrendingCategoryType {
  @Field() category!: string;
  @Field(() => [PostType]) items!: PostType[];
}

@ObjectType('TrendingTag')
class TrendingTagType {
  @Field() tag!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('FavoritesPage')
class FavoritesPageType {
  @Field(() => [PostType]) items!: PostType[];
  @Field(() => Int) currentPage!: number;
  @Field() hasNextPage!: boolean;
}

@ObjectType('RankedUser')
class RankedUserType {
  @Field(() => Int) position!: number;
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int, {
    description:
      '3 per like, 1 per daily view, 5 per follower gained in the period, plus daily challenge points (100, 50, 25 for the top 3)',
  })
  score!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) views!: number;
  @Field(() => Int) followers!: number;
  @Field(() => Int, { description: 'Daily challenge points won in the period' })
  challengePoints!: number;
  @Field() level!: string;
}

@Resolver()
export class DiscoverResolver {
  constructor(
    private readonly discover: DiscoverService,
    private readonly rankingService: RankingService,
    private readonly store: MediaStore,
    private readonly signed: SignedMediaUrls,
    private readonly ads: AdServingService,
  ) {}

  @Query(() => PostConnectionType, {
    description: 'The gallery: ready public posts, paged by cursor',
  })
  @UseGuards(OptionalJwtAuthGuard)
  async feed(
    @OptionalViewer() viewer: Viewer | null,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('orderBy', { type: () => FeedOrderEnum, nullable: true })
    orderBy: 'recents' | 'views' | 'relevance' | null,
    @Args('query', { type: () => String, nullable: true }) rawQuery: string | null,
    @Args('category', { type: () => String, nullable: true }) category: string | null,
    @Args('adViewerToken', {
      type: () => String,
      nullable: true,
      description: 'The token an earlier page answered (visitors), for the ads frequency cap',
    })
    adViewerToken: string | null,
  ): Promise<PostConnectionType> {
    const query = parseQuery(rawQuery ?? undefined);
    const categoryAsked = categoryParam(category ?? undefined);
    const { page, sponsored } = await this.ads.alongside(
      { viewer, viewerToken: adViewerToken, category: categoryAsked, query },
      () =>
        this.discover.feed(
          {
            order: orderBy,
            query,
            category: categoryAsked,
            limit: clampLimit(first),
            page: 1,
            cursor: after,
            includeExplicit: listsExplicit(viewer),
          },
          // every page leaves out what the viewer blocked or muted (searches are recorded once)
          viewer,
        ),
    );
    // an edge's cursor is encoded only when the query asks for it (a sponsored edge carries the
    // cursor of the post before it): about 0.1 ms a page on this machine when none is asked
    let previousPost: number | null = null;
    const cursorAfter = (index: number | null) =>
      index === null ? (after ?? '') : page.cursorAt(index);
    return {
      edges: weave(page.items, sponsored.ads, sponsored.every, sponsored.offset).map((tile) => {
        if (tile.kind === 'post') {
          previousPost = tile.index;
          const index = tile.index;
          return {
            get cursor() {
              return cursorAfter(index);
            },
            node: presentPost(tile.post, this.store, this.signed, viewer) as PostType,
            sponsored: null,
          };
        }
        const before = previousPost;
        return {
          get cursor() {
            return cursorAfter(before);
          },
          node: presentPost(tile.ad.post, this.store, this.signed, viewer, {
            creative: true,
          }) as PostType,
          sponsored: presentSponsored(tile.ad, sponsored.viewerToken),
        };
      }),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.nextCursor },
      correctedQuery: page.correctedQuery,
      adViewerToken: sponsored.viewerToken,
    };
  }

  @Query(() => [String], { description: 'Autocomplete: known terms close to what was typed' })
  @UseGuards(OptionalJwtAuthGuard)
  async searchSuggestions(
    @OptionalViewer() viewer: Viewer | null,
    @Args('query') raw: string,
  ): Promise<string[]> {
    const query = parseQuery(raw);
    return query ? this.discover.suggest(query, viewer) : [];
  }

  @Query(() => [UserSummaryType], {
    description:
      "People whose handle or display name has a word starting with the query ('@' optional, case and accents ignored), best first; blocked users either way are left out",
  })
  @UseGuards(OptionalJwtAuthGuard)
  async searchPeople(
    @OptionalViewer() viewer: Viewer | null,
    @Args('query') raw: string,
    @Args('first', { type: () => Int, defaultValue: PEOPLE_SUGGESTED, description: 'At most 20' })
    first: number,
  ): Promise<UserSummaryType[]> {
    const people = await this.discover.people(parseQuery(raw), peopleLimit(first), viewer);
    return people.map((p) => ({ ...p, level: levelLabel(p.score) }));
  }

  @Query(() => [String])
  categories(): string[] {
    return [...CATEGORIES];
  }

  @Query(() => [TrendingCategoryType])
  @UseGuards(OptionalJwtAuthGuard)
  async trendingCategories(
    @OptionalViewer() viewer: Viewer | null,
    @Args('limit', { type: () => Int, defaultValue: 8 }) limit: number,
  ): Promise<TrendingCategoryType[]> {
    const trends = await this.discover.trends(Math.min(clampLimit(limit), 20), viewer);
    return trends.map((t) => ({
      category: t.category,
      items: t.items.map((p) => presentPost(p, this.store, this.signed, viewer) as PostType),
    }));
  }

  @Query(() => [TrendingTagType])
  @UseGuards(OptionalJwtAuthGuard)
  trendingTags(@OptionalViewer() viewer: Viewer | null): Promise<TrendingTagType[]> {
    return this.discover.trendingTags(viewer);
  }

  @Query(() => FavoritesPageType, { description: 'Posts you liked, newest like first' })
  @UseGuards(JwtAuthGuard)
  async favorites(
    @CurrentViewer() viewer: Viewer,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<FavoritesPageType> {
    const current = Math.max(1, page);
    const result = await this.discover.favorites(viewer, current, 20);
    return {
      items: result.items.map((p) => presentPost(p, this.store, this.signed, viewer) as PostType),
      currentPage: current,
      hasNextPage: result.hasNextPage,
    };
  }

  @Query(() => [String], { description: 'Your recent searches, newest first (16 at most)' })
  @UseGuards(JwtAuthGuard)
  recentSearches(@CurrentViewer() viewer: Viewer): Promise<string[]> {
    return this.discover.recentSearches(viewer);
  }

  @Mutation(() => Boolean)
  @UseGuards(JwtAuthGuard)
  async removeRecentSearch(
    @CurrentViewer() viewer: Viewer,
    @Args('term') term: string,
  ): Promise<boolean> {
    await this.discover.removeRecentSearch(viewer, term);
    return true;
  }

  @Mutation(() => Boolean)
  @UseGuards(JwtAuthGuard)
  async clearRecentSearches(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    await this.discover.clearRecentSearches(viewer);
    return true;
  }

  @Query(() => [RankedUserType])
  @UseGuards(OptionalJwtAuthGuard)
  async ranking(
    @OptionalViewer() viewer: Viewer | null,
    @Args('period', { type: () => RankingPeriodEnum, defaultValue: RankingPeriodEnum.weekly })
    period: 'weekly' | 'monthly' | 'all',
  ): Promise<RankedUserType[]> {
    const users = await this.rankingService.ranking(period, 50, new Date(), viewer?.id ?? null);
    return users.map((u, i) => ({ ...u, position: i + 1, level: levelLabel(u.allTimeScore) }));
  }
}
