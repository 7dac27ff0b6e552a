import { api, newAccount, sql, startTestApp, TestApp } from '../../support/test-app';
import { FakeOidcProvider } from '../../support/fakes/fake-oidc-provider';

describe('sign-in through OpenID Connect', () => {
  const provider = new FakeOidcProvider();
  let t: TestApp;

  beforeAll(async () => {
    const issuer = await provider.start();
    t = await startTestApp({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Proveedor',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** Follows the browser's path: our login → provider → our callback → the client's /oauth. */
  async function browserSignIn(tamper?: (callback: URL) => void): Promise<URLSearchParams> {
    const login = await fetch(`${t.baseUrl}/api/auth/oidc/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const authorize = await fetch(login.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    tamper?.(callback);
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(done.status).toBe(302);
    const location = done.headers.get('location')!;
    expect(location.startsWith('/oauth#')).toBe(true);
    return new URLSearchParams(location.slice('/oauth#'.length));
  }

  it('announces the provider to the client', async () => {
    const res = await api(t.baseUrl).graphql('{ authProviders { oidc oidcName } }');
    expect(res.body.data.authProviders).toEqual({ oidc: true, oidcName: 'Proveedor' });
  });

  it('creates a free account on first sign-in and lands on /oauth with a working token', async () => {
    provider.identity = {
      sub: 'new-1',
      email: 'nueva@example.com',
      email_verified: true,
      name: 'Núria Nueva',
    };
    const result = await browserSignIn();
    const me = await api(t.baseUrl).get('/api/account/me', result.get('token')!);
    expect(me.body.data).toMatchObject({
      name: 'nuria_nueva',
      fullname: 'Núria Nueva',
      plan: 'free',
      credits: 10,
      fastTokens: 1000,
    });
    // the starting balance entered through the ledger
    expect(
      await sql(t.databaseUrl, 'SELECT delta, reason FROM token_ledger WHERE user_id = $1', [
        me.body.data.id,
      ]),
    ).toEqual([{ delta: 1000, reason: 'grant.oidc' }]);

    const again = await browserSignIn();
    const meAgain = await api(t.baseUrl).get('/api/account/me', again.get('token')!);
    expect(meAgain.body.data.id).toBe(me.body.data.id);
  });

  it('links to an existing account with the same verified email', async () => {
    const account = newAccount();
    const http = api(t.baseUrl);
    const created = (await http.post('/api/account/signup', account)).body.data.user;
    // the account proved its address (the link mailed at sign-up)
    await sql(t.databaseUrl, 'UPDATE users SET email_verified_at = now() WHERE id = $1', [
      created.id,
    ]);
    provider.identity = {
      sub: 'link-1',
      email: account.email,
      email_verified: true,
      name: 'Otro Nombre',
    };
    const result = await browserSignIn();
    expect((await http.get('/api/account/me', result.get('token')!)).body.data.id).toBe(created.id);
  });

  it('does not link to an account whose address was never proven', async () => {
    const account = newAccount();
    const http = api(t.baseUrl);
    const claimed = (await http.post('/api/account/signup', account)).body.data.user;
    provider.identity = {
      sub: 'owner-1',
      email: account.email,
      email_verified: true,
      name: 'Dueña Real',
    };
    const result = await browserSignIn();
    const me = (await http.get('/api/account/me', result.get('token')!)).body.data;
    expect(me.id).not.toBe(claimed.id);
    expect(me.email).toBeNull();
  });

  it('counts the address a provider vouches for as proven', async () => {
    provider.identity = {
      sub: 'vouched-1',
      email: 'avalada@example.com',
      email_verified: true,
      name: 'Avalada',
    };
    const result = await browserSignIn();
    const me = (await api(t.baseUrl).get('/api/account/me', result.get('token')!)).body.data;
    expect(me).toMatchObject({ email: 'avalada@example.com', emailVerified: true });
  });

  it('does not link by an unverified email', async () => {
    const account = newAccount();
    const http = api(t.baseUrl);
    const created = (await http.post('/api/account/signup', account)).body.data.user;
    provider.identity = {
      sub: 'unverified-1',
      email: account.email,
      email_verified: false,
      name: 'Intrusa',
    };
    const result = await browserSignIn();
    const me = (await http.get('/api/account/me', result.get('token')!)).body.data;
    expect(me.id).not.toBe(created.id);
    expect(me.email).toBeNull();
  });

  it('sends a tampered callback back to /oauth with a Spanish error and no token', async () => {
    const result = await browserSignIn((callback) => callback.searchParams.set('state', 'forged'));
    expect(result.get('token')).toBeNull();
    expect(result.get('error')).toBe(
      'No se pudo iniciar sesión con el proveedor. Inténtalo de nuevo.',
    );
  });
});
