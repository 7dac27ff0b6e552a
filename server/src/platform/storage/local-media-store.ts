import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import {
  assertSafeKey,
  assertSafeMetadata,
  MediaMetadata,
  MediaStore,
  PUBLIC_PREFIX,
  StoredMedia,
} from './media-store.port';

interface Sidecar {
  contentType: string;
  metadata?: MediaMetadata;
}

/**
 * The embedded default: files under <dataDir>/media, each with a JSON sidecar for its type and
 * metadata.
 */
export class LocalMediaStore extends MediaStore {
  constructor(
    private readonly root: string,
    private readonly publicBaseUrl = '/media',
  ) {
    super();
  }

  async put(
    key: string,
    body: Buffer,
    contentType: string,
    metadata: MediaMetadata = {},
  ): Promise<void> {
    assertSafeMetadata(metadata);
    await this.write(key, { contentType, metadata }, (tmp) => writeFile(tmp, body));
  }

  async putFile(key: string, path: string, contentType: string): Promise<void> {
    await this.write(key, { contentType }, (tmp) => copyFile(path, tmp));
  }

  async get(key: string): Promise<StoredMedia | null> {
    assertSafeKey(key);
    const path = this.path(key);
    try {
      const [info, sidecar] = await Promise.all([
        stat(path),
        readFile(`${path}.meta.json`, 'utf8'),
      ]);
      const { contentType, metadata } = JSON.parse(sidecar) as Sidecar;
      return {
        body: createReadStream(path),
        contentType,
        size: info.size,
        metadata: metadata ?? {},
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return null;
      }
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(
      keys.flatMap((key) => {
        assertSafeKey(key);
        return [
          rm(this.path(key), { force: true }),
          rm(`${this.path(key)}.meta.json`, { force: true }),
        ];
      }),
    );
  }

  async *list(prefix = ''): AsyncIterable<string> {
    if (prefix) {
      assertSafeKey(prefix.replace(/\/$/, ''));
    }
    // only the folder the prefix points into is read
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    let entries;
    try {
      entries = await readdir(join(this.root, folder), { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return;
      }
      throw err;
    }
    for (const entry of entries) {
      // sidecars go with their object; .tmp files are writes still under way
      if (entry.isFile() && !entry.name.endsWith('.meta.json') && !entry.name.endsWith('.tmp')) {
        const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
        if (key.startsWith(prefix)) {
          yield key;
        }
      }
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${key.slice(PUBLIC_PREFIX.length)}`;
  }

  private path(key: string): string {
    return join(this.root, key);
  }

  /**
   * Writes both files to temporary names and renames them, sidecar first: a reader sees the old
   * pair or the new one, never half a file (renames within a folder are atomic).
   */
  private async write(
    key: string,
    sidecar: Sidecar,
    fill: (tmp: string) => Promise<void>,
  ): Promise<void> {
    assertSafeKey(key);
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    const sidecarTmp = `${tmp}.meta.json`;
    try {
      await fill(tmp);
      await writeFile(sidecarTmp, JSON.stringify(sidecar));
      await rename(sidecarTmp, `${path}.meta.json`);
      await rename(tmp, path);
    } catch (err) {
      await Promise.all([rm(tmp, { force: true }), rm(sidecarTmp, { force: true })]);
      throw err;
    }
  }
}
