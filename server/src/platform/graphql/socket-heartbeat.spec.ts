import { EventEmitter } from 'node:events';
import { HeartbeatSocket, SocketHeartbeat } from './socket-heartbeat';

/** A socket that answers its pings (or not), and records what was done to it. */
class FakeSocket extends EventEmitter implements HeartbeatSocket {
  pings = 0;
  terminated = false;
  constructor(private readonly answers = true) {
    super();
  }
  ping(): void {
    this.pings++;
    if (this.answers) {
      queueMicrotask(() => this.emit('pong'));
    }
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
}

describe('SocketHeartbeat', () => {
  let heartbeat: SocketHeartbeat;

  beforeEach(() => {
    jest.useFakeTimers();
    // 10 slices of 100 ms
    heartbeat = new SocketHeartbeat(1_000, 10);
  });

  afterEach(() => {
    heartbeat.stop();
    jest.useRealTimers();
  });

  it('pings every socket once per interval, a slice per tick instead of all at once', async () => {
    const sockets = Array.from({ length: 100 }, () => new FakeSocket());
    sockets.forEach((s) => heartbeat.add(s));

    await jest.advanceTimersByTimeAsync(100);
    expect(sockets.filter((s) => s.pings === 1)).toHaveLength(10);

    await jest.advanceTimersByTimeAsync(900);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sockets.every((s) => s.pings === 3)).toBe(true);
    expect(sockets.some((s) => s.terminated)).toBe(false);
    expect(heartbeat.size).toBe(100);
  });

  it('terminates a socket that has not answered by its next ping, and only that one', async () => {
    const alive = new FakeSocket();
    const silent = new FakeSocket(false);
    heartbeat.add(alive);
    heartbeat.add(silent);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(silent.pings).toBe(1);
    expect(silent.terminated).toBe(false);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(silent.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(silent.pings).toBe(1);
    expect(alive.pings).toBe(3);
  });

  it('forgets a socket when it closes: no ping after, nothing kept', async () => {
    const socket = new FakeSocket();
    heartbeat.add(socket);
    socket.emit('close');
    expect(heartbeat.size).toBe(0);

    await jest.advanceTimersByTimeAsync(3_000);
    expect(socket.pings).toBe(0);
  });

  it('adds one pong and one close listener per socket, whatever the number of pings', async () => {
    const socket = new FakeSocket();
    heartbeat.add(socket);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(socket.pings).toBe(5);
    expect(socket.listenerCount('pong')).toBe(1);
    expect(socket.listenerCount('close')).toBe(1);
  });
});
