import { factories } from '../../support/factories';
import { sql, startTestApp, TestApp } from '../../support/test-app';

jest.setTimeout(60_000);

/** Reads keep answering while PostgreSQL backends of the app are terminated under them. */
describe('a terminated database connection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Ends every backend the app holds (idle in its pool or running a query); how many it ended. */
  async function terminateAppBackends(): Promise<number> {
    const [row] = await sql<{ n: string }>(
      t.databaseUrl,
      `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'mixel'`,
    );
    return Number(row.n);
  }

  it('fails no GET and no GraphQL query: a read cut off is run again on a fresh connection', async () => {
    const f = factories(t);
    const ana = await f.user();
    const [postId] = await f.posts(ana.id, [{ title: 'Montaña' }, { title: 'Río' }]);
    const reads: Array<() => Promise<Response>> = [
      () => fetch(`${t.baseUrl}/api/image/contents?limit=10`),
      () =>
        fetch(`${t.baseUrl}/api/account/me`, { headers: { authorization: `Bearer ${ana.token}` } }),
      () => fetch(`${t.baseUrl}/api/image/get-channel/${ana.id}`),
      () => fetch(`${t.baseUrl}/api/image/image-detail/${postId}`),
      () => fetch(`${t.baseUrl}/api/image/trends-tags`),
      () => fetch(`${t.baseUrl}/api/ranking`),
      () =>
        fetch(`${t.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
          body: JSON.stringify({ query: '{ me { id name } }' }),
        }),
    ];
    const failures: string[] = [];
    let done = 0;
    let running = true;
    let terminated = 0;
    // every backend of the app, again and again while the reads run (a read gets two more tries,
    // so rounds are further apart than the tries take)
    const killer = (async () => {
      while (running) {
        terminated += await terminateAppBackends();
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const worker = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const read = (w + i) % reads.length;
        const res = await reads[read]();
        const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        done++;
        const graphqlCodes = (body.errors ?? []).map((e) => e.extensions?.code);
        if (res.status >= 500 || graphqlCodes.includes('INTERNAL_SERVER_ERROR')) {
          failures.push(`read ${read}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    };
    await Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    running = false;
    await killer;

    expect(terminated).toBeGreaterThan(5);
    expect(done).toBe(240);
    expect(failures).toEqual([]);
  });
});
