import { NewsDraft, NewsImage, NewsItem, NewsStatus } from '../domain/news';

export interface NewsPage {
  items: NewsItem[];
  hasNextPage: boolean;
}

export type NewImage = Omit<NewsImage, 'id'> & { id: string; blurhash: string };

/** News items, their pictures and when each signed-in user last opened the news. */
export abstract class NewsRepository {
  /** `authorId` is null for an item Mixel itself wrote (the demo welcome). */
  abstract create(draft: NewsDraft, slug: string, authorId: string | null): Promise<NewsItem>;
  abstract update(id: string, draft: NewsDraft): Promise<NewsItem | null>;
  abstract setPublication(
    id: string,
    status: NewsStatus,
    publishAt: Date | null,
  ): Promise<NewsItem | null>;
  /** The deleted item (its cover is left to the caller), or null when there was none. */
  abstract delete(id: string): Promise<NewsItem | null>;
  abstract findById(id: string): Promise<NewsItem | null>;
  abstract findBySlug(slug: string): Promise<NewsItem | null>;
  abstract slugTaken(slug: string): Promise<boolean>;
  /** Published items dated up to `now`, newest first. */
  abstract findPublishedPage(now: Date, page: number, pageSize: number): Promise<NewsPage>;
  /** Every item for staff: drafts first (latest edited), then by publish date, newest first. */
  abstract findAllPage(page: number, pageSize: number): Promise<NewsPage>;
  abstract latestPublishedAt(now: Date): Promise<Date | null>;
  /** When the user last opened the news; their sign-up date when never. */
  abstract lastSeenAt(userId: string): Promise<Date | null>;
  abstract markSeen(userId: string, at: Date): Promise<void>;
  abstract addImage(image: NewImage, uploaderId: string): Promise<NewsImage>;
  abstract findImage(id: string): Promise<NewsImage | null>;
}
