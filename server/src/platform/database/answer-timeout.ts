import { Client, ClientConfig, Query } from 'pg';

/** What `pg` says when a query's answer did not come in time (see `isTimeout`). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/** `pg`'s Query as its client drives it (its submittable protocol). */
const queryProtocol = Query.prototype as unknown as {
  submit(this: Query, connection: unknown): Error | null;
  handleReadyForQuery(this: Query, connection: unknown): void;
  handleError(this: Query, err: unknown, connection: unknown): void;
};

type Callback = (err: Error | null, result?: unknown) => void;

/**
 * A query that bounds the wait for its own answer. `pg`'s `query_timeout` wraps each query's
 * callback in a closure set on the query after it was made: V8's young collector then kept every
 * request that ran one through two scavenges into the old generation (1 MB of every 2.5 MB
 * promoted per scavenge at 100 follows a second, bench/history/2026-11-lab-notes.md). Here the timer holds the query
 * as its argument and the query's own methods clear it. When it runs out, the connection the
 * answer was due on is closed: the next statement would wait behind the one still running.
 */
export class TimedQuery extends Query {
  /** Set by AnswerTimeoutClient before the query is sent; 0 waits as long as it takes. */
  answerTimeoutMs = 0;
  /** The client it is sent on, closed if the answer does not come in time. */
  client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Failed by its timer: whatever comes after for it is dropped. */
  protected expired = false;

  // @ts-expect-error pg's types declare `submit` as a property; it is a method of Query's prototype
  override submit(connection: unknown): Error | null {
    const refused = queryProtocol.submit.call(this, connection);
    if (refused === null && this.answerTimeoutMs > 0) {
      this.timer = setTimeout(expire, this.answerTimeoutMs, this);
    }
    return refused;
  }

  handleReadyForQuery(connection: unknown): void {
    this.stopTimer();
    if (!this.expired) {
      queryProtocol.handleReadyForQuery.call(this, connection);
    }
  }

  handleError(err: unknown, connection: unknown): void {
    this.stopTimer();
    if (!this.expired) {
      queryProtocol.handleError.call(this, err, connection);
    }
  }

  /** The timer ran out: the caller gets `Query read timeout` now, and nothing else later. */
  expire(): void {
    this.timer = null;
    this.expired = true;
    // ending, the client is dropped by its pool when released, with or without an error
    this.client?.end().catch(() => undefined);
    queryProtocol.handleError.call(this, new Error(QUERY_READ_TIMEOUT), undefined);
  }

  private stopTimer(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}

function expire(query: TimedQuery): void {
  query.expire();
}

/** Pool options for AnswerTimeoutClient (pg-pool hands its options to each client it makes). */
export interface AnswerTimeoutOptions {
  /** The answer to one query, else it fails with `Query read timeout`; 0 waits as long as it takes. */
  answerTimeoutMs?: number;
}

type QueryConfigLike = string | ({ submit?: unknown; query_timeout?: number } & object);

/**
 * `pg`'s client with every query's answer bounded. Text and config queries (TypeORM's) are sent
 * as TimedQuery, as `pg` would send its own Query (a promise, or the callback given); a TimedQuery
 * made elsewhere (`queryRows`) gets the bound; any other submittable (a cursor) gets `pg`'s
 * `query_timeout`. The pool is given `Client: AnswerTimeoutClient` and `answerTimeoutMs` instead
 * of `query_timeout`, which `pg` would put around every query.
 */
export class AnswerTimeoutClient extends Client {
  private readonly answerTimeoutMs: number;

  constructor(config?: AnswerTimeoutOptions & Record<string, unknown>) {
    super(config as ClientConfig);
    this.answerTimeoutMs = config?.answerTimeoutMs ?? 0;
  }

  // pg's overloads (text, config, submittable; promise or callback) all come through here
  override query(...args: unknown[]): never {
    const ms = this.answerTimeoutMs;
    const [config, values, callback] = args as [
      QueryConfigLike | null | undefined,
      unknown,
      unknown,
    ];
    if (ms <= 0 || config === null || config === undefined) {
      return this.send(args);
    }
    if (config instanceof TimedQuery) {
      config.answerTimeoutMs ||= ms;
      config.client = this;
      return this.send(args);
    }
    if (typeof config !== 'string' && typeof config.submit === 'function') {
      config.query_timeout ??= ms;
      return this.send(args);
    }
    const given = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const bound = typeof values === 'function' ? undefined : values;
    if (given || (typeof config !== 'string' && 'callback' in config && config.callback)) {
      // as pg does with a callback: nothing is answered, the callback is called
      this.send([this.timed(config, bound, given)]);
      return undefined as never;
    }
    let query: TimedQuery;
    const answer = new Promise((resolve, reject) => {
      query = this.timed(config, bound, (err, result) => (err ? reject(err) : resolve(result)));
    });
    this.send([query!]);
    return answer as never;
  }

  private send(args: unknown[]): never {
    return (Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
  }

  private timed(config: QueryConfigLike, values: unknown, callback?: Callback): TimedQuery {
    const query = new (
      TimedQuery as unknown as new (
        config: unknown,
        values: unknown,
        callback?: Callback,
      ) => TimedQuery
    )(config, values, callback);
    // a query's own `query_timeout`, as pg reads it, before the client's
    const own = typeof config === 'string' ? undefined : config.query_timeout;
    query.answerTimeoutMs = own || this.answerTimeoutMs;
    query.client = this;
    return query;
  }
}
