import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/** Errors of a well-formed request that never ran: its document or variables were refused. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'INVALID_CHARACTERS',
  'INPUT_TOO_DEEP',
]);

interface Preference {
  q: number;
  /** 2 named, 1 `application/*`, 0 `*\/*`, -1 not accepted. */
  specificity: number;
  /** Position of the range that matched, for ties. */
  order: number;
}

/** How a client's Accept header ranks `type`: the most specific matching range decides. */
function preferenceFor(accept: string, type: string): Preference {
  let best: Preference = { q: 0, specificity: -1, order: Infinity };
  accept.split(',').forEach((range, order) => {
    const [name = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const specificity = name === type ? 2 : name === 'application/*' ? 1 : name === '*/*' ? 0 : -1;
    if (specificity > best.specificity) {
      const q = params.find((p) => p.startsWith('q='));
      best = { q: q ? Number(q.slice(2)) || 0 : 1, specificity, order };
    }
  });
  return best;
}

/**
 * The media type of a GraphQL answer: `application/graphql-response+json` when the client
 * prefers it; `application/json` when it prefers that, sends no Accept, or accepts anything
 * (GraphQL over HTTP keeps those legacy clients on `application/json`); null when it accepts
 * neither.
 */
export function graphqlMediaType(accept: string | undefined): string | null {
  if (!accept) {
    return JSON_TYPE;
  }
  const json = preferenceFor(accept, JSON_TYPE);
  const graphql = preferenceFor(accept, GRAPHQL_RESPONSE_JSON);
  if (json.q === 0 && graphql.q === 0) {
    return null;
  }
  if (graphql.q !== json.q) {
    return graphql.q > json.q ? GRAPHQL_RESPONSE_JSON : JSON_TYPE;
  }
  if (graphql.specificity !== json.specificity) {
    return graphql.specificity > json.specificity ? GRAPHQL_RESPONSE_JSON : JSON_TYPE;
  }
  return graphql.specificity === 2 && graphql.order < json.order
    ? GRAPHQL_RESPONSE_JSON
    : JSON_TYPE;
}

/** A client that asked for `application/json` by name and is answered in it. */
function asksForLegacyJson(accept: string | undefined): boolean {
  return (
    accept !== undefined &&
    graphqlMediaType(accept) === JSON_TYPE &&
    preferenceFor(accept, JSON_TYPE).specificity === 2
  );
}

/**
 * GraphQL over HTTP, in one place: the answer's media type follows the client's Accept, and a
 * document that does not parse or validate (or variables that do not coerce) answers 400 — except
 * to a client that asked for `application/json` by name: there the spec wants 200 with the
 * errors in the body, as its clients read any other status as a proxy's failure.
 */
export function graphqlOverHttpPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'subscription') {
            // subscriptions stream over graphql-ws; over HTTP their resolvers have nothing to stream to
            throw new GraphQLError(
              'Las suscripciones se abren por WebSocket (graphql-ws) en /graphql.',
              { extensions: { code: 'SUBSCRIPTION_NEEDS_WEBSOCKET', http: { status: 400 } } },
            );
          }
        },
        async willSendResponse({ request, response }) {
          const accept = request.http?.headers.get('accept');
          const mediaType = graphqlMediaType(accept);
          if (!mediaType || response.body.kind !== 'single') {
            // Apollo answers 406 to an Accept it cannot serve, and types incremental answers itself
            return;
          }
          response.http.headers.set('content-type', `${mediaType}; charset=utf-8`);
          // answers are per viewer and never cached (what Apollo's cache-control plugin sent)
          if (!response.http.headers.has('cache-control')) {
            response.http.headers.set('cache-control', 'no-store');
          }
          const result = response.body.singleResult;
          if (
            response.http.status === 400 &&
            result.data === undefined &&
            (result.errors ?? []).every((e) =>
              REQUEST_ERROR_CODES.has(String(e.extensions?.code)),
            ) &&
            asksForLegacyJson(accept)
          ) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}
