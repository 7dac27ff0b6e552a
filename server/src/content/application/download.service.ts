import { levelPresentation } from '../../kernel/content-level';
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ledgerKeys } from '../../billing/domain/ledger';
import { CreditLedger } from '../../billing/ports/credit-ledger';
import { Transactions } from '../../platform/database/transactions.port';
import { MediaStore, StoredMedia } from '../../platform/storage/media-store.port';
import { ContentError } from '../domain/content.error';
import {
  downloadAllowance,
  downloadKey,
  DownloadKind,
  downloadKind,
  earnsCommission,
  PostWithAuthor,
  Viewer,
} from '../domain/post';
import { ImageProcessor } from '../ports/image-processor';
import { PostRepository } from '../ports/post.repository';
import { ContentSettings } from './content-settings';
import { PostQueryService } from './post-query.service';

export interface Download {
  body: Readable;
  contentType: string;
  size: number;
  filename: string;
  watermarked: boolean;
}

/**
 * Downloads by plan: watermarked for visitors and free users on monetized posts, full otherwise;
 * signed-in users download up to their plan's daily allowance (their own posts never count).
 */
@Injectable()
export class DownloadService {
  /** Renderings in flight, by key: concurrent first downloads wait for the same one. */
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    private readonly query: PostQueryService,
    private readonly posts: PostRepository,
    private readonly store: MediaStore,
    private readonly images: ImageProcessor,
    private readonly settings: ContentSettings,
    private readonly transactions: Transactions,
    private readonly ledger: CreditLedger,
  ) {}

  async download(postId: string, viewer: Viewer | null): Promise<Download> {
    const post = await this.query.findVisibleOrThrow(postId, viewer);
    // what the page veils is downloaded only by who may reveal it: never an explicit post to
    // someone who did not opt in, nor a sensible one to a visitor
    const presentation = levelPresentation(post.contentLevel, viewer, post.authorId);
    if (presentation === 'withheld' || (presentation === 'blurred' && !viewer)) {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');
    }
    if (post.status !== 'ready') {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación aún se está procesando.');
    }
    const kind = downloadKind(post, viewer);
    const slug = slugify(post.title) || 'mixel';
    let key: string;
    let filename: string;
    if (post.kind === 'video' && post.video) {
      // the rendition has no metadata; videos are Max-plan uploads and carry no watermark yet
      key = post.video.key;
      filename = `${slug}.mp4`;
    } else {
      key = downloadKey(post.id, kind);
      filename = `${slug}${kind === 'watermarked' ? '-mixel' : ''}.jpg`;
    }
    const stored = await this.findOrRender(post, key, kind);
    try {
      await this.record(post, viewer);
    } catch (err) {
      stored.body.destroy();
      throw err;
    }
    return { ...stored, filename, watermarked: kind === 'watermarked' && post.kind === 'image' };
  }

  /** The download is counted, and the uploader's commission paid, together or not at all. */
  private record(post: PostWithAuthor, viewer: Viewer | null): Promise<void> {
    const allowance = downloadAllowance(post, viewer);
    return this.transactions.run(async () => {
      const counted = await this.posts.recordDownload({
        postId: post.id,
        downloaderId: allowance && viewer ? viewer.id : null,
        perDay: allowance?.perDay ?? null,
      });
      if (!counted) {
        throw new ContentError(
          'CONTENT.DOWNLOAD_LIMIT',
          'Llegaste al límite de descargas de tu plan por hoy. Mejora tu plan para descargar más.',
        );
      }
      if (viewer && earnsCommission(post, viewer) && this.settings.commissionTokens > 0) {
        // once per downloader and post: the key makes any later download grant nothing
        await this.ledger.grant({
          userId: post.authorId,
          tokens: this.settings.commissionTokens,
          reason: 'download.commission',
          key: ledgerKeys.commission(post.id, viewer.id),
          postId: post.id,
        });
      }
    });
  }

  /**
   * Images are rendered on first request and kept: originals keep their metadata and never leave
   * as is. Simultaneous first requests share one rendering (per process).
   */
  private async findOrRender(
    post: PostWithAuthor,
    key: string,
    kind: DownloadKind,
  ): Promise<StoredMedia> {
    let stored = await this.store.get(key);
    if (!stored && post.kind === 'image') {
      let rendering = this.rendering.get(key);
      if (!rendering) {
        rendering = this.render(post, key, kind).finally(() => this.rendering.delete(key));
        this.rendering.set(key, rendering);
      }
      await rendering;
      stored = await this.store.get(key);
    }
    if (!stored) {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');
    }
    return stored;
  }

  private async render(post: PostWithAuthor, key: string, kind: DownloadKind): Promise<void> {
    const original = await this.store.getBytes(post.original.key);
    if (!original) {
      throw new Error(`original of ${post.id} is missing`);
    }
    const rendered =
      kind === 'watermarked'
        ? await this.images.watermark(original, 1600)
        : await this.images.exportFull(original);
    await this.store.put(key, rendered.bytes, rendered.contentType);
  }
}

function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
