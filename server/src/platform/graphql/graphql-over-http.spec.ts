import { GRAPHQL_RESPONSE_JSON, graphqlMediaType } from './graphql-over-http';

describe(graphqlMediaType.name, () => {
  it.each([
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['application/*', 'application/json'],
    ['application/json', 'application/json'],
    [GRAPHQL_RESPONSE_JSON, GRAPHQL_RESPONSE_JSON],
    [`${GRAPHQL_RESPONSE_JSON}, application/json;q=0.9`, GRAPHQL_RESPONSE_JSON],
    [`application/json;q=0.5, ${GRAPHQL_RESPONSE_JSON}`, GRAPHQL_RESPONSE_JSON],
    [`${GRAPHQL_RESPONSE_JSON}, application/json`, GRAPHQL_RESPONSE_JSON],
    [`application/json, ${GRAPHQL_RESPONSE_JSON}`, 'application/json'],
    [`${GRAPHQL_RESPONSE_JSON}, */*`, GRAPHQL_RESPONSE_JSON],
    ['text/html, */*;q=0.8', 'application/json'],
  ])('answers Accept %p in %s', (accept, expected) => {
    expect(graphqlMediaType(accept)).toBe(expected);
  });

  it('accepts neither when the client refuses both', () => {
    expect(graphqlMediaType('text/html')).toBeNull();
    expect(graphqlMediaType(`application/json;q=0, ${GRAPHQL_RESPONSE_JSON};q=0`)).toBeNull();
  });
});
