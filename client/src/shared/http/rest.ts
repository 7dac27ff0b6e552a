import { readToken } from '../session/token-storage';

/** The spec's REST answers: `{ ok: true, message?, data }` or `{ ok: false, code, message }`. */
export interface RestOk<T> {
  ok: true;
  message?: string;
  data: T;
}

export interface RestFailure {
  ok: false;
  code?: string;
  message?: string;
}

/** A failed REST call: the server's code and Spanish message when it sent them. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toResult<T>(status: number, text: string): T {
  const body = parseBody(text) as RestOk<T> | RestFailure | null;
  if (status >= 200 && status < 300 && body && body.ok) {
    return body.data;
  }
  const failure = body && !body.ok ? body : null;
  throw new RestError(failure?.message ?? `HTTP ${status}`, status, failure?.code ?? null);
}

export interface PostFormOptions {
  /** Called with 0–1 as the request body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with the bearer token. XMLHttpRequest rather than fetch because only it
 * reports upload progress.
 */
export function postForm<T>(
  url: string,
  form: FormData,
  options: PostFormOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(authorizationHeader())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(event.loaded / event.total);
      }
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(toResult<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => reject(new RestError('network', 0, null)));
    xhr.addEventListener('abort', () => reject(new RestError('aborted', 0, 'ABORTED')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Fetches a file with the bearer token; answers the blob, its name and the response headers. */
export async function fetchAttachment(
  url: string,
): Promise<{ blob: Blob; filename: string | null; headers: Headers }> {
  const response = await fetch(url, { headers: authorizationHeader() });
  if (!response.ok) {
    toResult<never>(response.status, await response.text());
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = match ? decodeURIComponent(match[1]) : null;
  return { blob: await response.blob(), filename, headers: response.headers };
}
