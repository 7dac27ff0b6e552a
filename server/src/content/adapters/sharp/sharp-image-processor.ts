import { encode as encodeBlurhash } from 'blurhash';
import decodeHeic from 'heic-decode';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ContentError } from '../../domain/content.error';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  PREVIEW_WIDTH,
  variantWidthsFor,
} from '../../domain/media-limits';
import { DHASH_HEIGHT, DHASH_WIDTH, dhashFromGrey } from '../../domain/perceptual-hash';
import {
  ImageFormat,
  ImageProbe,
  ImageProcessor,
  ImageSummary,
  ImageVariant,
  RenderedImage,
  VariantFormat,
  VariantOptions,
} from '../../ports/image-processor';
import { readHead } from '../file-head';
import {
  ImageContainer,
  isComplete,
  isPhotoshop,
  SIGNATURE_BYTES,
  sniffImage,
} from '../media-signature';
import { dominantColor } from './dominant-color';
import { watermarkOverlay } from './watermark-overlay';

/** Decoded, oriented sRGB pixels, 8 bits per channel. */
interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

interface Inspected extends ImageProbe {
  hasAlpha: boolean;
}

/** An accepted upload ready for sharp: the original bytes, or the decoded pixels of a HEIC. */
interface Source {
  probe: ImageProbe;
  input: Buffer;
  options: sharp.SharpOptions;
}

// 'error' still aborts on truncated or undecodable data; the stricter default 'warning' also
// refuses many phone JPEGs that carry harmless libjpeg warnings (extraneous bytes before a marker).
const DECODE: sharp.SharpOptions = {
  limitInputPixels: IMAGE_MAX_PIXELS,
  failOn: 'error',
  autoOrient: true,
};

// Chroma: AVIF keeps sharp's default 4:4:4, so red/blue edges (text, logos, artwork) do not smear
// as they do at 4:2:0; JPEG, the last-resort fallback, asks for 4:4:4 explicitly (sharp's default
// is 4:2:0) for ~20% more bytes. Lossy WebP is always 4:2:0: its "sharp YUV" conversion
// (smartSubsample) keeps edges crisp but doubles the encode time, so it is used up to 1200 px, the
// sizes shown 1:1; wider ones go to HiDPI screens, where a chroma sample is under one CSS pixel.
// AVIF effort 2 encodes ~5× faster than the default 4 for ~15% more bytes.
const AVIF: sharp.AvifOptions = { quality: 55, effort: 2 };
const WEBP: sharp.WebpOptions = { quality: 80 };
const WEBP_SMART_SUBSAMPLE_MAX_WIDTH = 1200;
const JPEG: sharp.JpegOptions = { quality: 82, chromaSubsampling: '4:4:4' };
const JPEG_DOWNLOAD: sharp.JpegOptions = { quality: 90, chromaSubsampling: '4:4:4' };
const WHITE = '#ffffff';
/** WebP's largest side: a very tall image (a long screenshot) is narrowed to fit under it. */
const MAX_VARIANT_SIDE = 16_383;

/** Blurhash is encoded from a thumbnail this size: 2 ms instead of ~270 ms at 400×400. */
const BLURHASH_THUMB = 32;

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const SAME_FORMAT: Record<Exclude<ImageContainer, 'heif'>, ImageFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/**
 * Images with sharp (libvips). Variants are encoded from decoded raw pixels, so no EXIF, GPS, XMP
 * or ICC profile can reach them; colour is converted to sRGB on decode. GIFs and animated WebPs
 * use their first frame. HEIC (HEVC) is decoded by libheif in WebAssembly (`heic-decode`): the
 * prebuilt libvips only has the AV1 decoder that AVIF needs.
 */
export class SharpImageProcessor extends ImageProcessor {
  /** HEIC decodes (~1 s for 12 MP) shared by the calls a job makes with the same buffer. */
  private readonly heicPixels = new WeakMap<Buffer, Promise<RawImage>>();

  async probe(bytes: Buffer): Promise<ImageProbe> {
    const { format, width, height, pages } = await this.inspect(bytes);
    return { format, width, height, pages };
  }

  async probeFile(path: string): Promise<ImageProbe> {
    return this.probe(await readFile(path));
  }

  async identifyEditable(path: string): Promise<ImageFormat | 'photoshop' | null> {
    if (isPhotoshop(await readHead(path, SIGNATURE_BYTES))) {
      return 'photoshop';
    }
    try {
      return (await this.probeFile(path)).format;
    } catch {
      return null;
    }
  }

  async summarizeAndPreview(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: Pick<VariantOptions, 'watermark'> = {},
  ): Promise<ImageSummary> {
    const source = await this.open(bytes);
    const preview = await toRaw(decoder(source).resize(fitWidth(PREVIEW_WIDTH)));
    // the summary (colour, blurhash, perceptual hash) is of the picture, never of the mark
    const shown = options.watermark ? await watermarked(preview) : preview;
    const [summary] = await Promise.all([
      summarize(preview, source.probe),
      encode(shown, 'webp').then(onVariant),
      encode(shown, 'jpeg').then(onVariant),
    ]);
    return summary;
  }

  async remainingVariants(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions = {},
  ): Promise<void> {
    // the preview already holds WebP and JPEG at the first width
    await this.ladder(bytes, onVariant, options, (index) =>
      index === 0 ? ['avif'] : ['avif', 'webp', 'jpeg'],
    );
  }

  async allVariants(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions = {},
  ): Promise<void> {
    await this.ladder(bytes, onVariant, options, () => ['avif', 'webp', 'jpeg']);
  }

  async watermark(bytes: Buffer, maxWidth: number): Promise<RenderedImage> {
    const source = await this.open(bytes);
    const base = await toRaw(
      decoder(source)
        .resize({ width: maxWidth, withoutEnlargement: true })
        .flatten({ background: WHITE }),
    );
    const jpeg = await fromRaw(base)
      .composite([{ input: watermarkOverlay(base.width, base.height) }])
      .jpeg(JPEG_DOWNLOAD)
      .toBuffer();
    return { bytes: jpeg, contentType: CONTENT_TYPES.jpeg };
  }

  async exportFull(bytes: Buffer): Promise<RenderedImage> {
    const source = await this.open(bytes);
    const jpeg = await decoder(source)
      .flatten({ background: WHITE })
      .toColourspace('srgb')
      .jpeg(JPEG_DOWNLOAD)
      .toBuffer()
      .catch(rethrowAsContentError);
    return { bytes: jpeg, contentType: CONTENT_TYPES.jpeg };
  }

  private async ladder(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options: VariantOptions,
    formatsAt: (index: number) => VariantFormat[],
  ): Promise<void> {
    const source = await this.open(bytes);
    const widths = variantWidthsFor(source.probe.width).filter(
      (w) => options.maxWidth === undefined || w <= options.maxWidth,
    );
    if (widths.length === 0) {
      return;
    }
    // one decode for all sizes; each variant is resized from these pixels
    const widest = await toRaw(decoder(source).resize(fitWidth(widths[widths.length - 1])));
    for (const [index, width] of widths.entries()) {
      const formats = formatsAt(index);
      if (options.watermark) {
        // the mark is drawn at each size, so it keeps its proportions on every variant
        const marked = await watermarked(await resized(widest, width));
        await Promise.all(formats.map((format) => encode(marked, format).then(onVariant)));
      } else {
        await Promise.all(formats.map((format) => encode(widest, format, width).then(onVariant)));
      }
    }
  }

  /** Identity and limits from the bytes and the header only: no pixel is decoded here. */
  private async inspect(bytes: Buffer): Promise<Inspected> {
    if (bytes.length > IMAGE_MAX_BYTES) {
      throw new ContentError(
        'CONTENT.FILE_TOO_LARGE',
        `La imagen supera el máximo de ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
      );
    }
    const container = sniffImage(bytes);
    if (!container) {
      throw unsupported();
    }
    // the pixel limit is ours to check below, with its own error
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch((error: unknown) => {
        throw corrupt(error);
      });
    const format = formatOf(container, header);
    if (!header.width || !header.height) {
      throw corrupt();
    }
    if (header.width * header.height > IMAGE_MAX_PIXELS) {
      throw tooManyPixels();
    }
    if (!isComplete(container, bytes)) {
      throw corrupt();
    }
    const { width, height } = header.autoOrient ?? header;
    return { format, width, height, pages: header.pages ?? 1, hasAlpha: header.hasAlpha };
  }

  private async open(bytes: Buffer): Promise<Source> {
    const inspected = await this.inspect(bytes);
    const probe: ImageProbe = {
      format: inspected.format,
      width: inspected.width,
      height: inspected.height,
      pages: inspected.pages,
    };
    if (inspected.format !== 'heic') {
      return { probe, input: bytes, options: DECODE };
    }
    const pixels = await this.decodeHeicOnce(bytes, inspected.hasAlpha);
    const { width, height, channels } = pixels;
    return {
      probe: { ...probe, width, height },
      input: pixels.data,
      options: { ...DECODE, raw: { width, height, channels } },
    };
  }

  private decodeHeicOnce(bytes: Buffer, hasAlpha: boolean): Promise<RawImage> {
    let pending = this.heicPixels.get(bytes);
    if (!pending) {
      pending = decodeHeicPixels(bytes, hasAlpha);
      this.heicPixels.set(bytes, pending);
      pending.catch(() => this.heicPixels.delete(bytes));
    }
    return pending;
  }
}

function formatOf(container: ImageContainer, header: sharp.Metadata): ImageFormat {
  if (container === 'heif') {
    if (header.format === 'heif' && header.compression === 'av1') {
      return 'avif';
    }
    if (header.format === 'heif' && header.compression === 'hevc') {
      return 'heic';
    }
    throw unsupported(); // e.g. JPEG-in-HEIF or an image sequence codec we do not decode
  }
  if (header.format !== container) {
    throw corrupt(); // the leading bytes claim one format, the data is another
  }
  return SAME_FORMAT[container];
}

async function decodeHeicPixels(bytes: Buffer, hasAlpha: boolean): Promise<RawImage> {
  const decoded = await decodeHeic({ buffer: bytes }).catch((error: unknown) => {
    throw corrupt(error);
  });
  const { width, height } = decoded;
  if (width * height > IMAGE_MAX_PIXELS) {
    throw tooManyPixels();
  }
  const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  if (hasAlpha) {
    return { data: rgba, width, height, channels: 4 };
  }
  const rgb = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data: rgb, width, height, channels: 3 };
}

function fitWidth(width: number): sharp.ResizeOptions {
  return { width, height: MAX_VARIANT_SIDE, fit: 'inside', withoutEnlargement: true };
}

function decoder(source: Source): sharp.Sharp {
  return sharp(source.input, source.options);
}

function fromRaw(raw: RawImage): sharp.Sharp {
  const { width, height, channels } = raw;
  return sharp(raw.data, { raw: { width, height, channels } });
}

async function resized(raw: RawImage, width: number): Promise<RawImage> {
  return width === raw.width ? raw : toRaw(fromRaw(raw).resize(fitWidth(width)));
}

/** The pixels with the tiled 'Mixel' mark drawn over them; an opaque image stays opaque. */
async function watermarked(raw: RawImage): Promise<RawImage> {
  const marked = fromRaw(raw).composite([{ input: watermarkOverlay(raw.width, raw.height) }]);
  const hasAlpha = raw.channels === 2 || raw.channels === 4;
  return toRaw(hasAlpha ? marked : marked.removeAlpha());
}

async function toRaw(pipeline: sharp.Sharp): Promise<RawImage> {
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(rethrowAsContentError);
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encode(
  raw: RawImage,
  format: VariantFormat,
  width = raw.width,
): Promise<ImageVariant> {
  let image = fromRaw(raw);
  if (width !== raw.width) {
    image = image.resize(fitWidth(width));
  }
  if (format === 'avif') {
    image = image.avif(AVIF);
  } else if (format === 'webp') {
    image = image.webp({ ...WEBP, smartSubsample: width <= WEBP_SMART_SUBSAMPLE_MAX_WIDTH });
  } else {
    image = image.flatten({ background: WHITE }).jpeg(JPEG);
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    format,
    contentType: CONTENT_TYPES[format],
    bytes: data,
  };
}

async function summarize(preview: RawImage, probe: ImageProbe): Promise<ImageSummary> {
  const opaque = fromRaw(preview).flatten({ background: WHITE });
  const [thumb, grey] = await Promise.all([
    opaque
      .clone()
      .resize(BLURHASH_THUMB, BLURHASH_THUMB, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
    opaque.clone().greyscale().resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const { width, height } = thumb.info;
  const pixels = new Uint8ClampedArray(thumb.data.buffer, thumb.data.byteOffset, thumb.data.length);
  const landscape = width >= height;
  return {
    width: probe.width,
    height: probe.height,
    dominantColor: dominantColor(thumb.data, 4),
    blurhash: encodeBlurhash(pixels, width, height, landscape ? 4 : 3, landscape ? 3 : 4),
    phash: dhashFromGrey(grey),
  };
}

function rethrowAsContentError(error: unknown): never {
  if (error instanceof ContentError) {
    throw error;
  }
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    throw tooManyPixels();
  }
  throw corrupt(error);
}

function unsupported(): ContentError {
  return new ContentError(
    'CONTENT.UNSUPPORTED_TYPE',
    'El archivo no es una imagen compatible (JPEG, PNG, WebP, AVIF, GIF o HEIC).',
  );
}

function corrupt(cause?: unknown): ContentError {
  const error = new ContentError(
    'CONTENT.CORRUPT_FILE',
    'La imagen está dañada o incompleta y no se puede abrir.',
  );
  if (cause !== undefined) {
    error.cause = cause;
  }
  return error;
}

function tooManyPixels(): ContentError {
  return new ContentError(
    'CONTENT.TOO_MANY_PIXELS',
    `La imagen supera el máximo de ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles.`,
  );
}
