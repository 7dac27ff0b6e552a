import { MediaVariant, Post, PostWithAuthor, PremiumMedia, VideoMedia } from '../domain/post';

export type NewPost = Omit<
  Post,
  | 'status'
  | 'progress'
  | 'failureReason'
  | 'width'
  | 'height'
  | 'dominantColor'
  | 'blurhash'
  | 'phash'
  | 'variants'
  | 'premium'
  | 'video'
  | 'viewCount'
  | 'likeCount'
  | 'commentCount'
  | 'downloadCount'
  | 'createdAt'
  | 'updatedAt'
>;

export interface MediaSummary {
  width: number;
  height: number;
  dominantColor: string;
  blurhash: string;
  phash: string;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

export abstract class PostRepository {
  abstract create(post: NewPost): Promise<Post>;
  abstract findById(id: string): Promise<PostWithAuthor | null>;
  /** The post of one image of a generation, whatever its status. */
  abstract findByGeneration(
    generationId: string,
    imageIndex: number,
  ): Promise<PostWithAuthor | null>;
  /** Marks the post ready with what the grid needs; others see it from now on. */
  abstract markReady(
    id: string,
    summary: MediaSummary,
    variants: MediaVariant[],
    video: VideoMedia | null,
  ): Promise<void>;
  abstract addVariants(id: string, variants: MediaVariant[]): Promise<void>;
  /** The clean private media of a monetized image, or null to forget it. */
  abstract setPremiumMedia(id: string, premium: PremiumMedia | null): Promise<void>;
  abstract setProgress(id: string, progress: number): Promise<void>;
  abstract markFailed(id: string, reason: string): Promise<void>;
  /** Back to processing for a retry; false when the post was not failed. */
  abstract resetForRetry(id: string): Promise<boolean>;
  /** Counts a view once per viewer and day; true when this view counted. */
  abstract recordView(id: string, viewerKey: string, day: string): Promise<boolean>;
  /** Ready public posts whose perceptual hash is within `maxDistance` bits, newest first. */
  abstract findSimilar(
    phash: string,
    maxDistance: number,
    excludeId: string,
    limit: number,
    includeExplicit: boolean,
  ): Promise<PostWithAuthor[]>;
  /** An author's posts, newest first: public and ready, or all of them for the owner. */
  abstract findByAuthor(
    authorId: string,
    options: {
      includeHidden: boolean;
      /** Explicit posts: for the owner and viewers who opted in to them. */
      includeExplicit: boolean;
      visibility?: 'public' | 'archived';
      page: number;
      limit: number;
    },
  ): Promise<Page<PostWithAuthor>>;
  abstract countPublicByAuthor(authorId: string, includeExplicit: boolean): Promise<number>;
  /** Posts still processing, oldest first: their jobs are queued again after a restart. */
  abstract findProcessingIds(limit: number): Promise<string[]>;
  /**
   * Ready monetized images without their premium media and videos without their clean rendition
   * (processed before monetized media were split, or interrupted), oldest first: rendered again.
   */
  abstract findMonetizedWithoutPremiumIds(limit: number): Promise<string[]>;
  /**
   * Counts a download. A counted one (`downloaderId` set) is also kept against the downloader's
   * allowance: with `perDay` set and that many counted in the last 24 hours, nothing is written
   * and the answer is false. Joins the caller's transaction.
   */
  abstract recordDownload(download: {
    postId: string;
    downloaderId: string | null;
    perDay: number | null;
  }): Promise<boolean>;
}
