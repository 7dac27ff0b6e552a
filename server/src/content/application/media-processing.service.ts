import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobContext, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { DETAIL_WIDTH, VARIANT_WIDTHS, variantWidthsFor } from '../domain/media-limits';
import {
  downloadKey,
  MediaVariant,
  PostWithAuthor,
  PremiumMedia,
  premiumVideoKey,
} from '../domain/post';
import { ImageProcessor, ImageVariant } from '../ports/image-processor';
import { PostEvents } from '../ports/post-events';
import { PublicationNotifier } from '../ports/publication-notifier';
import { PostRepository } from '../ports/post.repository';
import { RenderedVideo, VideoProcessor } from '../ports/video-processor';
import { ContentSettings } from './content-settings';
import { MEDIA_QUEUE, MediaJob } from './publish.service';

const EXTENSION: Record<ImageVariant['format'], string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

/** Turns a kept original into what viewers get; runs on the job queue. */
@Injectable()
export class MediaProcessingService implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger(MediaProcessingService.name);

  constructor(
    private readonly posts: PostRepository,
    private readonly store: MediaStore,
    private readonly jobs: JobQueue,
    private readonly images: ImageProcessor,
    private readonly videos: VideoProcessor,
    private readonly events: PostEvents,
    private readonly settings: ContentSettings,
    private readonly publication: PublicationNotifier,
  ) {}

  onModuleInit(): void {
    if (this.settings.runsJobs) {
      this.jobs.process<MediaJob>(MEDIA_QUEUE, (job) => this.run(job), 2);
    }
  }

  /**
   * Queues again the posts left processing by a stopped process (the in-process queue forgets
   * them; BullMQ keeps them and ignores the duplicate job id), behind any upload made meanwhile.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.runsJobs) {
      return;
    }
    const ids = await this.posts.findProcessingIds(1000);
    for (const postId of ids) {
      await this.jobs.enqueue<MediaJob>(
        MEDIA_QUEUE,
        { postId },
        { jobId: postId, attempts: 3, backoffMs: 2000, priority: 'low' },
      );
    }
    if (ids.length > 0) {
      this.log.log(`Queued ${ids.length} posts left processing`);
    }
    // monetized media processed before it was split (or interrupted): render again
    const unsplit = await this.posts.findMonetizedWithoutPremiumIds(1000);
    for (const postId of unsplit) {
      await this.jobs.enqueue<MediaJob>(
        MEDIA_QUEUE,
        { postId },
        { jobId: `${postId}:premium`, attempts: 3, backoffMs: 2000, priority: 'low' },
      );
    }
    if (unsplit.length > 0) {
      this.log.log(`Queued ${unsplit.length} monetized posts to render their premium media`);
    }
  }

  async run(job: JobContext<MediaJob>): Promise<void> {
    const post = await this.posts.findById(job.data.postId);
    if (!post) {
      return;
    }
    try {
      if (post.kind === 'image') {
        await this.processImage(post);
      } else {
        await this.processVideo(post, job);
      }
    } catch (err) {
      this.log.warn(`Processing ${post.id} failed (attempt ${job.attempt}): ${String(err)}`);
      if (job.isFinalAttempt && post.status !== 'ready') {
        await this.posts.markFailed(post.id, 'No pudimos procesar el archivo.');
        await this.events.processing(post.authorId, { id: post.id, status: 'failed', progress: 0 });
      }
      throw err;
    }
  }

  /**
   * Everyone's variants first (the grid's, then the rest). A monetized image's public variants
   * carry the watermark and stop at DETAIL_WIDTH; its clean variants and full-resolution original
   * go under private keys, for entitled viewers. Files a previous run left behind go at the end.
   */
  private async processImage(post: PostWithAuthor): Promise<void> {
    const bytes = await this.store.getBytes(post.original.key);
    if (!bytes) {
      throw new Error(`original ${post.original.key} is missing`);
    }
    const monetized = post.monetizable;
    const publicKey = (v: ImageVariant) =>
      `public/${post.id}/${monetized ? 'watermarked/' : ''}w${v.width}.${EXTENSION[v.format]}`;
    const preview: MediaVariant[] = [];
    const summary = await this.images.summarizeAndPreview(
      bytes,
      async (v) => {
        preview.push(await this.storeVariant(publicKey(v), v));
      },
      { watermark: monetized },
    );
    await this.posts.markReady(post.id, summary, preview, null);
    await this.announce(post);
    const rest: MediaVariant[] = [];
    await this.images.remainingVariants(
      bytes,
      async (v) => {
        rest.push(await this.storeVariant(publicKey(v), v));
      },
      monetized ? { watermark: true, maxWidth: DETAIL_WIDTH } : {},
    );
    await this.posts.addVariants(post.id, rest);
    const premium = monetized ? await this.renderPremium(post.id, bytes, summary) : null;
    if (premium || post.premium) {
      await this.posts.setPremiumMedia(post.id, premium);
    }
    await this.removeStale(post, summary.width, mediaKeys([...preview, ...rest], premium));
  }

  /** Deletes what an earlier run stored and this one did not (a re-rendered monetized post's). */
  private async removeStale(post: PostWithAuthor, width: number, kept: string[]): Promise<void> {
    const stale = mediaKeys(post.variants, post.premium);
    if (post.monetizable) {
      // clean public variants from before monetized media was split, even if no row names them
      for (const w of new Set([...VARIANT_WIDTHS, ...variantWidthsFor(width)])) {
        stale.push(...Object.values(EXTENSION).map((ext) => `public/${post.id}/w${w}.${ext}`));
      }
    }
    const keep = new Set(kept);
    const gone = [...new Set(stale)].filter((key) => !keep.has(key));
    if (gone.length > 0) {
      await this.store.delete(gone);
    }
  }

  private async renderPremium(
    postId: string,
    bytes: Buffer,
    size: { width: number; height: number },
  ): Promise<PremiumMedia> {
    const variants: MediaVariant[] = [];
    await this.images.allVariants(bytes, async (v) => {
      const key = `private/premium/${postId}/w${v.width}.${EXTENSION[v.format]}`;
      variants.push(await this.storeVariant(key, v));
    });
    const full = await this.images.exportFull(bytes);
    const key = downloadKey(postId, 'original');
    await this.store.put(key, full.bytes, full.contentType);
    return {
      variants,
      original: {
        key,
        width: size.width,
        height: size.height,
        format: 'jpeg',
        contentType: full.contentType,
        size: full.bytes.length,
      },
    };
  }

  /** The rendition's files live in the processor's scratch directory until the callback ends. */
  private async processVideo(post: PostWithAuthor, job: JobContext<MediaJob>): Promise<void> {
    const original = await this.store.get(post.original.key);
    if (!original) {
      throw new Error(`original ${post.original.key} is missing`);
    }
    let last = -1;
    const onProgress = async (percent: number) => {
      const progress = Math.min(99, Math.floor(percent));
      if (progress >= last + 5) {
        last = progress;
        await this.posts.setProgress(post.id, progress);
        await job.reportProgress(progress);
        await this.events.processing(post.authorId, {
          id: post.id,
          status: 'processing',
          progress,
        });
      }
    };
    const render = async (rendition: RenderedVideo) => {
      const videoKey = `public/${post.id}/video.mp4`;
      const posterKey = `public/${post.id}/poster.jpg`;
      await this.store.putFile(videoKey, rendition.renditionPath, rendition.contentType);
      await this.store.putFile(posterKey, rendition.posterPath, 'image/jpeg');
      // a monetized video's public rendition carries the mark; the clean one is for entitled viewers
      const premiumKey = rendition.cleanRenditionPath ? premiumVideoKey(post.id) : undefined;
      if (premiumKey && rendition.cleanRenditionPath) {
        await this.store.putFile(premiumKey, rendition.cleanRenditionPath, rendition.contentType);
      }
      const preview: MediaVariant[] = [];
      const summary = await this.images.summarizeAndPreview(rendition.poster, async (v) => {
        preview.push(
          await this.storeVariant(`public/${post.id}/w${v.width}.${EXTENSION[v.format]}`, v),
        );
      });
      await this.posts.markReady(post.id, summary, preview, {
        key: videoKey,
        ...(premiumKey ? { premiumKey } : {}),
        posterKey,
        contentType: rendition.contentType,
        width: rendition.width,
        height: rendition.height,
        durationSec: rendition.durationSec,
      });
    };
    await this.videos.render(original.body, onProgress, render, { watermark: post.monetizable });
    await this.announce(post);
  }

  /** The post is visible now: its owner sees it ready; followers and mentioned users hear of it. */
  private async announce(post: PostWithAuthor): Promise<void> {
    await this.events.processing(post.authorId, { id: post.id, status: 'ready', progress: 100 });
    if (post.status !== 'ready' && post.visibility === 'public') {
      await this.publication.published(post);
      await this.events.listed([post.id]);
    }
  }

  private async storeVariant(key: string, v: ImageVariant): Promise<MediaVariant> {
    await this.store.put(key, v.bytes, v.contentType);
    return {
      key,
      width: v.width,
      height: v.height,
      format: v.format,
      contentType: v.contentType,
      size: v.bytes.length,
    };
  }
}

function mediaKeys(variants: MediaVariant[], premium: PremiumMedia | null): string[] {
  const keys = variants.map((v) => v.key);
  if (premium) {
    keys.push(...premium.variants.map((v) => v.key), premium.original.key);
  }
  return keys;
}
