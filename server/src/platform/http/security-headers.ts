import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: `@fastify/helmet`
 * builds it again for every request (parsing the whole policy each time, 1–2 % of a gallery page).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  fastify.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
