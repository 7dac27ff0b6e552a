import {
  BeforeApplicationShutdown,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
} from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';
import { AppConfig } from './config/app-config';
import { closePubSub, pubSubProvider } from './pubsub/pubsub.providers';
import { redisConnection } from './redis/redis-connection';
import { BullmqJobQueue } from './queue/bullmq-job-queue';
import { InProcessJobQueue } from './queue/in-process-job-queue';
import { JobQueue } from './queue/job-queue.port';
import { RateLimiter } from './rate-limit/rate-limiter.port';
import { ActionLimits } from './rate-limit/action-limits.port';
import { CountedActionLimits } from './rate-limit/counted-action-limits';
import { ActionCountsSweeper } from './rate-limit/action-counts-sweeper';
import { MediaController } from './storage/media.controller';
import { MediaStore } from './storage/media-store.port';
import { mediaStoreFor } from './storage/media-store.factory';
import { SignedMediaUrls } from './storage/signed-media-urls';
import { WithheldMedia } from './storage/withheld-media';
import { Clock } from '../kernel/clock';
import { BlockedPairs } from '../kernel/audience';
import { SqlBlockedPairs } from './database/sql-blocked-pairs';
import { resolveJwtSecret } from './config/secrets';
import { Transactions } from './database/transactions.port';
import { TypeormTransactions } from './database/typeorm-transactions';
import { join } from 'node:path';
import { InMemoryRateLimiter, RedisRateLimiter } from './rate-limit/rate-limiters';
import { ClientShell } from './web/client-shell';
import { MultipartReader } from './http/multipart-form';

const REDIS = Symbol('REDIS');

/**
 * Shared infrastructure every module may inject: pub/sub, rate limits, job queue, media store,
 * the built client's HTML shell.
 */
@Global()
@Module({
  providers: [
    pubSubProvider,
    TypeormTransactions,
    WithheldMedia,
    Clock,
    { provide: BlockedPairs, useClass: SqlBlockedPairs },
    { provide: Transactions, useExisting: TypeormTransactions },
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl ? redisConnection(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
    },
    {
      provide: RateLimiter,
      inject: [REDIS, AppConfig],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis ? new RedisRateLimiter(redis, config.redisPrefix) : new InMemoryRateLimiter(),
    },
    {
      provide: ActionLimits,
      inject: [RateLimiter, Clock, AppConfig],
      useFactory: (limiter: RateLimiter, clock: Clock, config: AppConfig) =>
        new CountedActionLimits(limiter, clock, config.abuseLimitScale),
    },
    ActionCountsSweeper,
    {
      provide: JobQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl
          ? new BullmqJobQueue(config.redisUrl, {
              lockMs: config.queueLockMs,
              prefix: config.redisPrefix,
            })
          : new InProcessJobQueue(),
    },
    {
      provide: MediaStore,
      inject: [AppConfig],
      useFactory: mediaStoreFor,
    },
    {
      provide: MultipartReader,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new MultipartReader(join(config.dataDir, 'tmp')),
    },
    {
      provide: SignedMediaUrls,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new SignedMediaUrls(resolveJwtSecret(config)),
    },
    {
      provide: ClientShell,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ClientShell.load(config.clientDir),
    },
  ],
  controllers: [MediaController],
  exports: [
    PubSubEngine,
    RateLimiter,
    ActionLimits,
    JobQueue,
    MediaStore,
    SignedMediaUrls,
    MultipartReader,
    Transactions,
    TypeormTransactions,
    ClientShell,
    WithheldMedia,
    Clock,
    BlockedPairs,
  ],
})
export class PlatformModule implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly pubsub: PubSubEngine,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Before HTTP stops and any pool closes: no new job starts, and running ones (a generation, a
   * video) finish with the database still there. BullMQ hands unfinished ones back to Redis.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.stopWorking();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    await closePubSub(this.pubsub);
    await this.redis?.quit();
  }
}
