import { Logger, Provider } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { PubSubRedisOptions, RedisPubSub } from 'graphql-redis-subscriptions';
import { AppConfig } from '../config/app-config';
import { redisConnection } from '../redis/redis-connection';

const log = new Logger('PubSub');

/**
 * Redis pub/sub whose channels sit under the deployment's REDIS_PREFIX, as its queues and
 * rate-limit counts do: two deployments on one Redis (production and staging) each hear only their
 * own events. Callers name topics as before (`notifications.<id>`); the channel on the wire is
 * `<prefix>:notifications.<id>`.
 */
export class PrefixedRedisPubSub extends RedisPubSub {
  private readonly channelPrefix: string;

  constructor(prefix: string, options: Omit<PubSubRedisOptions, 'triggerTransform'>) {
    const channelPrefix = `${prefix}:`;
    super({ ...options, triggerTransform: (trigger) => `${channelPrefix}${String(trigger)}` });
    this.channelPrefix = channelPrefix;
  }

  override publish<T>(trigger: string, payload: T): Promise<void> {
    return super.publish(this.channelPrefix + trigger, payload);
  }
}

/**
 * PubSubEngine (graphql-subscriptions' abstract class) is the port: in-process by default,
 * Redis when REDIS_URL is set so that every API instance of the deployment sees every event.
 */
export const pubSubProvider: Provider = {
  provide: PubSubEngine,
  inject: [AppConfig],
  useFactory: (config: AppConfig): PubSubEngine => {
    if (!config.redisUrl) {
      return new PubSub();
    }
    log.log('Using Redis pub/sub');
    const options = { maxRetriesPerRequest: null, lazyConnect: false };
    return new PrefixedRedisPubSub(config.redisPrefix, {
      publisher: redisConnection(config.redisUrl, options),
      subscriber: redisConnection(config.redisUrl, options),
    });
  },
};

export async function closePubSub(engine: PubSubEngine): Promise<void> {
  if (engine instanceof RedisPubSub) {
    await engine.close();
  }
}

/**
 * Runs `listener` whenever the Redis subscriber connection is (re)established: messages published
 * while it was away are lost, so caches kept fresh through pub/sub drop what they hold. In-process
 * pub/sub never misses a message.
 */
export function onPubSubReconnect(engine: PubSubEngine, listener: () => void): () => void {
  if (!(engine instanceof RedisPubSub)) {
    return () => undefined;
  }
  const subscriber = engine.getSubscriber();
  subscriber.on('ready', listener);
  return () => subscriber.off('ready', listener);
}
