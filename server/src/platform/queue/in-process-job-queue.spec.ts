import { InProcessJobQueue } from './in-process-job-queue';
import { jobQueueContract } from './job-queue.contract';

let n = 0;
jobQueueContract(
  InProcessJobQueue.name,
  () => new InProcessJobQueue(),
  () => `q${n++}`,
);

describe('InProcessJobQueue concurrency', () => {
  it('never runs more jobs of a queue at once than its concurrency', async () => {
    const sut = new InProcessJobQueue();
    let running = 0;
    let peak = 0;
    let finished = 0;
    const all = new Promise<void>((resolve) =>
      sut.process(
        'work',
        async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          if (++finished === 6) {
            resolve();
          }
        },
        2,
      ),
    );
    for (let i = 0; i < 6; i++) {
      await sut.enqueue('work', i);
    }
    await all;
    expect(peak).toBe(2);
    await sut.close();
  });
});
