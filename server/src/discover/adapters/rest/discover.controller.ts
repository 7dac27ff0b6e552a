import { listsExplicit } from '../../../kernel/content-level';
import { Controller, Delete, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { levelLabel } from '../../../accounts/accounts.public';
import {
  presentCreativeSummary,
  presentPostSummary,
  CATEGORIES,
  isCategory,
} from '../../../content/content.public';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { SignedMediaUrls } from '../../../platform/storage/signed-media-urls';
import { DiscoverService } from '../../application/discover.service';
import { RankingService } from '../../application/ranking.service';
import { DiscoverError } from '../../domain/discover.error';
import { parseOrder, parseQuery, RankingPeriod } from '../../domain/feed';
import { LimitParam, PageParam, PageQuery } from '../../../platform/http/query-params';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AdServingService, weave } from '../../../campaigns/campaigns.public';
import { presentSponsored } from '../sponsored-presenter';

class ContentsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Orden de la galería' })
  @IsOptional()
  @IsString()
  orderBy?: string;
  @ApiPropertyOptional({ description: 'Búsqueda: palabras y #etiquetas' })
  @IsOptional()
  @IsString()
  q?: string;
  @ApiPropertyOptional({ description: 'Categoría' })
  @IsOptional()
  @IsString()
  category?: string;
  @ApiPropertyOptional({ description: 'Cursor de la página siguiente (en lugar de page)' })
  @IsOptional()
  @IsString()
  cursor?: string;
  /** The signed viewer token an earlier page answered (visitors), for the ads frequency cap. */
  @ApiPropertyOptional({
    description: 'Token de visitante firmado que devolvió una página anterior (anuncios)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  vt?: string;
}

class SearchQuery {
  @ApiPropertyOptional({ description: 'Texto a completar' })
  @IsOptional()
  @IsString()
  q?: string;
}

class TrendsQuery {
  @LimitParam(20, 8) limit: number = 8;
}

class FavoritesQuery {
  @PageParam() page: number = 1;
}

export function categoryParam(value: string | undefined): string | null {
  if (!value) {
    return null;
  }
  if (!isCategory(value)) {
    throw new DiscoverError(
      'DISCOVER.INVALID_CATEGORY',
      `La categoría debe ser una de: ${CATEGORIES.join(', ')}.`,
    );
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
    private readonly signed: SignedMediaUrls,
    private readonly ads: AdServingService,
  ) {}

  @Get('image/contents')
  @UseGuards(OptionalJwtAuthGuard)
  async contents(
    @OptionalViewer() viewer: Viewer | null,
    @Query() { page: currentPage, limit, orderBy, q, category, cursor, vt }: ContentsQuery,
  ) {
    const query = parseQuery(q);
    const categoryAsked = categoryParam(category);
    const { page: result, sponsored } = await this.ads.alongside(
      { viewer, viewerToken: vt ?? null, category: categoryAsked, query },
      () =>
        this.discover.feed(
          {
            order: parseOrder(orderBy, query !== null),
            query,
            category: categoryAsked,
            limit,
            page: currentPage,
            cursor: cursor || null,
            includeExplicit: listsExplicit(viewer),
          },
          viewer,
        ),
    );
    return {
      ok: true,
      data: {
        // sponsored tiles sit between the page's posts and carry `sponsored`; paging counts posts only
        images: weave(result.items, sponsored.ads, sponsored.every, sponsored.offset).map((tile) =>
          tile.kind === 'post'
            ? presentPostSummary(tile.post, this.store, viewer)
            : {
                ...presentCreativeSummary(tile.ad.post, this.store, this.signed, viewer),
                sponsored: presentSponsored(tile.ad, sponsored.viewerToken),
              },
        ),
        pagination: { currentPage, hasNextPage: result.hasNextPage, nextCursor: result.nextCursor },
        correctedQuery: result.correctedQuery,
        viewerToken: sponsored.viewerToken,
      },
    };
  }

  @Get('image/auto-completed-search')
  @UseGuards(OptionalJwtAuthGuard)
  async autocomplete(@OptionalViewer() viewer: Viewer | null, @Query() { q }: SearchQuery) {
    const query = parseQuery(q);
    const suggestions = query ? await this.discover.suggest(query, viewer) : [];
    return { ok: true, data: suggestions.map((suggestion) => ({ suggestion })) };
  }

  @Get('image/trends-content')
  @UseGuards(OptionalJwtAuthGuard)
  async trends(@OptionalViewer() viewer: Viewer | null, @Query() { limit }: TrendsQuery) {
    const categories = await this.discover.trends(limit, viewer);
    return {
      ok: true,
      data: categories.map((c) => ({
        category: c.category,
        items: c.items.map((p) => presentPostSummary(p, this.store, viewer)),
      })),
    };
  }

  @Get('image/trends-tags')
  @UseGuards(OptionalJwtAuthGuard)
  async trendingTags(@OptionalViewer() viewer: Viewer | null) {
    return { ok: true, data: await this.discover.trendingTags(viewer) };
  }

  @Get('image/categories')
  categories() {
    return { ok: true, data: CATEGORIES };
  }

  @Get('image/favorites')
  @UseGuards(JwtAuthGuard)
  async favorites(@CurrentViewer() viewer: Viewer, @Query() { page: currentPage }: FavoritesQuery) {
    const result = await this.discover.favorites(viewer, currentPage, 20);
    return {
      ok: true,
      data: {
        images: result.items.map((p) => presentPostSummary(p, this.store, viewer)),
        pagination: { currentPage, hasNextPage: result.hasNextPage },
      },
    };
  }

  @Get('search/recent')
  @UseGuards(JwtAuthGuard)
  async recent(@CurrentViewer() viewer: Viewer) {
    return { ok: true, data: await this.discover.recentSearches(viewer) };
  }

  @Delete('search/recent/:term')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async removeRecent(@CurrentViewer() viewer: Viewer, @Param('term') term: string) {
    await this.discover.removeRecentSearch(viewer, term);
    return { ok: true };
  }

  @Delete('search/recent')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async clearRecent(@CurrentViewer() viewer: Viewer) {
    await this.discover.clearRecentSearches(viewer);
    return { ok: true };
  }

  @Get('ranking')
  @UseGuards(OptionalJwtAuthGuard)
  async rankingList(@OptionalViewer() viewer: Viewer | null, @Query('period') period?: string) {
    const chosen = (period ?? 'weekly') as RankingPeriod;
    if (!['weekly', 'monthly', 'all'].includes(chosen)) {
      throw new DiscoverError(
        'DISCOVER.INVALID_PERIOD',
        'El periodo debe ser weekly, monthly o all.',
      );
    }
    const users = await this.ranking.ranking(chosen, 50, new Date(), viewer?.id ?? null);
    return {
      ok: true,
      data: users.map((u, i) => ({ position: i + 1, ...u, level: levelLabel(u.allTimeScore) })),
    };
  }
}
