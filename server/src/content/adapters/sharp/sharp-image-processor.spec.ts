import { decode as decodeBlurhash, isBlurhashValid } from 'blurhash';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  photoLikeJpeg,
  photoLikePixels,
  pngDeclaring,
} from '../../../../../test/fixtures/media/synthetic-media';
import { ContentError } from '../../domain/content.error';
import { IMAGE_MAX_BYTES } from '../../domain/media-limits';
import { phashDistance } from '../../domain/perceptual-hash';
import { ImageVariant } from '../../ports/image-processor';
import { SharpImageProcessor } from './sharp-image-processor';

const HEIC_FIXTURE = join(__dirname, '../../../../../test/fixtures/media/sample.heic');

function solid(width: number, height: number, colour: string): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A 1000×500 photo-like JPEG tagged with GPS, camera EXIF and orientation 6 (shown as 500×1000). */
async function phonePhoto(): Promise<Buffer> {
  const pixels = await photoLikePixels(1000, 500, 7, 6);
  return sharp(pixels, { raw: { width: 1000, height: 500, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera', Copyright: 'Ana' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContentError) {
      return error.code;
    }
    throw error;
  }
  return 'accepted';
}

async function collect(
  run: (onVariant: (v: ImageVariant) => Promise<void>) => Promise<unknown>,
): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  await run(async (v) => {
    variants.push(v);
  });
  return variants;
}

function hexDistance(a: string, b: string): number {
  const channels = (hex: string): number[] =>
    [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.max(...x.map((v, i) => Math.abs(v - y[i])));
}

async function meanAbsoluteDifference(a: Buffer, b: Buffer, width: number): Promise<number> {
  const raw = (input: Buffer): Promise<Buffer> =>
    sharp(input).resize({ width }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) {
    sum += Math.abs(x[i] - y[i]);
  }
  return sum / x.length;
}

describe(SharpImageProcessor.name, () => {
  const sut = new SharpImageProcessor();

  describe('probe', () => {
    it('identifies every accepted format by its bytes', async () => {
      const base = solid(64, 48, '#3366cc');
      const frames = await Promise.all(
        ['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(64, 48, c).png().toBuffer()),
      );
      const inputs = {
        jpeg: await base.clone().jpeg().toBuffer(),
        png: await base.clone().png().toBuffer(),
        webp: await base.clone().webp().toBuffer(),
        avif: await base.clone().avif({ effort: 0 }).toBuffer(),
        gif: await sharp(frames, { join: { animated: true } })
          .gif()
          .toBuffer(),
      };
      for (const [format, bytes] of Object.entries(inputs)) {
        await expect(sut.probe(bytes)).resolves.toEqual({
          format,
          width: 64,
          height: 48,
          pages: format === 'gif' ? 3 : 1,
        });
      }
    });

    it('previews every accepted format, GIFs from their first frame', async () => {
      const frames = await Promise.all(
        ['#ff0000', '#00ff00'].map((c) => solid(500, 300, c).png().toBuffer()),
      );
      const base = solid(500, 300, '#3366cc');
      const inputs = [
        await base.clone().png().toBuffer(),
        await base.clone().webp().toBuffer(),
        await base.clone().avif({ effort: 0 }).toBuffer(),
        await sharp(frames, { join: { animated: true } })
          .gif()
          .toBuffer(),
      ];
      for (const bytes of inputs) {
        const variants = await collect((onVariant) => sut.summarizeAndPreview(bytes, onVariant));
        expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
          'jpeg 400x240',
          'webp 400x240',
        ]);
      }
    });

    it('identifies a real HEIC (HEVC) photo by its ftyp brand', async () => {
      await expect(sut.probe(readFileSync(HEIC_FIXTURE))).resolves.toEqual({
        format: 'heic',
        width: 320,
        height: 240,
        pages: 1,
      });
    });

    it('reports the displayed size of a photo with EXIF orientation 6', async () => {
      await expect(sut.probe(await phonePhoto())).resolves.toMatchObject({
        format: 'jpeg',
        width: 500,
        height: 1000,
      });
    });

    it('refuses a renamed executable, a PDF and an SVG as unsupported', async () => {
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
      expect(await codeOf(sut.probe(readFileSync('/bin/ls')))).toBe('CONTENT.UNSUPPORTED_TYPE');
      expect(await codeOf(sut.probe(pdf))).toBe('CONTENT.UNSUPPORTED_TYPE');
      expect(await codeOf(sut.probe(svg))).toBe('CONTENT.UNSUPPORTED_TYPE');
    });

    it('does not trust leading bytes that claim another format', async () => {
      const jpeg = await solid(64, 48, '#3366cc').jpeg().toBuffer();
      const gifHeaderOnJpeg = Buffer.concat([Buffer.from('GIF89a'), jpeg]);
      const pdfWithJpegInside = Buffer.concat([Buffer.from('%PDF-1.4\n'), jpeg]);
      expect(await codeOf(sut.probe(gifHeaderOnJpeg))).toBe('CONTENT.CORRUPT_FILE');
      expect(await codeOf(sut.probe(pdfWithJpegInside))).toBe('CONTENT.UNSUPPORTED_TYPE');
    });

    it('refuses the first half of a real JPEG as corrupt', async () => {
      const jpeg = await photoLikeJpeg(800, 600, 3, { noise: 8 });
      const half = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      expect(await codeOf(sut.probe(half))).toBe('CONTENT.CORRUPT_FILE');
      expect(await codeOf(sut.summarizeAndPreview(half, async () => {}))).toBe(
        'CONTENT.CORRUPT_FILE',
      );
    });

    it('refuses a truncated PNG and HEIC as corrupt', async () => {
      const png = await solid(200, 200, '#808080').png().toBuffer();
      const heic = readFileSync(HEIC_FIXTURE);
      expect(await codeOf(sut.probe(png.subarray(0, png.length - 20)))).toBe(
        'CONTENT.CORRUPT_FILE',
      );
      expect(await codeOf(sut.probe(heic.subarray(0, heic.length - 100)))).toBe(
        'CONTENT.CORRUPT_FILE',
      );
    });

    it('refuses a PNG declaring 30000×30000 pixels before decoding it', async () => {
      const bomb = pngDeclaring(30_000, 30_000);
      expect(bomb.length).toBeLessThan(1000);
      expect(await codeOf(sut.probe(bomb))).toBe('CONTENT.TOO_MANY_PIXELS');
      expect(await codeOf(sut.probe(pngDeclaring(8000, 8000)))).toBe('CONTENT.TOO_MANY_PIXELS');
      expect(await codeOf(sut.summarizeAndPreview(bomb, async () => {}))).toBe(
        'CONTENT.TOO_MANY_PIXELS',
      );
    });

    it('refuses a file over the byte limit without reading it', async () => {
      const jpeg = await solid(8, 8, '#000000').jpeg().toBuffer();
      const huge = Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES)]);
      expect(await codeOf(sut.probe(huge))).toBe('CONTENT.FILE_TOO_LARGE');
    });
  });

  describe('summarizeAndPreview', () => {
    it('orients the preview and strips EXIF and GPS from every variant', async () => {
      const photo = await phonePhoto();
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const variants = await collect((onVariant) => sut.summarizeAndPreview(photo, onVariant));

      expect(variants.map((v) => [v.format, v.contentType, v.width, v.height]).sort()).toEqual([
        ['jpeg', 'image/jpeg', 400, 800],
        ['webp', 'image/webp', 400, 800],
      ]);
      for (const variant of variants) {
        const meta = await sharp(variant.bytes).metadata();
        expect(meta).toMatchObject({ width: 400, height: 800, format: variant.format });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(variant.bytes.includes('Phone')).toBe(false);
      }
    });

    it('summarises a solid red image as red, with a decodable blurhash', async () => {
      const red = await solid(640, 480, '#ff0000').jpeg({ quality: 95 }).toBuffer();

      const summary = await sut.summarizeAndPreview(red, async () => {});

      expect(summary).toMatchObject({ width: 640, height: 480 });
      expect(hexDistance(summary.dominantColor, '#ff0000')).toBeLessThanOrEqual(8);
      expect(isBlurhashValid(summary.blurhash)).toEqual({ result: true });
      const decoded = decodeBlurhash(summary.blurhash, 8, 6);
      expect(decoded[0]).toBeGreaterThan(230);
      expect(decoded[1]).toBeLessThan(30);
      expect(summary.phash).toMatch(/^[0-9a-f]{16}$/);
    });

    it('marks the preview when asked, but summarises the picture itself', async () => {
      const photo = await phonePhoto();
      const clean: ImageVariant[] = [];
      const plain = await sut.summarizeAndPreview(photo, async (v) => {
        clean.push(v);
      });
      const marked: ImageVariant[] = [];
      const summary = await sut.summarizeAndPreview(
        photo,
        async (v) => {
          marked.push(v);
        },
        { watermark: true },
      );

      expect(summary).toEqual(plain);
      for (const variant of marked) {
        const twin = clean.find((c) => c.format === variant.format)!;
        expect(await meanAbsoluteDifference(variant.bytes, twin.bytes, 400)).toBeGreaterThan(3);
      }
    });

    it('converts an ICC-tagged (Display P3) image to sRGB and drops the profile', async () => {
      const p3 = await solid(64, 64, '#00ff00').withIccProfile('p3').jpeg().toBuffer();
      const variants = await collect((onVariant) => sut.summarizeAndPreview(p3, onVariant));
      for (const variant of variants) {
        expect((await sharp(variant.bytes).metadata()).icc).toBeUndefined();
      }
    });

    it('hashes a resized, re-encoded copy close to the original and another picture far', async () => {
      const original = await photoLikeJpeg(1200, 900, 11, { noise: 6 });
      const copy = await sharp(original).resize(500).webp({ quality: 60 }).toBuffer();
      const other = await photoLikeJpeg(1200, 900, 12, { noise: 6 });

      const [a, b, c] = await Promise.all(
        [original, copy, other].map((bytes) => sut.summarizeAndPreview(bytes, async () => {})),
      );

      expect(phashDistance(a.phash, b.phash)).toBeLessThanOrEqual(4);
      expect(phashDistance(a.phash, c.phash)).toBeGreaterThanOrEqual(16);
    });

    it('decodes a HEIC photo into the same variants as any other image', async () => {
      const heic = readFileSync(HEIC_FIXTURE);
      const variants: ImageVariant[] = [];
      const summary = await sut.summarizeAndPreview(heic, async (v) => {
        variants.push(v);
      });
      expect(summary).toMatchObject({ width: 320, height: 240 });
      expect(hexDistance(summary.dominantColor, '#1e90ff')).toBeLessThanOrEqual(24);
      expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
        'jpeg 320x240',
        'webp 320x240',
      ]);
    });

    it('flattens transparency onto white for the JPEG fallback and keeps it in WebP', async () => {
      const transparent = await sharp({
        create: {
          width: 100,
          height: 100,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .toBuffer();
      const variants = await collect((onVariant) =>
        sut.summarizeAndPreview(transparent, onVariant),
      );
      const jpeg = variants.find((v) => v.format === 'jpeg')!;
      const webp = variants.find((v) => v.format === 'webp')!;
      const { dominant } = await sharp(jpeg.bytes).stats();
      expect(dominant.r).toBeGreaterThan(240);
      expect((await sharp(webp.bytes).metadata()).hasAlpha).toBe(true);
    });
  });

  describe('remainingVariants', () => {
    it('renders AVIF, WebP and 4:4:4 JPEG at each width up to the original, without metadata', async () => {
      const photo = await phonePhoto(); // shown as 500×1000

      const variants = await collect((onVariant) => sut.remainingVariants(photo, onVariant));

      expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual([
        'avif 400x800',
        'avif 500x1000',
        'jpeg 500x1000',
        'webp 500x1000',
      ]);
      for (const variant of variants) {
        const meta = await sharp(variant.bytes).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        if (variant.format === 'avif') {
          expect(meta).toMatchObject({ format: 'heif', compression: 'av1' });
        }
        if (variant.format === 'jpeg') {
          expect(meta.chromaSubsampling).toBe('4:4:4');
        }
      }
    });

    it('never upscales past the widest responsive width', async () => {
      const wide = await photoLikeJpeg(2600, 400, 5);
      const variants = await collect((onVariant) => sut.remainingVariants(wide, onVariant));
      const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => a - b);
      expect(widths).toEqual([400, 800, 1200, 1600, 2400]);
      expect(variants).toHaveLength(13);
    });

    it('stops at maxWidth and draws the mark on every size when asked, keeping an opaque image opaque', async () => {
      const wide = await photoLikeJpeg(2600, 400, 5);
      const marked = await collect((onVariant) =>
        sut.remainingVariants(wide, onVariant, { watermark: true, maxWidth: 1200 }),
      );
      expect([...new Set(marked.map((v) => v.width))].sort((a, b) => a - b)).toEqual([
        400, 800, 1200,
      ]);
      const clean = await collect((onVariant) =>
        sut.remainingVariants(wide, onVariant, { maxWidth: 1200 }),
      );
      for (const variant of marked) {
        const twin = clean.find((c) => c.width === variant.width && c.format === variant.format)!;
        expect(
          await meanAbsoluteDifference(variant.bytes, twin.bytes, variant.width),
        ).toBeGreaterThan(3);
        expect((await sharp(variant.bytes).metadata()).hasAlpha).toBe(false);
      }
    });
  });

  describe('allVariants', () => {
    it('renders every width in every format, the preview size included', async () => {
      const photo = await phonePhoto(); // shown as 500×1000
      const variants = await collect((onVariant) => sut.allVariants(photo, onVariant));
      expect(variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual([
        'avif 400',
        'avif 500',
        'jpeg 400',
        'jpeg 500',
        'webp 400',
        'webp 500',
      ]);
    });
  });

  it('narrows a very tall image so every variant fits the WebP size limit', async () => {
    const strip = await solid(300, 20_000, '#ffffff').png().toBuffer();
    const variants = await collect(async (onVariant) => {
      await sut.summarizeAndPreview(strip, onVariant);
      await sut.remainingVariants(strip, onVariant);
    });
    expect(Math.max(...variants.map((v) => v.height))).toBeLessThanOrEqual(16_383);
  });

  describe('watermark', () => {
    it('tiles a visible Mixel mark over the picture and strips metadata', async () => {
      const photo = await phonePhoto();

      const marked = await sut.watermark(photo, 300);

      expect(marked.contentType).toBe('image/jpeg');
      const meta = await sharp(marked.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 600 });
      expect(meta.exif).toBeUndefined();
      const clean = await sharp(photo).rotate().resize(300).jpeg().toBuffer();
      expect(await meanAbsoluteDifference(marked.bytes, clean, 300)).toBeGreaterThan(6);
    });
  });

  describe('exportFull', () => {
    it('keeps the full resolution, oriented, without metadata', async () => {
      const full = await sut.exportFull(await phonePhoto());
      const meta = await sharp(full.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 1000 });
      expect(meta.exif).toBeUndefined();
    });
  });
});
