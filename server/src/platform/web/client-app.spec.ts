import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientApp } from './client-app';
import { ClientShell } from './client-shell';

describe(ClientApp.name, () => {
  const dir = mkdtempSync(join(tmpdir(), 'mixel-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body>app</body></html>',
  );
  writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><html><body>GraphiQL</body></html>');

  const openGraphql = async (options?: { ide: boolean }) => {
    const fastify = Fastify();
    await ClientApp.register(fastify, dir, ClientShell.load(dir), options);
    fastify.get('/graphql', async () => ({ errors: [{ message: 'GraphQL itself' }] }));
    const res = await fastify.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    await fastify.close();
    return res.body;
  };

  it('gives a browser opening /graphql the bundled IDE', async () => {
    expect(await openGraphql()).toContain('GraphiQL');
  });

  it('leaves /graphql to GraphQL when the IDE is turned off', async () => {
    expect(await openGraphql({ ide: false })).toContain('GraphQL itself');
  });
});
