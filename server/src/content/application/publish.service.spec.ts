import { Clock } from '../../kernel/clock';
import { CountedActionLimits } from '../../platform/rate-limit/counted-action-limits';
import { InMemoryRateLimiter } from '../../platform/rate-limit/rate-limiters';
import { JobHandler, JobOptions, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { ContentError } from '../domain/content.error';
import { Post, PostGeneration, PostWithAuthor, Viewer } from '../domain/post';
import { ImageFormat, ImageProbe, ImageProcessor, RenderedImage } from '../ports/image-processor';
import { NewPost, Page, PostRepository } from '../ports/post.repository';
import { PendingUpload, UploadRepository } from '../ports/upload.repository';
import { VideoProbe, VideoProcessor } from '../ports/video-processor';
import { IncomingFile, MEDIA_QUEUE, PostDetails, PublishService } from './publish.service';

const MB = 1024 * 1024;

function unused(): never {
  throw new Error('PublishService does not call this');
}

class InMemoryPosts extends PostRepository {
  readonly posts = new Map<string, PostWithAuthor>();
  /**
   * The next create fails with this error; with `winnerId`, a concurrent request has just
   * created the same post under that id (as when it won the unique index).
   */
  failNextCreate: { error: Error; winnerId?: string } | null = null;

  async create(post: NewPost): Promise<Post> {
    if (this.failNextCreate) {
      const { error, winnerId } = this.failNextCreate;
      this.failNextCreate = null;
      if (winnerId) {
        this.add({ ...post, id: winnerId });
      }
      throw error;
    }
    return this.add(post);
  }
  async findById(id: string) {
    return this.posts.get(id) ?? null;
  }
  async findByGeneration(generationId: string, imageIndex: number) {
    return (
      [...this.posts.values()].find(
        (p) =>
          p.generation?.generationId === generationId && p.generation.imageIndex === imageIndex,
      ) ?? null
    );
  }
  async resetForRetry(id: string) {
    const post = this.posts.get(id);
    if (post?.status !== 'failed') {
      return false;
    }
    this.posts.set(id, { ...post, status: 'processing', failureReason: null });
    return true;
  }

  /** What media processing would have left the post in. */
  settle(id: string, status: 'ready' | 'failed') {
    const post = this.posts.get(id)!;
    const failureReason = status === 'failed' ? 'No pudimos procesar el archivo.' : null;
    this.posts.set(id, { ...post, status, failureReason });
  }

  private add(post: NewPost): PostWithAuthor {
    const now = new Date();
    const stored: PostWithAuthor = {
      ...post,
      status: 'processing',
      progress: 0,
      failureReason: null,
      width: null,
      height: null,
      dominantColor: null,
      blurhash: null,
      phash: null,
      variants: [],
      premium: null,
      video: null,
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      downloadCount: 0,
      createdAt: now,
      updatedAt: now,
      author: {
        id: post.authorId,
        name: 'ana',
        fullname: 'Ana',
        image: null,
        score: 0,
        plan: 'free',
      },
    };
    this.posts.set(post.id, stored);
    return stored;
  }

  markReady = unused;
  addVariants = unused;
  setPremiumMedia = unused;
  setProgress = unused;
  markFailed = unused;
  recordView = unused;
  findSimilar = unused;
  findByAuthor = (): Promise<Page<PostWithAuthor>> => unused();
  countPublicByAuthor = unused;
  findProcessingIds = unused;
  findMonetizedWithoutPremiumIds = unused;
  recordDownload = unused;
}

class InMemoryUploads extends UploadRepository {
  readonly uploads = new Map<string, PendingUpload>();
  async create(upload: PendingUpload) {
    this.uploads.set(upload.id, upload);
  }
  async findOwned(id: string, ownerId: string) {
    const upload = this.uploads.get(id);
    return upload?.ownerId === ownerId ? upload : null;
  }
  async delete(id: string) {
    this.uploads.delete(id);
  }
}

/** Remembers what was stored under each key: a file's path or the bytes themselves. */
class MemoryStore extends MediaStore {
  readonly objects = new Map<string, { from: string | Buffer; contentType: string }>();
  async *list(): AsyncIterable<string> {
    yield* this.objects.keys();
  }
  async put(key: string, bytes: Buffer, contentType: string) {
    this.objects.set(key, { from: bytes, contentType });
  }
  async putFile(key: string, path: string, contentType: string) {
    this.objects.set(key, { from: path, contentType });
  }
  async get(): Promise<StoredMedia | null> {
    return unused();
  }
  async delete(keys: string[]) {
    keys.forEach((key) => this.objects.delete(key));
  }
  publicUrl(key: string) {
    return `/media/${key}`;
  }
}

class RecordingQueue extends JobQueue {
  readonly jobs: Array<{ queue: string; data: unknown; options?: JobOptions }> = [];
  async enqueue<T>(queue: string, data: T, options?: JobOptions) {
    this.jobs.push({ queue, data, options });
  }
  process<T>(_queue: string, _handler: JobHandler<T>) {
    unused();
  }
  async stopWorking() {}
  async close() {}
}

/** Identifies files by what the test says their bytes are; a refusal is thrown as the adapter does. */
class ScriptedImages extends ImageProcessor {
  format: ImageFormat = 'png';
  refusal: ContentError | null = null;
  editable: ImageFormat | 'photoshop' | null = null;

  async probe(): Promise<ImageProbe> {
    if (this.refusal) {
      throw this.refusal;
    }
    return { format: this.format, width: 800, height: 600, pages: 1 };
  }
  probeFile(): Promise<ImageProbe> {
    return this.probe();
  }
  async identifyEditable() {
    return this.editable;
  }
  summarizeAndPreview = unused;
  remainingVariants = unused;
  allVariants = unused;
  watermark = (): Promise<RenderedImage> => unused();
  exportFull = (): Promise<RenderedImage> => unused();
}

class ScriptedVideos extends VideoProcessor {
  container: VideoProbe['container'] = 'mp4';
  /** Whether files start like a video container. */
  video = false;

  async probe(): Promise<VideoProbe> {
    return { container: this.container, durationSec: 12, width: 1280, height: 720, hasAudio: true };
  }
  async looksLikeVideo() {
    return this.video;
  }
  render = unused;
}

const ana: Viewer = { id: 'u-ana', plan: 'free' };
const maxUser: Viewer = { id: 'u-max', plan: 'max' };
const details: PostDetails = {
  title: '  Atardecer   en #montaña ',
  description: 'Con @beto.luz desde el mirador #viaje',
  visibility: 'public',
  monetizable: false,
  contentLevel: 'general',
};
const photo: IncomingFile = { path: '/tmp/upload-1', size: 2 * MB, name: 'foto.exe' };
const generation: PostGeneration = {
  generationId: 'g-1',
  imageIndex: 0,
  prompt: 'un faro al amanecer',
  model: 'preset-1',
  modelName: 'Realista',
  imageDimensions: '2:3',
  generationMode: 'fast',
  seed: 42,
  showPrompt: true,
};

describe(PublishService.name, () => {
  let posts: InMemoryPosts;
  let uploads: InMemoryUploads;
  let store: MemoryStore;
  let queue: RecordingQueue;
  let images: ScriptedImages;
  let videos: ScriptedVideos;
  let sut: PublishService;

  beforeEach(() => {
    posts = new InMemoryPosts();
    uploads = new InMemoryUploads();
    store = new MemoryStore();
    queue = new RecordingQueue();
    images = new ScriptedImages();
    videos = new ScriptedVideos();
    sut = new PublishService(
      posts,
      uploads,
      store,
      queue,
      images,
      videos,
      new CountedActionLimits(new InMemoryRateLimiter(), new Clock()),
    );
  });

  function expectNothingStored() {
    expect(store.objects.size).toBe(0);
    expect(posts.posts.size).toBe(0);
    expect(uploads.uploads.size).toBe(0);
    expect(queue.jobs).toEqual([]);
  }

  describe('publish', () => {
    it('keeps the original under its post id with the type its bytes show, and queues processing ahead of background work', async () => {
      images.format = 'webp';

      const post = await sut.publish(ana, 'image', details, photo, null);

      expect(post).toMatchObject({
        authorId: ana.id,
        kind: 'image',
        status: 'processing',
        title: 'Atardecer en #montaña',
        hashtags: ['montaña', 'viaje'],
        mentions: ['beto.luz'],
        category: 'Paisajes',
        original: {
          key: `private/originals/${post.id}`,
          name: 'foto.exe',
          contentType: 'image/webp',
          size: 2 * MB,
        },
        editable: null,
        generation: null,
      });
      expect(store.objects.get(`private/originals/${post.id}`)).toEqual({
        from: photo.path,
        contentType: 'image/webp',
      });
      expect(queue.jobs).toEqual([
        {
          queue: MEDIA_QUEUE,
          data: { postId: post.id },
          options: { jobId: post.id, attempts: 3, backoffMs: 2000, priority: 'high' },
        },
      ]);
    });

    it('keeps a Photoshop editable beside the original, and any other binary as octet-stream', async () => {
      images.editable = 'photoshop';
      const psd = { path: '/tmp/upload-2', size: 50 * MB, name: 'capas.psd' };
      const withPsd = await sut.publish(ana, 'image', details, photo, psd);
      expect(withPsd.editable).toEqual({
        key: `private/editables/${withPsd.id}`,
        name: 'capas.psd',
        contentType: 'image/vnd.adobe.photoshop',
        size: 50 * MB,
      });
      expect(store.objects.get(`private/editables/${withPsd.id}`)?.from).toBe(psd.path);

      images.editable = null;
      const withBinary = await sut.publish(ana, 'image', details, photo, psd);
      expect(withBinary.editable?.contentType).toBe('application/octet-stream');
    });

    it('publishes a Max user’s video with the container its bytes show', async () => {
      videos.container = 'quicktime';
      const clip = { path: '/tmp/clip', size: 120 * MB, name: 'clip.mov' };

      const post = await sut.publish(maxUser, 'video', details, clip, null);

      expect(post.kind).toBe('video');
      expect(post.original.contentType).toBe('video/quicktime');
    });

    it.each<[string, () => Promise<unknown>, string, string]>([
      [
        'a blank title',
        () => sut.publish(ana, 'image', { ...details, title: '   ' }, photo, null),
        'CONTENT.TITLE_REQUIRED',
        'El título es obligatorio.',
      ],
      [
        'a 101-character title',
        () => sut.publish(ana, 'image', { ...details, title: 't'.repeat(101) }, photo, null),
        'CONTENT.TITLE_TOO_LONG',
        'El título no puede superar 100 caracteres.',
      ],
      [
        'a 2,201-character description',
        () => sut.publish(ana, 'image', { ...details, description: 'd'.repeat(2201) }, photo, null),
        'CONTENT.DESCRIPTION_TOO_LONG',
        'La descripción no puede superar 2200 caracteres.',
      ],
      [
        'a category that does not exist',
        () => sut.publish(ana, 'image', { ...details, category: 'Gatitos' }, photo, null),
        'CONTENT.INVALID_CATEGORY',
        expect.stringMatching(/^La categoría debe ser una de: /),
      ],
      [
        'a video from a plan below Max',
        () => sut.publish(ana, 'video', details, photo, null),
        'CONTENT.VIDEO_REQUIRES_MAX',
        'Subir vídeos es una función del plan Max. Mejora tu plan para publicar vídeos.',
      ],
      [
        'a post without a file',
        () => sut.publish(ana, 'image', details, null, null),
        'CONTENT.FILE_REQUIRED',
        'Selecciona un archivo para publicar.',
      ],
      [
        'an image over 30 MB',
        () => sut.publish(ana, 'image', details, { ...photo, size: 30 * MB + 1 }, null),
        'CONTENT.FILE_TOO_LARGE',
        'El archivo supera el máximo de 30 MB.',
      ],
      [
        'a video over 500 MB',
        () => sut.publish(maxUser, 'video', details, { ...photo, size: 500 * MB + 1 }, null),
        'CONTENT.FILE_TOO_LARGE',
        'El archivo supera el máximo de 500 MB.',
      ],
      [
        'an editable over 200 MB',
        () =>
          sut.publish(ana, 'image', details, photo, {
            ...photo,
            size: 200 * MB + 1,
            name: 'a.psd',
          }),
        'CONTENT.FILE_TOO_LARGE',
        'El archivo supera el máximo de 200 MB.',
      ],
    ])('refuses %s and stores nothing', async (_name, publish, code, message) => {
      await expect(publish()).rejects.toMatchObject({ code, message });
      expectNothingStored();
    });

    it('refuses a file the image processor does not accept and stores nothing', async () => {
      images.refusal = new ContentError('CONTENT.UNSUPPORTED_TYPE', 'Formato no admitido.');

      await expect(sut.publish(ana, 'image', details, photo, null)).rejects.toBe(images.refusal);
      expectNothingStored();
    });
  });

  describe('stageUpload and createFromUpload', () => {
    it('stages a file for its owner, then publishes it once and forgets the upload', async () => {
      images.format = 'jpeg';
      const staged = await sut.stageUpload(ana, photo);

      expect(staged.kind).toBe('image');
      expect(store.objects.get(`private/uploads/${staged.id}`)).toEqual({
        from: photo.path,
        contentType: 'image/jpeg',
      });
      expect(queue.jobs).toEqual([]);

      const post = await sut.createFromUpload(ana, staged.id, details);

      expect(post.original).toEqual({
        key: `private/uploads/${staged.id}`,
        name: 'foto.exe',
        contentType: 'image/jpeg',
        size: photo.size,
      });
      expect(uploads.uploads.size).toBe(0);
      expect(queue.jobs.map((j) => j.data)).toEqual([{ postId: post.id }]);
      await expect(sut.createFromUpload(ana, staged.id, details)).rejects.toMatchObject({
        code: 'CONTENT.FILE_REQUIRED',
      });
    });

    it('stages what starts like a video as a video for a Max user', async () => {
      videos.video = true;
      videos.container = 'webm';

      const staged = await sut.stageUpload(maxUser, photo);

      expect(staged.kind).toBe('video');
      expect(uploads.uploads.get(staged.id)?.contentType).toBe('video/webm');
    });

    it('refuses to stage a video for a plan below Max and stores nothing', async () => {
      videos.video = true;

      await expect(sut.stageUpload(ana, photo)).rejects.toMatchObject({
        code: 'CONTENT.VIDEO_REQUIRES_MAX',
      });
      expectNothingStored();
    });

    it('refuses to publish someone else’s upload and creates nothing', async () => {
      const staged = await sut.stageUpload(ana, photo);

      await expect(sut.createFromUpload(maxUser, staged.id, details)).rejects.toMatchObject({
        code: 'CONTENT.FILE_REQUIRED',
        message: 'La subida no existe o ya se usó.',
      });
      expect(posts.posts.size).toBe(0);
      expect(uploads.uploads.has(staged.id)).toBe(true);
    });

    it('refuses an invalid title before looking the upload up, and keeps the upload', async () => {
      const staged = await sut.stageUpload(ana, photo);

      await expect(
        sut.createFromUpload(ana, staged.id, { ...details, title: '' }),
      ).rejects.toMatchObject({ code: 'CONTENT.TITLE_REQUIRED' });
      expect(posts.posts.size).toBe(0);
      expect(uploads.uploads.has(staged.id)).toBe(true);
    });
  });

  describe('publishGenerated', () => {
    const image = { bytes: Buffer.from('generated png'), name: 'faro.png' };

    it('stores the generated bytes and creates a post that remembers its generation', async () => {
      const { post, created } = await sut.publishGenerated(ana, image, details, generation);

      expect(created).toBe(true);
      expect(post.generation).toEqual(generation);
      expect(store.objects.get(`private/originals/${post.id}`)).toEqual({
        from: image.bytes,
        contentType: 'image/png',
      });
      expect(queue.jobs.map((j) => j.data)).toEqual([{ postId: post.id }]);
    });

    it('answers the existing post for an image published before, and stores nothing more', async () => {
      const first = await sut.publishGenerated(ana, image, details, generation);

      const again = await sut.publishGenerated(
        ana,
        image,
        { ...details, title: 'Otro' },
        generation,
      );

      expect(again).toEqual({ post: first.post, created: false });
      expect(store.objects.size).toBe(1);
      expect(queue.jobs).toHaveLength(1);
    });

    it('answers the post of a concurrent publication that won, and deletes its own original', async () => {
      posts.failNextCreate = {
        error: new Error('duplicate key value violates unique constraint'),
        winnerId: 'p-winner',
      };

      const { post, created } = await sut.publishGenerated(ana, image, details, generation);

      expect(created).toBe(false);
      expect(post.id).toBe('p-winner');
      expect(store.objects.size).toBe(0);
      expect(queue.jobs).toEqual([]);
    });

    it('lets any other failure to create the post through', async () => {
      const failure = new Error('connection lost');
      posts.failNextCreate = { error: failure };

      await expect(sut.publishGenerated(ana, image, details, generation)).rejects.toBe(failure);
      expect(queue.jobs).toEqual([]);
    });

    it('refuses generated bytes over 30 MB and stores nothing', async () => {
      const huge = { bytes: Buffer.alloc(30 * MB + 1), name: 'huge.png' };

      await expect(sut.publishGenerated(ana, huge, details, generation)).rejects.toMatchObject({
        code: 'CONTENT.FILE_TOO_LARGE',
      });
      expectNothingStored();
    });
  });

  describe('retry', () => {
    /** A post of ana's that processing left `status`, its first job already taken. */
    async function processed(status: 'ready' | 'failed'): Promise<string> {
      const post = await sut.publish(ana, 'image', details, photo, null);
      posts.settle(post.id, status);
      queue.jobs.splice(0);
      return post.id;
    }

    it('queues a failed post again under a new job id', async () => {
      const id = await processed('failed');

      await sut.retry(ana, id);

      expect(posts.posts.get(id)?.status).toBe('processing');
      expect(queue.jobs).toEqual([
        {
          queue: MEDIA_QUEUE,
          data: { postId: id },
          options: {
            jobId: expect.stringMatching(new RegExp(`^${id}:\\d+$`)),
            priority: 'high',
          },
        },
      ]);
    });

    it('refuses someone else’s post as not found and queues nothing', async () => {
      const id = await processed('failed');

      await expect(sut.retry(maxUser, id)).rejects.toMatchObject({
        code: 'CONTENT.POST_NOT_FOUND',
      });
      await expect(sut.retry(ana, 'p-missing')).rejects.toMatchObject({
        code: 'CONTENT.POST_NOT_FOUND',
      });
      expect(posts.posts.get(id)?.status).toBe('failed');
      expect(queue.jobs).toEqual([]);
    });

    it('refuses a post that did not fail and queues nothing', async () => {
      const id = await processed('ready');

      await expect(sut.retry(ana, id)).rejects.toMatchObject({
        code: 'CONTENT.NOT_RETRYABLE',
        message: 'Solo se pueden reintentar publicaciones que fallaron.',
      });
      expect(queue.jobs).toEqual([]);
    });
  });
});
