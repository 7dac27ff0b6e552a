import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Params } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat } from '../config/app-config';

/** What the logger writes: a person at a terminal reads lines, a log collector parses JSON. */
export function chooseLogFormat(format: LogFormat, isTty: boolean): 'json' | 'pretty' {
  if (format === 'auto') {
    return isTty ? 'pretty' : 'json';
  }
  return format;
}

/**
 * The app's logger: JSON lines (or readable ones) at the configured level. Requests appear in it
 * only as `RequestLogs.fields` writes them (method, path, id, address): never their headers
 * (tokens, cookies), and answers only by their status (never set-cookie).
 */
export function createAppLogger(
  level: string,
  destination?: pino.DestinationStream,
  format: 'json' | 'pretty' = 'json',
): Logger {
  if (format === 'pretty') {
    // in-process and synchronous, so the last lines before a crash or exit are not lost
    const stream = pretty({
      destination: destination ?? 1,
      sync: true,
      colorize: destination ? false : pretty.isColorSupported,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
      hideObject: false,
    });
    return pino({ level }, stream);
  }
  return destination ? pino({ level }, destination) : pino({ level });
}

/**
 * Nest's logger writes through the app's logger (nestjs-pino), without its per-request
 * middleware: `registerRequestLogging` does that work in Fastify's own hooks.
 */
export function httpLogging(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Its logging: the store Nest's logger reads during it, and its access-log fields. */
    requestLogs: RequestLogs | null;
  }
}

/**
 * The store nestjs-pino reads a request's logger from, the request bound only when something is
 * logged (its `Store` takes a logger made up front).
 */
class RequestLogs {
  private bound: Logger | null = null;
  readonly responseLogger = undefined;
  /** Read at once: a closed connection no longer knows its peer when the answer is logged. */
  private readonly address: string | undefined;

  constructor(
    private readonly root: Logger,
    private readonly request: FastifyRequest,
  ) {
    this.address = request.ip;
  }

  /** The request as its log lines show it (no headers). */
  fields() {
    return {
      id: this.request.id,
      method: this.request.method,
      url: this.request.url,
      remoteAddress: this.address,
    };
  }

  get logger(): Logger {
    this.bound ??= this.root.child({ req: this.fields() });
    return this.bound;
  }
}

/**
 * One access-log line per answer (`request completed`, at info, not for health checks), and the
 * request bound to what the app logs while answering it. pino-http, through Nest's middleware,
 * made a child logger with the serialized request on every request, logged or not, and listened
 * on every response (about 5 % of a feed page); here nothing is built unless a line is written.
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.decorateRequest('requestLogs', null);
  fastify.addHook('onRequest', (request, _reply, done) => {
    const logs = new RequestLogs(logger, request);
    request.requestLogs = logs;
    storage.run(logs as unknown as Store, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const logs = request.requestLogs;
    if (logs && logger.isLevelEnabled('info') && !request.url.startsWith('/api/health')) {
      logger.info(
        {
          req: logs.fields(),
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}
