import { Readable } from 'node:stream';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaStore } from './media-store.port';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

/** What every media store promises; run against local disk (unit) and an S3 emulator (integration). */
export function mediaStoreContract(name: string, create: () => Promise<MediaStore>): void {
  describe(name, () => {
    let sut: MediaStore;
    beforeAll(async () => {
      sut = await create();
    });
    const metadataOf = async (key: string) => {
      const got = await sut.get(key);
      await bytesOf(got!.body);
      return got?.metadata;
    };

    it('stores bytes with their content type and reads them back', async () => {
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      await sut.put('public/p1/w400.jpg', bytes, 'image/jpeg');
      const got = await sut.get('public/p1/w400.jpg');
      expect(got?.contentType).toBe('image/jpeg');
      expect(got?.size).toBe(bytes.length);
      expect(await bytesOf(got!.body)).toEqual(bytes);
    });

    it('stores a file from disk', async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'mixel-store-')), 'v.mp4');
      writeFileSync(path, Buffer.alloc(4096, 7));
      await sut.putFile('public/p2/video.mp4', path, 'video/mp4');
      const got = await sut.get('public/p2/video.mp4');
      expect(got?.contentType).toBe('video/mp4');
      expect((await bytesOf(got!.body)).length).toBe(4096);
    });

    it('lists every stored key, and no sidecar or temporary file', async () => {
      await sut.put('public/listed/a.webp', Buffer.from('a'), 'image/webp', { prompt: 'x' });
      await sut.put('private/listed/b.bin', Buffer.from('b'), 'application/octet-stream');
      const keys: string[] = [];
      for await (const key of sut.list()) {
        keys.push(key);
      }
      expect(keys).toEqual(
        expect.arrayContaining(['public/listed/a.webp', 'private/listed/b.bin']),
      );
      expect(keys.filter((k) => k.endsWith('.meta.json') || k.endsWith('.tmp'))).toEqual([]);
    });

    it('lists only the keys under a prefix, and nothing for a prefix with no objects', async () => {
      await sut.put('private/pfx/u1/a.zip', Buffer.from('a'), 'application/zip');
      await sut.put('private/pfx/u1/b/c.zip', Buffer.from('c'), 'application/zip');
      await sut.put('private/pfx/u10/d.zip', Buffer.from('d'), 'application/zip');
      await sut.put('private/pfx-originals/u1', Buffer.from('e'), 'image/png');
      const under = async (prefix: string) => {
        const keys: string[] = [];
        for await (const key of sut.list(prefix)) {
          keys.push(key);
        }
        return keys.sort();
      };
      expect(await under('private/pfx/u1/')).toEqual([
        'private/pfx/u1/a.zip',
        'private/pfx/u1/b/c.zip',
      ]);
      expect(await under('private/pfx-originals/u1')).toEqual(['private/pfx-originals/u1']);
      expect(await under('private/none-here/')).toEqual([]);
    });

    it('answers null for a missing key and forgets deleted ones', async () => {
      expect(await sut.get('public/nothing/here.webp')).toBeNull();
      await sut.put('private/originals/p3', Buffer.from('x'), 'image/png');
      await sut.delete(['private/originals/p3']);
      expect(await sut.get('private/originals/p3')).toBeNull();
    });

    it('refuses keys that would escape the store', async () => {
      await expect(sut.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Unsafe/,
      );
      await expect(sut.get('public/../../secrets')).rejects.toThrow(/Unsafe/);
    });

    it('keeps metadata with an object, whatever text its values hold', async () => {
      const metadata = {
        prompt: 'un ñandú "con comillas" 🐱\nen dos líneas & 100% café',
        seed: '42',
        preset: 'journey',
      };
      await sut.put('private/generations/g1/1.webp', Buffer.from('x'), 'image/webp', metadata);
      expect(await metadataOf('private/generations/g1/1.webp')).toEqual(metadata);
    });

    it('stores a value too long for object metadata, shortened to a prefix at worst', async () => {
      const prompt = 'á'.repeat(1500) + 'fin';
      await sut.put('public/g2/1.webp', Buffer.from('x'), 'image/webp', { prompt, seed: '7' });
      const stored = await metadataOf('public/g2/1.webp');
      expect(stored?.seed).toBe('7');
      expect(prompt.startsWith(stored!.prompt)).toBe(true);
      expect(stored!.prompt.length).toBeGreaterThan(100);
    });

    it('refuses metadata names that are not header-safe', async () => {
      await expect(
        sut.put('public/g3/1.webp', Buffer.from('x'), 'image/webp', { 'Bad Name': 'x' }),
      ).rejects.toThrow(/Unsafe media metadata/);
    });

    it('maps public keys to /media URLs', () => {
      expect(sut.publicUrl('public/p1/w400.webp')).toMatch(/\/p1\/w400\.webp$/);
    });
  });
}
