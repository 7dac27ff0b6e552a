import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../kernel/ids';
import {
  isVisible,
  NEWS_FEED_SIZE,
  NEWS_PAGE_SIZE,
  NewsDraftInput,
  NewsImage,
  NewsItem,
  RESERVED_SLUGS,
  slugify,
  validateDraft,
  validatePublishAt,
} from '../domain/news';
import { NewsError, newsNotFound } from '../domain/news.error';
import { NewsImagePipeline } from '../ports/news-image-pipeline';
import { NewsPage, NewsRepository } from '../ports/news.repository';

export interface NewsStatusView {
  /** The newest visible item's date; null when there is no news. */
  latestPublishedAt: Date | null;
  /** An item appeared since the user last opened the news; null for visitors who sent no date. */
  unread: boolean | null;
}

/** Editorial news: staff write and publish, everyone reads, each user's unread marker. */
@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly images: NewsImagePipeline,
  ) {}

  list(page: number): Promise<NewsPage> {
    return this.news.findPublishedPage(new Date(), Math.max(1, page), NEWS_PAGE_SIZE);
  }

  async feed(): Promise<NewsItem[]> {
    return (await this.news.findPublishedPage(new Date(), 1, NEWS_FEED_SIZE)).items;
  }

  /** A published item by its address; drafts and scheduled items are not found. */
  async getOrThrow(slug: string): Promise<NewsItem> {
    const item = await this.news.findBySlug(slug);
    if (!item || !isVisible(item, new Date())) {
      throw newsNotFound();
    }
    return item;
  }

  staffList(page: number): Promise<NewsPage> {
    return this.news.findAllPage(Math.max(1, page), NEWS_PAGE_SIZE);
  }

  async staffGetOrThrow(id: string): Promise<NewsItem> {
    const item = isUuid(id) ? await this.news.findById(id) : null;
    if (!item) {
      throw newsNotFound();
    }
    return item;
  }

  /** A new item is a draft until published. */
  async create(staffId: string, input: NewsDraftInput): Promise<NewsItem> {
    const draft = validateDraft(input);
    await this.checkCover(draft.coverImageId);
    return this.news.create(draft, await this.freeSlug(slugify(draft.title)), staffId);
  }

  /** The address stays as first given, so shared links keep working after an edit. */
  async update(id: string, input: NewsDraftInput): Promise<NewsItem> {
    await this.staffGetOrThrow(id);
    const draft = validateDraft(input);
    await this.checkCover(draft.coverImageId);
    return (await this.news.update(id, draft)) ?? throwNotFound();
  }

  /** Published now, or on `publishAt` (scheduled when ahead). */
  async publish(id: string, publishAt?: Date | null): Promise<NewsItem> {
    await this.staffGetOrThrow(id);
    const at = validatePublishAt(publishAt, new Date());
    return (await this.news.setPublication(id, 'published', at)) ?? throwNotFound();
  }

  /** Back to draft: gone from /news and the feeds; the date is kept for a later publish. */
  async unpublish(id: string): Promise<NewsItem> {
    const item = await this.staffGetOrThrow(id);
    return (await this.news.setPublication(id, 'draft', item.publishAt)) ?? throwNotFound();
  }

  async delete(id: string): Promise<void> {
    await this.staffGetOrThrow(id);
    if (!(await this.news.delete(id))) {
      throw newsNotFound();
    }
  }

  /** A cover or body picture through the media pipeline; its variants are public at once. */
  async addImage(staffId: string, bytes: Buffer | null): Promise<NewsImage> {
    if (!bytes || bytes.length === 0) {
      throw new NewsError('NEWS.IMAGE_REQUIRED', 'Selecciona una imagen.');
    }
    const processed = await this.images.process(randomUUID(), bytes);
    return this.news.addImage(processed, staffId);
  }

  imageUrl(key: string): string {
    return this.images.url(key);
  }

  /** `since`: for visitors, the newest date they saw on /news (their browser keeps it). */
  async status(userId: string | null, since: Date | null = null): Promise<NewsStatusView> {
    const [latest, seen] = await Promise.all([
      this.news.latestPublishedAt(new Date()),
      userId ? this.news.lastSeenAt(userId) : Promise.resolve(null),
    ]);
    if (!userId) {
      const unread = since ? latest !== null && latest.getTime() > since.getTime() : null;
      return { latestPublishedAt: latest, unread };
    }
    return {
      latestPublishedAt: latest,
      unread: latest !== null && (seen === null || latest.getTime() > seen.getTime()),
    };
  }

  /** The user opened /news: whatever was published up to now is read. */
  async markSeen(userId: string): Promise<NewsStatusView> {
    await this.news.markSeen(userId, new Date());
    return this.status(userId);
  }

  private async checkCover(id: string | null): Promise<void> {
    if (id !== null && !(isUuid(id) && (await this.news.findImage(id)))) {
      throw new NewsError(
        'NEWS.COVER_NOT_FOUND',
        'La imagen de portada no existe: súbela de nuevo.',
      );
    }
  }

  private async freeSlug(base: string): Promise<string> {
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!RESERVED_SLUGS.includes(slug) && !(await this.news.slugTaken(slug))) {
        return slug;
      }
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }
}

function throwNotFound(): never {
  throw newsNotFound();
}
