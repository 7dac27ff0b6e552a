import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for these options, read once by running its middleware against a
 * response that only records them. They depend on no request: the policy allows scripts by
 * hash, not by a per-request nonce (a directive given as a function is refused here).
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const directives =
    typeof options.contentSecurityPolicy === 'object'
      ? Object.values(options.contentSecurityPolicy.directives ?? {})
      : [];
  if (
    directives.some(
      (d) =>
        typeof d === 'function' || (Array.isArray(d) && d.some((v) => typeof v === 'function')),
    )
  ) {
    throw new Error('security headers: a per-request directive needs helmet on every request');
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) {
      throw err instanceof Error ? err : new Error(String(err));
    }
    finished = true;
  });
  if (!finished) {
    throw new Error('security headers: helmet did not finish at once');
  }
  return headers;
}

/**
 * Helmet's security headers on every answer, worked out once: running its middleware on each
 * request set them one by one (each name and value checked again, a chain of a dozen calls),
 * about 1.3 % of a feed page, and `@fastify/helmet` even rebuilt the middleware per request.
 * Set on the reply, a route's own header of the same name still wins.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersFor(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
