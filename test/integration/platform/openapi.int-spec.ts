import { startTestApp, TestApp } from '../../support/test-app';

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// the document and its reference page describe the API, they are not part of it
const SELF = /^\/api\/(openapi\.json|docs)(\/|$)/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('OpenAPI document', () => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];

  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        beforeListen: (app) =>
          app
            .getHttpAdapter()
            .getInstance()
            .addHook('onRoute', (route) => {
              for (const method of [route.method].flat()) {
                routes.push({ method, url: route.url });
              }
            }),
      },
    );
  });
  afterAll(() => t.close());

  async function document(): Promise<Json> {
    const response = await fetch(`${t.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    return response.json();
  }

  it('serves an OpenAPI 3.1 document at /api/openapi.json', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toContain('Mixel');
  });

  it('documents every method and path registered under /api', async () => {
    const doc = await document();
    const apiRoutes = routes.filter(
      (r) =>
        r.url.startsWith('/api/') && !SELF.test(r.url) && DOCUMENTED_METHODS.includes(r.method),
    );
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing = apiRoutes
      .map((r) => ({ method: r.method, path: r.url.replace(/:(\w+)/g, '{$1}') }))
      .filter(({ method, path }) => !doc.paths[path]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('documents only paths that exist', async () => {
    const doc = await document();
    const registered = new Set(
      routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const method of Object.keys(item)) {
        expect(registered).toContain(`${method.toUpperCase()} ${path}`);
      }
    }
  });

  it('gives every operation the error shape { ok: false, code, message }', async () => {
    const doc = await document();
    expect(doc.components.schemas.ErrorBody.required).toEqual(['ok', 'code', 'message']);
    for (const item of Object.values<Json>(doc.paths)) {
      for (const operation of Object.values<Json>(item)) {
        expect(operation.responses['4XX'].content['application/json'].schema.$ref).toBe(
          '#/components/schemas/ErrorBody',
        );
      }
    }
  });

  it('describes JSON bodies from their DTOs and uploads as multipart', async () => {
    const doc = await document();
    const signUp = doc.paths['/api/account/signup'].post.requestBody.content['application/json'];
    const schema = doc.components.schemas[signUp.schema.$ref.split('/').pop()];
    expect(Object.keys(schema.properties).sort()).toEqual([
      'email',
      'fullname',
      'name',
      'password',
    ]);
    for (const path of [
      '/api/image/add-image',
      '/api/image/add-video',
      '/api/uploads',
      '/api/account/avatar',
    ]) {
      const form = doc.paths[path].post.requestBody.content['multipart/form-data'];
      expect(Object.values<Json>(form.schema.properties).some((p) => p.format === 'binary')).toBe(
        true,
      );
    }
    const predictions =
      doc.paths['/api/ai/predictions'].post.requestBody.content['application/json'];
    const prediction = doc.components.schemas[predictions.schema.$ref.split('/').pop()];
    expect(prediction.properties.imageDimensions.enum).toEqual(['2:3', '1:1', '16:9']);
  });

  it('marks webhooks and the sandbox checkout as internal', async () => {
    const doc = await document();
    expect(doc.paths['/api/payment/webhooks/{gateway}'].post.tags).toContain('interno');
    expect(doc.paths['/api/ai/webhooks/leonardo'].post.tags).toContain('interno');
    expect(doc.paths['/api/payment/sandbox/checkout/{id}'].get.tags).toContain('interno');
  });

  it('serves a reference page at /api/docs whose assets come from the app itself', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const sources = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)=['"]([^'"]+)['"]/g)].map(
      (m) => m[1],
    );
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const asset = await fetch(new URL(source, `${t.baseUrl}/api/docs/`));
      expect(asset.status).toBe(200);
      // read to the end: a body left unread holds its connection open past the test
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
