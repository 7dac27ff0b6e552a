import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { TopicIterator } from './topic-iterator';

/** The in-process engine, with its listeners counted per topic. */
class CountedPubSub extends PubSub {
  listeners(topic: string): number {
    return (this as unknown as { ee: { listenerCount(t: string): number } }).ee.listenerCount(
      topic,
    );
  }
}

describe(TopicIterator.name, () => {
  it('subscribes on the first pull and delivers in order, queuing what came before the next pull', async () => {
    const pubsub = new CountedPubSub();
    const events = new TopicIterator<{ n: number }>(pubsub, 't');
    expect(pubsub.listeners('t')).toBe(0);
    const first = events.next();
    expect(pubsub.listeners('t')).toBe(1);
    await pubsub.publish('t', { n: 1 });
    await pubsub.publish('t', { n: 2 });
    await pubsub.publish('t', { n: 3 });
    await pubsub.publish('other', { n: 9 });
    expect(await first).toEqual({ value: { n: 1 }, done: false });
    expect(await events.next()).toEqual({ value: { n: 2 }, done: false });
    expect(await events.next()).toEqual({ value: { n: 3 }, done: false });
  });

  it('drops the events it does not accept', async () => {
    const pubsub = new CountedPubSub();
    const added = new TopicIterator<{ added?: string }>(pubsub, 't', (e) => e.added !== undefined);
    const next = added.next();
    await pubsub.publish('t', {});
    await pubsub.publish('t', { added: 'a' });
    await pubsub.publish('t', {});
    await pubsub.publish('t', { added: 'b' });
    expect(await next).toEqual({ value: { added: 'a' }, done: false });
    expect(await added.next()).toEqual({ value: { added: 'b' }, done: false });
  });

  it('ends a pending pull and unsubscribes on return, and delivers nothing after', async () => {
    const pubsub = new CountedPubSub();
    const events = new TopicIterator<number>(pubsub, 't');
    const pending = events.next();
    await events.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    await new Promise((r) => setImmediate(r));
    expect(pubsub.listeners('t')).toBe(0);
    await pubsub.publish('t', 1);
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });

  it('rejects throw with its error and ends', async () => {
    const events = new TopicIterator<number>(new CountedPubSub(), 't');
    await expect(events.throw(new Error('cerrado'))).rejects.toThrow('cerrado');
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });

  it('ends with the error when the topic cannot be subscribed', async () => {
    const broken = {
      subscribe: () => Promise.reject(new Error('Redis no responde')),
      unsubscribe: () => undefined,
      publish: () => Promise.resolve(),
    } as unknown as PubSubEngine;
    const events = new TopicIterator<number>(broken, 't');
    await expect(events.next()).rejects.toThrow('Redis no responde');
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });
});
