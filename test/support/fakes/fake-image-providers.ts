import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpFake } from './local-http-fake';
import sharp from 'sharp';

/**
 * What the next created job does: `hang` never answers the create call (a time-out), `stuck`
 * stays pending however long it is polled, `rate-limit` answers 429, `rate-limit-briefly` a 429
 * with `Retry-After: 1`.
 */
type Outcome =
  'ok' | 'nsfw' | 'failed' | 'moderated' | 'rate-limit' | 'rate-limit-briefly' | 'hang' | 'stuck';

/**
 * One local server answering as Leonardo.ai (`/leonardo/generations`, then polling
 * `/leonardo/generations/{id}` from PENDING to COMPLETE/FAILED) and as Replicate
 * (`/replicate/models/{owner}/{name}/predictions`, or `/replicate/predictions` with a `version`,
 * then `/replicate/predictions/{id}` from starting to succeeded/failed), serving the images they
 * point to under `/files/`. Like Replicate's FLUX models, it refuses `num_outputs` above 4.
 */
/** Replicate's 422 for a create call its schema refuses, or null when the input is valid. */
function replicateInputProblem(path: string, body: Record<string, unknown>) {
  const fail = (field: string, description: string) => ({
    title: 'Input validation failed',
    status: 422,
    detail: `- ${field}: ${description}\n`,
    invalid_fields: [{ type: 'invalid', field, description }],
  });
  if (path === '/replicate/predictions' && typeof body.version !== 'string') {
    return fail('version', 'version is required');
  }
  const outputs = Number((body.input as Record<string, unknown> | undefined)?.num_outputs ?? 1);
  if (outputs < 1 || outputs > 4) {
    return fail('input.num_outputs', 'Must be less than or equal to 4');
  }
  return null;
}

export class FakeImageProviders extends LocalHttpFake {
  script: Outcome[] = [];
  requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  /** Polls answer "still working" forever: only a webhook can settle (see webhookPayload). */
  holdPolls = false;
  /** The next this many polls answer 429 with `Retry-After: 1`. */
  rateLimitedPolls = 0;
  private base = '';
  private jobs = new Map<
    string,
    { outcome: Outcome; polls: number; count: number; width: number; height: number }
  >();

  async start(): Promise<string> {
    this.base = await this.listen();
    return this.base;
  }

  /** The provider's id of the last job created. */
  lastJobId(): string {
    return [...this.jobs.keys()].pop()!;
  }

  /**
   * What the provider delivers to a webhook when the job ends: Leonardo's documented
   * `image_generation.complete` envelope, or Replicate's prediction object.
   */
  webhookPayload(provider: 'leonardo' | 'replicate', id: string, outcome: 'ok' | 'failed' = 'ok') {
    const job = this.jobs.get(id)!;
    const urls = Array.from({ length: job.count }, (_, i) => `${this.base}/files/${id}-${i}.png`);
    if (provider === 'leonardo') {
      return {
        type: 'image_generation.complete',
        object: 'generation',
        timestamp: Date.now(),
        api_version: 'v1',
        data: {
          object: {
            id,
            status: outcome === 'ok' ? 'COMPLETE' : 'FAILED',
            imageWidth: job.width,
            imageHeight: job.height,
            prompt: 'fake',
            images:
              outcome === 'ok'
                ? urls.map((url, i) => ({ id: `${id}-${i}`, url, generationId: id, nsfw: false }))
                : [],
          },
        },
      };
    }
    return outcome === 'ok'
      ? { id, status: 'succeeded', output: urls, error: null, urls: {} }
      : { id, status: 'failed', output: null, error: 'CUDA out of memory', urls: {} };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = req.url ?? '/';
    this.requests.push({ path, body });
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const throttled = (retryAfter?: string) =>
      json(
        429,
        { error: 'Rate limit exceeded', detail: 'Request was throttled.' },
        retryAfter ? { 'retry-after': retryAfter } : {},
      );
    if (path.startsWith('/files/')) {
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#884466' },
      })
        .png()
        .toBuffer();
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(png);
    }
    if (req.headers.authorization !== 'Bearer test-key') {
      return json(401, { error: 'Invalid authentication' });
    }
    if (req.method === 'POST') {
      const invalid = path.startsWith('/replicate') ? replicateInputProblem(path, body) : null;
      if (invalid) {
        return json(422, invalid);
      }
      const outcome = this.script.shift() ?? 'ok';
      if (outcome === 'hang') {
        return;
      }
      if (outcome === 'rate-limit' || outcome === 'rate-limit-briefly') {
        return throttled(outcome === 'rate-limit-briefly' ? '1' : undefined);
      }
      if (outcome === 'moderated') {
        return path.startsWith('/leonardo')
          ? json(400, { error: 'content moderation filter: prompt contains inappropriate content' })
          : json(422, { detail: 'The prompt was flagged as sensitive (NSFW).' });
      }
      const id = randomUUID();
      const input = (body.input ?? body) as Record<string, number>;
      this.jobs.set(id, {
        outcome,
        polls: 0,
        count: Number(input.num_images ?? input.num_outputs ?? 1),
        width: 64,
        height: 64,
      });
      return path.startsWith('/leonardo')
        ? json(200, { sdGenerationJob: { generationId: id, apiCreditCost: 8 } })
        : json(201, {
            id,
            status: 'starting',
            output: null,
            urls: { get: `${this.base}/replicate/predictions/${id}` },
          });
    }
    if (this.rateLimitedPolls > 0) {
      this.rateLimitedPolls--;
      return throttled('1');
    }
    const id = path.split('/').pop()!;
    const job = this.jobs.get(id);
    if (!job) {
      return json(404, { error: 'not found' });
    }
    job.polls++;
    const done = job.polls >= 2 && !this.holdPolls && job.outcome !== 'stuck';
    const urls = Array.from({ length: job.count }, (_, i) => `${this.base}/files/${id}-${i}.png`);
    if (path.startsWith('/leonardo')) {
      const status = !done ? 'PENDING' : job.outcome === 'failed' ? 'FAILED' : 'COMPLETE';
      return json(200, {
        generations_by_pk: {
          id,
          status,
          generated_images:
            done && job.outcome !== 'failed'
              ? urls.map((url) => ({ url, nsfw: job.outcome === 'nsfw' }))
              : [],
        },
      });
    }
    if (!done) {
      return json(200, { id, status: 'processing', output: null });
    }
    return job.outcome === 'failed'
      ? json(200, { id, status: 'failed', error: 'CUDA out of memory', output: null })
      : json(200, { id, status: 'succeeded', output: urls });
  }
}
