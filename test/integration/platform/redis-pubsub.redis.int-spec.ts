import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { PrefixedRedisPubSub } from '../../../server/src/platform/pubsub/pubsub.providers';
import { redisConnection } from '../../../server/src/platform/redis/redis-connection';

/** The app's pub/sub on a real Redis shared by two deployments, each with its REDIS_PREFIX. */
describe(PrefixedRedisPubSub.name, () => {
  const open: PrefixedRedisPubSub[] = [];
  let probe: Redis;
  const deployment = (prefix: string) => {
    const options = { maxRetriesPerRequest: null };
    const pubsub = new PrefixedRedisPubSub(prefix, {
      publisher: redisConnection(process.env.REDIS_URL!, options),
      subscriber: redisConnection(process.env.REDIS_URL!, options),
    });
    open.push(pubsub);
    return pubsub;
  };
  const heard = (pubsub: PrefixedRedisPubSub, topic: string) => {
    const messages: unknown[] = [];
    const subscribed = pubsub.subscribe(topic, (m) => messages.push(m));
    return { messages, subscribed };
  };
  const settle = () => new Promise((r) => setTimeout(r, 200));

  beforeAll(() => {
    probe = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await Promise.all(open.map((p) => p.close()));
    await probe.quit();
  });

  it("delivers a deployment's events to its own instances only, on the same topic and Redis", async () => {
    const [production, staging] = [`mixel-prod-${randomUUID()}`, `mixel-staging-${randomUUID()}`];
    const topic = 'viewerChanged';
    const productionApi = deployment(production);
    const productionOther = heard(deployment(production), topic);
    const stagingOther = heard(deployment(staging), topic);
    await Promise.all([productionOther.subscribed, stagingOther.subscribed]);

    await productionApi.publish(topic, { userId: 'u-prod' });
    await deployment(staging).publish(topic, { userId: 'u-staging' });
    await settle();

    expect(productionOther.messages).toEqual([{ userId: 'u-prod' }]);
    expect(stagingOther.messages).toEqual([{ userId: 'u-staging' }]);
  });

  it('publishes on the channel <prefix>:<topic>, where an unprefixed subscriber hears nothing', async () => {
    const prefix = `mixel-${randomUUID()}`;
    const topic = `notifications:${randomUUID()}`;
    const onWire: Array<[string, string]> = [];
    const listener = probe.duplicate();
    listener.on('message', (channel: string, message: string) => onWire.push([channel, message]));
    await listener.subscribe(`${prefix}:${topic}`, topic);

    await deployment(prefix).publish(topic, { id: 'n1' });
    await settle();
    await listener.quit();

    expect(onWire).toEqual([[`${prefix}:${topic}`, JSON.stringify({ id: 'n1' })]]);
  });

  it('stops delivering to a subscription once it is removed', async () => {
    const pubsub = deployment(`mixel-${randomUUID()}`);
    const messages: unknown[] = [];
    const id = await pubsub.subscribe('postsWithdrawn', (m) => messages.push(m));
    await pubsub.publish('postsWithdrawn', { postIds: ['a'] });
    await settle();
    pubsub.unsubscribe(id);
    await pubsub.publish('postsWithdrawn', { postIds: ['b'] });
    await settle();

    expect(messages).toEqual([{ postIds: ['a'] }]);
  });
});
