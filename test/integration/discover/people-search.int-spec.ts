import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const PEOPLE = `query ($q: String!, $first: Int) {
  searchPeople(query: $q, first: $first) { id name fullname image level followerCount }
}`;

describe('people search: handles and display names, accents, case and "@" ignored, blocks applied', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let diego: TestUser;
  let fan: TestUser;
  let nandu: TestUser;
  let viewer: TestUser;

  const people = async (q: string, token?: string, first?: number) => {
    const res = await http.graphql(PEOPLE, { q, first }, token);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.searchPeople as Array<{ name: string }>).map((p) => p.name);
  };
  const named = async (user: TestUser, fullname: string) =>
    sql(t.databaseUrl, 'UPDATE users SET fullname = $2 WHERE id = $1', [user.id, fullname]);

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    const f = factories(t);
    diego = await f.user({ name: 'diego' });
    await named(diego, 'Diego Max');
    // a handle that starts like diego's and a name with diego in it: both after diego himself
    fan = await f.user({ name: 'diego_fan' });
    await named(fan, 'Fan Número Uno');
    nandu = await f.user({ name: 'nandu.p' });
    await named(nandu, 'Ñandú Pérez de Díego');
    viewer = await f.user();
  });
  afterAll(() => t.close());

  it('finds diego by handle or display name, however it is typed, the handle itself first', async () => {
    for (const q of ['diego', 'Diego Max', '@diego', 'DIEGO', 'díego', '  @Díego  ']) {
      expect((await people(q))[0]).toBe('diego');
    }
    expect(await people('diego', undefined, 10)).toEqual(['diego', 'diego_fan', 'nandu.p']);
    // any word of the name, from its start; not from the middle of a word
    expect(await people('max')).toEqual(['diego']);
    expect(await people('ego')).toEqual([]);
    expect(await people('PEREZ')).toEqual(['nandu.p']);
    expect(await people('ñandu perez')).toEqual(['nandu.p']);
    // handle characters: "diego_f" and "diego fan" both find @diego_fan
    expect(await people('diego_f')).toEqual(['diego_fan']);
    expect(await people('@diego fan')).toEqual(['diego_fan']);
    // the profile link's data comes along
    const res = await http.graphql(PEOPLE, { q: 'diego', first: 1 });
    expect(res.body.data.searchPeople).toEqual([
      {
        id: diego.id,
        name: 'diego',
        fullname: 'Diego Max',
        image: null,
        level: expect.any(String),
        followerCount: 0,
      },
    ]);
  });

  it('follows a renamed display name at once and leaves banned accounts out', async () => {
    await named(fan, 'Fanática Ártica');
    expect(await people('artica')).toEqual(['diego_fan']);
    await sql(t.databaseUrl, 'UPDATE users SET banned_at = now() WHERE id = $1', [fan.id]);
    expect(await people('artica')).toEqual([]);
    await sql(t.databaseUrl, 'UPDATE users SET banned_at = NULL WHERE id = $1', [fan.id]);
  });

  it('applies blocks either way: neither side finds the other, everyone else still does', async () => {
    const block = 'mutation ($id: ID!) { blockUser(userId: $id) }';
    const viewerName = (
      await sql<{ name: string }>(t.databaseUrl, 'SELECT name FROM users WHERE id = $1', [
        viewer.id,
      ])
    )[0].name;
    expect(await people('diego', viewer.token)).toContain('diego');
    const blocked = await http.graphql(block, { id: diego.id }, viewer.token);
    expect(blocked.body.errors).toBeUndefined();
    expect(await people('diego', viewer.token, 10)).toEqual(['diego_fan', 'nandu.p']);
    expect(await people(viewerName, diego.token)).toEqual([]);
    // visitors and third parties are not affected
    expect(await people('diego')).toContain('diego');
    expect(await people(viewerName, fan.token)).toEqual([viewerName]);
  });

  it('answers bad input with a clear error, and text with nothing to match with no one', async () => {
    const tooLong = await http.graphql(PEOPLE, { q: 'd'.repeat(201) });
    expect(tooLong.body.errors[0]).toMatchObject({
      message: 'La búsqueda no puede superar 200 caracteres.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const control = await http.graphql(PEOPLE, { q: 'die\u0000go' });
    expect(control.status).toBe(400);
    expect(control.body.errors[0]).toMatchObject({
      message: 'El texto contiene caracteres no permitidos.',
      extensions: { code: 'INVALID_CHARACTERS' },
    });
    expect(await people('@')).toEqual([]);
    expect(await people('   ')).toEqual([]);
    // LIKE's wildcards are plain characters here
    expect(await people('%')).toEqual([]);
    expect(await people('_')).toEqual([]);
    // a request for many gets at most 20
    const many = await http.graphql(PEOPLE, { q: 'diego', first: 10_000 });
    expect(many.body.data.searchPeople.length).toBeLessThanOrEqual(20);
  });
});
