import { expect, test } from '@playwright/test';

test.describe('entrega', () => {
  test('the app shell and its scripts go out precompressed, with immutable caching for hashed files', async ({
    request,
  }) => {
    const shell = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(shell.headers()['content-encoding']).toBe('br');
    expect(shell.headers()['vary']).toMatch(/accept-encoding/i);
    const html = await shell.text();
    // a script tag, or (with the first tiles drawn in the page) the loader that adds it after them
    const script = /\bsrc=["'](\/assets\/[^"']+\.js)["']/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // the same program whichever way it travelled
    expect(await brotli.text()).toBe(await plain.text());
  });
});
