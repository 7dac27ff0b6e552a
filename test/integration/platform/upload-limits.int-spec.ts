import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { solidImage } from '../../support/media-fixtures';
import { factories, TestUser } from '../../support/factories';
import { sql, startTestApp, TestApp } from '../../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const MB = 1024 * 1024;
const BOUNDARY = 'mixel-limit-test';

/**
 * A multipart body generated as it is sent (never held in memory): the fields, then `size`
 * bytes of the file `field` (starting with `head`), then the closing boundary.
 */
async function* multipartBody(
  fields: Record<string, string>,
  field: string,
  size: number,
  head: Buffer = Buffer.alloc(0),
): AsyncGenerator<Buffer> {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  yield head;
  const chunk = Buffer.alloc(MB, 0xab);
  for (let left = size - head.length; left > 0; left -= chunk.length) {
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

interface Sent {
  status: number;
  body: Json;
  /** Bytes the server's socket took before it answered and stopped reading. */
  accepted: number;
  ms: number;
}

/**
 * Streams `body` as a client that keeps sending until the socket refuses more, as a naive
 * uploader does; resolves with the answer and how much of the body the server let in.
 */
function send(baseUrl: string, path: string, token: string, body: AsyncIterable<Buffer>) {
  const started = Date.now();
  return new Promise<Sent>((resolve, reject) => {
    let accepted = 0;
    let answered: Omit<Sent, 'accepted' | 'ms'> | null = null;
    let writing = true;
    const req = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
      },
    });
    const finish = () => {
      if (answered && !writing) {
        resolve({ ...answered, accepted, ms: Date.now() - started });
      }
    };
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        answered = { status: res.statusCode!, body: text ? JSON.parse(text) : null };
        finish();
      });
      res.on('error', reject);
    });
    // a write after the server closed its side fails: that is the point
    req.on('error', () => {
      writing = false;
      finish();
    });
    void (async () => {
      for await (const chunk of body) {
        if (req.destroyed || req.writableEnded) {
          break;
        }
        const more = req.write(chunk, (err) => {
          if (!err) {
            accepted += chunk.length;
          }
        });
        if (!more) {
          await new Promise<void>((r) => {
            const go = () => {
              req.off('drain', go).off('close', go);
              r();
            };
            req.on('drain', go).on('close', go);
          });
        }
      }
      if (!req.destroyed) {
        req.end();
      }
      req.once('close', () => {
        writing = false;
        finish();
      });
      if (req.destroyed) {
        writing = false;
        finish();
      }
    })().catch(reject);
  });
}

describe('upload limits are enforced while the bytes arrive', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let free: TestUser;
  let max: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    f = factories(t);
    free = await f.user();
    max = await f.user({ plan: 'max' });
  });
  afterAll(() => t.close());

  const tmp = () => join(t.dataDir, 'tmp');
  const leftovers = () => (existsSync(tmp()) ? readdirSync(tmp()) : []);
  const stored = async (userId: string) => {
    const [row] = await sql<{ posts: string; uploads: string }>(
      t.databaseUrl,
      `SELECT (SELECT count(*) FROM posts WHERE author_id = $1) AS posts,
              (SELECT count(*) FROM uploads WHERE owner_id = $1) AS uploads`,
      [userId],
    );
    return Number(row.posts) + Number(row.uploads);
  };
  const media = () =>
    existsSync(join(t.dataDir, 'media'))
      ? readdirSync(join(t.dataDir, 'media'), { recursive: true })
      : [];

  it.each([
    ['/api/image/add-image', 'image', 30],
    ['/api/uploads', 'file', 30],
    ['/api/account/avatar', 'image', 10],
  ])(
    'refuses 200 MB to %s (%s) with 413 after about %i MB, stores nothing, leaves no temporary file',
    async (path, field, limitMb) => {
      const mediaBefore = media().length;
      const r = await send(
        t.baseUrl,
        path,
        free.token,
        multipartBody({ title: 'Demasiado grande' }, field, 200 * MB),
      );
      expect(r.status).toBe(413);
      expect(r.body).toEqual({
        ok: false,
        code: 'FILE_TOO_LARGE',
        message: `El archivo supera el máximo de ${limitMb} MB.`,
      });
      // the limit plus what the sockets' buffers hold, not the 200 MB
      expect(r.accepted).toBeLessThan((limitMb + 20) * MB);
      expect(r.ms).toBeLessThan(15_000);
      expect(leftovers()).toEqual([]);
      expect(await stored(free.id)).toBe(0);
      expect(media().length).toBe(mediaBefore);
    },
  );

  it('refuses a video from a plan without videos before reading it', async () => {
    const r = await send(
      t.baseUrl,
      '/api/image/add-video',
      free.token,
      multipartBody({ title: 'Vídeo' }, 'video', 200 * MB),
    );
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('CONTENT.VIDEO_REQUIRES_MAX');
    expect(r.accepted).toBeLessThan(20 * MB);
    expect(leftovers()).toEqual([]);
  });

  it('holds a Max holder to the 500 MB video limit, not the 30 MB image one', async () => {
    const r = await send(
      t.baseUrl,
      '/api/image/add-video',
      max.token,
      multipartBody({ title: 'Vídeo' }, 'video', 40 * MB),
    );
    // past the image limit, read whole, then refused for not being a video
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('CONTENT.UNSUPPORTED_TYPE');
    expect(r.accepted).toBeGreaterThan(40 * MB);
    expect(leftovers()).toEqual([]);
  });

  it.each([
    ['without a token', '/api/image/add-image', false, 401, 'UNAUTHENTICATED'],
    [
      'a video from a plan without videos',
      '/api/image/add-video',
      true,
      403,
      'CONTENT.VIDEO_REQUIRES_MAX',
    ],
  ])(
    'answers an upload refused before its body was read (%s), never with a reset',
    async (_case, path, signedIn, status, code) => {
      // fetch in a process of its own, as a browser sends while the server answers: closing the
      // connection on a client still sending resets it, and fetch then fails the request whatever
      // the answer was. Twenty 2 MB uploads in a row; a single reset fails the test.
      const client = `
        const body = new Blob([Buffer.alloc(2 * 1024 * 1024, 0xab)], { type: 'video/mp4' });
        const results = [];
        for (let i = 0; i < 20; i += 1) {
          const form = new FormData();
          form.append('title', 'Rechazado');
          form.append(process.env.FIELD, body, 'clip.mp4');
          try {
            const res = await fetch(process.env.URL, {
              method: 'POST',
              headers: process.env.TOKEN ? { authorization: 'Bearer ' + process.env.TOKEN } : {},
              body: form,
            });
            results.push([res.status, (await res.json()).code]);
          } catch (error) {
            results.push(['failed', String(error.cause?.code ?? error)]);
          }
        }
        console.log(JSON.stringify(results));`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--input-type=module', '-e', client],
        {
          env: {
            ...process.env,
            URL: `${t.baseUrl}${path}`,
            FIELD: path.endsWith('video') ? 'video' : 'image',
            TOKEN: signedIn ? free.token : '',
          },
        },
      );
      expect(JSON.parse(stdout)).toEqual(Array.from({ length: 20 }, () => [status, code]));
    },
  );

  it('still publishes a streamed image under the limit', async () => {
    const image = await solidImage('jpeg');
    const r = await send(
      t.baseUrl,
      '/api/image/add-image',
      free.token,
      multipartBody({ title: 'Cabe' }, 'image', image.length, image),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ ok: true, data: { id: expect.any(String) } });
    expect(leftovers()).toEqual([]);
  });
});
