import { randomBytes } from 'node:crypto';
import { BullmqJobQueue } from '../../server/src/platform/queue/bullmq-job-queue';
import { jobQueueContract } from '../../server/src/platform/queue/job-queue.contract';

jobQueueContract(
  BullmqJobQueue.name,
  () => new BullmqJobQueue(process.env.REDIS_URL!),
  () => `test-${randomBytes(6).toString('hex')}`,
);
