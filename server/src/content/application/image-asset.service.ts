import { Injectable } from '@nestjs/common';
import { MediaStore } from '../../platform/storage/media-store.port';
import { MediaVariant } from '../domain/post';
import { ImageProcessor, ImageSummary, ImageVariant } from '../ports/image-processor';

const EXTENSION: Record<ImageVariant['format'], string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

/** An image made public outside a post (a news cover): its summary and responsive variants. */
export interface ImageAsset extends ImageSummary {
  variants: MediaVariant[];
}

/**
 * The post pipeline's image steps for pictures that are not posts: identified by their bytes,
 * limits checked, oriented, metadata stripped, every responsive width in AVIF, WebP and JPEG,
 * stored under `public/<prefix>/`. Throws the ImageProcessor's ContentErrors for bad files.
 */
@Injectable()
export class ImageAssetService {
  constructor(
    private readonly images: ImageProcessor,
    private readonly store: MediaStore,
  ) {}

  async publish(prefix: string, bytes: Buffer): Promise<ImageAsset> {
    await this.images.probe(bytes);
    const variants: MediaVariant[] = [];
    const keep = async (v: ImageVariant) => {
      const key = `public/${prefix}/w${v.width}.${EXTENSION[v.format]}`;
      await this.store.put(key, v.bytes, v.contentType);
      variants.push({
        key,
        width: v.width,
        height: v.height,
        format: v.format,
        contentType: v.contentType,
        size: v.bytes.length,
      });
    };
    const summary = await this.images.summarizeAndPreview(bytes, keep);
    await this.images.remainingVariants(bytes, keep);
    return { ...summary, variants };
  }

  /** Removes the files `publish` stored for an asset. */
  async remove(variants: Pick<MediaVariant, 'key'>[]): Promise<void> {
    if (variants.length > 0) {
      await this.store.delete(variants.map((v) => v.key));
    }
  }
}
