import { JobContext, JobQueue } from './job-queue.port';

/** The behaviour both adapters promise; run by the unit (in-process) and Redis (BullMQ) suites. */
export function jobQueueContract(name: string, create: () => JobQueue, unique: () => string): void {
  describe(name, () => {
    let sut: JobQueue;
    beforeEach(() => {
      sut = create();
    });
    afterEach(() => sut.close());

    it('runs an enqueued job with its data', async () => {
      const queue = unique();
      const seen = new Promise<unknown>((resolve) =>
        sut.process(queue, async (job) => resolve(job.data)),
      );
      await sut.enqueue(queue, { postId: 'p1' });
      await expect(seen).resolves.toEqual({ postId: 'p1' });
    });

    it('retries a failing job and flags the final attempt', async () => {
      const queue = unique();
      const attempts: Array<Pick<JobContext<unknown>, 'attempt' | 'isFinalAttempt'>> = [];
      const done = new Promise<void>((resolve) =>
        sut.process(queue, async (job) => {
          attempts.push({ attempt: job.attempt, isFinalAttempt: job.isFinalAttempt });
          if (job.attempt < 3) {
            throw new Error('transient');
          }
          resolve();
        }),
      );
      await sut.enqueue(queue, {}, { attempts: 3, backoffMs: 10 });
      await done;
      expect(attempts).toEqual([
        { attempt: 1, isFinalAttempt: false },
        { attempt: 2, isFinalAttempt: false },
        { attempt: 3, isFinalAttempt: true },
      ]);
    });

    it('enqueues a job id once while it is pending', async () => {
      const queue = unique();
      let runs = 0;
      await sut.enqueue(queue, {}, { jobId: 'same' });
      await sut.enqueue(queue, {}, { jobId: 'same' });
      await new Promise<void>((resolve) => {
        sut.process(queue, async () => {
          runs++;
          setTimeout(resolve, 100);
        });
      });
      expect(runs).toBe(1);
    });
  });
}
