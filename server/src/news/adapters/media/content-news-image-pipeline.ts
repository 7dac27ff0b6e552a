import { Injectable } from '@nestjs/common';
import { ImageAssetService } from '../../../content/content.public';
import { MediaStore } from '../../../platform/storage/media-store.port';
import { NewsImage } from '../../domain/news';
import { NewsImagePipeline } from '../../ports/news-image-pipeline';

/** News pictures go through the content module's image pipeline, under public/news/<id>/. */
@Injectable()
export class ContentNewsImagePipeline extends NewsImagePipeline {
  constructor(
    private readonly assets: ImageAssetService,
    private readonly store: MediaStore,
  ) {
    super();
  }

  async process(id: string, bytes: Buffer): Promise<NewsImage & { blurhash: string }> {
    const asset = await this.assets.publish(`news/${id}`, bytes);
    return {
      id,
      width: asset.width,
      height: asset.height,
      dominantColor: asset.dominantColor,
      blurhash: asset.blurhash,
      variants: asset.variants.map(({ key, width, height, format }) => ({
        key,
        width,
        height,
        format,
      })),
    };
  }

  url(key: string): string {
    return this.store.publicUrl(key);
  }
}
