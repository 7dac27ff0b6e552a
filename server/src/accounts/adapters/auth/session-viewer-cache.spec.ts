import { PubSub } from 'graphql-subscriptions';
import { Clock } from '../../../kernel/clock';
import { SESSION_REVOKED_TOPIC } from '../../../platform/auth/session-sockets';
import { SessionUser } from '../../domain/user';
import {
  SESSION_CACHE_TTL_MS,
  SessionViewerCache,
  VIEWER_CHANGED_TOPIC,
} from './session-viewer-cache';

class StoppedClock extends Clock {
  at = new Date('2026-11-26T10:00:00Z');
  override now(): Date {
    return this.at;
  }
}

const ANA: SessionUser = {
  id: 'user-ana',
  name: 'ana',
  plan: 'free',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  browsingLevel: 'general',
};

describe(SessionViewerCache.name, () => {
  let pubsub: PubSub;
  let clock: StoppedClock;
  let sut: SessionViewerCache;
  let loads: number;
  const load = (user: SessionUser = ANA) => {
    loads++;
    return Promise.resolve(user);
  };

  beforeEach(async () => {
    pubsub = new PubSub();
    clock = new StoppedClock();
    sut = new SessionViewerCache(pubsub, clock);
    await sut.onModuleInit();
    loads = 0;
  });
  afterEach(() => sut.onModuleDestroy());

  it('verifies a session once and answers it from memory until its time is up', async () => {
    await sut.get('s1', ANA.id, () => load());
    await expect(sut.get('s1', ANA.id, () => load())).resolves.toEqual(ANA);
    expect(loads).toBe(1);

    clock.at = new Date(clock.at.getTime() + SESSION_CACHE_TTL_MS + 1);
    await sut.get('s1', ANA.id, () => load());
    expect(loads).toBe(2);
  });

  it('asks again at once when the session is revoked on any instance', async () => {
    await sut.get('s1', ANA.id, () => load());
    await pubsub.publish(SESSION_REVOKED_TOPIC, { sessionId: 's1' });
    await expect(
      sut.get('s1', ANA.id, () => Promise.reject(new Error('revocada'))),
    ).rejects.toThrow('revocada');
  });

  it('asks again for every session of a user whose plan or browsing level changed', async () => {
    await sut.get('s1', ANA.id, () => load());
    await sut.get('s2', ANA.id, () => load());
    await pubsub.publish(VIEWER_CHANGED_TOPIC, { userId: ANA.id });
    const pro = { ...ANA, plan: 'pro' as const };
    await expect(sut.get('s1', ANA.id, () => load(pro))).resolves.toEqual(pro);
    await expect(sut.get('s2', ANA.id, () => load(pro))).resolves.toEqual(pro);
    expect(loads).toBe(4);
  });

  it('does not keep what was read while a revocation arrived', async () => {
    let answer!: (user: SessionUser) => void;
    const reading = sut.get('s1', ANA.id, () => new Promise((r) => (answer = r)));
    sut.forgetSession('s1');
    answer(ANA);
    await reading;
    await sut.get('s1', ANA.id, () => load());
    expect(loads).toBe(1);
  });

  it('never answers a request that came after a revocation with a read begun before it', async () => {
    let answer!: (user: SessionUser) => void;
    const before = sut.get('s1', ANA.id, () => new Promise((r) => (answer = r)));
    await pubsub.publish(SESSION_REVOKED_TOPIC, { sessionId: 's1' });
    const after = sut.get('s1', ANA.id, () => Promise.reject(new Error('revocada')));
    answer(ANA);
    await expect(before).resolves.toEqual(ANA);
    await expect(after).rejects.toThrow('revocada');
  });

  it('never answers a request that came after a plan change with the viewer as it was', async () => {
    let answer!: (user: SessionUser) => void;
    const before = sut.get('s1', ANA.id, () => new Promise((r) => (answer = r)));
    await pubsub.publish(VIEWER_CHANGED_TOPIC, { userId: ANA.id });
    const pro = { ...ANA, plan: 'pro' as const };
    const after = sut.get('s1', ANA.id, () => load(pro));
    answer(ANA);
    await before;
    await expect(after).resolves.toEqual(pro);
    // and the newer read is the one kept
    await expect(sut.get('s1', ANA.id, () => load(ANA))).resolves.toEqual(pro);
  });

  it('never answers one user for a token of another', async () => {
    await sut.get('s1', ANA.id, () => load());
    await expect(
      sut.get('s1', 'user-bruno', () => Promise.reject(new Error('no es suya'))),
    ).rejects.toThrow('no es suya');
  });
});
