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

    it('runs a high-priority job before a backlog of low-priority ones', async () => {
      const queue = unique();
      for (let i = 0; i < 5; i++) {
        await sut.enqueue(queue, { name: `rerender-${i}` }, { priority: 'low' });
      }
      await sut.enqueue(queue, { name: 'generation' });
      await sut.enqueue(queue, { name: 'upload' }, { priority: 'high' });
      const order: string[] = [];
      await new Promise<void>((resolve) => {
        sut.process<{ name: string }>(queue, async (job) => {
          order.push(job.data.name);
          if (order.length === 7) {
            resolve();
          }
        });
      });
      expect(order).toEqual([
        'upload',
        'generation',
        'rerender-0',
        'rerender-1',
        'rerender-2',
        'rerender-3',
        'rerender-4',
      ]);
    });

    it('keeps the priority of a job it retries', async () => {
      const queue = unique();
      const order: string[] = [];
      await sut.enqueue(
        queue,
        { name: 'upload' },
        { priority: 'high', attempts: 2, backoffMs: 10 },
      );
      for (let i = 0; i < 3; i++) {
        await sut.enqueue(queue, { name: `rerender-${i}` }, { priority: 'low' });
      }
      await new Promise<void>((resolve) => {
        sut.process<{ name: string }>(queue, async (job) => {
          if (job.data.name === 'upload' && job.attempt === 1) {
            // the backlog is still waiting when the retry is due
            await new Promise((r) => setTimeout(r, 50));
            throw new Error('transient');
          }
          order.push(job.data.name);
          if (job.data.name !== 'upload') {
            await new Promise((r) => setTimeout(r, 60));
          }
          if (order.length === 4) {
            resolve();
          }
        });
      });
      expect(order.indexOf('upload')).toBeLessThan(3);
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
