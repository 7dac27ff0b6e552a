import { api, newAccount, startTestApp, TestApp } from '../../support/test-app';

describe('the embedded mail and its development inbox at /dev/mail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the sign-up mail in DATA_DIR/mail and shows it, HTML and link, at /dev/mail', async () => {
    const account = newAccount();
    expect((await api(t.baseUrl).post('/api/account/signup', account)).status).toBe(201);

    const list = await fetch(`${t.baseUrl}/dev/mail`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    const listed = await list.text();
    expect(listed).toContain('Correo de desarrollo');
    expect(listed).toContain(`Para ${account.email}`);
    const id = /href="\/dev\/mail\/([\w-]+)"/.exec(listed)![1];

    const page = await (await fetch(`${t.baseUrl}/dev/mail/${id}`)).text();
    expect(page).toContain('Confirma tu correo en Mixel');
    expect(page).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]{43}"/);
    const json = (await (await fetch(`${t.baseUrl}/dev/mail/${id}.json`)).json()) as {
      to: string;
      subject: string;
      text: string;
    };
    expect(json).toMatchObject({ to: account.email, subject: 'Confirma tu correo en Mixel' });
    expect(json.text).toContain('/verify-email?token=');
  });

  it('answers a plain 404, not the app, for an unknown message or path under /dev', async () => {
    for (const path of ['/dev/mail/nope', '/dev/other']) {
      const res = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root"');
    }
  });

  it('is not served in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', DATABASE_URL: t.databaseUrl });
    try {
      expect((await fetch(`${prod.baseUrl}/dev/mail`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
