import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { securityHeadersFor } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'sha256-abc='"],
      imgSrc: ["'self'", 'data:', 'https:'],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's middleware leaves on a real response. */
function helmetOnAResponse(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'something');
  helmet(options)(req, res, () => undefined);
  return Object.fromEntries(
    Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers', () => {
  it('are the very headers helmet sets on a response, worked out once', () => {
    const once = securityHeadersFor(OPTIONS);
    expect(once).toEqual(helmetOnAResponse(OPTIONS));
    expect(once['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(once['x-content-type-options']).toBe('nosniff');
    expect(once).not.toHaveProperty('cross-origin-embedder-policy');
    expect(once).not.toHaveProperty('x-powered-by');
  });

  it('refuses a directive worked out per request (a nonce), which cannot be set once', () => {
    expect(() =>
      securityHeadersFor({
        contentSecurityPolicy: {
          directives: { scriptSrc: ["'self'", (_req, res) => `'nonce-${String(res)}'`] },
        },
      }),
    ).toThrow(/per-request directive/);
  });
});
