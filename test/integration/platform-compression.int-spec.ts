import { gunzipSync } from 'node:zlib';
import { startTestApp, TestApp } from '../support/test-app';

describe('HTTP answers are compressed when they are worth it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('compresses a JSON answer above 1 KB for a client that accepts gzip, and says it varies', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = (await response.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(20);
  });

  it('leaves small answers and clients that accept no encoding uncompressed', async () => {
    const small = await fetch(`${t.baseUrl}/api/health`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    const plain = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('sends bytes that really are gzip', async () => {
    const { request } = await import('node:http');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const req = request(
        `${t.baseUrl}/graphql`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query: '{ __schema { types { name } } }' }));
    });
    expect(JSON.parse(gunzipSync(raw).toString('utf8')).data.__schema.types.length).toBeGreaterThan(
      20,
    );
  });
});
