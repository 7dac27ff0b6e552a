import { GenerationError } from '../../domain/generation.error';
import { ProviderOutcome } from '../../application/generation.service';
import {
  ImageGenerationJob,
  ImageGenerator,
  RenderedImage,
  SettledElsewhere,
} from '../../ports/image-generator';
import { download, pollFetch, providerFetch, REFUSED, sleep, UNAVAILABLE } from '../http-provider';

/** A generation as Leonardo describes it: polled (`generated_images`) or in a webhook (`images`). */
export interface LeonardoGeneration {
  id?: string;
  status?: 'PENDING' | 'COMPLETE' | 'FAILED';
  generated_images?: Array<{ url: string; nsfw?: boolean }>;
  images?: Array<{ url: string; nsfw?: boolean }>;
}

/** What a Leonardo generation says; images flagged nsfw are not delivered. */
export function readLeonardoGeneration(
  generation: LeonardoGeneration | undefined,
): ProviderOutcome {
  if (generation?.status === 'FAILED') {
    return { status: 'failed', message: UNAVAILABLE().message };
  }
  if (generation?.status !== 'COMPLETE') {
    return { status: 'pending' };
  }
  const safe = (generation.generated_images ?? generation.images ?? []).filter(
    (image) => !image.nsfw,
  );
  if (safe.length === 0) {
    return { status: 'failed', message: REFUSED().message };
  }
  return { status: 'succeeded', images: () => Promise.all(safe.map((i) => download(i.url))) };
}

/** With webhooks on, polling is only the safety net: five times slower, for as long in total. */
const WEBHOOK_POLL_FACTOR = 5;

const STYLE_UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/**
 * The create-generation fields of a model's style: a UUID is a `styleUUID` (Phoenix, Lucid,
 * FLUX), a name like `STOCK_PHOTO` a `presetStyle` (Albedo, Lightning XL …), which needs Alchemy
 * for any style but LEONARDO and NONE.
 */
export function leonardoStyleFields(style: string | undefined): Record<string, unknown> {
  if (!style) {
    return {};
  }
  if (STYLE_UUID.test(style)) {
    return { styleUUID: style };
  }
  return style === 'LEONARDO' || style === 'NONE'
    ? { presetStyle: style }
    : { presetStyle: style, alchemy: true };
}

/**
 * Leonardo.ai REST: create a generation, poll it until COMPLETE or FAILED (or until its webhook
 * settled it), then copy the images (they expire on Leonardo's side).
 */
export class LeonardoImageGenerator extends ImageGenerator {
  readonly provider = 'leonardo';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly modelId: string,
    private readonly pollMs = 2000,
    private readonly maxPolls = 90,
    /** Leonardo calls back (configured on the API key): polling slows down. */
    private readonly webhooks = false,
    private readonly timeoutMs = 120_000,
    /** The model's style for this preset: a presetStyle name or a style UUID. */
    private readonly style?: string,
  ) {
    super();
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const headers = {
      authorization: `Bearer ${this.apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const created = await providerFetch(
      `${this.baseUrl}/generations`,
      {
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
          ...leonardoStyleFields(this.style),
        }),
      },
      this.timeoutMs,
    );
    const body = (await created.json().catch(() => ({}))) as {
      sdGenerationJob?: { generationId?: string };
      error?: string;
    };
    if (!created.ok || !body.sdGenerationJob?.generationId) {
      throw /moderat|nsfw|inappropriate/i.test(body.error ?? '') ? REFUSED() : UNAVAILABLE();
    }
    const id = body.sdGenerationJob.generationId;
    await job.onSubmitted?.(id);
    const factor = this.webhooks ? WEBHOOK_POLL_FACTOR : 1;
    for (let poll = 0; poll < Math.ceil(this.maxPolls / factor); poll++) {
      await sleep(this.pollMs * factor);
      if (await job.isSettled?.()) {
        throw new SettledElsewhere();
      }
      const polled = await pollFetch(
        `${this.baseUrl}/generations/${id}`,
        { headers },
        this.timeoutMs,
      );
      if (!polled) {
        continue;
      }
      const status = (await polled.json()) as { generations_by_pk?: LeonardoGeneration };
      const outcome = readLeonardoGeneration(status.generations_by_pk);
      if (outcome.status === 'failed') {
        throw new GenerationError('GENERATION.FAILED', outcome.message);
      }
      if (outcome.status === 'succeeded') {
        // download() measured each image: recorded at the size the provider really rendered
        return outcome.images();
      }
    }
    throw new Error('Leonardo generation did not finish in time');
  }
}
