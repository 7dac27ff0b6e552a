import { Injectable } from '@nestjs/common';
import { NewsImage, NewsItem, newsState } from '../domain/news';
import { NewsBodyRenderer } from '../ports/news-body-renderer';
import { NewsImagePipeline } from '../ports/news-image-pipeline';
import { NewsImageType, NewsItemType } from './graphql/news.types';

const PREVIEW_WIDTH = 1200;

/** News as GraphQL and REST answer it: URLs for the variants, the body as safe HTML. */
@Injectable()
export class NewsPresenter {
  constructor(
    private readonly images: NewsImagePipeline,
    private readonly bodies: NewsBodyRenderer,
  ) {}

  image(image: NewsImage): NewsImageType {
    const jpegs = image.variants
      .filter((v) => v.format === 'jpeg')
      .sort((a, b) => a.width - b.width);
    const preview =
      [...jpegs].reverse().find((v) => v.width <= PREVIEW_WIDTH) ?? jpegs[0] ?? image.variants[0];
    return {
      id: image.id,
      width: image.width,
      height: image.height,
      dominantColor: image.dominantColor,
      url: preview ? this.images.url(preview.key) : '',
      variants: image.variants.map((v) => ({
        url: this.images.url(v.key),
        width: v.width,
        height: v.height,
        format: v.format,
      })),
    };
  }

  /** The body as sanitized HTML (with `baseUrl`, its paths made absolute). */
  bodyHtml(body: string, baseUrl?: string): string {
    return this.bodies.render(body, baseUrl);
  }

  item(item: NewsItem): NewsItemType {
    return {
      id: item.id,
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      body: item.body,
      cover: item.cover ? this.image(item.cover) : null,
      state: newsState(item, new Date()),
      publishedAt: item.publishAt,
      updatedAt: item.updatedAt,
    };
  }
}
