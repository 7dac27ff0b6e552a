import { loadConfig } from './app-config';

describe(loadConfig.name, () => {
  it('applies the embedded defaults when nothing is set', () => {
    const sut = loadConfig({});
    expect(sut).toMatchObject({
      port: 3000,
      authRateLimitPerMinute: 10,
      databaseUrl: undefined,
      jwtTtl: '7d',
    });
    expect(sut.dataDir).toMatch(/\/data$/);
    expect(sut.oidc).toBeUndefined();
  });

  it('names every wrong variable in one clear message', () => {
    expect(() =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        AUTH_RATE_LIMIT_PER_MINUTE: '-1',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*AUTH_RATE_LIMIT_PER_MINUTE/);
  });

  it('requires the whole OIDC triple once any part is set', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set/,
    );
    const sut = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'mixel',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(sut.oidc).toMatchObject({ name: 'OpenID', scopes: 'openid email profile' });
  });

  it('turns the auth rate limit off with 0', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '0' }).authRateLimitPerMinute).toBe(0);
  });
});
