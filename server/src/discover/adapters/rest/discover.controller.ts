import { Controller, Delete, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { AuthUser } from '../../../accounts/adapters/auth/auth-user';
import { CurrentUser } from '../../../accounts/adapters/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../accounts/adapters/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../accounts/adapters/auth/optional-jwt-auth.guard';
import { levelLabel } from '../../../accounts/domain/user';
import { presentPostSummary } from '../../../content/adapters/post-presenter';
import { viewerOf } from '../../../content/adapters/rest/image.controller';
import { CATEGORIES, isCategory } from '../../../content/domain/category';
import { InputError } from '../../../kernel/domain-error';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { DiscoverService } from '../../application/discover.service';
import { RankingService } from '../../application/ranking.service';
import { parseOrder, parseQuery, RankingPeriod } from '../../domain/feed';
import { LimitParam, PageParam, PageQuery } from '../../../platform/http/query-params';
import { IsOptional, IsString } from 'class-validator';

class ContentsQuery extends PageQuery {
  @IsOptional() @IsString() orderBy?: string;
  @IsOptional() @IsString() q?: string;
  @IsOptional() @IsString() category?: string;
  @IsOptional() @IsString() cursor?: string;
}

class SearchQuery {
  @IsOptional() @IsString() q?: string;
}

class TrendsQuery {
  @LimitParam(20) limit: number = 8;
}

class FavoritesQuery {
  @PageParam() page: number = 1;
}

export function categoryParam(value: string | undefined): string | null {
  if (!value) {
    return null;
  }
  if (!isCategory(value)) {
    throw new InputError(`La categoría debe ser una de: ${CATEGORIES.join(', ')}.`, 'category');
  }
  return value;
}

/** The spec's discovery calls: gallery pages, autocomplete, trends; plus favourites and ranking. */
@Controller('api')
export class DiscoverController {
  constructor(
    private readonly discover: DiscoverService,
    private readonly ranking: RankingService,
    private readonly store: MediaStore,
  ) {}

  @Get('image/contents')
  @UseGuards(OptionalJwtAuthGuard)
  async contents(
    @CurrentUser() auth: AuthUser | undefined,
    @Query() { page: currentPage, limit, orderBy, q, category, cursor }: ContentsQuery,
  ) {
    const viewer = viewerOf(auth);
    const query = parseQuery(q);
    const result = await this.discover.feed(
      {
        order: parseOrder(orderBy, query !== null),
        query,
        category: categoryParam(category),
        limit,
        page: currentPage,
        cursor: cursor || null,
      },
      viewer,
    );
    return {
      ok: true,
      data: {
        images: result.items.map((p) => presentPostSummary(p, this.store)),
        pagination: { currentPage, hasNextPage: result.hasNextPage, nextCursor: result.nextCursor },
        correctedQuery: result.correctedQuery,
      },
    };
  }

  @Get('image/auto-completed-search')
  async autocomplete(@Query() { q }: SearchQuery) {
    const query = parseQuery(q);
    const suggestions = query ? await this.discover.suggest(query) : [];
    return { ok: true, data: suggestions.map((suggestion) => ({ suggestion })) };
  }

  @Get('image/trends-content')
  async trends(@Query() { limit }: TrendsQuery) {
    const categories = await this.discover.trends(limit);
    return {
      ok: true,
      data: categories.map((c) => ({
        category: c.category,
        items: c.items.map((p) => presentPostSummary(p, this.store)),
      })),
    };
  }

  @Get('image/trends-tags')
  async trendingTags() {
    return { ok: true, data: await this.discover.trendingTags() };
  }

  @Get('image/categories')
  categories() {
    return { ok: true, data: CATEGORIES };
  }

  @Get('image/favorites')
  @UseGuards(JwtAuthGuard)
  async favorites(@CurrentUser() auth: AuthUser, @Query() { page: currentPage }: FavoritesQuery) {
    const viewer = viewerOf(auth)!;
    const result = await this.discover.favorites(viewer, currentPage, 20);
    return {
      ok: true,
      data: {
        images: result.items.map((p) => presentPostSummary(p, this.store)),
        pagination: { currentPage, hasNextPage: result.hasNextPage },
      },
    };
  }

  @Get('search/recent')
  @UseGuards(JwtAuthGuard)
  async recent(@CurrentUser() auth: AuthUser) {
    return { ok: true, data: await this.discover.recentSearches(viewerOf(auth)!) };
  }

  @Delete('search/recent/:term')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async removeRecent(@CurrentUser() auth: AuthUser, @Param('term') term: string) {
    await this.discover.removeRecentSearch(viewerOf(auth)!, term);
    return { ok: true };
  }

  @Delete('search/recent')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async clearRecent(@CurrentUser() auth: AuthUser) {
    await this.discover.clearRecentSearches(viewerOf(auth)!);
    return { ok: true };
  }

  @Get('ranking')
  async rankingList(@Query('period') period?: string) {
    const chosen = (period ?? 'weekly') as RankingPeriod;
    if (!['weekly', 'monthly', 'all'].includes(chosen)) {
      throw new InputError('El periodo debe ser weekly, monthly o all.', 'period');
    }
    const users = await this.ranking.ranking(chosen);
    return {
      ok: true,
      data: users.map((u, i) => ({ position: i + 1, ...u, level: levelLabel(u.allTimeScore) })),
    };
  }
}
