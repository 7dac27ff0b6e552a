import { api, startTestApp, TestApp } from '../../support/test-app';

const INTROSPECT = '{ __schema { queryType { name } } }';

describe('GraphQL introspection, on by default and switchable off', () => {
  let open: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    open = await startTestApp();
    closed = await startTestApp({ GRAPHQL_INTROSPECTION: 'false', GRAPHQL_IDE: 'false' });
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  it('describes the schema to integrators unless GRAPHQL_INTROSPECTION=false', async () => {
    const allowed = await api(open.baseUrl).graphql(INTROSPECT, {});
    expect(allowed.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const refused = await api(closed.baseUrl).graphql(INTROSPECT, {});
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // ordinary queries still work
    const categories = await api(closed.baseUrl).graphql('{ categories }', {});
    expect(categories.body.data.categories.length).toBeGreaterThan(0);
  });
});
