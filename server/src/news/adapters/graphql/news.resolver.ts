import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer, OptionalViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../../../platform/auth/optional-jwt-auth.guard';
import { StaffOnly } from '../../../platform/auth/staff.guard';
import { NewsService } from '../../application/news.service';
import { NewsPage } from '../../ports/news.repository';
import { NewsPresenter } from '../news-presenter';
import { NewsInput, NewsItemType, NewsPageType, NewsStatusType } from './news.types';

@Resolver(() => NewsItemType)
export class NewsResolver {
  constructor(
    private readonly service: NewsService,
    private readonly presenter: NewsPresenter,
  ) {}

  @Query(() => NewsPageType, { description: 'Published news, newest first' })
  async news(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<NewsPageType> {
    return this.page(await this.service.list(page), page);
  }

  @Query(() => NewsItemType, { description: 'A published news item by its address' })
  async newsItem(@Args('slug') slug: string): Promise<NewsItemType> {
    return this.presenter.item(await this.service.getOrThrow(slug));
  }

  @Query(() => NewsStatusType, {
    description:
      "Whether the 'Novedades' dot shows: the newest item's date, and for a signed-in user whether it is unread",
  })
  @UseGuards(OptionalJwtAuthGuard)
  newsStatus(@OptionalViewer() viewer: Viewer | null): Promise<NewsStatusType> {
    return this.service.status(viewer?.id ?? null);
  }

  @Mutation(() => NewsStatusType, { description: 'The user opened /news: its dot goes away' })
  @UseGuards(JwtAuthGuard)
  markNewsSeen(@CurrentViewer() viewer: Viewer): Promise<NewsStatusType> {
    return this.service.markSeen(viewer.id);
  }

  @Query(() => NewsPageType, { description: 'Staff only: every news item, drafts first' })
  @StaffOnly()
  async staffNews(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
  ): Promise<NewsPageType> {
    return this.page(await this.service.staffList(page), page);
  }

  @Query(() => NewsItemType, { description: 'Staff only: a news item in any state' })
  @StaffOnly()
  async staffNewsItem(@Args('id', { type: () => ID }) id: string): Promise<NewsItemType> {
    return this.presenter.item(await this.service.staffGetOrThrow(id));
  }

  @Mutation(() => NewsItemType, { description: 'Staff only: a new news item, as a draft' })
  @StaffOnly()
  async createNews(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: NewsInput,
  ): Promise<NewsItemType> {
    return this.presenter.item(await this.service.create(viewer.id, input));
  }

  @Mutation(() => NewsItemType, {
    description: 'Staff only: edits a news item (its address stays)',
  })
  @StaffOnly()
  async updateNews(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: NewsInput,
  ): Promise<NewsItemType> {
    return this.presenter.item(await this.service.update(id, input));
  }

  @Mutation(() => NewsItemType, {
    description: 'Staff only: publishes now, or on publishAt (scheduled when ahead)',
  })
  @StaffOnly()
  async publishNews(
    @Args('id', { type: () => ID }) id: string,
    @Args('publishAt', { type: () => Date, nullable: true }) publishAt: Date | null,
  ): Promise<NewsItemType> {
    return this.presenter.item(await this.service.publish(id, publishAt));
  }

  @Mutation(() => NewsItemType, { description: 'Staff only: back to draft, gone from /news' })
  @StaffOnly()
  async unpublishNews(@Args('id', { type: () => ID }) id: string): Promise<NewsItemType> {
    return this.presenter.item(await this.service.unpublish(id));
  }

  @Mutation(() => Boolean, { description: 'Staff only: deletes a news item' })
  @StaffOnly()
  async deleteNews(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.service.delete(id);
    return true;
  }

  @ResolveField(() => String, { description: 'The body as sanitized HTML, ready to show' })
  bodyHtml(@Parent() item: NewsItemType): string {
    return this.presenter.bodyHtml(item.body);
  }

  private page(result: NewsPage, page: number): NewsPageType {
    return {
      items: result.items.map((item) => this.presenter.item(item)),
      currentPage: Math.max(1, page),
      hasNextPage: result.hasNextPage,
    };
  }
}
