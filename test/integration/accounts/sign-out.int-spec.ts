import { factories } from '../../support/factories';
import { subscribedSocket } from '../../support/live-socket';
import { api, startTestApp, TestApp } from '../../support/test-app';

describe('signing out ends the session everywhere, open subscriptions included', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("closes the session's subscription sockets with 4401 and leaves other sessions' open", async () => {
    const user = await factories(t).user();
    const other = await api(t.baseUrl).post('/api/account/signin', {
      login: user.email,
      password: user.password,
    });
    const mine = await subscribedSocket(t.baseUrl, user.token);
    const theirs = await subscribedSocket(t.baseUrl, other.body.data.token as string);
    try {
      const out = await api(t.baseUrl).post('/api/account/signout', undefined, user.token);
      expect(out.status).toBeLessThan(300);

      await expect(mine.closed).resolves.toBe(4401);
      const stillOpen = await Promise.race([
        theirs.closed.then(() => false),
        new Promise((r) => setTimeout(() => r(true), 500)),
      ]);
      expect(stillOpen).toBe(true);
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });
});
