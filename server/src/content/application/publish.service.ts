import type { ContentLevel } from '../../kernel/content-level';
import { ActionLimits } from '../../platform/rate-limit/action-limits.port';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../kernel/ids';
import { JobPriority, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore } from '../../platform/storage/media-store.port';
import { resolveCategory } from '../domain/category';
import { ContentError } from '../domain/content.error';
import { EDITABLE_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../domain/media-limits';
import {
  canUploadVideo,
  Post,
  PostGeneration,
  PostKind,
  StoredFile,
  uploadLimitFor,
  Viewer,
  Visibility,
} from '../domain/post';
import {
  extractHashtags,
  extractMentions,
  normalizeDescription,
  normalizeTitle,
} from '../domain/post-rules';
import { ImageFormat, ImageProcessor } from '../ports/image-processor';
import { PostRepository } from '../ports/post.repository';
import { UploadRepository } from '../ports/upload.repository';
import { VideoContainer, VideoProcessor } from '../ports/video-processor';

export const MEDIA_QUEUE = 'media.process';

export interface MediaJob {
  postId: string;
}

/** A file the edge has already written to a temporary path (read by the processors, not here). */
export interface IncomingFile {
  path: string;
  size: number;
  name: string | null;
}

export interface PostDetails {
  title?: string | null;
  description?: string | null;
  /** One of CATEGORIES; derived from the hashtags when absent. */
  category?: string | null;
  visibility: Visibility;
  monetizable: boolean;
  /** How explicit it is (the spec's sensitive checkbox is `sensible`). */
  contentLevel: ContentLevel;
  /** Announcement mode: the post is only available as an ad (archived, never listed). */
  announcement?: boolean;
}

const IMAGE_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  heic: 'image/heic',
};

const VIDEO_TYPES: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  quicktime: 'video/quicktime',
};

@Injectable()
export class PublishService {
  constructor(
    private readonly posts: PostRepository,
    private readonly uploads: UploadRepository,
    private readonly store: MediaStore,
    private readonly jobs: JobQueue,
    private readonly images: ImageProcessor,
    private readonly videos: VideoProcessor,
    private readonly limits: ActionLimits,
  ) {}

  /**
   * The byte limit the edge enforces while the file of an upload of `kind` (null: the staging
   * upload, either kind) by `uploader` arrives; a plan without videos is refused before any byte.
   */
  fileLimitFor(uploader: Viewer, kind: PostKind | null): number {
    const limit = uploadLimitFor(uploader.plan, kind);
    if (limit === null) {
      throw videoRequiresMax();
    }
    return limit;
  }

  /** The spec's add-image / add-video: validates, keeps the original and queues processing. */
  async publish(
    author: Viewer,
    kind: PostKind,
    details: PostDetails,
    file: IncomingFile | null,
    editable: IncomingFile | null,
    /** Demo content processes behind members' uploads (`low`); default `high`. */
    options: { priority?: JobPriority } = {},
  ): Promise<Post> {
    const fields = this.validate(details);
    if (kind === 'video' && !canUploadVideo(author.plan)) {
      throw videoRequiresMax();
    }
    if (!file) {
      throw new ContentError('CONTENT.FILE_REQUIRED', 'Selecciona un archivo para publicar.');
    }
    const contentType = await this.identify(kind, file);
    const editableFile = editable ? await this.identifyEditable(editable) : null;
    await this.limits.consumeOrThrow('post', author);
    const id = randomUUID();
    const original: StoredFile = {
      key: `private/originals/${id}`,
      name: file.name,
      contentType,
      size: file.size,
    };
    await this.store.putFile(original.key, file.path, contentType);
    let storedEditable: StoredFile | null = null;
    if (editable && editableFile) {
      storedEditable = { key: `private/editables/${id}`, name: editable.name, ...editableFile };
      await this.store.putFile(storedEditable.key, editable.path, editableFile.contentType);
    }
    return this.createAndQueue(
      id,
      author.id,
      kind,
      fields,
      original,
      storedEditable,
      null,
      options.priority,
    );
  }

  /** First step of the GraphQL flow: the file is identified and kept until createPost names it. */
  async stageUpload(owner: Viewer, file: IncomingFile): Promise<{ id: string; kind: PostKind }> {
    const kind = await this.guessKind(file);
    if (kind === 'video' && !canUploadVideo(owner.plan)) {
      throw videoRequiresMax();
    }
    const contentType = await this.identify(kind, file);
    const id = randomUUID();
    const storageKey = `private/uploads/${id}`;
    await this.store.putFile(storageKey, file.path, contentType);
    await this.uploads.create({
      id,
      ownerId: owner.id,
      storageKey,
      contentType,
      kind,
      originalName: file.name,
      size: file.size,
    });
    return { id, kind };
  }

  /** Second step of the GraphQL flow. */
  async createFromUpload(author: Viewer, uploadId: string, details: PostDetails): Promise<Post> {
    const fields = this.validate(details);
    const upload = await this.uploads.findOwned(uploadId, author.id);
    if (!upload) {
      throw new ContentError('CONTENT.FILE_REQUIRED', 'La subida no existe o ya se usó.');
    }
    await this.limits.consumeOrThrow('post', author);
    const id = randomUUID();
    const post = await this.createAndQueue(
      id,
      author.id,
      upload.kind,
      fields,
      {
        key: upload.storageKey,
        name: upload.originalName,
        contentType: upload.contentType,
        size: upload.size,
      },
      null,
    );
    await this.uploads.delete(upload.id);
    return post;
  }

  /**
   * Publishes an image made by the generator through the same pipeline as an upload (variants,
   * blurhash, category, search). One post per generated image: publishing it again answers the
   * existing post unchanged, with `created: false`.
   */
  async publishGenerated(
    author: Viewer,
    image: { bytes: Buffer; name: string },
    details: PostDetails,
    generation: PostGeneration,
  ): Promise<{ post: Post; created: boolean }> {
    const fields = this.validate(details);
    const existing = await this.posts.findByGeneration(
      generation.generationId,
      generation.imageIndex,
    );
    if (existing) {
      return { post: existing, created: false };
    }
    await this.limits.consumeOrThrow('post', author);
    if (image.bytes.length > IMAGE_MAX_BYTES) {
      throw tooLarge(IMAGE_MAX_BYTES);
    }
    const contentType = IMAGE_TYPES[(await this.images.probe(image.bytes)).format];
    const id = randomUUID();
    const original: StoredFile = {
      key: `private/originals/${id}`,
      name: image.name,
      contentType,
      size: image.bytes.length,
    };
    await this.store.put(original.key, image.bytes, contentType);
    try {
      const post = await this.createAndQueue(
        id,
        author.id,
        'image',
        fields,
        original,
        null,
        generation,
      );
      return { post, created: true };
    } catch (err) {
      // a concurrent publication of the same image won the unique index: answer its post
      const winner = await this.posts.findByGeneration(
        generation.generationId,
        generation.imageIndex,
      );
      if (!winner) {
        throw err;
      }
      await this.store.delete([original.key]);
      return { post: winner, created: false };
    }
  }

  /** The owner's way out of a failed post: processing runs again from the kept original. */
  async retry(owner: Viewer, postId: string): Promise<void> {
    const post = isUuid(postId) ? await this.posts.findById(postId) : null;
    if (!post || post.authorId !== owner.id) {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');
    }
    if (!(await this.posts.resetForRetry(postId))) {
      throw new ContentError(
        'CONTENT.NOT_RETRYABLE',
        'Solo se pueden reintentar publicaciones que fallaron.',
      );
    }
    await this.jobs.enqueue<MediaJob>(
      MEDIA_QUEUE,
      { postId },
      { jobId: `${postId}:${Date.now()}`, priority: 'high' },
    );
  }

  private validate(details: PostDetails) {
    return validatePostDetails(details);
  }

  private async createAndQueue(
    id: string,
    authorId: string,
    kind: PostKind,
    fields: ReturnType<PublishService['validate']>,
    original: StoredFile,
    editable: StoredFile | null,
    generation: PostGeneration | null = null,
    priority: JobPriority = 'high',
  ): Promise<Post> {
    const post = await this.posts.create({
      id,
      authorId,
      kind,
      ...fields,
      original,
      editable,
      generation,
    });
    await this.jobs.enqueue<MediaJob>(
      MEDIA_QUEUE,
      { postId: id },
      // someone is waiting for this one: ahead of start-up re-renders and the demo content
      { jobId: id, attempts: 3, backoffMs: 2000, priority },
    );
    return post;
  }

  private async identify(kind: PostKind, file: IncomingFile): Promise<string> {
    if (kind === 'image') {
      if (file.size > IMAGE_MAX_BYTES) {
        throw tooLarge(IMAGE_MAX_BYTES);
      }
      const probe = await this.images.probeFile(file.path);
      return IMAGE_TYPES[probe.format];
    }
    if (file.size > VIDEO_MAX_BYTES) {
      throw tooLarge(VIDEO_MAX_BYTES);
    }
    const probe = await this.videos.probe(file.path);
    return VIDEO_TYPES[probe.container];
  }

  /** Photoshop files, images, or any other binary, within the size limit. */
  private async identifyEditable(
    file: IncomingFile,
  ): Promise<{ contentType: string; size: number }> {
    if (file.size > EDITABLE_MAX_BYTES) {
      throw tooLarge(EDITABLE_MAX_BYTES);
    }
    const format = await this.images.identifyEditable(file.path);
    if (format === 'photoshop') {
      return { contentType: 'image/vnd.adobe.photoshop', size: file.size };
    }
    return {
      contentType: format ? IMAGE_TYPES[format] : 'application/octet-stream',
      size: file.size,
    };
  }

  /** For the single GraphQL upload endpoint: anything that does not start like a video is an image. */
  private async guessKind(file: IncomingFile): Promise<PostKind> {
    return (await this.videos.looksLikeVideo(file.path)) ? 'video' : 'image';
  }
}

/** The rules of a post's fields, on upload and on edit: normalized text, hashtags, category. */
export function validatePostDetails(details: PostDetails) {
  const description = normalizeDescription(details.description);
  const title = normalizeTitle(details.title);
  const hashtags = extractHashtags(`${title} ${description}`);
  return {
    title,
    description,
    hashtags,
    category: resolveCategory(details.category, hashtags),
    mentions: extractMentions(description),
    visibility: details.announcement ? ('archived' as const) : details.visibility,
    announcement: details.announcement === true,
    monetizable: details.announcement ? false : details.monetizable,
    contentLevel: details.contentLevel,
  };
}

function videoRequiresMax(): ContentError {
  return new ContentError(
    'CONTENT.VIDEO_REQUIRES_MAX',
    'Subir vídeos es una función del plan Max. Mejora tu plan para publicar vídeos.',
  );
}

function tooLarge(limit: number): ContentError {
  return new ContentError(
    'CONTENT.FILE_TOO_LARGE',
    `El archivo supera el máximo de ${Math.round(limit / 1024 / 1024)} MB.`,
  );
}
