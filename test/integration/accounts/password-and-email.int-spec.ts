import { request } from 'node:http';
import { linkIn, SmtpInbox, startSmtpInbox } from '../../support/fakes/smtp-inbox';
import { api, newAccount, sql, startTestApp, TestApp } from '../../support/test-app';

describe('password and email flows, through mail received on a local SMTP server', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Mixel <no-reply@mixel.test>' });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Signs up through REST and takes the verification mail it sends. */
  async function signUp() {
    const account = newAccount();
    const res = await api(t.baseUrl).post('/api/account/signup', account);
    expect(res.status).toBe(201);
    const welcome = await inbox.next(account.email);
    return { ...account, token: res.body.data.token as string, welcome, id: res.body.data.user.id };
  }

  const me = (token: string) => api(t.baseUrl).get('/api/account/me', token);
  const signIn = (login: string, password: string) =>
    api(t.baseUrl).post('/api/account/signin', { login, password });

  describe('email verification', () => {
    it('mails a link at sign-up; the account works meanwhile and is verified by the link', async () => {
      const ana = await signUp();
      expect(ana.welcome.subject).toBe('Confirma tu correo en Mixel');
      expect(ana.welcome.from).toBe('"Mixel" <no-reply@mixel.test>');
      expect(ana.welcome.html).toContain('Confirmar mi correo');
      expect((await me(ana.token)).body.data.emailVerified).toBe(false);

      const link = linkIn(ana.welcome, '/verify-email');
      expect(link.origin).toBe(t.baseUrl);
      const token = link.searchParams.get('token');
      const ok = await api(t.baseUrl).post('/api/account/email/verify', { token });
      expect(ok.status).toBe(200);
      expect((await me(ana.token)).body.data.emailVerified).toBe(true);

      const viewer = await api(t.baseUrl).graphql('{ me { emailVerified } }', {}, ana.token);
      expect(viewer.body.data.me.emailVerified).toBe(true);

      const again = await api(t.baseUrl).post('/api/account/email/verify', { token });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ ok: false, code: 'ACCOUNTS.INVALID_LINK' });
      expect(again.body.message).toMatch(/no es válido, ya se usó o venció/);
    });

    it('resends a link on request, and refuses made-up or missing tokens in Spanish', async () => {
      const ana = await signUp();
      const resend = await api(t.baseUrl).post('/api/account/email/verification', {}, ana.token);
      expect(resend.status).toBe(200);
      const second = await inbox.next(ana.email);
      expect(linkIn(second, '/verify-email').searchParams.get('token')).not.toBe(
        linkIn(ana.welcome, '/verify-email').searchParams.get('token'),
      );

      const made = await api(t.baseUrl).post('/api/account/email/verify', {
        token: 'a'.repeat(43),
      });
      expect(made.body.code).toBe('ACCOUNTS.INVALID_LINK');
      const missing = await api(t.baseUrl).post('/api/account/email/verify', {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/Falta el código del enlace/);
      const anonymous = await api(t.baseUrl).post('/api/account/email/verification', {});
      expect(anonymous.status).toBe(401);
    });
  });

  describe('changing the password', () => {
    it('needs the current password, keeps this session and signs out the others', async () => {
      const ana = await signUp();
      const other = (await signIn(ana.email, ana.password)).body.data.token as string;

      const wrong = await api(t.baseUrl).post(
        '/api/account/password',
        { currentPassword: 'not my password', newPassword: 'a brand new secret' },
        ana.token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'ACCOUNTS.WRONG_PASSWORD',
        message: 'La contraseña actual no es correcta.',
      });
      const short = await api(t.baseUrl).post(
        '/api/account/password',
        { currentPassword: ana.password, newPassword: 'short' },
        ana.token,
      );
      expect(short.status).toBe(400);
      expect(short.body.message).toMatch(/La contraseña nueva debe tener/);
      const anonymous = await api(t.baseUrl).post('/api/account/password', {
        currentPassword: ana.password,
        newPassword: 'a brand new secret',
      });
      expect(anonymous.status).toBe(401);

      const ok = await api(t.baseUrl).post(
        '/api/account/password',
        { currentPassword: ana.password, newPassword: 'a brand new secret' },
        ana.token,
      );
      expect(ok.status).toBe(200);
      expect((await me(ana.token)).status).toBe(200);
      expect((await me(other)).status).toBe(401);
      expect((await signIn(ana.email, ana.password)).status).toBe(401);
      expect((await signIn(ana.email, 'a brand new secret')).status).toBe(200);
      expect((await inbox.next(ana.email)).subject).toBe('Tu contraseña de Mixel cambió');
    });
  });

  describe('recovering a forgotten password', () => {
    const forgot = (email: string) =>
      api(t.baseUrl).post('/api/account/password/forgot', { email });
    const reset = (token: string | null, password: string) =>
      api(t.baseUrl).post('/api/account/password/reset', { token, password });

    it('points the link at this server, never at the Host a request names', async () => {
      const ana = await signUp();
      const url = new URL('/api/account/password/forgot', t.baseUrl);
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          url,
          { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email: ana.email }));
      });
      expect(status).toBe(200);
      const link = linkIn(await inbox.next(ana.email), '/reset-password');
      expect(link.hostname).toBe('localhost');
    });

    it('mails a single-use link kept hashed; the new password works and every session ends', async () => {
      const ana = await signUp();
      const asked = await forgot(ana.email.toUpperCase());
      expect(asked.status).toBe(200);
      const mail = await inbox.next(ana.email);
      expect(mail.subject).toBe('Restablece tu contraseña de Mixel');
      const token = linkIn(mail, '/reset-password').searchParams.get('token')!;
      const stored = await sql<{ token_hash: string }>(
        t.databaseUrl,
        `SELECT token_hash FROM account_tokens WHERE user_id = $1 AND kind = 'reset-password'`,
        [ana.id],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).not.toContain(token);

      const weak = await reset(token, 'short');
      expect(weak.status).toBe(400);
      const done = await reset(token, 'recovered secret 1');
      expect(done.status).toBe(200);
      expect((await me(ana.token)).status).toBe(401);
      expect((await signIn(ana.email, 'recovered secret 1')).status).toBe(200);

      const twice = await reset(token, 'another secret 22');
      expect(twice.status).toBe(400);
      expect(twice.body).toMatchObject({ code: 'ACCOUNTS.INVALID_LINK' });
      expect(twice.body.message).toMatch(
        /^Este enlace para restablecer la contraseña no es válido/,
      );
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const ana = await signUp();
      const known = await forgot(ana.email);
      const unknown = await forgot(`nadie_${Date.now()}@example.com`);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await inbox.next(ana.email);
      await new Promise((r) => setTimeout(r, 200));
      expect(inbox.messages.filter((m) => m.to.startsWith('nadie_'))).toEqual([]);
      const bad = await forgot('not-an-email');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El correo electrónico no es válido.');
    });

    it('a new password spends every other reset link still open', async () => {
      const ana = await signUp();
      await forgot(ana.email);
      const first = linkIn(await inbox.next(ana.email), '/reset-password').searchParams.get(
        'token',
      );
      await forgot(ana.email);
      const second = linkIn(await inbox.next(ana.email), '/reset-password').searchParams.get(
        'token',
      );
      expect((await reset(second, 'recovered secret 1')).status).toBe(200);
      expect((await reset(first, 'another secret 22')).body.code).toBe('ACCOUNTS.INVALID_LINK');
      expect((await signIn(ana.email, 'recovered secret 1')).status).toBe(200);
    });

    it('refuses an expired link and a made-up one', async () => {
      const ana = await signUp();
      await forgot(ana.email);
      const token = linkIn(await inbox.next(ana.email), '/reset-password').searchParams.get(
        'token',
      );
      await sql(
        t.databaseUrl,
        `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [ana.id],
      );
      expect((await reset(token, 'recovered secret 1')).body.code).toBe('ACCOUNTS.INVALID_LINK');
      expect((await reset('x'.repeat(43), 'recovered secret 1')).body.code).toBe(
        'ACCOUNTS.INVALID_LINK',
      );
      expect((await reset(null, 'recovered secret 1')).status).toBe(400);
      expect((await signIn(ana.email, ana.password)).status).toBe(200);
    });
  });

  describe('changing the email', () => {
    const change = (token: string, body: unknown) =>
      api(t.baseUrl).post('/api/account/email', body, token);

    it('is confirmed at the new address; the old one works until then and is told after', async () => {
      const ana = await signUp();
      const newEmail = newAccount().email;
      const wrong = await change(ana.token, { email: newEmail, password: 'nope nope' });
      expect(wrong.body.code).toBe('ACCOUNTS.WRONG_PASSWORD');
      const same = await change(ana.token, { email: ana.email, password: ana.password });
      expect(same.body.message).toBe('Ese ya es el correo de tu cuenta.');
      const bob = await signUp();
      const taken = await change(ana.token, { email: bob.email, password: ana.password });
      expect(taken.body.code).toBe('ACCOUNTS.EMAIL_TAKEN');

      const asked = await change(ana.token, { email: newEmail, password: ana.password });
      expect(asked.status).toBe(200);
      const mail = await inbox.next(newEmail);
      expect(mail.subject).toBe('Confirma tu nuevo correo en Mixel');
      expect((await signIn(ana.email, ana.password)).status).toBe(200);
      expect((await me(ana.token)).body.data.email).toBe(ana.email);

      const token = linkIn(mail, '/confirm-email').searchParams.get('token');
      const confirmed = await api(t.baseUrl).post('/api/account/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect((await me(ana.token)).body.data).toMatchObject({
        email: newEmail,
        emailVerified: true,
      });
      expect((await signIn(newEmail, ana.password)).status).toBe(200);
      expect((await signIn(ana.email, ana.password)).status).toBe(401);
      expect((await inbox.next(ana.email)).subject).toBe('Tu correo de Mixel cambió');

      const again = await api(t.baseUrl).post('/api/account/email/confirm', { token });
      expect(again.body.code).toBe('ACCOUNTS.INVALID_LINK');
    });
  });

  it('counts recovery requests against the sign-in rate limit', async () => {
    const limited = await startTestApp({
      SMTP_URL: inbox.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
      DATABASE_URL: t.databaseUrl,
    });
    try {
      const ask = () =>
        api(limited.baseUrl).post('/api/account/password/forgot', { email: 'x@example.com' });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Demasiados intentos/);
    } finally {
      await limited.close();
    }
  });
});
