import { factories } from '../../support/factories';
import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { FakeImageProviders } from '../../support/fakes/fake-image-providers';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const LEONARDO_KEY = 'leonardo-callback-key-0123456789';

describe('a provider slower than the request waits', () => {
  const providers = new FakeImageProviders();
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const clients: Client[] = [];

  beforeAll(async () => {
    const base = await providers.start();
    t = await startTestApp({
      LEONARDO_API_KEY: 'test-key',
      LEONARDO_BASE_URL: `${base}/leonardo`,
      LEONARDO_WEBHOOK_KEY: LEONARDO_KEY,
      GENERATION_POLL_MS: '50',
      GENERATION_WAIT_MS: '600',
      GENERATION_PRESET_PROVIDERS: 'lucid-realism=leonardo:05ce0082-2d80-4a2d-8653-4d1c85e2418e',
    });
    http = api(t.baseUrl);
    providers.holdPolls = true;
  });
  afterAll(async () => {
    providers.holdPolls = false;
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
    await providers.stop();
  });

  const signUp = () => factories(t).user();
  /** The first `generationUpdated` event the user receives. */
  function nextUpdate(token: string) {
    const client = createClient({
      url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    return new Promise<{ id: string; status: string }>((resolve, reject) => {
      const dispose = client.subscribe(
        { query: 'subscription { generationUpdated { id status } }' },
        {
          next: (value) => {
            dispose();
            resolve(
              (value.data as { generationUpdated: { id: string; status: string } })
                .generationUpdated,
            );
          },
          error: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
          complete: () => undefined,
        },
      );
    });
  }
  const providerJobOf = async (generationId: string) =>
    (
      await sql<{ provider_job_id: string }>(
        t.databaseUrl,
        'SELECT provider_job_id FROM generations WHERE id = $1',
        [generationId],
      )
    )[0].provider_job_id;
  const settle = async (generationId: string) =>
    fetch(`${t.baseUrl}/api/ai/webhooks/leonardo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${LEONARDO_KEY}` },
      body: JSON.stringify(providers.webhookPayload('leonardo', await providerJobOf(generationId))),
    });

  it('answers 202 with the generation still running, and delivers the images later through generationUpdated', async () => {
    const user = await signUp();
    const update = nextUpdate(user.token);
    const res = await http.post(
      '/api/ai/predictions',
      { prompt: 'un tren lento', model: 'lucid-realism' },
      user.token,
    );
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      ok: true,
      status: 'running',
      id: expect.any(String),
      remainingTokens: 940,
      results: [],
      message: 'La generación sigue en curso: aparecerá en tu historial cuando termine.',
      data: { status: 'running', images: [] },
    });

    expect((await settle(res.body.id)).status).toBe(200);
    expect(await update).toEqual({ id: res.body.id, status: 'completed' });
    const listed = await http.get('/api/ai/generations?mine=true', user.token);
    expect(listed.body.data.generations[0]).toMatchObject({ id: res.body.id, status: 'completed' });
    expect(listed.body.data.images).toHaveLength(1);
  });

  it('answers the GraphQL generate mutation with the generation still running', async () => {
    const user = await signUp();
    const res = await http.graphql(
      `mutation { generate(input: { prompt: "un barco lento", model: "lucid-realism" }) {
        remainingTokens generation { id status images { url } } } }`,
      {},
      user.token,
    );
    expect(res.body.data.generate).toMatchObject({
      remainingTokens: 940,
      generation: { status: 'running', images: [] },
    });
    expect((await settle(res.body.data.generate.generation.id)).status).toBe(200);
  });
});
