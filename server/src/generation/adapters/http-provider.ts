import sharp from 'sharp';
import { GenerationError, ProviderRateLimited } from '../domain/generation.error';
import { RenderedImage } from '../ports/image-generator';

/** A Retry-After up to this long is waited out within the call; a longer one fails the attempt. */
const MAX_RETRY_AFTER_MS = 5_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) {
    return undefined;
  }
  const seconds = Number(header);
  if (Number.isFinite(seconds)) {
    return Math.max(0, seconds * 1000);
  }
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Transient failures (network, time-out, 5xx) throw plain errors and a 429 throws
 * ProviderRateLimited: the job retries, then refunds. A 429 asking to retry shortly is waited out
 * and the call made once more first.
 */
export async function providerFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  retriesAfterRateLimit = 1,
): Promise<Response> {
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Error(`${host} did not answer`);
  }
  if (response.status === 429) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    await response.body?.cancel();
    if (retriesAfterRateLimit > 0 && wait !== undefined && wait <= MAX_RETRY_AFTER_MS) {
      await sleep(wait);
      return providerFetch(url, init, timeoutMs, retriesAfterRateLimit - 1);
    }
    throw new ProviderRateLimited(host, wait);
  }
  if (response.status >= 500) {
    throw new Error(`${host} answered ${response.status}`);
  }
  return response;
}

export const REFUSED = () =>
  new GenerationError(
    'GENERATION.FAILED',
    'El proveedor rechazó el prompt por su política de contenido. No se cobraron créditos.',
  );
export const UNAVAILABLE = () =>
  new GenerationError(
    'GENERATION.FAILED',
    'El proveedor no pudo generar la imagen. No se cobraron créditos.',
  );

/** Finished images are fetched with a bound of their own: poll and webhook paths share it. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** A finished image as fetched, with the size its bytes really have (not the size we asked). */
export async function download(url: string): Promise<RenderedImage> {
  const response = await providerFetch(url, {}, DOWNLOAD_TIMEOUT_MS);
  if (!response.ok) {
    throw UNAVAILABLE();
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    bytes,
    contentType: response.headers.get('content-type')?.split(';')[0] ?? 'image/png',
    ...(await imageSize(bytes)),
  };
}

/** The pixel size of image bytes; bytes that are no image fail the generation. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height) {
    throw UNAVAILABLE();
  }
  return { width, height };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A status poll: a rate-limited one answers null (after its short Retry-After), since missing a
 * poll costs nothing while failing would create the work again on retry.
 */
export async function pollFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response | null> {
  try {
    return await providerFetch(url, init, timeoutMs, 0);
  } catch (err) {
    if (err instanceof ProviderRateLimited) {
      await sleep(Math.min(err.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
      return null;
    }
    throw err;
  }
}
