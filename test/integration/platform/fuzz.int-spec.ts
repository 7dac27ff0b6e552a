import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { factories, TestUser } from '../../support/factories';
import {
  BAD_IDS,
  brokenJson,
  brokenMultipart,
  deepValue,
  fuzzSeed,
  nastyContentType,
  nastyString,
  nastyUrlPart,
  nastyValue,
  Rng,
} from '../../support/fuzz';
import { startTestApp, TestApp } from '../../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Cases per REST route and per GraphQL field, for each of the two callers (visitor, signed in). */
const REST_CASES = Number(process.env.FUZZ_REST_CASES ?? 50);
const GRAPHQL_CASES = Number(process.env.FUZZ_GRAPHQL_CASES ?? 25);
/** Units fuzzed side by side, each with its own signed-in user. */
const LANES = 3;
const SEED = fuzzSeed();

jest.setTimeout(170_000);

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

interface Finding {
  unit: string;
  caller: string;
  problem: string;
  request: string;
}

/** What the request was, short enough to read in a failure. */
function describeRequest(r: Request): string {
  const body =
    r.body === undefined
      ? ''
      : ` ${r.headers['content-type'] ?? '(no type)'} ${String(r.body).slice(0, 200)}`;
  return `${r.method} ${r.path.slice(0, 200)}${body}`;
}

describe('fuzz: malformed input never answers 500, every error in the documented shape', () => {
  let t: TestApp;
  const findings: Finding[] = [];
  const counts = { rest: 0, graphql: 0, routes: 0, fields: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
  });
  afterAll(() => t.close());

  /** Signed-in callers, one per lane, replaced when a case ended their session. */
  class Lane {
    user!: TestUser;
    private ended = false;

    async ready(): Promise<void> {
      if (!this.user || this.ended) {
        this.user = await factories(t).user();
        this.ended = false;
      }
    }

    sessionEnded(): void {
      this.ended = true;
    }
  }

  async function send(r: Request): Promise<{ status: number; type: string; text: string }> {
    const response = await fetch(`${t.baseUrl}${r.path}`, {
      method: r.method,
      headers: r.headers,
      body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  /** Runs `units` over the lanes, each unit's cases one after the other. */
  async function inLanes<U>(units: U[], run: (unit: U, lane: Lane) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        const lane = new Lane();
        while (next < units.length) {
          await run(units[next++], lane);
        }
      }),
    );
  }

  describe('REST', () => {
    interface Route {
      method: string;
      path: string;
      op: Json;
    }

    let doc: Json;

    function resolveSchema(schema: Json): Json {
      return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    }

    function plausibleJson(schema: Json): unknown {
      const s = resolveSchema(schema) ?? {};
      switch (s.type) {
        case 'integer':
        case 'number':
          return 1;
        case 'boolean':
          return true;
        case 'array':
          return [plausibleJson(s.items)];
        case 'object':
          return Object.fromEntries(
            Object.entries<Json>(s.properties ?? {}).map(([k, v]) => [k, plausibleJson(v)]),
          );
        default:
          return s.enum?.[0] ?? 'abc';
      }
    }

    /** The route's JSON body with some properties malformed (or missing, or extra). */
    function malformedJsonBody(rng: Rng, schema: Json): unknown {
      const body = plausibleJson(schema) as Record<string, unknown>;
      if (typeof body !== 'object' || body === null) {
        return nastyValue(rng);
      }
      const keys = Object.keys(body);
      for (const key of keys) {
        if (rng.chance(0.5)) {
          body[key] = nastyValue(rng);
        } else if (rng.chance(0.15)) {
          delete body[key];
        }
      }
      if (keys.length === 0 || rng.chance(0.2)) {
        body[nastyString(rng).slice(0, 500)] = nastyValue(rng);
      }
      return body;
    }

    function restCase(rng: Rng, route: Route, token: string | null): Request {
      const headers: Record<string, string> = {};
      if (token) {
        headers.authorization = rng.chance(0.05) ? `Bearer ${token}x` : `Bearer ${token}`;
      }
      const path = route.path.replace(/\{\w+\}/g, () =>
        rng.chance(0.6) ? nastyUrlPart(rng) : encodeURIComponent(rng.pick(BAD_IDS)),
      );
      const query: string[] = [];
      for (const param of (route.op.parameters ?? []).filter((p: Json) => p.in === 'query')) {
        if (rng.chance(0.5)) {
          query.push(`${param.name}=${nastyUrlPart(rng)}`);
        }
        if (rng.chance(0.1)) {
          query.push(rng.pick([`${param.name}=1`, `${param.name}[a]=1`, `${param.name}[]=`]));
        }
      }
      if (rng.chance(0.1)) {
        query.push(`${nastyUrlPart(rng)}=${nastyUrlPart(rng)}`);
      }
      const r: Request = {
        method: route.method,
        path: query.length ? `${path}?${query.join('&')}` : path,
        headers,
      };
      if (route.method === 'GET') {
        return r;
      }
      const content = route.op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      const kind = rng.int(10);
      if (multipart && kind < 6) {
        const fileField =
          Object.entries<Json>(resolveSchema(multipart.schema)?.properties ?? {}).find(
            ([, p]) => p.format === 'binary',
          )?.[0] ?? 'file';
        const broken = brokenMultipart(rng, fileField);
        r.body = broken.body;
        headers['content-type'] = broken.type;
      } else if (kind < 5) {
        r.body = JSON.stringify(malformedJsonBody(rng, json?.schema ?? { type: 'object' }));
        headers['content-type'] = 'application/json';
      } else if (kind < 8) {
        r.body = brokenJson(rng);
        headers['content-type'] = 'application/json';
      } else {
        r.body = rng.chance(0.5) ? JSON.stringify(plausibleJson(json?.schema)) : nastyString(rng);
        const type = nastyContentType(rng);
        if (type) {
          headers['content-type'] = type;
        }
      }
      return r;
    }

    function checkRest(answer: { status: number; type: string; text: string }): string | null {
      if (answer.status >= 500) {
        return `${answer.status} ${answer.text.slice(0, 300)}`;
      }
      if (answer.status < 400 || answer.type.includes('text/html')) {
        return null;
      }
      let body: Json;
      try {
        body = JSON.parse(answer.text);
      } catch {
        return `${answer.status} not JSON: ${answer.text.slice(0, 200)}`;
      }
      const keys = Object.keys(body ?? {})
        .sort()
        .join(',');
      if (
        keys !== 'code,message,ok' ||
        body.ok !== false ||
        typeof body.code !== 'string' ||
        typeof body.message !== 'string'
      ) {
        return `${answer.status} not { ok: false, code, message }: ${answer.text.slice(0, 200)}`;
      }
      return null;
    }

    it('answers every malformed request to every route of the OpenAPI document with a 4xx', async () => {
      doc = await (await fetch(`${t.baseUrl}/api/openapi.json`)).json();
      const routes: Route[] = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
        Object.entries<Json>(item).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          op,
        })),
      );
      expect(routes.length).toBeGreaterThan(30);
      const started = Date.now();
      await inLanes(routes, async (route, lane) => {
        const unit = `${route.method} ${route.path}`;
        const rng = Rng.forUnit(SEED, unit);
        counts.routes++;
        for (let i = 0; i < REST_CASES * 2; i++) {
          const visitor = i % 2 === 0;
          if (!visitor) {
            await lane.ready();
          }
          const r = restCase(rng, route, visitor ? null : lane.user.token);
          counts.rest++;
          let problem: string | null;
          try {
            const answer = await send(r);
            problem = checkRest(answer);
            if (!visitor && answer.status === 401) {
              lane.sessionEnded();
            }
          } catch (err) {
            problem = `no answer: ${(err as Error).message}`;
          }
          if (problem) {
            findings.push({
              unit,
              caller: visitor ? 'visitor' : 'user',
              problem,
              request: describeRequest(r),
            });
          }
        }
      });
      console.log(
        `fuzz REST: ${counts.rest} requests over ${counts.routes} routes in ${Date.now() - started} ms`,
      );
      expect(findings.filter((f) => f.unit.includes(' /'))).toEqual([]);
    });
  });

  describe('GraphQL', () => {
    let schema: GraphQLSchema;

    function plausible(type: GraphQLInputType, rng: Rng, depth = 0): unknown {
      if (isNonNullType(type)) {
        return plausible(type.ofType, rng, depth);
      }
      if (isListType(type)) {
        return [plausible(type.ofType, rng, depth + 1)];
      }
      if (isEnumType(type)) {
        return type.getValues()[0]?.value;
      }
      if (isInputObjectType(type)) {
        if (depth > 4) {
          return {};
        }
        return Object.fromEntries(
          Object.values(type.getFields())
            .filter((f) => isNonNullType(f.type) || rng.chance(0.5))
            .map((f) => [f.name, plausible(f.type, rng, depth + 1)]),
        );
      }
      switch (type.name) {
        case 'ID':
          return randomUUID();
        case 'Int':
          return 1;
        case 'Float':
          return 1.5;
        case 'Boolean':
          return true;
        case 'DateTime':
          return new Date().toISOString();
        default:
          return 'abc';
      }
    }

    /** Leaf fields without required arguments, so that a resolver runs when the input passes. */
    function selection(type: GraphQLNamedType): string {
      if (isLeafType(type)) {
        return '';
      }
      if (!isObjectType(type) && !isInterfaceType(type)) {
        return '{ __typename }';
      }
      const leaves = Object.values(type.getFields())
        .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some(isRequiredArgument))
        .slice(0, 6)
        .map((f) => f.name);
      return `{ __typename ${leaves.join(' ')} }`;
    }

    /** A GraphQL literal that is wrong for almost any argument. */
    function nastyLiteral(rng: Rng): string {
      return rng.pick([
        '"a\\u0000b"',
        '"\\ud800"',
        '"\\udc00x"',
        '""',
        `"${'x'.repeat(50_000)}"`,
        '99999999999999999999',
        '-1',
        '1.5',
        'true',
        'null',
        '{ a: 1 }',
        '[1, "a", null]',
        `${'['.repeat(200)}1${']'.repeat(200)}`,
        'NOT_AN_ENUM',
        '$undeclared',
        `"${rng.pick(BAD_IDS)}"`,
      ]);
    }

    /** Sets a malformed value at a random place of `value` (an argument or an input object). */
    function corrupt(rng: Rng, value: unknown): unknown {
      if (value && typeof value === 'object' && !Array.isArray(value) && rng.chance(0.7)) {
        const record = value as Record<string, unknown>;
        const keys = Object.keys(record);
        const key =
          keys.length && rng.chance(0.85) ? rng.pick(keys) : nastyString(rng).slice(0, 100);
        return { ...record, [key]: corrupt(rng, record[key]) };
      }
      return rng.chance(0.1) ? deepValue(rng, 40) : nastyValue(rng);
    }

    function graphqlCase(
      rng: Rng,
      operation: 'query' | 'mutation' | 'subscription',
      field: GraphQLField<unknown, unknown>,
      token: string | null,
    ): Request {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) {
        headers.authorization = `Bearer ${token}`;
      }
      const pick = selection(getNamedType(field.type));
      const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const variables: Record<string, unknown> = Object.fromEntries(
        field.args.map((a) => [a.name, plausible(a.type, rng)]),
      );
      let query = `${operation} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${pick} }`;
      let payload: Record<string, unknown> = { query, variables };
      const kind = rng.int(10);
      if (kind < 5 && field.args.length > 0) {
        // a variable of the wrong type, shape, size or text
        const arg = rng.pick(field.args).name;
        if (rng.chance(0.1)) {
          delete variables[arg];
        } else {
          variables[arg] = corrupt(rng, variables[arg]);
        }
      } else if (kind < 7) {
        // an inline argument the field does not accept
        const arg = field.args.length && rng.chance(0.8) ? rng.pick(field.args).name : 'fuzz';
        const inline = [
          ...field.args.filter((a) => a.name !== arg).map((a) => `${a.name}: $${a.name}`),
          `${arg}: ${nastyLiteral(rng)}`,
        ].join(', ');
        query = `${operation} Fuzz${defs ? `(${defs})` : ''} { ${field.name}(${inline}) ${pick} }`;
        payload = { query, variables };
      } else if (kind < 8) {
        // a document that does not parse
        const cut = rng.int(query.length);
        payload = {
          query: rng.chance(0.5)
            ? query.slice(0, cut)
            : `${query.slice(0, cut)}${rng.pick(['{', '}', '(', '"', '$', '\u0000', '#'])}${query.slice(cut)}`,
          variables,
        };
      } else if (kind < 9) {
        // the request around the document is wrong
        payload = rng.pick<Record<string, unknown>>([
          { query, variables: nastyString(rng) },
          { query, variables: [variables] },
          { query, variables, operationName: nastyString(rng) },
          { query, variables, extensions: nastyValue(rng) },
          { query: nastyValue(rng) },
          { query: [query] },
        ]);
      } else {
        // the right document under a wrong content type or method
        const type = nastyContentType(rng);
        if (type) {
          headers['content-type'] = type;
        } else {
          delete headers['content-type'];
        }
        if (rng.chance(0.3)) {
          return {
            method: 'GET',
            path: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
            headers: { ...headers, accept: 'application/json' },
          };
        }
      }
      return { method: 'POST', path: '/graphql', headers, body: JSON.stringify(payload) };
    }

    function checkGraphql(answer: { status: number; type: string; text: string }): string | null {
      if (answer.status >= 500) {
        return `${answer.status} ${answer.text.slice(0, 300)}`;
      }
      let body: Json;
      try {
        body = JSON.parse(answer.text);
      } catch {
        return answer.type.includes('text/html')
          ? null
          : `${answer.status} not JSON: ${answer.text.slice(0, 200)}`;
      }
      const errors: Json[] = body?.errors ?? [];
      if (answer.status >= 400 && errors.length === 0) {
        return `${answer.status} without errors: ${answer.text.slice(0, 200)}`;
      }
      for (const error of errors) {
        const code = error?.extensions?.code;
        if (typeof code !== 'string' || typeof error.message !== 'string') {
          return `an error without extensions.code: ${JSON.stringify(error).slice(0, 200)}`;
        }
        if (code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL') {
          return `${code}: ${JSON.stringify(error).slice(0, 300)}`;
        }
      }
      return null;
    }

    it('answers every malformed operation on every field of the schema without a server error', async () => {
      schema = t.app.get(GraphQLSchemaHost).schema;
      const roots: Array<
        ['query' | 'mutation' | 'subscription', GraphQLObjectType | null | undefined]
      > = [
        ['query', schema.getQueryType()],
        ['mutation', schema.getMutationType()],
        ['subscription', schema.getSubscriptionType()],
      ];
      const fields = roots.flatMap(([operation, type]) =>
        Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field })),
      );
      expect(fields.length).toBeGreaterThan(60);
      const started = Date.now();
      await inLanes(fields, async ({ operation, field }, lane) => {
        const unit = `${operation} ${field.name}`;
        const rng = Rng.forUnit(SEED, unit);
        counts.fields++;
        for (let i = 0; i < GRAPHQL_CASES * 2; i++) {
          const visitor = i % 2 === 0;
          if (!visitor) {
            await lane.ready();
          }
          const r = graphqlCase(rng, operation, field, visitor ? null : lane.user.token);
          counts.graphql++;
          let problem: string | null;
          try {
            const answer = await send(r);
            problem = checkGraphql(answer);
            if (!visitor && /UNAUTHENTICATED/.test(answer.text)) {
              lane.sessionEnded();
            }
          } catch (err) {
            problem = `no answer: ${(err as Error).message}`;
          }
          if (problem) {
            findings.push({
              unit,
              caller: visitor ? 'visitor' : 'user',
              problem,
              request: describeRequest(r),
            });
          }
        }
      });
      console.log(
        `fuzz GraphQL: ${counts.graphql} requests over ${counts.fields} fields in ${Date.now() - started} ms`,
      );
      expect(findings.filter((f) => !f.unit.includes(' /'))).toEqual([]);
    });
  });
});
