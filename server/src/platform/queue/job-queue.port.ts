/**
 * Which waiting job of a queue runs next: all `high` ones, then `normal`, then `low`; first in,
 * first out within one priority. Work someone waits for (an upload) is high; catch-up work is low.
 */
export type JobPriority = 'high' | 'normal' | 'low';

export const JOB_PRIORITIES: readonly JobPriority[] = ['high', 'normal', 'low'];

export interface JobOptions {
  /** Default normal. */
  priority?: JobPriority;
  /** Deduplicates: a job with the same id is enqueued once. */
  jobId?: string;
  /** Total tries before the job counts as failed (default 3). */
  attempts?: number;
  /** First retry delay; doubles on each retry (default 1 s). */
  backoffMs?: number;
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
  /** True on the last try: a handler may record a permanent failure then. */
  isFinalAttempt: boolean;
  reportProgress(percent: number): Promise<void>;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

/**
 * Background work (media processing, generation): in-process by default, BullMQ on Redis when
 * REDIS_URL is set, so that --role=worker processes can take the load.
 */
export abstract class JobQueue {
  abstract enqueue<T>(queue: string, data: T, options?: JobOptions): Promise<void>;
  /** Registers the handler of a queue; processes that consume call this once per queue. */
  abstract process<T>(queue: string, handler: JobHandler<T>, concurrency?: number): void;
  /**
   * Takes no more jobs and waits for the running ones (shutdown, before the database closes);
   * jobs may still be enqueued, for another process or the next start.
   */
  abstract stopWorking(): Promise<void>;
  /** Releases connections; after stopWorking. */
  abstract close(): Promise<void>;
}
