import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../../ports/image-generator';
import { download, providerFetch, REFUSED, sleep, UNAVAILABLE } from '../http-provider';

interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: string[] | string | null;
  error?: string | null;
  urls?: { get?: string };
}

function aspectRatio(width: number, height: number): string {
  return width === height ? '1:1' : width > height ? '16:9' : '2:3';
}

/**
 * Replicate predictions (FLUX.1 Schnell, FLUX.1 Kontext Dev, …): create with `Prefer: wait`, poll
 * until it settles, and copy the outputs at once (Replicate deletes them after an hour).
 */
export class ReplicateImageGenerator extends ImageGenerator {
  readonly provider = 'replicate';

  constructor(
    private readonly apiToken: string,
    private readonly baseUrl: string,
    /** owner/name of the model */
    private readonly model: string,
    private readonly pollMs = 1000,
    private readonly maxPolls = 120,
  ) {
    super();
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const headers = {
      authorization: `Bearer ${this.apiToken}`,
      'content-type': 'application/json',
      prefer: 'wait=30',
    };
    const created = await providerFetch(`${this.baseUrl}/models/${this.model}/predictions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        input: {
          prompt: job.prompt,
          aspect_ratio: aspectRatio(job.width, job.height),
          num_outputs: job.count,
          seed: job.seed,
          output_format: 'webp',
        },
      }),
    });
    let prediction = (await created.json().catch(() => ({}))) as Prediction;
    if (!created.ok) {
      throw /nsfw|safety|sensitive/i.test(JSON.stringify(prediction)) ? REFUSED() : UNAVAILABLE();
    }
    for (let poll = 0; prediction.status !== 'succeeded'; poll++) {
      if (prediction.status === 'failed' || prediction.status === 'canceled') {
        throw /nsfw|safety|sensitive/i.test(prediction.error ?? '') ? REFUSED() : UNAVAILABLE();
      }
      if (poll >= this.maxPolls || !prediction.id) {
        throw new Error('Replicate prediction did not finish in time');
      }
      await sleep(this.pollMs);
      prediction = (await (
        await providerFetch(`${this.baseUrl}/predictions/${prediction.id}`, { headers })
      ).json()) as Prediction;
    }
    const outputs = Array.isArray(prediction.output)
      ? prediction.output
      : prediction.output
        ? [prediction.output]
        : [];
    return Promise.all(
      outputs.map(async (url) => ({
        ...(await download(url)),
        width: job.width,
        height: job.height,
      })),
    );
  }
}
