import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { JobContext, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { MediaVariant, PostWithAuthor } from '../domain/post';
import { ImageProcessor, ImageVariant } from '../ports/image-processor';
import { PostEvents } from '../ports/post-events';
import { PublicationNotifier } from '../ports/publication-notifier';
import { PostRepository } from '../ports/post.repository';
import { VideoProcessor } from '../ports/video-processor';
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
   * them; BullMQ keeps them and ignores the duplicate job id).
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
        { jobId: postId, attempts: 3, backoffMs: 2000 },
      );
    }
    if (ids.length > 0) {
      this.log.log(`Queued ${ids.length} posts left processing`);
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

  private async processImage(post: PostWithAuthor): Promise<void> {
    const bytes = await this.store.getBytes(post.original.key);
    if (!bytes) {
      throw new Error(`original ${post.original.key} is missing`);
    }
    const preview: MediaVariant[] = [];
    const summary = await this.images.summarizeAndPreview(bytes, async (v) => {
      preview.push(await this.storeVariant(post.id, v));
    });
    await this.posts.markReady(post.id, summary, preview, null);
    await this.announce(post);
    const rest: MediaVariant[] = [];
    await this.images.remainingVariants(bytes, async (v) => {
      rest.push(await this.storeVariant(post.id, v));
    });
    await this.posts.addVariants(post.id, rest);
  }

  private async processVideo(post: PostWithAuthor, job: JobContext<MediaJob>): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'mixel-video-'));
    try {
      const input = join(dir, 'original');
      const original = await this.store.get(post.original.key);
      if (!original) {
        throw new Error(`original ${post.original.key} is missing`);
      }
      await pipeline(original.body, createWriteStream(input));
      let last = -1;
      const rendition = await this.videos.transcode(input, dir, async (percent) => {
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
      });
      const videoKey = `public/${post.id}/video.mp4`;
      const posterKey = `public/${post.id}/poster.jpg`;
      await this.store.putFile(videoKey, rendition.renditionPath, rendition.contentType);
      await this.store.putFile(posterKey, rendition.posterPath, 'image/jpeg');
      const poster = await readFile(rendition.posterPath);
      const preview: MediaVariant[] = [];
      const summary = await this.images.summarizeAndPreview(poster, async (v) => {
        preview.push(await this.storeVariant(post.id, v));
      });
      await this.posts.markReady(post.id, summary, preview, {
        key: videoKey,
        posterKey,
        contentType: rendition.contentType,
        width: rendition.width,
        height: rendition.height,
        durationSec: rendition.durationSec,
      });
      await this.announce(post);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The post is visible now: its owner sees it ready; followers and mentioned users hear of it. */
  private async announce(post: PostWithAuthor): Promise<void> {
    await this.events.processing(post.authorId, { id: post.id, status: 'ready', progress: 100 });
    if (post.status !== 'ready' && post.visibility === 'public') {
      await this.publication.published(post);
    }
  }

  private async storeVariant(postId: string, v: ImageVariant): Promise<MediaVariant> {
    const key = `public/${postId}/w${v.width}.${EXTENSION[v.format]}`;
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
