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

  it('keeps mail on disk with a development inbox unless SMTP_URL is set or in production', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Mixel <no-reply@mixel.local>',
      devInbox: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).mail.devInbox).toBe(false);
    const smtp = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'a@b.co' });
    expect(smtp.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com',
      from: 'a@b.co',
      devInbox: false,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: 'nadie' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM: must be an address/,
    );
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

  it('writes logs for the terminal it finds unless LOG_FORMAT says json or pretty', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(
      /LOG_FORMAT: .*auto, json, pretty.* \(got "colour"\)/,
    );
  });

  it('turns the auth rate limit off with 0', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '0' }).authRateLimitPerMinute).toBe(0);
  });

  it('counts 100 tokens in a credit unless TOKENS_PER_CREDIT says otherwise', () => {
    expect(loadConfig({}).tokensPerCredit).toBe(100);
    expect(loadConfig({ TOKENS_PER_CREDIT: '50' }).tokensPerCredit).toBe(50);
  });

  it.each(['0', '-100', '2.5', 'cien'])('refuses TOKENS_PER_CREDIT=%s', (value) => {
    expect(() => loadConfig({ TOKENS_PER_CREDIT: value })).toThrow(/TOKENS_PER_CREDIT: /);
  });

  it('keeps its Redis keys under "mixel" unless REDIS_PREFIX names another namespace', () => {
    expect(loadConfig({}).redisPrefix).toBe('mixel');
    expect(loadConfig({ REDIS_PREFIX: 'mixel-staging' }).redisPrefix).toBe('mixel-staging');
  });

  it.each(['mixel:staging', 'con espacio', 'x'.repeat(65)])('refuses REDIS_PREFIX=%s', (value) => {
    expect(() => loadConfig({ REDIS_PREFIX: value })).toThrow(
      'REDIS_PREFIX: must be 1 to 64 letters, digits, - or _',
    );
  });

  it('pays a 5-token download commission unless COMMISSION_PER_DOWNLOAD says otherwise', () => {
    expect(loadConfig({}).commissionTokens).toBe(5);
    expect(loadConfig({ COMMISSION_PER_DOWNLOAD: '0' }).commissionTokens).toBe(0);
    expect(() => loadConfig({ COMMISSION_PER_DOWNLOAD: '0.05' })).toThrow(
      'COMMISSION_PER_DOWNLOAD: must be a whole number of tokens, such as 5 (got "0.05")',
    );
  });

  it('reads a Leonardo style and a pinned Replicate version in the preset → provider table', () => {
    const sut = loadConfig({
      GENERATION_PRESET_PROVIDERS:
        'stock-photography=leonardo:2067ae52-33fd-4a82-bb92-c2c55e7d2786@STOCK_PHOTO,' +
        'cinematic-kino=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e@a5632c7c-ddbb-4e2f-ba34-8456ab3ac436,' +
        'journey=replicate:prompthero/openjourney:ad59ca21177f9e217b9075e7300cf6e1,' +
        'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e',
    });
    expect(sut.presetProviders).toEqual({
      'stock-photography': {
        provider: 'leonardo',
        model: '2067ae52-33fd-4a82-bb92-c2c55e7d2786',
        style: 'STOCK_PHOTO',
      },
      'cinematic-kino': {
        provider: 'leonardo',
        model: '05ce0082-2d80-4a2d-8653-4d1c85e2418e',
        style: 'a5632c7c-ddbb-4e2f-ba34-8456ab3ac436',
      },
      journey: {
        provider: 'replicate',
        model: 'prompthero/openjourney:ad59ca21177f9e217b9075e7300cf6e1',
      },
      'lucid-realism': { provider: 'leonardo', model: '05ce0082-2d80-4a2d-8653-4d1c85e2418e' },
    });
  });

  it.each([
    ['a style on another provider', 'flux-schnell=replicate:black-forest-labs/flux-schnell@ANIME'],
    ['a style that is neither a name nor a UUID', 'anime=leonardo:e71a1c2f@anime style'],
    ['an empty style', 'anime=leonardo:e71a1c2f@'],
  ])('refuses %s in the preset → provider table', (_name, value) => {
    expect(() => loadConfig({ GENERATION_PRESET_PROVIDERS: value })).toThrow(
      /GENERATION_PRESET_PROVIDERS[\s\S]*PRESET_STYLE or style UUID/,
    );
  });
});
