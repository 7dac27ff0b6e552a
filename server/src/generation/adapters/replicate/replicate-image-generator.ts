import { GenerationError } from '../../domain/generation.error';
import { ProviderOutcome } from '../../application/generation.service';
import {
  ImageGenerationJob,
  ImageGenerator,
  RenderedImage,
  SettledElsewhere,
} from '../../ports/image-generator';
import { download, pollFetch, providerFetch, REFUSED, sleep, UNAVAILABLE } from '../http-provider';

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

/** FLUX models on Replicate answer 422 for `num_outputs` above 4. */
export const MAX_OUTPUTS_PER_PREDICTION = 4;

/** `owner/name` runs the model's latest version; `owner/name:version` pins a community model. */
function parseModel(model: string): { name: string; version?: string } {
  const [name, version] = model.split(':');
  return { name, version: version || undefined };
}

/**
 * Replicate predictions (FLUX.1 Schnell, FLUX.1 Kontext Dev, community models pinned to a
 * version, …): create with `Prefer: wait` (and a webhook when one is configured), poll until it
 * settles or the webhook settled it. More images than one prediction gives are asked for in
 * several predictions at once; those are only polled, since a webhook settles a generation whole.
 */
export class ReplicateImageGenerator extends ImageGenerator {
  readonly provider = 'replicate';

  constructor(
    private readonly apiToken: string,
    private readonly baseUrl: string,
    /** owner/name of an official model, or owner/name:version of any model */
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
    if (job.count <= MAX_OUTPUTS_PER_PREDICTION) {
      return this.predict(job, job.count, job.seed, true);
    }
    const counts: number[] = [];
    for (let left = job.count; left > 0; left -= MAX_OUTPUTS_PER_PREDICTION) {
      counts.push(Math.min(left, MAX_OUTPUTS_PER_PREDICTION));
    }
    const stop = { stopped: false };
    try {
      // each part gets its own seed, or the parts would repeat the same images
      const parts = await Promise.all(
        counts.map((count, i) => this.predict(job, count, job.seed + i, false, stop)),
      );
      return parts.flat();
    } finally {
      stop.stopped = true;
    }
  }

  /**
   * One prediction of `count` outputs. `whole`: it is the generation's only prediction, so its
   * id is reported (webhooks find the generation by it) and Replicate is asked to call back.
   */
  private async predict(
    job: ImageGenerationJob,
    count: number,
    seed: number,
    whole: boolean,
    stop = { stopped: false },
  ): Promise<RenderedImage[]> {
    const headers = {
      authorization: `Bearer ${this.apiToken}`,
      'content-type': 'application/json',
      prefer: 'wait=30',
    };
    const { name, version } = parseModel(this.model);
    const webhookUrl = whole ? this.webhookUrl : undefined;
    const created = await providerFetch(
      version ? `${this.baseUrl}/predictions` : `${this.baseUrl}/models/${name}/predictions`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ...(version ? { version } : {}),
          input: {
            prompt: job.prompt,
            aspect_ratio: aspectRatio(job.width, job.height),
            num_outputs: count,
            seed,
            output_format: 'webp',
            // FLUX.1 Kontext models edit the image given as `input_image` (a URI; a data URL for
            // files this small, per Replicate's HTTP API)
            ...(job.inputImage
              ? {
                  input_image: `data:${job.inputImage.contentType};base64,${job.inputImage.bytes.toString('base64')}`,
                }
              : {}),
          },
          ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: ['completed'] } : {}),
        }),
      },
      this.timeoutMs,
    );
    let prediction = (await created.json().catch(() => ({}))) as Prediction;
    if (!created.ok) {
      throw flagged(JSON.stringify(prediction)) ? REFUSED() : UNAVAILABLE();
    }
    if (prediction.id && whole) {
      await job.onSubmitted?.(prediction.id);
    }
    const factor = webhookUrl ? WEBHOOK_POLL_FACTOR : 1;
    for (let poll = 0; ; poll++) {
      const outcome = readPrediction(prediction);
      if (outcome.status === 'failed') {
        throw new GenerationError('GENERATION.FAILED', outcome.message);
      }
      if (outcome.status === 'succeeded') {
        // download() measured each image: recorded at the size the provider really rendered
        return outcome.images();
      }
      if (poll >= Math.ceil(this.maxPolls / factor) || !prediction.id) {
        throw new Error('Replicate prediction did not finish in time');
      }
      await sleep(this.pollMs * factor);
      if (stop.stopped) {
        throw new Error('Another part of the generation failed');
      }
      if (await job.isSettled?.()) {
        throw new SettledElsewhere();
      }
      const polled = await pollFetch(
        `${this.baseUrl}/predictions/${prediction.id}`,
        { headers },
        this.timeoutMs,
      );
      if (polled) {
        prediction = (await polled.json()) as Prediction;
      }
    }
  }
}
