import { createHash } from 'node:crypto';
import { startTestApp, TestApp } from '../../support/test-app';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const SYNTAX_ERROR = JSON.stringify({ query: '{' });
const VALIDATION_ERROR = JSON.stringify({ query: '{ notAFieldOfQuery }' });
const COERCION_ERROR = JSON.stringify({
  query: 'query Type($name: String!) { __type(name: $name) { name } }',
  variables: { name: null },
});

interface Answer {
  status: number;
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * The server against GraphQL over HTTP (https://graphql.github.io/graphql-over-http/), rule by
 * rule as graphql-http's `auditServer` checks it (its MUST and SHOULD audits, by their ids).
 */
describe('GraphQL over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function post(
    body: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test says what it expected
    }
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: parsed,
    };
  }

  const ok = JSON.stringify({ query: '{ __typename }' });

  describe('media types', () => {
    it('22EB answers application/graphql-response+json to a client that accepts it', async () => {
      const r = await post(ok, { accept: GRAPHQL_RESPONSE });
      expect(r.status).toBe(200);
      expect(r.type).toContain(GRAPHQL_RESPONSE);
    });

    it('4655 answers application/json to a client that accepts only that', async () => {
      const r = await post(ok, { accept: 'application/json' });
      expect(r.status).toBe(200);
      expect(r.type).toContain('application/json');
    });

    it('47DE and 80D8 answer application/json to */* and to no Accept at all', async () => {
      for (const headers of [{ accept: '*/*' }, {}] as Array<Record<string, string>>) {
        const r = await post(ok, headers);
        expect(r.status).toBe(200);
        expect(r.type).toContain('application/json');
      }
    });

    it("follows a client's preference: graphql-response+json first, application/json at q=0.9", async () => {
      const r = await post(ok, { accept: `${GRAPHQL_RESPONSE}, application/json;q=0.9` });
      expect(r.type).toContain(GRAPHQL_RESPONSE);
    });

    it('82A3, BF61 and 78D5 speak UTF-8 with or without a charset on the request', async () => {
      const emoji = JSON.stringify({ query: '{ __type(name: "Run🏃Swim🏊") { name } }' });
      const declared = await post(emoji, { 'content-type': 'application/json; charset=utf-8' });
      expect(declared.status).toBe(200);
      expect(declared.type).toMatch(/charset=utf-8/i);
      expect((await post(ok)).status).toBe(200);
    });
  });

  describe('requests', () => {
    it('2C94 and 03D4 accept an application/json POST', async () => {
      expect((await post(ok)).body).toEqual({ data: { __typename: 'Query' } });
    });

    it('9ABE refuses a POST without a content type with a 4xx', async () => {
      const response = await fetch(`${t.baseUrl}/graphql`, { method: 'POST', body: ok });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it('9C48 never runs a mutation sent as a GET', async () => {
      const response = await fetch(
        `${t.baseUrl}/graphql?query=${encodeURIComponent('mutation { __typename }')}`,
        { headers: { accept: GRAPHQL_RESPONSE, 'apollo-require-preflight': 'true' } },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it('13EE, 34A2, B8B3, 8161, 28B9, 2EA1, 1B7A and 428F take every parameter in its proper type', async () => {
      const bodies = [
        { query: 'query Query { __typename }', operationName: 'Query' },
        {
          query: 'query Type($name: String!) { __type(name: $name) { name } }',
          variables: { name: 'sometype' },
        },
        { query: '{ __typename }', extensions: { some: 'value' } },
      ];
      for (const accept of ['application/json', GRAPHQL_RESPONSE]) {
        for (const body of bodies) {
          const r = await post(JSON.stringify(body), { accept });
          expect(r.status).toBe(200);
          expect(r.body.errors).toBeUndefined();
        }
      }
    });

    it('0220-0222 and 94B0-94B2 take null variables, operationName and extensions', async () => {
      for (const accept of ['application/json', GRAPHQL_RESPONSE]) {
        for (const parameter of ['variables', 'operationName', 'extensions']) {
          const r = await post(JSON.stringify({ query: '{ __typename }', [parameter]: null }), {
            accept,
          });
          expect(r.status).toBe(200);
          expect(r.body.errors).toBeUndefined();
        }
      }
    });

    it('BCF8 and B7N8 answer a body that is not JSON with 400 and a GraphQL error', async () => {
      for (const accept of ['application/json', GRAPHQL_RESPONSE]) {
        const r = await post('{ "not a JSON', { accept });
        expect(r.status).toBe(400);
        expect(r.body).toEqual({
          errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }],
        });
      }
    });

    it('answers parameters of the wrong type with 400', async () => {
      for (const body of [
        { notquery: '{ __typename }' },
        { query: { obj: 'ect' } },
        { query: '{ __typename }', operationName: 0 },
        { query: '{ __typename }', variables: 'string' },
        { query: '{ __typename }', extensions: ['array'] },
      ]) {
        expect((await post(JSON.stringify(body), { accept: GRAPHQL_RESPONSE })).status).toBe(400);
      }
    });
  });

  describe('documents that cannot run', () => {
    it('865D, 556A and D586 answer a syntax error with 400, its code and no data', async () => {
      const r = await post(SYNTAX_ERROR, { accept: GRAPHQL_RESPONSE });
      expect(r.status).toBe(400);
      expect(r.type).toContain(GRAPHQL_RESPONSE);
      expect(r.body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/^Syntax Error/),
            locations: [{ line: 1, column: 2 }],
            extensions: { code: 'GRAPHQL_PARSE_FAILED' },
          },
        ],
      });
    });

    it('51FE, 74FF and 5E5B answer a validation error with 400, its code and no data', async () => {
      const r = await post(VALIDATION_ERROR, { accept: GRAPHQL_RESPONSE });
      expect(r.status).toBe(400);
      expect(r.type).toContain(GRAPHQL_RESPONSE);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors).toEqual([
        expect.objectContaining({
          message: expect.any(String),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
    });

    it('86EE answers variables that do not coerce with 400', async () => {
      const r = await post(COERCION_ERROR, { accept: GRAPHQL_RESPONSE });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('answers syntax and validation errors with 400 to clients that send no Accept or */*', async () => {
      for (const headers of [{}, { accept: '*/*' }] as Array<Record<string, string>>) {
        for (const body of [SYNTAX_ERROR, VALIDATION_ERROR]) {
          const r = await post(body, headers);
          expect(r.status).toBe(400);
          expect(r.type).toContain('application/json');
          expect(r.body.errors[0]).toEqual(
            expect.objectContaining({
              message: expect.any(String),
              extensions: { code: expect.stringMatching(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/) },
            }),
          );
        }
      }
    });

    it('572B, FDE2 and 7B9B answer 200 with the errors to a client that asks for application/json only', async () => {
      for (const body of [SYNTAX_ERROR, VALIDATION_ERROR, COERCION_ERROR]) {
        const r = await post(body, { accept: 'application/json' });
        expect(r.status).toBe(200);
        expect(r.type).toContain('application/json');
        expect(r.body.errors).toHaveLength(1);
      }
    });

    it('answers a document past the token limit with 400, not 500', async () => {
      const query = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
      const r = await post(JSON.stringify({ query }), { accept: GRAPHQL_RESPONSE });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    });

    it('answers a persisted query whose hash does not match its text with 400 and a stable code', async () => {
      const r = await post(
        JSON.stringify({
          query: '{ __typename }',
          extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
        }),
        { accept: GRAPHQL_RESPONSE },
      );
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        { message: expect.any(String), extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } },
      ]);
    });

    it('still runs a persisted query whose hash matches', async () => {
      const query = '{ __typename }';
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const persisted = { persistedQuery: { version: 1, sha256Hash } };
      expect((await post(JSON.stringify({ query, extensions: persisted }))).status).toBe(200);
      const byHash = await post(JSON.stringify({ extensions: persisted }));
      expect(byHash.body).toEqual({ data: { __typename: 'Query' } });
    });
  });
});
