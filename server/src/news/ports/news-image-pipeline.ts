import { NewsImage } from '../domain/news';

/** The media pipeline for news pictures: checked, stripped, responsive public variants. */
export abstract class NewsImagePipeline {
  /** Throws the pipeline's errors (unsupported, corrupt, too many pixels) for bad files. */
  abstract process(id: string, bytes: Buffer): Promise<NewsImage & { blurhash: string }>;
  /** The browser URL of a stored variant. */
  abstract url(key: string): string;
}
