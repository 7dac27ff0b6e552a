import { AsyncResource } from 'node:async_hooks';

type Bound = Parameters<AsyncResource['runInAsyncScope']>[0];

/**
 * Node 20's `AsyncResource.prototype.bind` gives every bound function an `asyncResource` accessor
 * wrapped by `util.deprecate` (DEP0172), and the wrapper takes the accessor as its prototype. V8
 * lists each object made a prototype among its own prototype's users, weakly, and its young
 * generation's collections treat those lists as strong: so whatever a bound function reaches
 * survives every scavenge, is promoted, and waits for a full collection of the old generation.
 * Fastify binds its body parser's callback to each request with a body, Nest each interceptor's
 * call: the whole request and its answer (about 26 KB a GraphQL mutation) went to the old
 * generation, and the full collections of a heap holding thousands of sockets came every few
 * seconds, 20–300 ms each on the main thread.
 *
 * Where the runtime still defines that accessor, `bind` is replaced by the same call without it:
 * the bound function runs `fn` in the resource's async scope, with the caller's `this` unless
 * `thisArg` is given, and has `fn`'s length. Answers whether it was replaced.
 */
export function installLeanAsyncResourceBind(): boolean {
  const probe = new AsyncResource('lean-bind-probe').bind(() => undefined);
  if (!Object.getOwnPropertyDescriptor(probe, 'asyncResource')) {
    return false;
  }
  function bind(this: AsyncResource, fn: Bound, thisArg?: unknown) {
    return boundTo(this, fn, thisArg);
  }
  AsyncResource.prototype.bind = bind as typeof AsyncResource.prototype.bind;
  return true;
}

function boundTo(resource: AsyncResource, fn: Bound, thisArg: unknown) {
  const bound =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return resource.runInAsyncScope(fn, this, ...args);
        }
      : (...args: unknown[]) => resource.runInAsyncScope(fn, thisArg, ...args);
  Object.defineProperty(bound, 'length', { configurable: true, value: fn.length });
  return bound;
}
