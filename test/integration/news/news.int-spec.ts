import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StaffRolesService } from '../../../server/src/accounts/application/staff-roles.service';
import { factories, TestUser } from '../../support/factories';
import { postForm, solidImage } from '../../support/media-fixtures';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const CREATE = `mutation ($input: NewsInput!) {
  createNews(input: $input) { id slug title summary state publishedAt cover { id url } }
}`;
const UPDATE = `mutation ($id: ID!, $input: NewsInput!) {
  updateNews(id: $id, input: $input) { id slug title state }
}`;
const PUBLISH = `mutation ($id: ID!, $at: DateTime) {
  publishNews(id: $id, publishAt: $at) { id state publishedAt }
}`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishNews(id: $id) { id state } }`;
const DELETE = `mutation ($id: ID!) { deleteNews(id: $id) }`;
const LIST = `query ($page: Int) { news(page: $page) { currentPage hasNextPage items { slug title } } }`;
const ITEM = `query ($slug: String!) { newsItem(slug: $slug) { title bodyHtml cover { url } } }`;
const STATUS = `query { newsStatus { latestPublishedAt unread } }`;
const SEEN = `mutation { markNewsSeen { unread } }`;

describe('News', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let staff: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    const f = factories(t);
    staff = await f.user();
    reader = await f.user();
    await t.app.get(StaffRolesService).grantStaffOrThrow(staff.name);
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await http.graphql(query, variables, token);
    if (res.body.errors) {
      throw new Error(JSON.stringify(res.body.errors));
    }
    return res.body.data;
  };
  const errorOf = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await http.graphql(query, variables, token);
    return res.body.errors?.[0] as { message: string; extensions: { code: string } } | undefined;
  };
  const newsCount = async () =>
    Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM news'))[0].n);

  async function publishItem(title: string, body = 'Texto de la noticia.', at?: Date) {
    const created = (await gql(CREATE, { input: { title, body } }, staff.token)).createNews;
    await gql(PUBLISH, { id: created.id, at: at?.toISOString() ?? null }, staff.token);
    return created as { id: string; slug: string };
  }

  describe('staff-only writes', () => {
    it('refuses every write to visitors and to users who are not staff, and stores nothing', async () => {
      const before = await newsCount();
      const input = { title: 'Hola', body: 'Cuerpo' };
      const visitor = await errorOf(CREATE, { input });
      expect(visitor?.extensions.code).toBe('UNAUTHENTICATED');
      const user = await errorOf(CREATE, { input }, reader.token);
      expect(user?.extensions.code).toBe('FORBIDDEN');
      expect(user?.message).toBe('Esta sección es solo para el equipo de Mixel.');
      expect(await newsCount()).toBe(before);

      const item = await publishItem('Solo el equipo publica');
      for (const [doc, vars] of [
        [UPDATE, { id: item.id, input }],
        [UNPUBLISH, { id: item.id }],
        [DELETE, { id: item.id }],
        [PUBLISH, { id: item.id }],
      ] as const) {
        expect((await errorOf(doc, vars, reader.token))?.extensions.code).toBe('FORBIDDEN');
      }
      expect((await gql(ITEM, { slug: item.slug })).newsItem.title).toBe('Solo el equipo publica');

      const upload = await postForm(
        t.baseUrl,
        '/api/news/images',
        reader.token,
        {},
        { image: { bytes: await solidImage('png'), name: 'a.png', type: 'image/png' } },
      );
      expect(upload.status).toBe(403);
    });
  });

  describe('validation', () => {
    it('answers each bad input with its Spanish message and stores nothing', async () => {
      const before = await newsCount();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ body: 'Texto' }, 'Escribe un título.'],
        [{ title: '   ', body: 'Texto' }, 'Escribe un título.'],
        [{ title: 'a'.repeat(121), body: 'Texto' }, 'El título no puede superar 120 caracteres.'],
        [{ title: 'Hola' }, 'Escribe el texto de la noticia.'],
        [{ title: 'Hola', body: '  \n ' }, 'Escribe el texto de la noticia.'],
        [
          { title: 'Hola', body: 'Texto', summary: 'r'.repeat(281) },
          'El resumen no puede superar 280 caracteres.',
        ],
        [
          { title: 'Hola', body: 'Texto', coverImageId: '00000000-0000-4000-8000-000000000000' },
          'La imagen de portada no existe: súbela de nuevo.',
        ],
        [
          { title: 'Hola', body: 'Texto', coverImageId: 'no-es-un-id' },
          'La imagen de portada no existe: súbela de nuevo.',
        ],
      ];
      for (const [input, message] of cases) {
        const error = await errorOf(CREATE, { input }, staff.token);
        expect({ input, message: error?.message }).toEqual({ input, message });
      }
      expect(await newsCount()).toBe(before);
    });

    it('refuses a publish date more than a year ahead and a missing item', async () => {
      const created = (await gql(CREATE, { input: { title: 'Lejos', body: 'x' } }, staff.token))
        .createNews;
      const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
      expect((await errorOf(PUBLISH, { id: created.id, at: far }, staff.token))?.message).toBe(
        'Solo se puede programar una noticia hasta un año por delante.',
      );
      const missing = await errorOf(
        PUBLISH,
        { id: '00000000-0000-4000-8000-000000000000' },
        staff.token,
      );
      expect(missing?.message).toBe('No encontramos esa noticia.');
      const [row] = await sql<{ status: string }>(
        t.databaseUrl,
        'SELECT status FROM news WHERE id = $1',
        [created.id],
      );
      expect(row.status).toBe('draft');
    });

    it('refuses a file that is not an image, through the media pipeline', async () => {
      const res = await postForm(
        t.baseUrl,
        '/api/news/images',
        staff.token,
        {},
        {
          image: { bytes: Buffer.from('%PDF-1.4 no es imagen'), name: 'a.png', type: 'image/png' },
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.ok).toBe(false);
      expect(typeof res.body.message).toBe('string');
    });
  });

  describe('publishing and reading', () => {
    it('keeps drafts and scheduled items off /news, lists the rest newest first', async () => {
      const older = await publishItem('Orden: la primera', 'x', new Date(Date.now() - 3_600_000));
      const newer = await publishItem('Orden: la segunda');
      const draft = (
        await gql(CREATE, { input: { title: 'Orden: borrador', body: 'x' } }, staff.token)
      ).createNews;
      const scheduled = await publishItem(
        'Orden: programada',
        'x',
        new Date(Date.now() + 86_400_000),
      );
      const list = (await gql(LIST, { page: 1 })).news;
      const titles = (list.items as Array<{ title: string }>)
        .map((i) => i.title)
        .filter((title) => title.startsWith('Orden:'));
      expect(titles).toEqual(['Orden: la segunda', 'Orden: la primera']);
      expect(draft.state).toBe('draft');
      expect((await errorOf(ITEM, { slug: scheduled.slug }))?.extensions.code).toBe(
        'NEWS.NOT_FOUND',
      );

      const staffList = await gql(
        `query { staffNews(page: 1) { items { title state } } }`,
        {},
        staff.token,
      );
      const states = Object.fromEntries(
        (staffList.staffNews.items as Array<{ title: string; state: string }>).map((i) => [
          i.title,
          i.state,
        ]),
      );
      expect(states['Orden: borrador']).toBe('draft');
      expect(states['Orden: programada']).toBe('scheduled');
      expect(states['Orden: la segunda']).toBe('published');

      await gql(UNPUBLISH, { id: newer.id }, staff.token);
      const after = (await http.get('/api/news')).body.data.items as Array<{ title: string }>;
      expect(after.map((i) => i.title)).not.toContain('Orden: la segunda');
      expect(after.map((i) => i.title)).toContain('Orden: la primera');

      await gql(DELETE, { id: older.id }, staff.token);
      expect((await http.get(`/api/news/${older.slug}`)).status).toBe(404);
    });

    it('gives each title its own address that an edit keeps', async () => {
      const a = await publishItem('¡Llegó la versión 2.0 de Mixel!');
      const b = await publishItem('¡Llegó la versión 2.0 de Mixel!');
      expect(a.slug).toBe('llego-la-version-2-0-de-mixel');
      expect(b.slug).toBe('llego-la-version-2-0-de-mixel-2');
      const edited = (
        await gql(UPDATE, { id: a.id, input: { title: 'Otro título', body: 'y' } }, staff.token)
      ).updateNews;
      expect(edited.slug).toBe(a.slug);
      expect(edited.title).toBe('Otro título');
    });

    it('renders Markdown with links and images, never raw HTML', async () => {
      const item = await publishItem(
        'Cuerpo seguro',
        [
          '## Qué cambia',
          'Lee [las reglas](/terms) o [la guía](https://example.com/guia).',
          '![Una captura](/media/public/news/x/w400.webp)',
          '<script>alert(1)</script> <img src=x onerror=alert(1)>',
          '[malo](javascript:alert(1))',
        ].join('\n\n'),
      );
      const html = (await gql(ITEM, { slug: item.slug })).newsItem.bodyHtml as string;
      expect(html).toContain('<h2>Qué cambia</h2>');
      expect(html).toContain('<a href="/terms">las reglas</a>');
      expect(html).toContain(
        '<a href="https://example.com/guia" target="_blank" rel="noopener noreferrer nofollow">la guía</a>',
      );
      expect(html).toContain('<img src="/media/public/news/x/w400.webp" alt="Una captura"');
      // tags typed in the body show as text; a javascript: link is not a link
      expect(html).not.toMatch(/<script|<img src="?x|href="javascript:/i);
      expect(html).toContain('&lt;script&gt;');
    });

    it('stores a cover through the media pipeline and shows it', async () => {
      const upload = await postForm(
        t.baseUrl,
        '/api/news/images',
        staff.token,
        {},
        {
          image: {
            bytes: await solidImage('png', '#cc6633', 1600),
            name: 'c.png',
            type: 'image/png',
          },
        },
      );
      expect(upload.status).toBe(201);
      const image = upload.body.data;
      expect(image.width).toBe(1600);
      expect(image.url).toMatch(/\/news\/.+\/w1200\.jpg$/);
      expect(image.variants.map((v: { format: string }) => v.format)).toEqual(
        expect.arrayContaining(['avif', 'webp', 'jpeg']),
      );
      const media = await fetch(`${t.baseUrl}${image.url}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/jpeg');

      const created = (
        await gql(
          CREATE,
          { input: { title: 'Con portada', body: 'x', coverImageId: image.id } },
          staff.token,
        )
      ).createNews;
      expect(created.cover).toEqual({ id: image.id, url: image.url });
    });
  });

  describe('feeds', () => {
    it('serves RSS 2.0 and Atom that parse as XML, with absolute links and escaped text', async () => {
      const item = await publishItem(
        'Feeds: <b>negrita</b> & "comillas"',
        'Mira [esto](/ranking).',
      );
      const parser = new XMLParser({ ignoreAttributes: false });

      const rss = await fetch(`${t.baseUrl}/news/rss.xml`);
      expect(rss.status).toBe(200);
      expect(rss.headers.get('content-type')).toContain('application/rss+xml');
      const rssText = await rss.text();
      expect(XMLValidator.validate(rssText)).toBe(true);
      const channel = parser.parse(rssText).rss.channel;
      const items = [channel.item].flat() as Array<Record<string, unknown>>;
      const rssItem = items.find((i) => i.title === 'Feeds: <b>negrita</b> & "comillas"');
      expect(rssItem).toBeDefined();
      expect(rssItem?.link).toBe(`${t.baseUrl}/news/${item.slug}`);
      expect(rssItem?.['content:encoded']).toContain(`<a href="${t.baseUrl}/ranking">esto</a>`);
      expect(channel.link).toBe(`${t.baseUrl}/news`);

      const atom = await fetch(`${t.baseUrl}/news/atom.xml`);
      expect(atom.headers.get('content-type')).toContain('application/atom+xml');
      const atomText = await atom.text();
      expect(XMLValidator.validate(atomText)).toBe(true);
      const feed = parser.parse(atomText).feed;
      const entries = [feed.entry].flat() as Array<Record<string, unknown>>;
      const entry = entries.find(
        (e) =>
          (e.title as Record<string, string>)['#text'] === 'Feeds: <b>negrita</b> & "comillas"',
      );
      expect(entry?.id).toBe(`${t.baseUrl}/news/${item.slug}`);
      expect(feed.link).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ '@_rel': 'self', '@_href': `${t.baseUrl}/news/atom.xml` }),
        ]),
      );
    });
  });

  describe('unread marker', () => {
    it('shows a new item as unread until the user opens the news, then clears', async () => {
      const f = factories(t);
      const user = await f.user();
      expect((await gql(STATUS, {}, user.token)).newsStatus.unread).toBe(false);

      await publishItem('Marcador: algo nuevo');
      const status = (await gql(STATUS, {}, user.token)).newsStatus;
      expect(status.unread).toBe(true);
      expect(status.latestPublishedAt).not.toBeNull();

      expect((await gql(SEEN, {}, user.token)).markNewsSeen.unread).toBe(false);
      expect((await gql(STATUS, {}, user.token)).newsStatus.unread).toBe(false);

      await publishItem('Marcador: otra más');
      const rest = await http.get('/api/news/status', user.token);
      expect(rest.body.data.unread).toBe(true);
      const seen = await http.post('/api/news/seen', undefined, user.token);
      expect(seen.status).toBe(200);
      expect(seen.body.data.unread).toBe(false);
    });

    it('answers visitors the latest date only, and refuses marking seen without a session', async () => {
      const status = await http.get('/api/news/status');
      expect(status.status).toBe(200);
      expect(status.body.data.unread).toBeNull();
      expect(typeof status.body.data.latestPublishedAt).toBe('string');
      expect((await http.post('/api/news/seen')).status).toBe(401);

      // a visitor's browser sends the newest date it saw on /news
      const latest = status.body.data.latestPublishedAt as string;
      const seenAll = await http.get(`/api/news/status?since=${encodeURIComponent(latest)}`);
      expect(seenAll.body.data.unread).toBe(false);
      const older = new Date(Date.parse(latest) - 1000).toISOString();
      expect((await http.get(`/api/news/status?since=${older}`)).body.data.unread).toBe(true);
      const bad = await http.get('/api/news/status?since=ayer');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('La fecha "since" no es válida (usa ISO 8601).');
    });

    it('does not count a scheduled item before its date', async () => {
      const f = factories(t);
      const user = await f.user();
      await publishItem('Marcador: programada', 'x', new Date(Date.now() + 3_600_000));
      expect((await gql(STATUS, {}, user.token)).newsStatus.unread).toBe(false);
    });
  });
});
