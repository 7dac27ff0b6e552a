import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JOB_PRIORITIES, JobHandler, JobOptions, JobPriority, JobQueue } from './job-queue.port';

interface PendingJob {
  id: string;
  data: unknown;
  attempt: number;
  attempts: number;
  backoffMs: number;
  priority: JobPriority;
}

interface Lane {
  handler?: JobHandler<unknown>;
  concurrency: number;
  running: number;
  /** One first-in, first-out list per priority. */
  waiting: Record<JobPriority, PendingJob[]>;
}

/** The embedded default: the same contract as BullMQ (retries with backoff, concurrency, dedup). */
export class InProcessJobQueue extends JobQueue {
  private readonly log = new Logger('JobQueue');
  private readonly lanes = new Map<string, Lane>();
  private readonly known = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly active = new Set<Promise<void>>();
  private closed = false;

  async enqueue<T>(queue: string, data: T, options: JobOptions = {}): Promise<void> {
    const id = options.jobId ?? randomUUID();
    if (this.known.has(`${queue}:${id}`)) {
      return;
    }
    this.known.add(`${queue}:${id}`);
    const priority = options.priority ?? 'normal';
    this.lane(queue).waiting[priority].push({
      id,
      data,
      attempt: 1,
      attempts: options.attempts ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      priority,
    });
    this.pump(queue);
  }

  process<T>(queue: string, handler: JobHandler<T>, concurrency = 1): void {
    const lane = this.lane(queue);
    lane.handler = handler as JobHandler<unknown>;
    lane.concurrency = concurrency;
    this.pump(queue);
  }

  async stopWorking(): Promise<void> {
    this.closed = true;
    this.timers.forEach(clearTimeout);
    await Promise.allSettled([...this.active]);
  }

  async close(): Promise<void> {
    await this.stopWorking();
  }

  private lane(queue: string): Lane {
    let lane = this.lanes.get(queue);
    if (!lane) {
      lane = { concurrency: 1, running: 0, waiting: { high: [], normal: [], low: [] } };
      this.lanes.set(queue, lane);
    }
    return lane;
  }

  private pump(queue: string): void {
    const lane = this.lane(queue);
    while (!this.closed && lane.handler && lane.running < lane.concurrency) {
      const job = JOB_PRIORITIES.map((p) => lane.waiting[p])
        .find((w) => w.length > 0)
        ?.shift();
      if (!job) {
        break;
      }
      lane.running++;
      const run = this.run(queue, lane, job).finally(() => {
        this.active.delete(run);
        lane.running--;
        this.pump(queue);
      });
      this.active.add(run);
    }
  }

  private async run(queue: string, lane: Lane, job: PendingJob): Promise<void> {
    try {
      await lane.handler!({
        id: job.id,
        data: job.data,
        attempt: job.attempt,
        isFinalAttempt: job.attempt >= job.attempts,
        reportProgress: async () => undefined,
      });
      this.known.delete(`${queue}:${job.id}`);
    } catch (err) {
      if (job.attempt >= job.attempts) {
        this.known.delete(`${queue}:${job.id}`);
        this.log.error(
          `Job ${queue}/${job.id} failed after ${job.attempt} attempts: ${String(err)}`,
        );
        return;
      }
      const delay = job.backoffMs * 2 ** (job.attempt - 1);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        lane.waiting[job.priority].push({ ...job, attempt: job.attempt + 1 });
        this.pump(queue);
      }, delay);
      this.timers.add(timer);
    }
  }
}
