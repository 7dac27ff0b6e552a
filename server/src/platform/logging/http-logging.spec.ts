import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp, Options } from 'pino-http';
import { httpLogging } from './http-logging';

/** A server logging its requests as the app does, and the lines it wrote. */
async function loggingServer(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const log = pinoHttp(httpLogging(level).pinoHttp as Options, stream);
  const server: Server = createServer((req, res) => {
    log(req, res);
    req.log.warn('a warning of the handler');
    res.setHeader('set-cookie', 'session=secret-cookie-value');
    res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { lines, base, close: () => new Promise((r) => server.close(r)) };
}

describe('request logging', () => {
  it('logs method, path, status and time of each request, never its tokens or cookies', async () => {
    const s = await loggingServer('info');
    try {
      await fetch(`${s.base}/missing/thing?q=playa`, {
        headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=secret-cookie' },
      });
      await new Promise((r) => setTimeout(r, 20));
      const done = s.lines.find((l) => l.msg === 'request completed')!;
      expect(done.req).toMatchObject({ method: 'GET', url: '/missing/thing?q=playa' });
      expect(done.res).toEqual({ statusCode: 404 });
      expect(typeof done.responseTime).toBe('number');
      // the handler's own lines carry the request, to be read beside its completion
      const warning = s.lines.find((l) => l.msg === 'a warning of the handler')!;
      expect(warning.req).toEqual(done.req);
      const written = JSON.stringify(s.lines);
      expect(written).not.toContain('secret-token-value');
      expect(written).not.toContain('secret-cookie');
    } finally {
      await s.close();
    }
  });

  it('writes no completion line under its level, and none for health checks', async () => {
    const quiet = await loggingServer('warn');
    const info = await loggingServer('info');
    try {
      await fetch(`${quiet.base}/api/image/contents`);
      await fetch(`${info.base}/api/health`);
      await new Promise((r) => setTimeout(r, 20));
      expect(quiet.lines.map((l) => l.msg)).toEqual(['a warning of the handler']);
      expect(info.lines.map((l) => l.msg)).toEqual(['a warning of the handler']);
    } finally {
      await quiet.close();
      await info.close();
    }
  });
});
