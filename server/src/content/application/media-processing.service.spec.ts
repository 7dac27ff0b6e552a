import { JobContext, JobHandler, JobOptions, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { MediaVariant, PostWithAuthor, VideoMedia } from '../domain/post';
import { ImageProcessor, ImageVariant } from '../ports/image-processor';
import { PostEvents, PostProcessingEvent } from '../ports/post-events';
import { PublicationNotifier } from '../ports/publication-notifier';
import { MediaSummary, PostRepository } from '../ports/post.repository';
import { VideoProcessor } from '../ports/video-processor';
import { ContentSettings } from './content-settings';
import { MediaProcessingService } from './media-processing.service';
import { Readable } from 'node:stream';

class MemoryStore extends MediaStore {
  files = new Map<string, { bytes: Buffer; contentType: string }>();
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
  async markFailed(_id: string, reason: string) {
    this.states.push(`failed:${reason}`);
  }
}

class ScriptedImages {
  failPreview = false;
  async summarizeAndPreview(_b: Buffer, onVariant: (v: ImageVariant) => Promise<void>) {
    if (this.failPreview) {
      throw new Error('decoder crashed');
    }
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
  async remainingVariants(_b: Buffer, onVariant: (v: ImageVariant) => Promise<void>) {
    await onVariant({
      width: 800,
      height: 600,
      format: 'avif',
      contentType: 'image/avif',
      bytes: Buffer.from('a'),
    });
  }
}

class NoQueue extends JobQueue {
  async enqueue(_q: string, _d: unknown, _o?: JobOptions) {}
  process<T>(_q: string, _h: JobHandler<T>) {}
  async close() {}
}

class RecordedEvents extends PostEvents {
  events: PostProcessingEvent[] = [];
  async processing(_author: string, event: PostProcessingEvent) {
    this.events.push(event);
  }
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
  original: { key: 'private/originals/p1', name: null, contentType: 'image/png', size: 1 },
} as PostWithAuthor;

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

  beforeEach(async () => {
    store = new MemoryStore();
    await store.put('private/originals/p1', Buffer.from('png'), 'image/png');
    posts = new RecordingPosts({ ...post });
    images = new ScriptedImages();
    events = new RecordedEvents();
    announcements = new RecordedPublications();
    sut = new MediaProcessingService(
      posts as unknown as PostRepository,
      store,
      new NoQueue(),
      images as unknown as ImageProcessor,
      {} as VideoProcessor,
      events,
      new ContentSettings(0.05, true),
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
});
