import { GenerationError } from '../domain/generation.error';

/** Transient failures (network, time-out, 429, 5xx) throw plain errors: the job retries, then refunds. */
export async function providerFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Error(`${new URL(url).host} did not answer`);
  }
  if (response.status === 429 || response.status >= 500) {
    throw new Error(`${new URL(url).host} answered ${response.status}`);
  }
  return response;
}

export const REFUSED = () =>
  new GenerationError(
    'GENERATION.FAILED',
    'El proveedor rechazó el prompt por su política de contenido. No se cobraron tokens.',
  );
export const UNAVAILABLE = () =>
  new GenerationError(
    'GENERATION.FAILED',
    'El proveedor no pudo generar la imagen. No se cobraron tokens.',
  );

/** Finished images are fetched with a bound of their own: poll and webhook paths share it. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

export async function download(
  url: string,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<{ bytes: Buffer; contentType: string }> {
  const response = await providerFetch(url, {}, timeoutMs);
  if (!response.ok) {
    throw UNAVAILABLE();
  }
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')?.split(';')[0] ?? 'image/png',
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
