import { Injectable } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { ArchiveEntry, ArchiveWriter } from '../../ports/archive-writer';

/** Formats that are compressed already: stored as they are, deflating them only costs CPU. */
const STORED = /\.(jpe?g|png|webp|gif|avif|heic|heif|mp4|mov|webm|zip)$/i;

/**
 * A zip through yazl: entries are opened one at a time as the archive is written (media streamed
 * from the store), into a temporary file that is then moved into the store, so memory stays flat.
 */
@Injectable()
export class YazlArchiveWriter extends ArchiveWriter {
  constructor(private readonly media: MediaStore) {
    super();
  }

  async write(key: string, entries: ArchiveEntry[], missing: string[]): Promise<number> {
    const dir = await mkdtemp(join(tmpdir(), 'mixel-export-'));
    const path = join(dir, 'archive.zip');
    try {
      const zip = new ZipFile();
      const written = pipeline(zip.outputStream as Readable, createWriteStream(path));
      const failed = new Promise<never>((_, reject) => zip.on('error', reject));
      for (const entry of entries) {
        const compress = !STORED.test(entry.name);
        zip.addReadStreamLazy(entry.name, { compress }, (cb) => {
          if ('text' in entry) {
            cb(null, Readable.from([Buffer.from(entry.text(), 'utf8')]));
            return;
          }
          this.media.get(entry.mediaKey).then(
            (stored) => {
              if (!stored) {
                missing.push(entry.name);
              }
              cb(null, stored?.body ?? Readable.from([]));
            },
            (err: unknown) => cb(err, Readable.from([])),
          );
        });
      }
      zip.end();
      await Promise.race([written, failed]);
      await this.media.putFile(key, path, 'application/zip');
      return (await stat(path)).size;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
