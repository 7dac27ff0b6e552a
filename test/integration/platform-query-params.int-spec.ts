import { factories } from '../support/factories';
import { api, startTestApp, TestApp } from '../support/test-app';

const PAGE_MESSAGE = 'El parámetro page debe ser un entero entre 1 y 100000.';
const LIMIT_MESSAGE = 'El parámetro limit debe ser un entero positivo.';

describe('paged REST lists validate page and limit with one rule and one message', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    token = (await factories(t).user()).token;
  });
  afterAll(() => t.close());

  const lists = ['/api/image/contents', '/api/notifications', '/api/ai/generations'];

  it.each(lists)(
    '%s refuses page 0, a word and a page past the last with the same message',
    async (path) => {
      for (const page of ['0', 'abc', '100001', '1.5']) {
        const { status, body } = await http.get(`${path}?page=${page}`, token);
        expect(status).toBe(400);
        expect(body).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: PAGE_MESSAGE });
      }
    },
  );

  it.each(lists)('%s refuses a limit that is not a positive integer', async (path) => {
    for (const limit of ['0', 'abc', '-3']) {
      const { status, body } = await http.get(`${path}?limit=${limit}`, token);
      expect(status).toBe(400);
      expect(body.message).toBe(LIMIT_MESSAGE);
    }
  });

  it.each(lists)(
    '%s accepts a limit above the maximum (served at 50) instead of refusing it',
    async (path) => {
      const { status } = await http.get(`${path}?page=2&limit=500`, token);
      expect(status).toBe(200);
    },
  );

  it.each([
    ...lists.map((path): [string, string[]] => [path, ['page=', 'limit=', 'page=&limit=']]),
    ['/api/image/favorites', ['page=']],
    ['/api/image/trends-content', ['limit=']],
  ])('%s takes an empty page or limit as absent', async (path, queries) => {
    for (const query of queries) {
      const { status, body } = await http.get(`${path}?${query}`, token);
      expect(status).toBe(200);
      expect(body.ok).toBe(true);
    }
  });

  it('names a query parameter the call does not take', async () => {
    const { status, body } = await http.get('/api/notifications?pagina=2', token);
    expect(status).toBe(400);
    expect(body.message).toBe('El campo "pagina" no está permitido.');
  });
});
