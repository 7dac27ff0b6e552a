import { GenerationError } from '../../domain/generation.error';
import { ProviderOutcome } from '../../application/generation.service';
import {
  ImageGenerationJob,
  ImageGenerator,
  RenderedImage,
  SettledElsewhere,
} from '../../ports/image-generator';
import { download, providerFetch, REFUSED, sleep, UNAVAILABLE } from '../http-provider';

/** A prediction as Replicate answers it, polled or delivered to the webhook. */
export interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: string[] | string | null;
  error?: string | null;
  urls?: { get?: string };
}

function aspectRatio(width: number, height: number): string {
  return width === height ? '1:1' : width > height ? '16:9' : '2:3';
}

const flagged = (text: string) => /nsfw|safety|sensitive/i.test(text);

/** What a prediction says; outputs are copied at once (Replicate deletes them after an hour). */
export function readPrediction(prediction: Prediction): ProviderOutcome {
  if (prediction.status === 'failed' || prediction.status === 'canceled') {
    return {
      status: 'failed',
      message: (flagged(prediction.error ?? '') ? REFUSED() : UNAVAILABLE()).message,
    };
  }
  if (prediction.status !== 'succeeded') {
    return { status: 'pending' };
  }
  const outputs = Array.isArray(prediction.output)
    ? prediction.output
    : prediction.output
      ? [prediction.output]
      : [];
  return { status: 'succeeded', images: () => Promise.all(outputs.map((url) => download(url))) };
}

/** With a webhook, polling is only the safety net: five times slower, for as long in total. */
const WEBHOOK_POLL_FACTOR = 5;

/**
 * Replicate predictions (FLUX.1 Schnell, FLUX.1 Kontext Dev, …): create with `Prefer: wait` (and a
 * webhook when one is configured), poll until it settles or the webhook settled it.
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
    /** Where Replicate delivers the completed prediction, when webhooks are on. */
    private readonly webhookUrl?: string,
    private readonly timeoutMs = 120_000,
  ) {
    super();
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const headers = {
      authorization: `Bearer ${this.apiToken}`,
      'content-type': 'application/json',
      prefer: 'wait=30',
    };
    const created = await providerFetch(
      `${this.baseUrl}/models/${this.model}/predictions`,
      {
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
          ...(this.webhookUrl
            ? { webhook: this.webhookUrl, webhook_events_filter: ['completed'] }
            : {}),
        }),
      },
      this.timeoutMs,
    );
    let prediction = (await created.json().catch(() => ({}))) as Prediction;
    if (!created.ok) {
      throw flagged(JSON.stringify(prediction)) ? REFUSED() : UNAVAILABLE();
    }
    if (prediction.id) {
      await job.onSubmitted?.(prediction.id);
    }
    const factor = this.webhookUrl ? WEBHOOK_POLL_FACTOR : 1;
    for (let poll = 0; ; poll++) {
      const outcome = readPrediction(prediction);
      if (outcome.status === 'failed') {
        throw new GenerationError('GENERATION.FAILED', outcome.message);
      }
      if (outcome.status === 'succeeded') {
        return (await outcome.images()).map((image) => ({
          ...image,
          width: job.width,
          height: job.height,
        }));
      }
      if (poll >= Math.ceil(this.maxPolls / factor) || !prediction.id) {
        throw new Error('Replicate prediction did not finish in time');
      }
      await sleep(this.pollMs * factor);
      if (await job.isSettled?.()) {
        throw new SettledElsewhere();
      }
      prediction = (await (
        await providerFetch(
          `${this.baseUrl}/predictions/${prediction.id}`,
          { headers },
          this.timeoutMs,
        )
      ).json()) as Prediction;
    }
  }
}
