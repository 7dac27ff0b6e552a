import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';
import { AppConfig } from './config/app-config';
import { closePubSub, pubSubProvider } from './pubsub/pubsub.providers';
import { BullmqJobQueue } from './queue/bullmq-job-queue';
import { InProcessJobQueue } from './queue/in-process-job-queue';
import { JobQueue } from './queue/job-queue.port';
import { RateLimiter } from './rate-limit/rate-limiter.port';
import { InMemoryRateLimiter, RedisRateLimiter } from './rate-limit/rate-limiters';

const REDIS = Symbol('REDIS');

/** Shared infrastructure every module may inject: pub/sub, rate limits and the job queue. */
@Global()
@Module({
  providers: [
    pubSubProvider,
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
    },
    {
      provide: RateLimiter,
      inject: [REDIS],
      useFactory: (redis: Redis | null) =>
        redis ? new RedisRateLimiter(redis) : new InMemoryRateLimiter(),
    },
    {
      provide: JobQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl ? new BullmqJobQueue(config.redisUrl) : new InProcessJobQueue(),
    },
  ],
  exports: [PubSubEngine, RateLimiter, JobQueue],
})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    private readonly pubsub: PubSubEngine,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    await closePubSub(this.pubsub);
    await this.redis?.quit();
  }
}
