import { Job, Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { JobHandler, JobOptions, JobPriority, JobQueue } from './job-queue.port';

// BullMQ runs lower numbers first and jobs without a priority before all of them: every job gets one
const BULLMQ_PRIORITY: Record<JobPriority, number> = { high: 1, normal: 2, low: 3 };

/** The production adapter: BullMQ on Redis; any process that registers a handler consumes. */
export class BullmqJobQueue extends JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];

  private readonly connection: Redis;
  private readonly lockMs: number;
  private readonly prefix: string;

  /**
   * `lockMs`: how long a job stays locked to its worker without renewal (renewed at half of it):
   * a worker killed mid-job has that job taken back (stalled) and run again by another worker
   * within about twice this (QUEUE_LOCK_MS). `prefix`: the deployment's namespace in Redis
   * (REDIS_PREFIX); only processes with the same prefix take each other's jobs.
   */
  constructor(redisUrl: string, options: { prefix: string; lockMs?: number }) {
    super();
    this.lockMs = options.lockMs ?? 30_000;
    this.prefix = options.prefix;
    // BullMQ workers block on Redis: commands must wait for a reconnect, not fail
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  }

  async enqueue<T>(queue: string, data: T, options: JobOptions = {}): Promise<void> {
    await this.queue(queue).add(queue, data, {
      jobId: options.jobId,
      priority: BULLMQ_PRIORITY[options.priority ?? 'normal'],
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  process<T>(queue: string, handler: JobHandler<T>, concurrency = 1): void {
    const worker = new Worker(
      queue,
      async (job: Job<T>) => {
        const attempts = job.opts.attempts ?? 1;
        await handler({
          id: job.id ?? '',
          data: job.data,
          attempt: job.attemptsMade + 1,
          isFinalAttempt: job.attemptsMade + 1 >= attempts,
          reportProgress: (percent) => job.updateProgress(percent),
        });
      },
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
      },
    );
    this.workers.push(worker);
  }

  /** BullMQ's worker close waits for the jobs it runs; others stay in Redis for other workers. */
  async stopWorking(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }

  async close(): Promise<void> {
    await this.stopWorking();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.connection.quit();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }
}
