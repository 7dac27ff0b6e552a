import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../../ports/image-generator';
import { download, providerFetch, REFUSED, sleep, UNAVAILABLE } from '../http-provider';

interface GenerationStatus {
  generations_by_pk?: {
    status?: 'PENDING' | 'COMPLETE' | 'FAILED';
    generated_images?: Array<{ url: string; nsfw?: boolean }>;
  };
}

/**
 * Leonardo.ai REST: create a generation, poll it until COMPLETE or FAILED, then copy the images
 * (they expire on Leonardo's side). Images flagged nsfw are not delivered.
 */
export class LeonardoImageGenerator extends ImageGenerator {
  readonly provider = 'leonardo';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly modelId: string,
    private readonly pollMs = 2000,
    private readonly maxPolls = 90,
  ) {
    super();
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const headers = {
      authorization: `Bearer ${this.apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const created = await providerFetch(`${this.baseUrl}/generations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        modelId: this.modelId,
        prompt: job.prompt,
        width: job.width,
        height: job.height,
        num_images: job.count,
        seed: job.seed,
        public: !job.privateMode,
        alchemy: job.mode === 'consistent',
      }),
    });
    const body = (await created.json().catch(() => ({}))) as {
      sdGenerationJob?: { generationId?: string };
      error?: string;
    };
    if (!created.ok || !body.sdGenerationJob?.generationId) {
      throw /moderat|nsfw|inappropriate/i.test(body.error ?? '') ? REFUSED() : UNAVAILABLE();
    }
    const id = body.sdGenerationJob.generationId;
    for (let poll = 0; poll < this.maxPolls; poll++) {
      await sleep(this.pollMs);
      const status = (await (
        await providerFetch(`${this.baseUrl}/generations/${id}`, { headers })
      ).json()) as GenerationStatus;
      const generation = status.generations_by_pk;
      if (generation?.status === 'FAILED') {
        throw UNAVAILABLE();
      }
      if (generation?.status === 'COMPLETE') {
        const safe = (generation.generated_images ?? []).filter((image) => !image.nsfw);
        if (safe.length === 0) {
          throw REFUSED();
        }
        return Promise.all(
          safe.map(async (image) => ({
            ...(await download(image.url)),
            width: job.width,
            height: job.height,
          })),
        );
      }
    }
    throw new Error('Leonardo generation did not finish in time');
  }
}
