import { StaffRolesService } from '../../../server/src/accounts/application/staff-roles.service';
import { DemoNewsSeeder } from '../../../server/src/news/adapters/seed/demo-news.seeder';
import { factories } from '../../support/factories';
import { api, startTestApp, TestApp } from '../../support/test-app';

const LIST = `{ news { items { id slug title } } }`;
const ITEM = `query ($slug: String!) { newsItem(slug: $slug) { title bodyHtml } }`;

/** A fresh install's /news shows a welcome item instead of an empty page. */
describe('Demo news', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  const listed = async () => (await http.graphql(LIST, {})).body.data.news.items;

  it('publishes one welcome item on an empty install, once however often it starts', async () => {
    expect(await listed()).toEqual([]);
    await t.app.get(DemoNewsSeeder).seed();
    await t.app.get(DemoNewsSeeder).seed();
    const items = await listed();
    expect(items).toEqual([
      expect.objectContaining({ slug: 'bienvenida-a-mixel', title: 'Bienvenida a Mixel' }),
    ]);
    const item = (await http.graphql(ITEM, { slug: 'bienvenida-a-mixel' })).body.data.newsItem;
    expect(item.bodyHtml).toContain('<h2>Crea con IA</h2>');

    // once staff have removed it and written their own, a restart does not bring it back
    const staff = await factories(t).user();
    await t.app.get(StaffRolesService).grantStaffOrThrow(staff.name);
    const removed = await http.graphql(
      `mutation ($id: ID!) { deleteNews(id: $id) }`,
      { id: items[0].id },
      staff.token,
    );
    expect(removed.body.data.deleteNews).toBe(true);
    const created = await http.graphql(
      `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`,
      { input: { title: 'Nuevos filtros', summary: 'Resumen', body: 'Texto' } },
      staff.token,
    );
    expect(created.body.errors).toBeUndefined();
    await t.app.get(DemoNewsSeeder).seed();
    expect(await listed()).toEqual([]);
  });
});
