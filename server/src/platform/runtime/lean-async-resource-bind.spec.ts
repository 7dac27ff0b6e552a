import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { installLeanAsyncResourceBind } from './lean-async-resource-bind';

type Gc = (options?: { type: 'minor' | 'major' }) => void;
type Add = (this: { base: number } | undefined, a: number, b: number) => number;
/** `bind` with the `thisArg` Node takes (its types leave it out). */
type BindWithThis = (this: AsyncResource, fn: Add, thisArg: unknown) => Add;

describe(installLeanAsyncResourceBind.name, () => {
  const original = AsyncResource.prototype.bind;

  beforeAll(() => {
    installLeanAsyncResourceBind();
  });
  afterAll(() => {
    AsyncResource.prototype.bind = original;
  });

  it('runs the bound function in the async scope it was bound in, wherever it is called', async () => {
    const store = new AsyncLocalStorage<string>();
    let resourceId = 0;
    const bound = store.run('request 1', () => {
      const resource = new AsyncResource('test');
      resourceId = resource.asyncId();
      return resource.bind(() => [store.getStore(), executionAsyncId()]);
    });
    const seen = await new Promise((resolve) => setImmediate(() => resolve(bound())));
    expect(seen).toEqual(['request 1', resourceId]);
    expect(store.run('request 2', () => AsyncResource.bind(() => store.getStore()))()).toBe(
      'request 2',
    );
  });

  it("passes the arguments and the answer through, with the caller's this unless one was bound", () => {
    const add: Add = function (a, b) {
      return (this?.base ?? 0) + a + b;
    };
    const unbound = new AsyncResource('test').bind(add);
    expect(unbound.call({ base: 10 }, 1, 2)).toBe(13);
    expect(unbound.length).toBe(2);
    const resource = new AsyncResource('test');
    const withThis = (resource.bind as BindWithThis).call(resource, add, { base: 100 });
    expect(withThis.call({ base: 10 }, 1, 2)).toBe(103);
    expect(AsyncResource.bind(add, 'static', { base: 1000 }).call(undefined, 1, 2)).toBe(1003);
  });

  it('lets the young generation collect what a bound function reached', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as Gc;
    const oldSpace = () =>
      getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;
    gc({ type: 'major' });
    const before = oldSpace();
    // 20,000 request-sized graphs, each reached only by a bound callback dropped at once
    for (let i = 0; i < 20_000; i++) {
      const request = new Array(128).fill(i);
      AsyncResource.bind(() => request);
    }
    gc({ type: 'minor' });
    gc({ type: 'minor' });
    // Node 20's own bind promotes them all (about 27 MB)
    expect(oldSpace() - before).toBeLessThan(4 * 1024 * 1024);
  });
});
