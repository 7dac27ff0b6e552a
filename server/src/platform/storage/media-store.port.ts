import type { Readable } from 'node:stream';

export interface StoredMedia {
  body: Readable;
  contentType: string;
  size: number;
  /** What the object was stored with (see MediaMetadata). */
  metadata?: MediaMetadata;
}

/**
 * Descriptive fields kept with an object (a generated image's prompt, seed …): lowercase names of
 * letters, digits and dashes; values any text. S3 keeps them as x-amz-meta-* headers (values
 * URI-encoded, and shortened to fit its 2 KB limit), the local store in the object's sidecar.
 */
export type MediaMetadata = Record<string, string>;

/**
 * Where media bytes live: local disk under the data directory by default, S3-compatible object
 * storage when S3_* is set. Keys under `public/` may be served to anyone; other keys (originals)
 * never leave the server except through a use case that decides so.
 */
export abstract class MediaStore {
  abstract put(
    key: string,
    body: Buffer,
    contentType: string,
    metadata?: MediaMetadata,
  ): Promise<void>;
  /** Stores a file from disk (large videos) without reading it into memory. */
  abstract putFile(key: string, path: string, contentType: string): Promise<void>;
  abstract get(key: string): Promise<StoredMedia | null>;
  abstract delete(keys: string[]): Promise<void>;
  /**
   * Every stored key, in no set order (backups copy the whole store through it); with a prefix,
   * only the keys that start with it (a deleted account's media).
   */
  abstract list(prefix?: string): AsyncIterable<string>;
  /** The URL browsers use for a public key. */
  abstract publicUrl(key: string): string;

  /** The whole object in memory (images); null when missing. */
  async getBytes(key: string): Promise<Buffer | null> {
    const stored = await this.get(key);
    if (!stored) {
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) {
      chunks.push(Buffer.from(chunk as Buffer));
    }
    return Buffer.concat(chunks);
  }
}

export const PUBLIC_PREFIX = 'public/';

/** Keys are ours (ids and variant names), but a key reaching the store must never escape it. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

export function assertSafeMetadata(metadata: MediaMetadata): void {
  for (const name of Object.keys(metadata)) {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(name)) {
      throw new Error(`Unsafe media metadata name: ${name}`);
    }
  }
}

/** Public media keys never change content: caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
