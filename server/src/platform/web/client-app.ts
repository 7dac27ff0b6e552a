import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { BuiltPage, ClientShell, readPage } from './client-shell';

const log = new Logger('ClientApp');

/** Paths that are not the client's: a miss there is a plain 404, not the app shell. */
const API_PREFIXES = ['/api', '/graphql', '/media', '/sitemaps', '/dev'];

/** The built React client: hashed assets cached for a year, index.html for every app route. */
export class ClientApp {
  private constructor(
    private readonly indexHtml: BuiltPage | null,
    private readonly graphiqlHtml: BuiltPage | null,
  ) {}

  static async register(
    fastify: FastifyInstance,
    dir: string,
    shell: ClientShell,
    options: { ide: boolean } = { ide: true },
  ): Promise<ClientApp> {
    if (!shell.page) {
      log.warn(`No client build in ${dir}: serving the API only (run npm run build:client)`);
      return new ClientApp(null, null);
    }
    await fastify.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      serve: true,
      // the build writes .br and .gz beside each asset: sent as they are, with Vary
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes(`${join(dir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
    const graphiql = join(dir, 'graphiql.html');
    const app = new ClientApp(shell.page, options.ide ? readPage(graphiql) : null);
    // A browser opening /graphql gets the IDE; API clients (POST, or GET without text/html) get GraphQL.
    fastify.addHook('onRequest', async (request, reply) => {
      if (
        app.graphiqlHtml &&
        request.method === 'GET' &&
        request.url.split('?')[0] === '/graphql' &&
        (request.headers.accept ?? '').includes('text/html')
      ) {
        return app.sendHtml(request, reply, app.graphiqlHtml);
      }
    });
    return app;
  }

  /** Answers a GET for an unknown non-API path with the app shell, which routes on the client. */
  serveAppShell(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0];
    if (
      !this.indexHtml ||
      request.method !== 'GET' ||
      API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
    ) {
      return false;
    }
    void this.sendHtml(request, reply, this.indexHtml);
    return true;
  }

  /** The app shell in the best encoding the browser accepts, from the copies built beside it. */
  private sendHtml(request: FastifyRequest, reply: FastifyReply, page: BuiltPage): FastifyReply {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      page.br && /\bbr\b/.test(accepted)
        ? ['br', page.br]
        : page.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', page.gzip]
          : [null, page.raw];
    if (encoding) {
      void reply.header('content-encoding', encoding);
    }
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }
}
