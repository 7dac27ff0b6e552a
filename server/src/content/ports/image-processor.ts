export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic';
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface ImageProbe {
  format: ImageFormat;
  /** As displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** frames for GIF */
  pages: number;
}

export interface ImageVariant {
  width: number;
  height: number;
  format: VariantFormat;
  contentType: string;
  bytes: Buffer;
}

export interface ImageSummary {
  width: number;
  height: number;
  /** '#rrggbb' */
  dominantColor: string;
  blurhash: string;
  /** 64-bit perceptual hash as 16 hex chars (dHash); compare with `phashDistance`. */
  phash: string;
}

export interface VariantOptions {
  /** Draws the visible tiled 'Mixel' mark on every variant (the public media of monetized posts). */
  watermark?: boolean;
  /** Skips ladder widths wider than this. */
  maxWidth?: number;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
}

/** Turns an uploaded image into what viewers get: checked, oriented, metadata-free variants. */
export abstract class ImageProcessor {
  /**
   * Identifies the image by its bytes (never name or declared type) and checks limits; throws ContentError
   * CONTENT.UNSUPPORTED_TYPE (not an image we accept, e.g. a renamed executable or PDF), CONTENT.CORRUPT_FILE
   * (truncated/undecodable), CONTENT.TOO_MANY_PIXELS (decompression bombs: checked on the header BEFORE decoding),
   * CONTENT.FILE_TOO_LARGE.
   */
  abstract probe(bytes: Buffer): Promise<ImageProbe>;

  /** `probe` for an upload the edge wrote to disk: the adapter reads it, the use case never does. */
  abstract probeFile(path: string): Promise<ImageProbe>;

  /**
   * What a file kept as a post's editable source is: a Photoshop document, an image `probe` accepts (its
   * format), or null for any other binary (kept as it is). Never throws for unrecognised content.
   */
  abstract identifyEditable(path: string): Promise<ImageFormat | 'photoshop' | null>;

  /**
   * Auto-orients, strips ALL metadata (EXIF/GPS/XMP/ICC converted to sRGB), and produces the summary plus the
   * variants the grid needs first (a small WebP ~400 px wide and its JPEG fallback), calling onVariant as each is
   * ready. Throws the same errors as `probe`. With `watermark` the variants carry it; the summary never does.
   */
  abstract summarizeAndPreview(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options?: Pick<VariantOptions, 'watermark'>,
  ): Promise<ImageSummary>;

  /**
   * The remaining responsive variants (widths 400/800/1200/1600/2400 capped at the original width; AVIF and WebP
   * for each, JPEG fallback for each), without repeating what `summarizeAndPreview` produced.
   */
  abstract remainingVariants(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options?: VariantOptions,
  ): Promise<void>;

  /** Every responsive variant in every format, the preview's included (a monetized image's clean set). */
  abstract allVariants(
    bytes: Buffer,
    onVariant: (v: ImageVariant) => Promise<void>,
    options?: VariantOptions,
  ): Promise<void>;

  /** A JPEG of the image, at most `maxWidth` wide, with a visible tiled 'Mixel' watermark; metadata stripped. */
  abstract watermark(bytes: Buffer, maxWidth: number): Promise<RenderedImage>;

  /** A full-resolution JPEG of the image for paid downloads: oriented, sRGB, metadata stripped. */
  abstract exportFull(bytes: Buffer): Promise<RenderedImage>;
}
