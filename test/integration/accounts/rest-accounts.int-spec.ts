import { JwtService } from '@nestjs/jwt';
import { api, newAccount, startTestApp, TestApp } from '../../support/test-app';

describe('REST /api/account', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('signs up a free user with the free-plan credits and answers {ok, data: {token, user}}', async () => {
    const account = newAccount({ name: 'Lucia.Mora', email: 'Lucia.Mora@Example.com' });
    const res = await http.post('/api/account/signup', account);
    expect(res.status).toBe(201);
    expect(res.body.ok).toBe(true);
    expect(typeof res.body.data.token).toBe('string');
    expect(res.body.data.user).toMatchObject({
      name: 'lucia.mora',
      fullname: account.fullname,
      email: 'lucia.mora@example.com',
      image: null,
      plan: 'free',
      credits: 10,
      fastTokens: 1000,
      subscriptionStatus: null,
      mercadoPagoSubscriptionId: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it('signs in with the handle or the email, in any case, and reads the same user from /me', async () => {
    const account = newAccount();
    await http.post('/api/account/signup', account);
    for (const login of [account.name, account.email.toUpperCase(), `@${account.name}`]) {
      const res = await http.post('/api/account/signin', { login, password: account.password });
      expect(res.status).toBe(200);
      const me = await http.get('/api/account/me', res.body.data.token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ ok: true, data: expect.objectContaining({ name: account.name }) });
    }
  });

  it('refuses a handle taken in another case with 409 and creates nothing', async () => {
    const account = newAccount();
    await http.post('/api/account/signup', account);
    const res = await http.post(
      '/api/account/signup',
      newAccount({ name: account.name.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      ok: false,
      code: 'ACCOUNTS.HANDLE_TAKEN',
      message: 'Ese nombre de usuario ya está en uso.',
    });
  });

  it('refuses an email already registered with 409', async () => {
    const account = newAccount();
    await http.post('/api/account/signup', account);
    const res = await http.post(
      '/api/account/signup',
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACCOUNTS.EMAIL_TAKEN');
  });

  it.each([
    [
      'a short password',
      { password: 'short7!' },
      'La contraseña debe tener al menos 8 caracteres.',
    ],
    [
      'a malformed email',
      { email: 'no-at-sign.example.com' },
      'El correo electrónico no es válido.',
    ],
    ['a two-letter handle', { name: 'ab' }, 'El nombre de usuario debe tener de 3 a 30 caracteres'],
    [
      'a handle with spaces',
      { name: 'ana maria' },
      'El nombre de usuario debe tener de 3 a 30 caracteres',
    ],
    ['an empty full name', { fullname: '   ' }, 'El nombre completo es obligatorio'],
  ])(
    'refuses %s with 400 and a Spanish message, storing nothing',
    async (_case, patch, message) => {
      const account = newAccount(patch as Record<string, string>);
      const res = await http.post('/api/account/signup', account);
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
      expect(res.body.message).toContain(message);
      const signin = await http.post('/api/account/signin', {
        login: account.email,
        password: account.password,
      });
      expect(signin.status).toBe(401);
    },
  );

  it.each([
    ['no body at all', undefined],
    ['a missing password', { name: 'valid_name', fullname: 'X', email: 'x@example.com' }],
    ['a missing handle', { fullname: 'X', email: 'x@example.com', password: 'long enough' }],
    [
      'a number as handle',
      { name: 12345, fullname: 'X', email: 'x@example.com', password: 'long enough' },
    ],
    ['an unknown field', { ...newAccount(), plan: 'max' }],
  ])('refuses sign-up with %s (400)', async (_case, body) => {
    const res = await http.post('/api/account/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    expect(typeof res.body.message).toBe('string');
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await http.postRaw('/api/account/signup', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.ok).toBe(false);
  });

  it('refuses a wrong password and an unknown login alike with 401', async () => {
    const account = newAccount();
    await http.post('/api/account/signup', account);
    const wrong = await http.post('/api/account/signin', {
      login: account.name,
      password: 'not the password',
    });
    const unknown = await http.post('/api/account/signin', {
      login: 'nobody_here',
      password: 'whatever1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        ok: false,
        code: 'ACCOUNTS.INVALID_CREDENTIALS',
        message: 'Usuario o contraseña incorrectos.',
      });
    }
    const empty = await http.post('/api/account/signin', { login: '', password: '' });
    expect(empty.status).toBe(400);
  });

  it('answers /me without a token, with a forged token and with an expired token with 401', async () => {
    const account = newAccount();
    const { body } = await http.post('/api/account/signup', account);
    const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());

    const forged = await new JwtService({ secret: 'not-our-secret-not-our-secret-xx' }).signAsync(
      { sub: claims.sub, jti: claims.jti },
      { issuer: 'mixel', audience: 'mixel-api' },
    );
    const expired = await new JwtService({
      secret: 'integration-tests-secret-0123456789abcdef',
    }).signAsync(
      { sub: claims.sub, jti: claims.jti, exp: Math.floor(Date.now() / 1000) - 60 },
      { issuer: 'mixel', audience: 'mixel-api' },
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body.data.token.split('.')[1]}.`;

    for (const token of [undefined, forged, expired, unsigned, 'garbage']) {
      const res = await http.get('/api/account/me', token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    }
    expect((await http.get('/api/account/me', body.data.token)).status).toBe(200);
  });

  it('revokes the token on sign-out, leaving other sessions signed in', async () => {
    const account = newAccount();
    const first = (await http.post('/api/account/signup', account)).body.data.token;
    const second = (
      await http.post('/api/account/signin', { login: account.name, password: account.password })
    ).body.data.token;
    expect((await http.post('/api/account/signout', undefined, first)).status).toBe(200);
    expect((await http.get('/api/account/me', first)).status).toBe(401);
    expect((await http.get('/api/account/me', second)).status).toBe(200);
  });

  it('reports readiness with the database checked', async () => {
    const res = await http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, status: 'up', checks: { database: 'up' } });
  });

  it('answers an unknown API path with a JSON 404, and sends security headers', async () => {
    const res = await http.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ok: false });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sign-in and sign-up rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-minute limit for one client address', async () => {
    const http = api(t.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await http.post('/api/account/signin', { login: 'someone', password: 'wrong-pass' }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await http.post('/api/account/signin', {
      login: 'someone',
      password: 'wrong-pass',
    });
    expect(limited.body.message).toBe(
      'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    );
  });
});
