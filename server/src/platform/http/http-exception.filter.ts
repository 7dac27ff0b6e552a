import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ServiceUnavailableError } from '../../kernel/domain-error';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { STATUS_BY_KIND } from '../graphql/graphql-errors';
import { graphqlMediaType } from '../graphql/graphql-over-http';
import type { ClientApp } from '../web/client-app';
import { discardUnreadBody } from './unread-body';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Inicia sesión para continuar.',
  403: 'No tienes permiso para hacer esto.',
  404: 'No encontrado.',
  405: 'Método no permitido.',
  413: 'El contenido es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiadas solicitudes. Espera un momento.',
};

export interface ErrorBody {
  ok: false;
  code: string;
  message: string;
}

/** Turns any thrown value into the spec's `{ ok: false, message }`, with a stable code. */
export function errorResponse(
  error: unknown,
  log: Logger,
): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or paused: a clear 503 with Retry-After, not an internal error
    log.warn(`Database unavailable: ${(error as Error).message}`);
    error = new ServiceUnavailableError();
  }
  if (error instanceof DomainError) {
    return {
      status: STATUS_BY_KIND[error.kind],
      body: { ok: false, code: error.code, message: error.message },
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : typeof (error as { statusCode?: unknown })?.statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  if (status >= 500) {
    log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return {
      status: 500,
      body: {
        ok: false,
        code: 'INTERNAL',
        message: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
      },
    };
  }
  return {
    status,
    body: {
      ok: false,
      code: `HTTP_${status}`,
      message: MESSAGE_BY_STATUS[status] ?? 'La solicitud no es válida.',
    },
  };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly log = new Logger('HTTP');

  constructor(private readonly clientApp?: ClientApp) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      // GraphQL errors go through the Apollo formatter
      throw error;
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body, retryAfterSeconds } = errorResponse(error, this.log);
    if (status === 404 && this.clientApp?.serveAppShell(request, reply)) {
      return;
    }
    if (request.url.split('?')[0] === '/graphql') {
      // a body that is not JSON never reaches Apollo: GraphQL clients still get a GraphQL error
      const code = status === 400 ? 'BAD_REQUEST' : body.code;
      void reply
        .status(status)
        .type(`${graphqlMediaType(request.headers.accept) ?? 'application/json'}; charset=utf-8`)
        .send({ errors: [{ message: body.message, extensions: { code } }] });
      return;
    }
    if (retryAfterSeconds) {
      void reply.header('retry-after', String(retryAfterSeconds));
    }
    if (!request.raw.complete) {
      // refused before its body was read (an upload past its limit, without a token): the rest
      // is read and dropped, within limits, so that the client still sending gets this answer
      void reply.removeHeader('connection');
      discardUnreadBody(request.raw, reply.raw);
    }
    void reply.status(status).send(body);
  }
}
