import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { MediaStore } from '../../platform/storage/media-store.port';
import { ContentError } from '../domain/content.error';
import { downloadKind, earnsCommission, Viewer } from '../domain/post';
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

/** Downloads by plan: watermarked for visitors and free users on monetized posts, full otherwise. */
@Injectable()
export class DownloadService {
  constructor(
    private readonly query: PostQueryService,
    private readonly posts: PostRepository,
    private readonly store: MediaStore,
    private readonly images: ImageProcessor,
    private readonly settings: ContentSettings,
  ) {}

  async download(postId: string, viewer: Viewer | null): Promise<Download> {
    const post = await this.query.findVisibleOrThrow(postId, viewer);
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
      key = `private/downloads/${post.id}/${kind}.jpg`;
      filename = `${slug}${kind === 'watermarked' ? '-mixel' : ''}.jpg`;
    }
    let stored = await this.store.get(key);
    if (!stored && post.kind === 'image') {
      // rendered on first request and kept: originals keep their metadata and never leave as is
      const original = await this.store.getBytes(post.original.key);
      if (!original) {
        throw new Error(`original of ${post.id} is missing`);
      }
      const rendered =
        kind === 'watermarked'
          ? await this.images.watermark(original, 1600)
          : await this.images.exportFull(original);
      await this.store.put(key, rendered.bytes, rendered.contentType);
      stored = await this.store.get(key);
    }
    if (!stored) {
      throw new ContentError('CONTENT.POST_NOT_FOUND', 'La publicación no existe.');
    }
    await this.posts.recordDownload(
      post.id,
      earnsCommission(post, viewer)
        ? {
            uploaderId: post.authorId,
            downloaderId: viewer!.id,
            amount: this.settings.commissionPerDownload,
          }
        : null,
    );
    return { ...stored, filename, watermarked: kind === 'watermarked' && post.kind === 'image' };
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
