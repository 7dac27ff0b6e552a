import type { Readable } from 'node:stream';

export interface StoredMedia {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where media bytes live: local disk under the data directory by default, S3-compatible object
 * storage when S3_* is set. Keys under `public/` may be served to anyone; other keys (originals)
 * never leave the server except through a use case that decides so.
 */
export abstract class MediaStore {
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk (large videos) without reading it into memory. */
  abstract putFile(key: string, path: string, contentType: string): Promise<void>;
  abstract get(key: string): Promise<StoredMedia | null>;
  abstract delete(keys: string[]): Promise<void>;
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
