import { randomBytes } from 'node:crypto';
import { BullmqJobQueue } from '../../server/src/platform/queue/bullmq-job-queue';
import { jobQueueContract } from '../../server/src/platform/queue/job-queue.contract';

const unique = (kind: string) => `test-${kind}-${randomBytes(6).toString('hex')}`;

jobQueueContract(
  BullmqJobQueue.name,
  () => new BullmqJobQueue(process.env.REDIS_URL!, { prefix: unique('prefix') }),
  () => unique('queue'),
);

describe('BullmqJobQueue on a Redis shared by two deployments (REDIS_PREFIX)', () => {
  const open: BullmqJobQueue[] = [];
  const deployment = (prefix: string) => {
    const queue = new BullmqJobQueue(process.env.REDIS_URL!, { prefix });
    open.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
  });

  it('leaves a job to the workers of its own prefix', async () => {
    const queue = unique('exports');
    const taken: string[] = [];
    const worker = (prefix: string, who: string, expected: number) =>
      new Promise<void>((resolve) =>
        deployment(prefix).process<{ id: string }>(queue, async (job) => {
          taken.push(`${who}:${job.data.id}`);
          if (taken.filter((t) => t.startsWith(who)).length === expected) {
            resolve();
          }
        }),
      );
    const [production, staging] = [unique('production'), unique('staging')];
    // both wait on the same queue name, on the same Redis
    const stagingDone = worker(staging, 'staging', 1);
    const productionDone = worker(production, 'production', 3);

    const api = deployment(production);
    for (const id of ['a', 'b', 'c']) {
      await api.enqueue(queue, { id });
    }
    await productionDone;
    await deployment(staging).enqueue(queue, { id: 'd' });
    await stagingDone;
    await new Promise((r) => setTimeout(r, 200));
    expect(taken).toEqual(['production:a', 'production:b', 'production:c', 'staging:d']);
  });
});
