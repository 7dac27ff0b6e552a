import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config/app-config';
import {
  assertSafeKey,
  assertSafeMetadata,
  MediaMetadata,
  MediaStore,
  PUBLIC_PREFIX,
  StoredMedia,
  IMMUTABLE_CACHE_CONTROL,
} from './media-store.port';

/** S3 limits user metadata to 2 KB (names and values); a little is left for safety. */
const METADATA_LIMIT_BYTES = 1900;

/**
 * Metadata as S3 headers: values URI-encoded (headers are ASCII), the longest shortened until
 * the whole fits S3's limit.
 */
export function toS3Metadata(metadata: MediaMetadata): Record<string, string> {
  const values = new Map(Object.entries(metadata).map(([name, value]) => [name, [...value]]));
  const encoded = () =>
    Object.fromEntries(
      [...values].map(([name, chars]) => [name, encodeURIComponent(chars.join(''))]),
    );
  for (;;) {
    const current = encoded();
    const size = Object.entries(current).reduce((sum, [n, v]) => sum + n.length + v.length, 0);
    if (size <= METADATA_LIMIT_BYTES) {
      return current;
    }
    const [longest, chars] = [...values].sort((a, b) => b[1].length - a[1].length)[0];
    // each character takes up to 12 bytes encoded (a 4-byte code point is %XX × 4)
    values.set(
      longest,
      chars.slice(0, Math.max(0, chars.length - Math.ceil((size - METADATA_LIMIT_BYTES) / 12))),
    );
  }
}

function fromS3Metadata(metadata: Record<string, string> | undefined): MediaMetadata {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        return [name, value];
      }
    }),
  );
}

/** Public keys may sit behind a CDN for a year; private ones are for the app's eyes only. */
function cacheControlOf(key: string): string {
  return key.startsWith(PUBLIC_PREFIX) ? IMMUTABLE_CACHE_CONTROL : 'private, no-store';
}

export interface S3Settings extends S3Config {
  /** A CDN or public bucket URL for public keys; otherwise the app proxies them at /media. */
  publicBaseUrl?: string;
}

/** S3-compatible object storage: AWS S3, MinIO, Cloudflare R2. */
export class S3MediaStore extends MediaStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // many S3-compatible services (R2, older MinIO, emulators) reject aws-chunked trailers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(
    key: string,
    body: Buffer,
    contentType: string,
    metadata: MediaMetadata = {},
  ): Promise<void> {
    assertSafeKey(key);
    assertSafeMetadata(metadata);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
        Metadata: toS3Metadata(metadata),
      }),
    );
  }

  async putFile(key: string, path: string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: cacheControlOf(key),
      }),
    );
  }

  async get(key: string): Promise<StoredMedia | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength ?? 0,
        metadata: fromS3Metadata(object.Metadata),
      };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
        return null;
      }
      throw err;
    }
  }

  async *list(prefix?: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          ContinuationToken: token,
          Prefix: prefix || undefined,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield object.Key;
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertSafeKey);
    if (keys.length === 0) {
      return;
    }
    // DeleteObjects takes at most 1,000 keys per call
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  publicUrl(key: string): string {
    const base = this.settings.publicBaseUrl;
    return base ? `${base.replace(/\/$/, '')}/${key}` : `/media/${key.slice(PUBLIC_PREFIX.length)}`;
  }

  close(): void {
    this.client.destroy();
  }
}
