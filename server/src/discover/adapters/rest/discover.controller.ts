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
import { clampLimit, MAX_PAGE, parseOrder, parseQuery, RankingPeriod } from '../../domain/feed';

function pageParam(value: string | undefined): number {
  if (value === undefined || value === '') {
    return 1;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) {
    throw new InputError(`El parámetro page debe ser un entero entre 1 y ${MAX_PAGE}.`, 'page');
  }
  return n;
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
    @Query('page') page?: string,
    @Query('orderBy') orderBy?: string,
    @Query('limit') limit?: string,
    @Query('q') q?: string,
    @Query('category') category?: string,
    @Query('cursor') cursor?: string,
  ) {
    const viewer = viewerOf(auth);
    const query = parseQuery(q);
    const currentPage = pageParam(page);
    const result = await this.discover.feed(
      {
        order: parseOrder(orderBy, query !== null),
        query,
        category: categoryParam(category),
        limit: clampLimit(limit === undefined ? undefined : Number(limit)),
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
  async autocomplete(@Query('q') q?: string) {
    const query = parseQuery(q);
    const suggestions = query ? await this.discover.suggest(query) : [];
    return { ok: true, data: suggestions.map((suggestion) => ({ suggestion })) };
  }

  @Get('image/trends-content')
  async trends(@Query('limit') limit?: string) {
    const categories = await this.discover.trends(
      Math.min(clampLimit(limit === undefined ? 8 : Number(limit)), 20),
    );
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
  async favorites(@CurrentUser() auth: AuthUser, @Query('page') page?: string) {
    const viewer = viewerOf(auth)!;
    const currentPage = pageParam(page);
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
