import { IncomingMessage, ServerResponse } from 'node:http';
import { LocalHttpFake } from './local-http-fake';
import sharp from 'sharp';

/**
 * Answers as OpenAI's `POST /v1/images/generations` documents: base64 PNGs, or its error bodies
 * (content policy 400, rate limit 429, server error 500), or no answer at all (`hang`, a time-out).
 */
export class FakeOpenAiImages extends LocalHttpFake {
  /** What the next requests get: 'ok' or one of the failures. */
  script: Array<'ok' | 'policy' | 'rate-limit' | 'server-error' | 'hang'> = [];
  requests: Array<{ authorization?: string; body: Record<string, unknown> }> = [];
  /** How long an 'ok' answer takes (a slow provider). */
  delayMs = 0;

  async start(): Promise<string> {
    return `${await this.listen()}/v1`;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) {
      raw += chunk;
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    this.requests.push({ authorization: req.headers.authorization, body });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url !== '/v1/images/generations' || req.headers.authorization !== 'Bearer sk-test') {
      return json(401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    const next = this.script.shift() ?? 'ok';
    if (next === 'hang') {
      return;
    }
    if (next === 'policy') {
      return json(400, {
        error: {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'image_generation_user_error',
          code: 'moderation_blocked',
        },
      });
    }
    if (next === 'rate-limit') {
      return json(429, {
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      });
    }
    if (next === 'server-error') {
      return json(500, { error: { message: 'The server had an error', type: 'server_error' } });
    }
    if (this.delayMs > 0) {
      await new Promise((r) => setTimeout(r, this.delayMs));
    }
    const [w, h] = String(body.size).split('x').map(Number);
    const png = await sharp({ create: { width: w, height: h, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    json(200, {
      created: Math.floor(Date.now() / 1000),
      data: Array.from({ length: Number(body.n) }, () => ({ b64_json: png.toString('base64') })),
      usage: { total_tokens: 100 },
    });
  }
}
