import { Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The router's own refusals, before any hook or filter runs (a path that does not decode as
 * UTF-8, a path parameter longer than the router takes), in the `{ ok: false, code, message }`
 * shape with a stable code. Fastify's `frameworkErrors`.
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .send({ ok: false, code: 'URL_TOO_LONG', message: 'La dirección es demasiado larga.' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .status(400)
      .send({ ok: false, code: 'BAD_URL', message: 'La dirección no es válida.' });
    return;
  }
  const { status, body } = errorResponse(error, new Logger('HTTP'));
  void reply.status(status).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'La dirección o las cabeceras de la petición son demasiado largas.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'La petición tardó demasiado en llegar.',
  },
};
const MALFORMED_REQUEST = {
  status: 400,
  code: 'MALFORMED_REQUEST',
  message: 'La petición HTTP no es válida.',
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or an address past the
 * size limit, a broken request line), in the `{ ok: false, code, message }` shape like every other
 * refusal. Fastify's `clientErrorHandler`; like its default, a reset connection gets nothing.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  if (socket.writable) {
    const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
    const body = JSON.stringify({ ok: false, code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
