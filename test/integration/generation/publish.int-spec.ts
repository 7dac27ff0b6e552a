import { factories } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

describe('publishing a generation as a post (publishGeneration, POST /api/ai/generations/{id}/publish)', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;

  const PUBLISH = `mutation Publish($input: PublishGenerationInput!) {
    publishGeneration(input: $input) {
      id title desc status visibility category
      generation { prompt model modelName imageDimensions generationMode seed showPrompt }
    }
  }`;
  const DETAIL = `query Detail($id: ID!) {
    post(id: $id) { post { id status blurhash variants { format } generation { prompt modelName seed showPrompt } } }
  }`;

  const signUp = (plan: 'free' | 'max' = 'free') => factories(t).user({ plan });

  async function generate(
    token: string,
    prompt = 'un faro bajo la tormenta',
    extra: Record<string, unknown> = {},
  ) {
    const res = await http.post('/api/ai/predictions', { prompt, ...extra }, token);
    expect(res.status).toBe(200);
    return res.body.data as { id: string; seed: number; images: unknown[] };
  }

  async function waitForReady(id: string, token?: string) {
    for (let i = 0; i < 100; i++) {
      const res = await http.get(`/api/image/image-detail/${id}`, token);
      if (res.body.data?.status === 'ready') {
        return res.body.data;
      }
      if (res.body.data?.status === 'failed') {
        throw new Error(`post ${id} failed`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`post ${id} never became ready`);
  }

  const search = async (q: string) =>
    (
      (await http.get(`/api/image/contents?q=${encodeURIComponent(q)}`)).body.data.images as Array<{
        id: string;
      }>
    ).map((p) => p.id);

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
  });
  afterAll(() => t.close());

  it('publishes a generated image through the upload pipeline, with the prompt, model, dimensions, mode and seed', async () => {
    const user = await signUp();
    const generation = await generate(user.token);
    const res = await http.graphql(
      PUBLISH,
      { input: { generationId: generation.id, title: 'Faro #paisaje', desc: 'Hecho con IA' } },
      user.token,
    );
    expect(res.body.errors).toBeUndefined();
    const post = res.body.data.publishGeneration;
    expect(post).toMatchObject({
      title: 'Faro #paisaje',
      desc: 'Hecho con IA',
      visibility: 'public',
      category: 'Paisajes',
      generation: {
        prompt: 'un faro bajo la tormenta',
        model: 'journey',
        modelName: 'Journey',
        imageDimensions: '1:1',
        generationMode: 'fast',
        seed: generation.seed,
        showPrompt: true,
      },
    });
    const ready = await waitForReady(post.id);
    expect(ready).toMatchObject({ width: 1024, height: 1024, kind: 'image' });
    expect(ready.blurhash).toEqual(expect.any(String));
    expect(ready.variants.map((v: { format: string }) => v.format)).toContain('webp');
    // a visitor sees how it was made
    const seen = await http.graphql(DETAIL, { id: post.id });
    expect(seen.body.data.post.post.generation).toEqual({
      prompt: 'un faro bajo la tormenta',
      modelName: 'Journey',
      seed: generation.seed,
      showPrompt: true,
    });
  });

  it('answers the existing post when the same image is published again, even concurrently', async () => {
    const user = await signUp();
    const generation = await generate(user.token);
    const input = { generationId: generation.id, title: 'Una sola vez' };
    const [a, b] = await Promise.all([
      http.graphql(PUBLISH, { input }, user.token),
      http.graphql(PUBLISH, { input }, user.token),
    ]);
    expect(a.body.data.publishGeneration.id).toBe(b.body.data.publishGeneration.id);
    const again = await http.post(
      `/api/ai/generations/${generation.id}/publish`,
      { title: 'Otro título' },
      user.token,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      ok: true,
      message: 'Ya publicada',
      data: { id: a.body.data.publishGeneration.id, created: false },
    });
    const [{ n }] = await sql<{ n: string }>(
      t.databaseUrl,
      'SELECT count(*) AS n FROM posts WHERE generation_id = $1',
      [generation.id],
    );
    expect(Number(n)).toBe(1);
  });

  it('publishes each image of a generation over REST, archived when asked', async () => {
    const user = await signUp('max');
    const generation = await generate(user.token, 'dos lunas', { numberOfImages: 2 });
    const second = await http.post(
      `/api/ai/generations/${generation.id}/publish`,
      { imageIndex: 1, title: 'La segunda', visibility: 'archived' },
      user.token,
    );
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ ok: true, message: 'Subido', data: { created: true } });
    const first = await http.post(
      `/api/ai/generations/${generation.id}/publish`,
      { title: 'La primera' },
      user.token,
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Publicado');
    expect(first.body.data.id).not.toBe(second.body.data.id);
  });

  it('hides a hidden prompt from others but not from its creator', async () => {
    const user = await signUp();
    const generation = await generate(user.token, 'receta secreta de colores');
    const res = await http.graphql(
      PUBLISH,
      { input: { generationId: generation.id, title: 'Sin prompt', showPrompt: false } },
      user.token,
    );
    const id = res.body.data.publishGeneration.id;
    expect(res.body.data.publishGeneration.generation).toMatchObject({
      prompt: 'receta secreta de colores',
      showPrompt: false,
    });
    await waitForReady(id);
    expect((await http.graphql(DETAIL, { id })).body.data.post.post.generation).toBeNull();
    const stranger = await signUp();
    expect(
      (await http.get(`/api/image/image-detail/${id}`, stranger.token)).body.data.generation,
    ).toBeNull();
    expect(
      (await http.get(`/api/image/image-detail/${id}`, user.token)).body.data.generation,
    ).toMatchObject({ prompt: 'receta secreta de colores' });
  });

  it('finds a generated post by a word only in its prompt, unless the prompt is hidden', async () => {
    const user = await signUp('max');
    const shown = await generate(user.token, 'un ornitorrinco tocando el violonchelo');
    const hidden = await generate(user.token, 'un armadillo tocando el violonchelo');
    const a = await http.post(
      `/api/ai/generations/${shown.id}/publish`,
      { title: 'Concierto' },
      user.token,
    );
    const b = await http.post(
      `/api/ai/generations/${hidden.id}/publish`,
      { title: 'Concierto', showPrompt: false },
      user.token,
    );
    await waitForReady(a.body.data.id);
    await waitForReady(b.body.data.id);
    expect(await search('ornitorrinco')).toEqual([a.body.data.id]);
    expect(await search('armadillo')).toEqual([]);
    expect(await search('violonchelos')).toEqual([a.body.data.id]);
    // the title still finds both
    expect((await search('concierto')).sort()).toEqual([a.body.data.id, b.body.data.id].sort());
  });

  it('refuses unknown, foreign, unfinished and failed generations, a missing image and an empty title', async () => {
    const owner = await signUp();
    const other = await signUp();
    const generation = await generate(owner.token);
    const publish = (id: string, body: Record<string, unknown>, token: string) =>
      http.post(`/api/ai/generations/${id}/publish`, body, token);

    const unknown = await publish(
      '00000000-0000-4000-8000-000000000000',
      { title: 'x' },
      owner.token,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GENERATION.NOT_FOUND']);
    expect((await publish('no-es-un-id', { title: 'x' }, owner.token)).status).toBe(404);

    const foreign = await publish(generation.id, { title: 'Robada' }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      code: 'GENERATION.NOT_OWNER',
      message: 'Solo puedes publicar imágenes que generaste tú.',
    });

    const badIndex = await publish(generation.id, { title: 'x', imageIndex: 3 }, owner.token);
    expect(badIndex.status).toBe(400);
    expect(badIndex.body).toMatchObject({
      code: 'GENERATION.INVALID_IMAGE',
      message: 'La generación tiene 1 imagen: imageIndex va de 0 a 0.',
    });
    expect((await publish(generation.id, { title: 'x', imageIndex: -1 }, owner.token)).status).toBe(
      400,
    );

    const empty = await publish(generation.id, { title: '   ' }, owner.token);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'CONTENT.TITLE_REQUIRED',
      message: 'El título es obligatorio.',
    });
    const gqlEmpty = await http.graphql(
      PUBLISH,
      { input: { generationId: generation.id, title: '' } },
      owner.token,
    );
    expect(gqlEmpty.body.errors[0].extensions.code).toBe('CONTENT.TITLE_REQUIRED');

    await sql(
      t.databaseUrl,
      `UPDATE generations SET status = 'failed', images = '[]' WHERE id = $1`,
      [generation.id],
    );
    const failed = await publish(generation.id, { title: 'x' }, owner.token);
    expect(failed.status).toBe(409);
    expect(failed.body).toMatchObject({
      code: 'GENERATION.NOT_PUBLISHABLE',
      message: 'Esta generación falló: no tiene imágenes para publicar.',
    });
    await sql(t.databaseUrl, `UPDATE generations SET status = 'running' WHERE id = $1`, [
      generation.id,
    ]);
    expect((await publish(generation.id, { title: 'x' }, owner.token)).body.code).toBe(
      'GENERATION.NOT_PUBLISHABLE',
    );
    expect((await publish(generation.id, { title: 'x' }, '')).status).toBe(401);
    const [{ n }] = await sql<{ n: string }>(
      t.databaseUrl,
      'SELECT count(*) AS n FROM posts WHERE author_id IN ($1, $2)',
      [owner.id, other.id],
    );
    expect(Number(n)).toBe(0);
  });
});
