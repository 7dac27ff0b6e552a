/**
 * The baseline of bench:live: a plain graphql-ws server (`useServer` on `ws`, node:http) with a
 * minimal schema: one `notificationAdded` subscription on a per-user topic of an in-process
 * PubSub, the user taken from the bearer token in connectionParams. POST /trigger {userId}
 * publishes one notification of the app's shape to that user. Each idle socket is pinged every
 * 30 s, as the app pings its own. Started by run.ts with fork().
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { PubSub } from 'graphql-subscriptions';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { HEARTBEAT_INTERVAL_MS } from '../../server/src/platform/graphql/socket-heartbeat';

const PORT = Number(process.env.PORT ?? 3204);
const SECRET = process.env.JWT_SECRET ?? '';

/** The subject of a valid HS256 token, as the app checks it (signature and expiry; no database). */
function subjectOf(authorization: unknown): string | null {
  const token = typeof authorization === 'string' ? authorization.replace(/^Bearer\s+/i, '') : '';
  const [head, body, signature] = token.split('.');
  if (!signature) {
    return null;
  }
  const expected = createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url');
  if (expected !== signature) {
    return null;
  }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    sub?: string;
    exp?: number;
  };
  return claims.sub && (claims.exp ?? 0) * 1000 > Date.now() ? claims.sub : null;
}

const string = { type: new GraphQLNonNull(GraphQLString) };
const id = { type: new GraphQLNonNull(GraphQLID) };
const Actor = new GraphQLObjectType({
  name: 'NotificationActor',
  fields: { id, name: string, fullname: string, image: { type: GraphQLString } },
});
const Notification = new GraphQLObjectType({
  name: 'Notification',
  fields: {
    id,
    typeNotification: string,
    clicked: { type: new GraphQLNonNull(GraphQLBoolean) },
    createdAt: string,
    postId: { type: GraphQLID },
    commentId: { type: GraphQLID },
    author: { type: new GraphQLNonNull(Actor) },
    href: string,
  },
});

const pubsub = new PubSub();
const topic = (userId: string) => `notifications.added.${userId}`;

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      notificationAdded: {
        type: new GraphQLNonNull(Notification),
        subscribe: (_root, _args, context: { userId: string }) =>
          pubsub.asyncIterableIterator(topic(context.userId)),
        resolve: (payload: unknown) => payload,
      },
    },
  }),
});

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/trigger') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { userId } = JSON.parse(Buffer.concat(chunks).toString()) as { userId: string };
    void pubsub
      .publish(topic(userId), {
        id: randomUUID(),
        typeNotification: 'follow',
        clicked: false,
        createdAt: new Date().toISOString(),
        postId: null,
        commentId: null,
        author: { id: randomUUID(), name: 'live_actor', fullname: 'Autora del bench', image: null },
        href: '/u/live_actor',
      })
      .then(() => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
  });
});

const wss = new WebSocketServer({ server, path: '/graphql' });
useServer(
  {
    schema,
    onConnect: (ctx) => subjectOf(ctx.connectionParams?.authorization) !== null,
    context: (ctx) => ({ userId: subjectOf(ctx.connectionParams?.authorization) }),
  },
  wss,
  // each socket pinged as often as the app pings its own: graphql-ws's default, every 12 s, is
  // 2.5 times as many pings (90 ms of this server's CPU a second at rest with 5,000 subscribers)
  HEARTBEAT_INTERVAL_MS,
);

server.listen(PORT, '127.0.0.1', () => process.send?.('ready'));
