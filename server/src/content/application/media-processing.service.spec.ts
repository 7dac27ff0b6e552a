import { JobContext, JobHandler, JobOptions, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { MediaVariant, PostWithAuthor, PremiumMedia, VideoMedia } from '../domain/post';
import { ImageProcessor, ImageVariant, VariantOptions } from '../ports/image-processor';
import { PostEvents, PostProcessingEvent } from '../ports/post-events';
import { PublicationNotifier } from '../ports/publication-notifier';
import { MediaSummary, PostRepository } from '../ports/post.repository';
import { VideoProcessor } from '../ports/video-processor';
import { ContentSettings } from './content-settings';
import { MediaProcessingService } from './media-processing.service';
import { Readable } from 'node:stream';

class MemoryStore extends MediaStore {
  files = new Map<string, { bytes: Buffer; contentType: string }>();
  async *list(): AsyncIterable<string> {
    yield* this.files.keys();
  }
  async put(key: string, bytes: Buffer, contentType: string) {
    this.files.set(key, { bytes, contentType });
  }
  async putFile() {}
  async get(key: string): Promise<StoredMedia | null> {
    const f = this.files.get(key);
    return f
      ? { body: Readable.from([f.bytes]), contentType: f.contentType, size: f.bytes.length }
      : null;
  }
  async delete(keys: string[]) {
    keys.forEach((k) => this.files.delete(k));
  }
  publicUrl(key: string) {
    return `/media/${key}`;
  }
}

class RecordingPosts {
  post: PostWithAuthor;
  states: string[] = [];
  constructor(post: PostWithAuthor) {
    this.post = post;
  }
  async findById() {
    return this.post;
  }
  async markReady(_id: string, _s: MediaSummary, variants: MediaVariant[], _v: VideoMedia | null) {
    this.states.push(`ready:${variants.length}`);
  }
  async addVariants(_id: string, variants: MediaVariant[]) {
    this.states.push(`more:${variants.length}`);
  }
  async setPremiumMedia(_id: string, premium: PremiumMedia | null) {
    this.states.push(premium ? `premium:${premium.variants.length}` : 'premium:none');
  }
  async markFailed(_id: string, reason: string) {
    this.states.push(`failed:${reason}`);
  }
}

class ScriptedImages {
  failPreview = false;
  /** How each call was asked to render: 'preview', 'rest', 'all', with '+mark' and '≤width'. */
  calls: string[] = [];
  async summarizeAndPreview(
    _b: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions = {},
  ) {
    if (this.failPreview) {
      throw new Error('decoder crashed');
    }
    this.calls.push(describeCall('preview', options));
    await onVariant({
      width: 400,
      height: 300,
      format: 'webp',
      contentType: 'image/webp',
      bytes: Buffer.from('w'),
    });
    return {
      width: 800,
      height: 600,
      dominantColor: '#112233',
      blurhash: 'L',
      phash: '0'.repeat(16),
    };
  }
  async remainingVariants(
    _b: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions = {},
  ) {
    this.calls.push(describeCall('rest', options));
    await onVariant({
      width: 800,
      height: 600,
      format: 'avif',
      contentType: 'image/avif',
      bytes: Buffer.from('a'),
    });
  }
  async allVariants(
    _b: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions = {},
  ) {
    this.calls.push(describeCall('all', options));
    for (const width of [400, 1600]) {
      await onVariant({
        width,
        height: (width * 3) / 4,
        format: 'jpeg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('c'),
      });
    }
  }
  async exportFull() {
    return { bytes: Buffer.from('full'), contentType: 'image/jpeg' };
  }
}

function describeCall(name: string, options: VariantOptions): string {
  return `${name}${options.watermark ? '+mark' : ''}${options.maxWidth ? `≤${options.maxWidth}` : ''}`;
}

class NoQueue extends JobQueue {
  queued: Array<{ data: unknown; jobId?: string; priority?: string }> = [];
  async enqueue(_q: string, data: unknown, options?: JobOptions) {
    this.queued.push({ data, jobId: options?.jobId, priority: options?.priority });
  }
  process<T>(_q: string, _h: JobHandler<T>) {}
  async stopWorking() {}
  async close() {}
}

class RecordedEvents extends PostEvents {
  events: PostProcessingEvent[] = [];
  async processing(_author: string, event: PostProcessingEvent) {
    this.events.push(event);
  }
  async withdrawn() {}
  async listed() {}
}

class RecordedPublications extends PublicationNotifier {
  posts: string[] = [];
  async published(post: PostWithAuthor) {
    this.posts.push(post.id);
  }
}

const post = {
  id: 'p1',
  authorId: 'u1',
  kind: 'image',
  status: 'processing',
  visibility: 'public',
  monetizable: false,
  original: { key: 'private/originals/p1', name: null, contentType: 'image/png', size: 1 },
  variants: [],
  premium: null,
} as unknown as PostWithAuthor;

function job(attempt: number, attempts = 3): JobContext<{ postId: string }> {
  return {
    id: 'p1',
    data: { postId: 'p1' },
    attempt,
    isFinalAttempt: attempt >= attempts,
    reportProgress: async () => undefined,
  };
}

describe(MediaProcessingService.name, () => {
  let store: MemoryStore;
  let posts: RecordingPosts;
  let images: ScriptedImages;
  let events: RecordedEvents;
  let sut: MediaProcessingService;
  let announcements: RecordedPublications;
  let queue: NoQueue;

  beforeEach(async () => {
    store = new MemoryStore();
    await store.put('private/originals/p1', Buffer.from('png'), 'image/png');
    posts = new RecordingPosts({ ...post });
    images = new ScriptedImages();
    events = new RecordedEvents();
    announcements = new RecordedPublications();
    queue = new NoQueue();
    sut = new MediaProcessingService(
      posts as unknown as PostRepository,
      store,
      queue,
      images as unknown as ImageProcessor,
      {} as VideoProcessor,
      events,
      new ContentSettings(5, true),
      announcements,
    );
  });

  it('makes the post visible with the grid variant first, then adds the rest', async () => {
    await sut.run(job(1));
    expect(posts.states).toEqual(['ready:1', 'more:1']);
    expect([...store.files.keys()]).toEqual([
      'private/originals/p1',
      'public/p1/w400.webp',
      'public/p1/w800.avif',
    ]);
    expect(events.events).toEqual([{ id: 'p1', status: 'ready', progress: 100 }]);
    expect(announcements.posts).toEqual(['p1']);
  });

  it('announces a post once: reprocessing a ready post tells nobody again', async () => {
    posts.post = { ...post, status: 'ready' };
    await sut.run(job(1));
    expect(announcements.posts).toEqual([]);
  });

  it('lets a failing attempt retry without marking the post failed', async () => {
    images.failPreview = true;
    await expect(sut.run(job(1))).rejects.toThrow('decoder crashed');
    expect(posts.states).toEqual([]);
  });

  it('marks the post failed for its owner on the last attempt', async () => {
    images.failPreview = true;
    await expect(sut.run(job(3))).rejects.toThrow('decoder crashed');
    expect(posts.states).toEqual(['failed:No pudimos procesar el archivo.']);
    expect(events.events).toEqual([{ id: 'p1', status: 'failed', progress: 0 }]);
  });

  it('marks a post whose original is gone as failed on the last attempt', async () => {
    await store.delete(['private/originals/p1']);
    await expect(sut.run(job(3))).rejects.toThrow(/missing/);
    expect(posts.states).toEqual(['failed:No pudimos procesar el archivo.']);
  });

  it('renders a monetized image watermarked up to the detail size, and its clean media privately', async () => {
    posts.post = { ...post, monetizable: true };
    await sut.run(job(1));
    expect(images.calls).toEqual(['preview+mark', 'rest+mark≤1200', 'all']);
    expect(posts.states).toEqual(['ready:1', 'more:1', 'premium:2']);
    expect([...store.files.keys()].sort()).toEqual([
      'private/downloads/p1/original.jpg',
      'private/originals/p1',
      'private/premium/p1/w1600.jpg',
      'private/premium/p1/w400.jpg',
      'public/p1/watermarked/w400.webp',
      'public/p1/watermarked/w800.avif',
    ]);
  });

  it('renders a monetized post processed before again, and deletes its clean public variants', async () => {
    const legacy: MediaVariant[] = ['w400.webp', 'w1600.jpg'].map((name) => ({
      key: `public/p1/${name}`,
      width: Number(name.slice(1, name.indexOf('.'))),
      height: 1,
      format: name.endsWith('jpg') ? 'jpeg' : 'webp',
      contentType: 'image/jpeg',
      size: 1,
    }));
    for (const v of legacy) {
      await store.put(v.key, Buffer.from('clean'), v.contentType);
    }
    posts.post = { ...post, status: 'ready', monetizable: true, variants: legacy };

    await sut.run(job(1));

    const keys = [...store.files.keys()];
    expect(keys.filter((k) => /^public\/p1\/w\d/.test(k))).toEqual([]);
    expect(keys).toContain('public/p1/watermarked/w400.webp');
    expect(keys).toContain('private/premium/p1/w1600.jpg');
    expect(announcements.posts).toEqual([]);
  });

  it('queues at start, behind uploads, the posts left processing and the monetized ones without premium media', async () => {
    Object.assign(posts, {
      findProcessingIds: async () => ['p2'],
      findMonetizedWithoutPremiumIds: async () => ['p3'],
    });
    await sut.onApplicationBootstrap();
    expect(queue.queued).toEqual([
      { data: { postId: 'p2' }, jobId: 'p2', priority: 'low' },
      { data: { postId: 'p3' }, jobId: 'p3:premium', priority: 'low' },
    ]);
  });
});
