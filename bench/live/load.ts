/**
 * The client side of bench:live, in its own process so that client work does not count against
 * the server's CPU: N graphql-ws clients, each subscribed to `notificationAdded` with its bearer
 * token, and the triggers (one HTTP request per subscriber of a slice, at a steady rate or as
 * fast as the server answers), timed on this process's clock. Driven by run.ts over IPC.
 */
import { performance } from 'node:perf_hooks';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export const NOTIFICATION_ADDED = `subscription NotificationAdded {
  notificationAdded {
    id
    typeNotification
    clicked
    createdAt
    postId
    commentId
    href
    author { id name fullname image }
  }
}`;

export type LoadCommand =
  | { type: 'connect'; url: string; tokens: string[]; chunk: number }
  | {
      type: 'trigger';
      url: string;
      headers: Record<string, string>;
      /** one request body per subscriber, for `connect`'s tokens from index `from` on */
      bodies: string[];
      from: number;
      /**
       * open: `rate` triggers per second, sent on schedule whatever the responses (open loop);
       * saturate: `concurrency` requests always in flight, the next sent as one answers
       */
      pace: { open: number } | { saturate: number };
      timeoutMs: number;
    }
  | { type: 'close' };

export type LoadReply =
  | { type: 'connected'; failed: number; seconds: number }
  | {
      type: 'delivered';
      latencies: number[];
      /** from the notification's createdAt (the server's clock, ms) to its arrival */
      sinceCreated: number[];
      missing: number;
      failedTriggers: number;
      seconds: number;
    }
  | { type: 'closed' };

let clients: Client[] = [];
let received: number[] = [];
let createdAt: number[] = [];
let onReceived: (() => void) | null = null;

const reply = (message: LoadReply) => process.send!(message);

async function connect(url: string, tokens: string[], chunk: number): Promise<void> {
  const started = performance.now();
  received = new Array<number>(tokens.length).fill(0);
  createdAt = new Array<number>(tokens.length).fill(0);
  let failed = 0;
  for (let from = 0; from < tokens.length; from += chunk) {
    await Promise.all(
      tokens.slice(from, from + chunk).map(
        (token, offset) =>
          new Promise<void>((resolve) => {
            const index = from + offset;
            const client = createClient({
              url,
              webSocketImpl: WebSocket,
              connectionParams: { authorization: `Bearer ${token}` },
              retryAttempts: 0,
              lazy: false,
              on: { connected: () => resolve() },
              onNonLazyError: () => {
                failed++;
                resolve();
              },
            });
            clients.push(client);
            client.subscribe(
              { query: NOTIFICATION_ADDED },
              {
                next: (result) => {
                  if (received[index] === 0) {
                    received[index] = performance.now();
                    const data = result.data as { notificationAdded: { createdAt: string } };
                    createdAt[index] = Date.now() - Date.parse(data.notificationAdded.createdAt);
                    onReceived?.();
                  }
                },
                error: () => undefined,
                complete: () => undefined,
              },
            );
          }),
      ),
    );
  }
  reply({ type: 'connected', failed, seconds: (performance.now() - started) / 1000 });
}

async function trigger(command: Extract<LoadCommand, { type: 'trigger' }>): Promise<void> {
  const { bodies, from } = command;
  const sent = new Array<number>(bodies.length).fill(0);
  received.fill(0);
  createdAt.fill(0);
  let count = 0;
  const all = new Promise<void>((resolve) => {
    onReceived = () => {
      if (++count === bodies.length) {
        resolve();
      }
    };
  });
  let failedTriggers = 0;
  const send = async (index: number) => {
    sent[index] = performance.now();
    try {
      const res = await fetch(command.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...command.headers },
        body: bodies[index],
      });
      const text = await res.text();
      if (!res.ok || text.includes('"errors"')) {
        failedTriggers++;
      }
    } catch {
      failedTriggers++;
    }
  };
  const started = performance.now();
  if ('open' in command.pace) {
    const rate = command.pace.open;
    const requests: Array<Promise<void>> = [];
    while (requests.length < bodies.length) {
      const due = Math.min(
        bodies.length,
        Math.floor(((performance.now() - started) * rate) / 1000) + 1,
      );
      while (requests.length < due) {
        requests.push(send(requests.length));
      }
      await new Promise((r) => setTimeout(r, 2));
    }
    await Promise.all(requests);
  } else {
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        await send(next++);
      }
    };
    await Promise.all(Array.from({ length: command.pace.saturate }, worker));
  }
  await Promise.race([all, new Promise((r) => setTimeout(r, command.timeoutMs))]);
  onReceived = null;
  const latencies: number[] = [];
  const sinceCreated: number[] = [];
  let missing = 0;
  let last = started;
  for (let i = 0; i < bodies.length; i++) {
    const at = received[from + i];
    if (at === 0) {
      missing++;
    } else {
      latencies.push(at - sent[i]);
      sinceCreated.push(createdAt[from + i]);
      last = Math.max(last, at);
    }
  }
  reply({
    type: 'delivered',
    latencies,
    sinceCreated,
    missing,
    failedTriggers,
    seconds: (last - started) / 1000,
  });
}

process.on('message', (command: LoadCommand) => {
  if (command.type === 'connect') {
    void connect(command.url, command.tokens, command.chunk);
  } else if (command.type === 'trigger') {
    void trigger(command);
  } else {
    void Promise.all(clients.map((c) => c.dispose())).then(() => {
      clients = [];
      reply({ type: 'closed' });
    });
  }
});
