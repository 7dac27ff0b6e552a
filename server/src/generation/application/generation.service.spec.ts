import { Clock } from '../../kernel/clock';
import { CountedActionLimits } from '../../platform/rate-limit/counted-action-limits';
import { InMemoryRateLimiter } from '../../platform/rate-limit/rate-limiters';
import { JobContext, JobHandler, JobQueue } from '../../platform/queue/job-queue.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { GeneratedImage, Generation } from '../domain/generation';
import { GenerationError } from '../domain/generation.error';
import { GenerationEvents } from '../ports/generation-events';
import { GenerationRepository, NewGeneration } from '../ports/generation.repository';
import {
  ImageGenerationJob,
  ImageGenerator,
  RenderedImage,
  SettledElsewhere,
} from '../ports/image-generator';
import { GenerationService, GenerationSettings, undeliveredShare } from './generation.service';
import { tokensInCredits } from '../../billing/domain/plans';

/** Balance and rows in memory, with the repository's contract: reserve, complete, refund once. */
class MemoryGenerations extends GenerationRepository {
  tokens = 1000;
  rows = new Map<string, Generation>();
  refunds = 0;
  async createReserving(g: NewGeneration) {
    if (this.tokens < g.cost) {
      return null;
    }
    this.tokens -= g.cost;
    this.rows.set(g.id, {
      ...g,
      status: 'queued',
      error: null,
      images: [],
      createdAt: new Date(),
      completedAt: null,
    });
    return this.tokens;
  }
  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  providerJobs = new Map<string, string>();
  async findByProviderJob(_provider: string, providerJobId: string) {
    return this.findById(this.providerJobs.get(providerJobId) ?? '');
  }
  async setProviderJob(id: string, providerJobId: string) {
    this.providerJobs.set(providerJobId, id);
  }
  async markRunning(id: string) {
    this.rows.get(id)!.status = 'running';
  }
  async complete(id: string, images: GeneratedImage[], refund: number) {
    const row = this.rows.get(id)!;
    if (row.status === 'failed' || row.status === 'completed') {
      return false;
    }
    Object.assign(row, { status: 'completed', images });
    this.tokens += refund;
    return true;
  }
  async failRefunding(id: string, error: string) {
    const row = this.rows.get(id)!;
    if (row.status === 'failed' || row.status === 'completed') {
      return false;
    }
    Object.assign(row, { status: 'failed', error });
    this.tokens += row.cost;
    this.refunds++;
    return true;
  }
  async balance() {
    return this.tokens;
  }
  async unsettled() {
    return [...this.rows.values()]
      .filter((g) => g.status === 'queued' || g.status === 'running')
      .map((g) => ({ id: g.id, userId: g.userId, createdAt: g.createdAt }));
  }
  async list() {
    return { items: [...this.rows.values()], hasNextPage: false };
  }
}

class ScriptedGenerator extends ImageGenerator {
  readonly provider = 'fake';
  failures: Error[] = [];
  calls = 0;
  /** Runs while the provider "works", as a webhook delivery would arrive. */
  meanwhile?: (providerJobId: string) => Promise<void>;
  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    this.calls++;
    const providerJobId = `pj-${this.calls}`;
    await job.onSubmitted?.(providerJobId);
    if (this.meanwhile) {
      await this.meanwhile(providerJobId);
      // the poll loop looks before its next request
      if (await job.isSettled?.()) {
        throw new SettledElsewhere();
      }
    }
    const failure = this.failures.shift();
    if (failure) {
      throw failure;
    }
    return Array.from({ length: job.count }, () => ({
      bytes: Buffer.from('img'),
      contentType: 'image/webp',
      width: job.width,
      height: job.height,
    }));
  }
}

/** Runs each job right away, retrying as the real queues do. */
class ImmediateQueue extends JobQueue {
  handler?: JobHandler<unknown>;
  async enqueue<T>(_q: string, data: T, options: { attempts?: number } = {}) {
    const attempts = options.attempts ?? 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.handler!({
          id: 'j',
          data,
          attempt,
          isFinalAttempt: attempt === attempts,
          reportProgress: async () => undefined,
        } as JobContext<unknown>);
        return;
      } catch {
        // retried
      }
    }
  }
  process<T>(_q: string, handler: JobHandler<T>) {
    this.handler = handler as JobHandler<unknown>;
  }
  async stopWorking() {}
  async close() {}
}

class NullStore extends MediaStore {
  async *list(): AsyncIterable<string> {}
  async put() {}
  async putFile() {}
  async get(): Promise<StoredMedia | null> {
    return null;
  }
  async delete() {}
  publicUrl(key: string) {
    return `/media/${key}`;
  }
}

class QuietEvents extends GenerationEvents {
  balances = 0;
  async updated() {}
  async balanceChanged() {
    this.balances++;
  }
  async waitForFinish() {}
}

const request = {
  prompt: 'un faro',
  dimensions: '1:1' as const,
  presetId: 'journey',
  mode: 'fast' as const,
  count: 1,
  privateMode: false,
};

describe(GenerationService.name, () => {
  let repo: MemoryGenerations;
  let generator: ScriptedGenerator;
  let events: QuietEvents;
  let queue: ImmediateQueue;
  let sut: GenerationService;

  beforeEach(() => {
    repo = new MemoryGenerations();
    generator = new ScriptedGenerator();
    events = new QuietEvents();
    queue = new ImmediateQueue();
    sut = new GenerationService(
      repo,
      generator,
      new NullStore(),
      queue,
      events,
      new GenerationSettings(true),
      new CountedActionLimits(new InMemoryRateLimiter(), new Clock()),
    );
    sut.onModuleInit();
  });

  it('charges the cost and answers the images and the balance left', async () => {
    const { generation, remainingTokens } = await sut.generate({ id: 'u', plan: 'free' }, request);
    expect(remainingTokens).toBe(950);
    expect(generation.status).toBe('completed');
    expect(generation.images).toHaveLength(1);
    expect(events.balances).toBe(1);
  });

  it('retries a transient provider failure without charging twice', async () => {
    generator.failures.push(new Error('socket hang up'));
    const { remainingTokens } = await sut.generate({ id: 'u', plan: 'free' }, request);
    expect(generator.calls).toBe(2);
    expect(remainingTokens).toBe(950);
  });

  it('refunds once and shows the provider message when the provider refuses', async () => {
    generator.failures.push(
      new GenerationError(
        'GENERATION.FAILED',
        'El proveedor rechazó el prompt por su filtro de contenido.',
      ),
    );
    await expect(sut.generate({ id: 'u', plan: 'free' }, request)).rejects.toThrow(
      'El proveedor rechazó el prompt',
    );
    expect(repo.tokens).toBe(1000);
    expect(repo.refunds).toBe(1);
    // a retried job of the same generation changes nothing
    const [id] = repo.rows.keys();
    await sut.run({
      id: 'j',
      data: { generationId: id },
      attempt: 2,
      isFinalAttempt: true,
      reportProgress: async () => undefined,
    });
    expect([repo.tokens, repo.refunds, generator.calls]).toEqual([1000, 1, 1]);
  });

  const image = (): RenderedImage => ({
    bytes: Buffer.from('hook'),
    contentType: 'image/png',
    width: 1024,
    height: 1024,
  });

  it('completes from a webhook that arrives before the poll, which then changes nothing', async () => {
    const deliveries: Array<{ found: boolean; settled: boolean }> = [];
    generator.meanwhile = async (providerJobId) => {
      const outcome = { status: 'succeeded' as const, images: async () => [image(), image()] };
      deliveries.push(await sut.settleFromProvider('fake', providerJobId, outcome));
      // a replayed delivery
      deliveries.push(await sut.settleFromProvider('fake', providerJobId, outcome));
    };
    const { generation, remainingTokens } = await sut.generate({ id: 'u', plan: 'free' }, request);
    expect(deliveries).toEqual([
      { found: true, settled: true },
      { found: true, settled: false },
    ]);
    expect(generation.status).toBe('completed');
    expect(generation.images.map((i) => i.contentType)).toEqual(['image/png', 'image/png']);
    expect([remainingTokens, repo.refunds]).toEqual([950, 0]);
  });

  it('gives back the share of images the provider did not deliver, once however often it settles', async () => {
    const deliveries: Array<{ found: boolean; settled: boolean }> = [];
    generator.meanwhile = async (providerJobId) => {
      const outcome = {
        status: 'succeeded' as const,
        images: async () => [image(), image(), image()],
      };
      deliveries.push(await sut.settleFromProvider('fake', providerJobId, outcome));
      deliveries.push(await sut.settleFromProvider('fake', providerJobId, outcome));
    };
    // journey, 16:9, consistent, 4 images: 50 × 16/9 × 1.02 × 4 = 362.66 → 362
    const { generation, remainingTokens } = await sut.generate(
      { id: 'u', plan: 'max' },
      { ...request, dimensions: '16:9', mode: 'consistent', count: 4 },
    );
    expect(generation.images).toHaveLength(3);
    // 3 of 4 delivered: they cost trunc(362 × 3 / 4) = 271, so 91 come back
    expect(remainingTokens).toBe(1000 - 271);
    expect(deliveries.map((d) => d.settled)).toEqual([true, false]);
    expect(events.balances).toBe(2);
  });

  it('charges nothing extra nor refunds when all images arrive, and truncates shares like the cost', () => {
    expect(undeliveredShare({ cost: 362, imageCount: 4 }, 4)).toBe(0);
    expect(undeliveredShare({ cost: 362, imageCount: 4 }, 5)).toBe(0);
    expect(undeliveredShare({ cost: 181, imageCount: 2 }, 1)).toBe(91);
    expect(undeliveredShare({ cost: 50, imageCount: 1 }, 0)).toBe(50);
  });

  it('fails and refunds a provider answer with no images at all', async () => {
    const empty = jest.spyOn(generator, 'generate').mockResolvedValueOnce([]);
    await expect(sut.generate({ id: 'u', plan: 'free' }, request)).rejects.toThrow(
      'El proveedor no devolvió imágenes',
    );
    expect([repo.tokens, repo.refunds]).toEqual([1000, 1]);
    empty.mockRestore();
  });

  it('refunds once for a failed webhook, however often it is delivered', async () => {
    generator.meanwhile = async (providerJobId) => {
      for (let i = 0; i < 3; i++) {
        await sut.settleFromProvider('fake', providerJobId, {
          status: 'failed',
          message: 'El proveedor no pudo generar la imagen. No se cobraron créditos.',
        });
      }
    };
    await expect(sut.generate({ id: 'u', plan: 'free' }, request)).rejects.toThrow(
      'El proveedor no pudo generar la imagen',
    );
    expect([repo.tokens, repo.refunds, events.balances]).toEqual([1000, 1, 2]);
  });

  it('answers not found for a provider id it never sent', async () => {
    expect(
      await sut.settleFromProvider('fake', 'nope', { status: 'failed', message: 'x' }),
    ).toEqual({ found: false, settled: false });
  });

  it('refunds and says so when the job cannot be queued', async () => {
    jest.spyOn(queue, 'enqueue').mockRejectedValueOnce(new Error('Redis is down'));
    await expect(sut.generate({ id: 'u', plan: 'free' }, request)).rejects.toMatchObject({
      code: 'GENERATION.FAILED',
      message: 'No se pudo iniciar la generación. Te devolvimos los créditos; intenta de nuevo.',
    });
    expect([repo.tokens, repo.refunds]).toEqual([1000, 1]);
    expect([...repo.rows.values()][0].status).toBe('failed');
  });

  it('on start, runs again what a stopped process left unsettled and refunds what is too old', async () => {
    for (const [id, minutesAgo] of [
      ['recent', 1],
      ['abandoned', 120],
    ] as const) {
      await repo.createReserving({
        id,
        userId: 'u',
        prompt: request.prompt,
        presetId: 'journey',
        dimensions: '1:1',
        mode: 'fast',
        imageCount: 1,
        private: false,
        seed: 1,
        cost: 50,
        provider: 'fake',
        inputImageKey: null,
      });
      repo.rows.get(id)!.createdAt = new Date(Date.now() - minutesAgo * 60_000);
    }
    repo.rows.get('recent')!.status = 'running';
    expect(repo.tokens).toBe(900);
    expect(await sut.recoverUnsettled()).toEqual({ requeued: 1, refunded: 1 });
    expect(repo.rows.get('recent')!.status).toBe('completed');
    expect(repo.rows.get('abandoned')!).toMatchObject({
      status: 'failed',
      error: 'La generación no terminó a tiempo. Te devolvimos los créditos.',
    });
    expect(repo.tokens).toBe(950);
    // a second start finds nothing left to do
    expect(await sut.recoverUnsettled()).toEqual({ requeued: 0, refunded: 0 });
    expect(repo.refunds).toBe(1);
  });

  it('refunds after the last attempt of a failing provider', async () => {
    generator.failures.push(new Error('timeout'), new Error('timeout'));
    await expect(sut.generate({ id: 'u', plan: 'free' }, request)).rejects.toThrow(
      'Te devolvimos los créditos',
    );
    expect(repo.tokens).toBe(1000);
  });
});

describe('tokensInCredits', () => {
  it('speaks of credits, the es-ES way, singular for exactly one', () => {
    expect(tokensInCredits(50, 100)).toBe('0,5 créditos');
    expect(tokensInCredits(100, 100)).toBe('1 crédito');
    expect(tokensInCredits(177, 100)).toBe('1,77 créditos');
    expect(tokensInCredits(50, 50)).toBe('1 crédito');
    // amounts floating point cuts a hundredth short
    expect(tokensInCredits(113, 100)).toBe('1,13 créditos');
    expect(tokensInCredits(29, 100)).toBe('0,29 créditos');
  });
});
