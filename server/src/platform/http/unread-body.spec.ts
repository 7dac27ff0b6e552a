import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { discardUnreadBody } from './unread-body';

const limits = { maxBytes: 64 * 1024, maxMs: 2_000, idleMs: 300 };

/** A server that refuses every request at once, before its body, as a guard does. */
async function refusingServer(): Promise<Server> {
  const server = createServer((req, res) => {
    discardUnreadBody(req, res, limits);
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"ok":false}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** A raw client announcing `length` bytes of body; resolves what it read and when it closed. */
async function upload(server: Server, length: number) {
  const socket: Socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<number>((resolve) => {
    const started = Date.now();
    socket.once('close', () => resolve(Date.now() - started));
  });
  socket.on('error', () => undefined);
  return { socket, closed, answer: () => answer };
}

describe('discardUnreadBody', () => {
  let server: Server;
  beforeEach(async () => {
    server = await refusingServer();
  });
  afterEach(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  it('reads a refused body to its end and keeps the connection for the next request', async () => {
    const client = await upload(server, 10_000);
    client.socket.write(Buffer.alloc(10_000, 1));
    client.socket.write('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
    // past the idle limit: a body read to its end leaves nothing waiting to close the connection
    await new Promise((resolve) => setTimeout(resolve, limits.idleMs + 200));
    expect(client.answer().match(/HTTP\/1\.1 401/g)).toHaveLength(2);
    expect(client.socket.destroyed).toBe(false);
    client.socket.destroy();
  });

  it('closes the connection once more than its byte limit arrives', async () => {
    const client = await upload(server, 10 * 1024 * 1024);
    const chunk = Buffer.alloc(16 * 1024, 1);
    for (let i = 0; i < 8 && !client.socket.destroyed; i += 1) {
      client.socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await client.closed).toBeLessThan(limits.idleMs);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 401/);
  });

  it('closes the connection of a client that stops sending', async () => {
    const client = await upload(server, 1_000_000);
    client.socket.write(Buffer.alloc(1_000, 1));
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(limits.idleMs - 50);
    expect(ms).toBeLessThan(limits.maxMs);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 401/);
  });

  it('closes the connection of a client trickling its body past the time limit', async () => {
    const client = await upload(server, 1_000_000);
    const trickle = setInterval(() => client.socket.write(Buffer.alloc(10, 1)), limits.idleMs / 3);
    const ms = await client.closed;
    clearInterval(trickle);
    expect(ms).toBeGreaterThanOrEqual(limits.maxMs - 50);
    expect(ms).toBeLessThan(limits.maxMs + 500);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 401/);
  });
});
