import Fastify from 'fastify';
import { storage } from 'nestjs-pino/storage';
import { Writable } from 'node:stream';
import { chooseLogFormat, createAppLogger, registerRequestLogging } from './http-logging';

/** A Fastify server logging its requests as the app does, and the lines it wrote. */
async function loggingServer(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const fastify = Fastify();
  registerRequestLogging(fastify, createAppLogger(level, stream));
  // what Nest's logger does in a handler: the request's logger from the store, after a wait
  const handler = async () => {
    await new Promise((r) => setTimeout(r, 5));
    storage.getStore()?.logger.warn('a warning of the handler');
    return { ok: true };
  };
  fastify.get('/api/health', handler);
  fastify.get('/missing/*', async (_request, reply) => {
    await handler();
    return reply.code(404).header('set-cookie', 'session=secret-cookie-value').send({});
  });
  fastify.post('/api/things', handler);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = fastify.server.address() as { port: number };
  return {
    lines,
    base: `http://127.0.0.1:${address.port}`,
    close: () => fastify.close(),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('request logging', () => {
  it('logs method, path, status and time of each answer, never its tokens or cookies', async () => {
    const s = await loggingServer('info');
    try {
      await fetch(`${s.base}/missing/thing?q=playa`, {
        headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=secret-cookie' },
      });
      await settle();
      const done = s.lines.find((l) => l.msg === 'request completed')!;
      expect(done.req).toMatchObject({
        method: 'GET',
        url: '/missing/thing?q=playa',
        remoteAddress: '127.0.0.1',
      });
      expect(done.res).toEqual({ statusCode: 404 });
      expect(typeof done.responseTime).toBe('number');
      // what the handler logs while answering carries the same request, to be read beside it
      const warning = s.lines.find((l) => l.msg === 'a warning of the handler')!;
      expect(warning.req).toEqual(done.req);
      const written = JSON.stringify(s.lines);
      expect(written).not.toContain('secret-token-value');
      expect(written).not.toContain('secret-cookie');
    } finally {
      await s.close();
    }
  });

  it('keeps the request bound across the body being read, and apart from other requests', async () => {
    const s = await loggingServer('info');
    try {
      await Promise.all(
        ['a', 'b', 'c'].map((name) =>
          fetch(`${s.base}/api/things?name=${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          }),
        ),
      );
      await settle();
      const warnings = s.lines.filter((l) => l.msg === 'a warning of the handler');
      const completed = s.lines.filter((l) => l.msg === 'request completed');
      expect(warnings.map((l) => (l.req as { url: string }).url).sort()).toEqual([
        '/api/things?name=a',
        '/api/things?name=b',
        '/api/things?name=c',
      ]);
      for (const warning of warnings) {
        const req = warning.req as { id: string; url: string };
        expect(completed.find((l) => (l.req as { id: string }).id === req.id)?.req).toEqual(req);
      }
    } finally {
      await s.close();
    }
  });

  it('writes no completion line under its level, and none for health checks', async () => {
    const quiet = await loggingServer('warn');
    const info = await loggingServer('info');
    try {
      await fetch(`${quiet.base}/missing/x`);
      await fetch(`${info.base}/api/health`);
      await settle();
      expect(quiet.lines.map((l) => l.msg)).toEqual(['a warning of the handler']);
      expect(info.lines.map((l) => l.msg)).toEqual(['a warning of the handler']);
    } finally {
      await quiet.close();
      await info.close();
    }
  });
});

describe('log format', () => {
  it('prints readable lines on a terminal and JSON lines elsewhere, unless told', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes one readable line per message in the pretty format, JSON in the other', () => {
    const written = (format: 'json' | 'pretty') => {
      const chunks: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString());
          done();
        },
      });
      createAppLogger('info', stream, format).child({ context: 'Mixel' }).info('listening');
      return chunks.join('');
    };
    const pretty = written('pretty');
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \[Mixel\] listening\n$/);
    expect(JSON.parse(written('json'))).toMatchObject({
      level: 30,
      context: 'Mixel',
      msg: 'listening',
    });
  });
});
