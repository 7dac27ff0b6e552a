import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { errorResponse } from './http-exception.filter';
import { inputProblem } from './input-text';

/** Gateways and providers sign their bodies: we take them as sent (their depth still counts). */
const SIGNED_BODIES = /^\/api\/(payment|ai)\/webhooks\//;

/**
 * One rule for the text of every /api request, before validation and any use case: path
 * parameters, query and JSON body carry no control characters or lone surrogates, and nest
 * no deeper than a request of ours ever does. Multipart fields are checked as they are read.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  const log = new Logger('HTTP');
  fastify.addHook('preValidation', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/')) {
      return;
    }
    const problem =
      inputProblem(request.params) ??
      inputProblem(request.query) ??
      inputProblem(request.body, { characters: !SIGNED_BODIES.test(path) });
    if (problem) {
      const { status, body } = errorResponse(problem, log);
      return reply.status(status).send(body);
    }
  });
}
