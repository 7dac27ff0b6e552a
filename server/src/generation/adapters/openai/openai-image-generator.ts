import { ImageGenerationJob, ImageGenerator, RenderedImage } from '../../ports/image-generator';
import { imageSize, providerFetch, REFUSED, UNAVAILABLE } from '../http-provider';

/** The sizes OpenAI's image models accept, for our three dimensions. */
function sizeFor(width: number, height: number): string {
  if (width === height) {
    return '1024x1024';
  }
  return width > height ? '1536x1024' : '1024x1536';
}

interface OpenAiError {
  error?: { message?: string; code?: string; type?: string };
}

/** OpenAI Images (the GPT-Image preset): synchronous, base64 results. */
export class OpenAiImageGenerator extends ImageGenerator {
  readonly provider = 'openai';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly model: string,
    private readonly timeoutMs = 120_000,
  ) {
    super();
  }

  async generate(job: ImageGenerationJob): Promise<RenderedImage[]> {
    const size = sizeFor(job.width, job.height);
    const response = await providerFetch(
      `${this.baseUrl.replace(/\/$/, '')}/images/generations`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: this.model,
          prompt: job.prompt,
          n: job.count,
          size,
          quality: job.mode === 'consistent' ? 'high' : 'medium',
        }),
      },
      this.timeoutMs,
    );
    const body = (await response.json().catch(() => ({}))) as OpenAiError & {
      data?: Array<{ b64_json?: string }>;
    };
    if (!response.ok) {
      if (
        body.error?.code === 'content_policy_violation' ||
        body.error?.code === 'moderation_blocked'
      ) {
        throw REFUSED();
      }
      throw UNAVAILABLE();
    }
    const images = (body.data ?? [])
      .filter((d): d is { b64_json: string } => typeof d.b64_json === 'string')
      .map((d) => Buffer.from(d.b64_json, 'base64'));
    // recorded at the size the bytes really have, whatever size was asked
    return Promise.all(
      images.map(async (bytes) => ({
        bytes,
        contentType: 'image/png',
        ...(await imageSize(bytes)),
      })),
    );
  }
}
