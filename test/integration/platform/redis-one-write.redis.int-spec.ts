import { randomUUID } from 'node:crypto';
import { inOneWrite, redisConnection } from '../../../server/src/platform/redis/redis-connection';

type Callback = (error?: Error | null) => void;
type Socket = {
  _write(chunk: unknown, encoding: string, cb: Callback): void;
  _writev(chunks: unknown[], cb: Callback): void;
};

describe('one write for what one cause sends to Redis', () => {
  it('sends the commands issued together in one write and answers each in order', async () => {
    const redis = redisConnection(process.env.REDIS_URL!);
    try {
      await redis.ping();
      // what reaches the socket: the number of commands' chunks in each write
      const writes: number[] = [];
      const socket = redis.stream as unknown as Socket;
      const write = socket._write.bind(socket);
      const writev = socket._writev.bind(socket);
      socket._write = (chunk, encoding, cb) => {
        writes.push(1);
        write(chunk, encoding, cb);
      };
      socket._writev = (chunks, cb) => {
        writes.push(chunks.length);
        writev(chunks, cb);
      };
      const key = `mixel:test:${randomUUID()}`;

      const together = await inOneWrite(redis, () =>
        Promise.all([redis.incr(key), redis.incr(key), redis.get(key)]),
      );
      expect(together).toEqual([1, 2, '2']);
      expect(writes).toEqual([3]);

      writes.length = 0;
      expect(await Promise.all([redis.incr(key), redis.incr(key)])).toEqual([3, 4]);
      expect(writes).toEqual([1, 1]);
      await redis.del(key);
    } finally {
      redis.disconnect();
    }
  });
});
