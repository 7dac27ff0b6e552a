import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { api, newAccount, startTestApp, TestApp } from '../../support/test-app';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token user { id name plan credits fastTokens } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token user { name } } }`;
const ME = `{ me { id name fullname email plan credits fastTokens image } }`;

function wsClient(baseUrl: string, token?: string): Client {
  return createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Resolves with the first payload of a subscription. */
function firstEvent(client: Client, query: string) {
  return new Promise<{ data?: unknown; errors?: ReadonlyArray<{ message: string }> }>(
    (resolve, reject) => {
      const dispose = client.subscribe(
        { query },
        {
          next: (value) => {
            dispose();
            resolve(value as never);
          },
          error: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
          complete: () => undefined,
        },
      );
    },
  );
}

describe('GraphQL accounts', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('signs up, signs in and reads me', async () => {
    const account = newAccount();
    const up = await http.graphql(SIGN_UP, { input: account });
    expect(up.body.data.signUp.user).toMatchObject({
      name: account.name,
      plan: 'free',
      credits: 10,
    });
    const signIn = await http.graphql(SIGN_IN, {
      input: { login: account.email, password: account.password },
    });
    const me = await http.graphql(ME, {}, signIn.body.data.signIn.token);
    expect(me.body.data.me).toMatchObject({ name: account.name, email: account.email });
  });

  it('answers domain errors with their code and Spanish message', async () => {
    const account = newAccount();
    await http.graphql(SIGN_UP, { input: account });
    const taken = await http.graphql(SIGN_UP, {
      input: newAccount({ name: account.name.toUpperCase() }),
    });
    expect(taken.body.errors[0]).toMatchObject({
      message: 'Ese nombre de usuario ya está en uso.',
      extensions: { code: 'ACCOUNTS.HANDLE_TAKEN' },
    });
    const weak = await http.graphql(SIGN_UP, { input: newAccount({ password: '1234567' }) });
    expect(weak.body.errors[0]).toMatchObject({
      message: 'La contraseña debe tener al menos 8 caracteres.',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    const wrong = await http.graphql(SIGN_IN, {
      input: { login: account.name, password: 'nope-nope' },
    });
    expect(wrong.body.errors[0].extensions.code).toBe('ACCOUNTS.INVALID_CREDENTIALS');
    const anonymous = await http.graphql(ME);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('updates the profile, refusing unsafe image URLs', async () => {
    const { body } = await http.graphql(SIGN_UP, { input: newAccount() });
    const token = body.data.signUp.token;
    const update = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { fullname image } }`;
    const ok = await http.graphql(
      update,
      { input: { fullname: '  Nueva   Persona ', image: 'https://img.example.com/a.png' } },
      token,
    );
    expect(ok.body.data.updateProfile).toEqual({
      fullname: 'Nueva Persona',
      image: 'https://img.example.com/a.png',
    });
    const bad = await http.graphql(update, { input: { image: 'javascript:alert(1)' } }, token);
    expect(bad.body.errors[0].extensions.code).toBe('ACCOUNTS.INVALID_IMAGE');
    expect((await http.graphql(ME, {}, token)).body.data.me.image).toBe(
      'https://img.example.com/a.png',
    );
  });

  it('refuses a null full name with the Spanish message and keeps the one stored', async () => {
    const { body } = await http.graphql(SIGN_UP, { input: newAccount() });
    const token = body.data.signUp.token;
    const before = (await http.graphql(ME, {}, token)).body.data.me.fullname;
    const update = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { fullname } }`;
    const refused = await http.graphql(update, { input: { fullname: null } }, token);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.body.errors[0].message).toMatch(/^El nombre completo es obligatorio/);
    expect((await http.graphql(ME, {}, token)).body.data.me.fullname).toBe(before);
  });

  it('revokes the token on signOut', async () => {
    const { body } = await http.graphql(SIGN_UP, { input: newAccount() });
    const token = body.data.signUp.token;
    expect((await http.graphql('mutation { signOut }', {}, token)).body.data.signOut).toBe(true);
    expect((await http.graphql(ME, {}, token)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('pushes meUpdated to a real graphql-ws client when the profile changes', async () => {
    const { body } = await http.graphql(SIGN_UP, { input: newAccount() });
    const token = body.data.signUp.token;
    const other = (await http.graphql(SIGN_UP, { input: newAccount() })).body.data.signUp.token;
    const client = wsClient(t.baseUrl, token);
    const otherClient = wsClient(t.baseUrl, other);
    try {
      const event = firstEvent(client, 'subscription { meUpdated { name fullname credits } }');
      let otherReceived = false;
      otherClient.subscribe(
        { query: 'subscription { meUpdated { name } }' },
        { next: () => (otherReceived = true), error: () => undefined, complete: () => undefined },
      );
      // give both subscriptions time to register before the change
      await new Promise((r) => setTimeout(r, 300));
      await http.graphql(
        `mutation { updateProfile(input: { fullname: "En Vivo" }) { id } }`,
        {},
        token,
      );
      const received = await event;
      expect(received.data).toEqual({
        meUpdated: { name: body.data.signUp.user.name, fullname: 'En Vivo', credits: 10 },
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(otherReceived).toBe(false);
    } finally {
      await client.dispose();
      await otherClient.dispose();
    }
  });

  it('refuses meUpdated without a valid token', async () => {
    const client = wsClient(t.baseUrl, 'not-a-token');
    try {
      const result = await firstEvent(client, 'subscription { meUpdated { name } }').catch(
        (e: Error) => ({
          errors: [{ message: e.message }],
        }),
      );
      expect(JSON.stringify(result.errors)).toContain('Inicia sesión para continuar.');
    } finally {
      await client.dispose();
    }
  });

  it('refuses batched operations, deep queries and alias floods', async () => {
    const batch = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: '{ authProviders { oidc } }' },
        { query: '{ authProviders { oidc } }' },
      ]),
    });
    expect(batch.status).toBe(400);

    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: authProviders { oidc }`).join(' ');
    const flood = await http.graphql(`{ ${aliases} }`);
    expect(flood.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const nested = 'ofType { '.repeat(12) + 'name' + ' }'.repeat(12);
    const deep = await http.graphql(`{ __type(name: "User") { fields { type { ${nested} } } } }`);
    expect(deep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(deep.body.errors[0].message).toMatch(/depth|cost limit/i);
    // depth counts fields, not fragments: hiding the nesting in fragments changes nothing …
    const hidden = await http.graphql(
      `{ __type(name: "User") { ...A } } fragment A on __Type { fields { type { ...B } } } ` +
        `fragment B on __Type { ${nested} }`,
    );
    expect(hidden.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // … and co-located fragments nested in one another cost no depth of their own
    const layers = Array.from(
      { length: 6 },
      (_, i) => `fragment L${i} on AuthProviders { ${i < 5 ? `...L${i + 1}` : 'oidc'} }`,
    ).join(' ');
    const layered = await http.graphql(`{ authProviders { ...L0 } } ${layers}`);
    expect(layered.body).toEqual({ data: { authProviders: { oidc: expect.any(Boolean) } } });
  });

  it('hides schema details and internals from client errors', async () => {
    const typo = await http.graphql('{ mee { id } }');
    expect(typo.body.errors[0].message).not.toMatch(/Did you mean/);
    expect(JSON.stringify(typo.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('serves the GraphQL IDE page to a browser GET (when the client is built) and GraphQL to API GETs', async () => {
    const get = await fetch(
      `${t.baseUrl}/graphql?query=${encodeURIComponent('{ authProviders { oidc } }')}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(await get.json()).toEqual({ data: { authProviders: { oidc: false } } });
  });
});
