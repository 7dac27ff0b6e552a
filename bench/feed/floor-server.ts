/**
 * The floor: a bare node:http server on `pg` running the same SQL as the app for each case,
 * with the same JSON mapping work a minimal service would do. It has no framework, validation,
 * logging, GraphQL or error handling: the app's ratio to it is the cost of all of those.
 */
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'pg';
import {
  feedSql,
  suggestTerms,
} from '../../server/src/discover/adapters/persistence/typeorm-discover.repository';
import type { FeedCursor } from '../../server/src/discover/domain/feed';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const deepCursor: FeedCursor = JSON.parse(process.env.BENCH_DEEP_CURSOR ?? 'null');

function rowsToJson(rows: Array<Record<string, unknown>>) {
  return JSON.stringify({
    ok: true,
    data: {
      images: rows.map((r) => ({
        id: r.id,
        title: r.title,
        src: r.variants,
        author: { name: r.author_name },
      })),
    },
  });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://floor');
  try {
    let body: string;
    if (url.pathname === '/feed') {
      const { text, values } = feedSql({
        order: 'recents',
        query: null,
        category: null,
        after: null,
        skip: 0,
        includeExplicit: false,
        limit: 21,
      });
      body = rowsToJson((await pool.query(text, values)).rows);
    } else if (url.pathname === '/deep') {
      const { text, values } = feedSql({
        order: 'recents',
        query: null,
        category: null,
        after: deepCursor,
        skip: 0,
        includeExplicit: false,
        limit: 21,
      });
      body = rowsToJson((await pool.query(text, values)).rows);
    } else if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      const { text, values, name } = feedSql({
        order: 'relevance',
        query: q,
        category: null,
        after: null,
        skip: 0,
        includeExplicit: false,
        limit: 21,
      });
      // named (prepared per connection) when the app names it too
      body = rowsToJson((await pool.query({ name, text, values })).rows);
    } else if (url.pathname === '/suggest') {
      const terms = await suggestTerms(
        async (sql, params) => (await pool.query<{ term: string }>(sql, params)).rows,
        url.searchParams.get('q') ?? '',
        10,
      );
      body = JSON.stringify({ ok: true, data: terms.map((suggestion) => ({ suggestion })) });
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
}

const server = createServer((req, res) => void handle(req, res));

server.listen(Number(process.env.PORT ?? 3901), '127.0.0.1', () => process.send?.('ready'));
