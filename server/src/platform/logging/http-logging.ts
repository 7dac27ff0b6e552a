import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';

/** What a request's log lines carry about it: never its headers (tokens, cookies). */
export function requestFields(req: IncomingMessage & { id?: unknown }) {
  return {
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.socket?.remoteAddress,
  };
}

/** What a response's log line carries about it: never its headers (set-cookie). */
export function responseFields(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/**
 * Request logging. pino-http binds the serialized request to a child logger on every request,
 * logged or not: the standard serializer copied every header and then redacted the secret ones,
 * 3 % of a feed page's CPU. These serializers take only what an access log reads, so there is
 * nothing to redact. What the app logs while answering a request carries the same `req`.
 */
export function httpLogging(level: string): Params {
  return {
    pinoHttp: {
      level,
      serializers: { req: requestFields, res: responseFields },
      autoLogging: { ignore: (req) => (req.url ?? '').includes('/api/health') },
      // one child logger per request, bound to the request: a quiet one besides cost a second
      quietReqLogger: false,
    },
  };
}
